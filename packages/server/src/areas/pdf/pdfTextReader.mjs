// Runs as a child process of the server: reads the text of one PDF's share of pages (every
// `parts`-th page from page `part + 1`, so that the server's cores read one long filing together),
// within a character budget, and sends back either those pages' texts, or why they could not be
// read. PDF.js runs here, apart from the server, so a PDF built to inflate or to be slow costs only
// this process, which the server kills when its time runs out and which dies alone when its memory
// does (a worker thread that runs out of memory can take the whole server down with it).
//
// The reader of the first part also classifies the filing's pages and reads its statement tables
// into facts (core's `readFiling`, 0.2–1 s for a long filing), so that work never holds the server's
// main thread: it keeps its own pages' runs of text (where each sits on its page), the server hands
// it the other parts' runs as they were packed (bytes the server never unpacks), and it sends back
// the reading, refused when it is larger than a filing's reading may be (core's bounds).
//
// It loads core's filing reader (`@moatwise/core/filing`, not the whole of core, 60 ms), while it
// waits for its PDF: by the package's own resolution, core's build (dist/), when the server runs
// built, as `pnpm start` runs it (core is built first, and the built server needs it too); or from
// the module the server names as its first argument, when the server runs from source (tsx,
// vitest), which bundles core's source of it once for its readers (filingReaderSource.ts).
import { deserialize, serialize } from "node:v8";
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

/** Every page's runs in the PDF's order, from each part's own (part `p` read pages p+1, p+1+parts, …). */
function inPageOrder(partsRuns) {
  const count = partsRuns.reduce((sum, runs) => sum + runs.length, 0);
  const pageRuns = new Array(count);
  partsRuns.forEach((runs, part) => {
    runs.forEach((packed, index) => {
      pageRuns[part + index * partsRuns.length] = packed;
    });
  });
  return pageRuns;
}

/**
 * The filing read from all its pages' runs: this part's, and the others' as their readers packed
 * them (`others`, in part order). With `withRuns` (tests and the bench, which compare with
 * `readFiling` run in their own process), the runs read come back too.
 */
async function classify(filingReader, ownRuns, { others, withRuns }) {
  const { filingReadingProblem, readFiling, unpackRuns } = await filingReader;
  const pageRuns = inPageOrder([ownRuns, ...others.map((packed) => deserialize(packed))]).map(unpackRuns);
  const reading = readFiling(pageRuns);
  const problem = filingReadingProblem(reading);
  if (problem) return { ok: false, reason: "reading_too_large" };
  return { ok: true, reading, runs: withRuns ? pageRuns : undefined };
}

/** Sends the last message and ends once it is written. */
function finish(message) {
  process.send?.(message, () => process.exit(0));
}

// Started ahead of need, with PDF.js loaded while it waits for its one PDF; it ends with the server.
process.once("disconnect", () => process.exit(0));
const pdfjsLoaded = getResolvedPDFJS().catch(() => null);
const filingReader = import(process.argv[2] ?? "@moatwise/core/filing");
filingReader.catch(() => {});
process.once("message", (job) => {
  pdfjsLoaded
    .then(() => readPages(job))
    .catch(() => ({ ok: false, reason: "unreadable" }))
    .then((result) => {
      if (!result.ok) return finish(result);
      // The other parts' runs cross the server as bytes it passes on without reading them.
      if (!job.classifies) return finish({ ok: true, pages: result.pages, runs: serialize(result.runs) });
      process.once("message", (others) => {
        classify(filingReader, result.runs, others)
          .catch(() => ({ ok: false, reason: "unreadable" }))
          .then(finish);
      });
      process.send?.({ ok: true, pages: result.pages });
    });
});
