// Runs as a child process of the server: reads the text of one PDF's share of pages (every
// `parts`-th page from page `part + 1`, so that the server's cores read one long filing together),
// within a character budget, and sends back either those pages' texts, with where each run of text
// sits on its page (for reading statement tables by column), or why they could not be read. PDF.js
// runs here, apart from the server, so a PDF built to inflate or to be slow costs only this
// process, which the server kills when its time runs out and which dies alone when its memory
// does (a worker thread that runs out of memory can take the whole server down with it).
import { getDocumentProxy, getResolvedPDFJS } from "unpdf";

/**
 * @param {{ bytes: Uint8Array, part: number, parts: number, maxPages: number, maxTotalChars: number,
 *   maxPageChars: number }} job
 */
async function readPages({ bytes, part, parts, maxPages, maxTotalChars, maxPageChars }) {
  let document;
  try {
    // No font code is compiled with eval (a PDF's fonts are its author's), and no font is loaded
    // for display: text and positions need neither, and a 550-page filing reads about a third faster.
    document = await getDocumentProxy(bytes, {
      verbosity: 0,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
    });
  } catch (error) {
    return { ok: false, reason: error?.name === "PasswordException" ? "encrypted" : "unreadable" };
  }
  if (document.numPages > maxPages) return { ok: false, reason: "too_many_pages" };
  const pages = [];
  const runs = [];
  let total = 0;
  // Pages taken in turn rather than in halves: a filing's dense statement pages sit together.
  for (let number = part + 1; number <= document.numPages; number += parts) {
    const content = await (await document.getPage(number)).getTextContent();
    let text = "";
    // A run with letters or digits takes 4 numbers (x, y, width, font size), so the positions cost at
    // most 4 numbers per character the page's budget already allows.
    const texts = [];
    const boxes = [];
    for (const item of content.items) {
      if (item.str == null) continue;
      text += item.str + (item.hasEOL ? "\n" : "");
      if (text.length > maxPageChars) return { ok: false, reason: "page_too_dense", pageNumber: number };
      if (item.str.trim() === "" || !Array.isArray(item.transform)) continue;
      const [a, b, , d, x, y] = item.transform;
      texts.push(item.str);
      boxes.push(x, y, item.width ?? 0, Math.hypot(a, b) || Math.abs(d) || 0);
    }
    total += text.length;
    if (total > maxTotalChars) return { ok: false, reason: "too_much_text" };
    pages.push(text);
    runs.push({ texts, boxes: Float32Array.from(boxes) });
  }
  return { ok: true, pages, runs };
}

// Started ahead of need, with PDF.js loaded while it waits for its one PDF; it ends with the server.
process.once("disconnect", () => process.exit(0));
const pdfjsLoaded = getResolvedPDFJS().catch(() => null);
process.once("message", (job) => {
  pdfjsLoaded
    .then(() => readPages(job))
    .catch(() => ({ ok: false, reason: "unreadable" }))
    .then((result) => process.send?.(result, () => process.exit(0)));
});
