// A cited page of the user's PDF (issue 39 item 8): the page drawn by PDF.js with its text layer
// above it, the cited passage highlighted there and scrolled to. A modal dialog: Escape or Close
// ends it, the page buttons (and ← →) move through the PDF. PDF.js and its worker load with this
// module, which loads only when a citation is opened, so the app's first load does not carry them.
import { failureMessage, passageSpans } from "@moatwise/core";
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, TextLayer } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useData, useQueries } from "../../app/data";
import "./pdfViewer.css";

GlobalWorkerOptions.workerSrc = workerUrl;

/** The page is drawn at most this wide, in CSS pixels; narrower when the screen is. */
const PAGE_MAX_WIDTH_PX = 880;
/** The scrolling area's padding on each side (pdfViewer.css), which the page must fit within. */
const SCROLL_PADDING_PX = 12;

export interface PdfCitation {
  readonly sessionId: string;
  readonly filename: string;
  readonly pageNumber: number;
  /** The cited words, highlighted on the page; none when the page is opened by its number alone. */
  readonly passage: string | null;
}

/** A session's PDF, read through core's query and opened once per viewer while it is open. */
function usePdfDocument(sessionId: string) {
  const { workspace } = useQueries();
  const file = useData(workspace.pdfFile(sessionId));
  const [state, setState] = useState<{ document: PDFDocumentProxy | null; problem: string | null }>({
    document: null,
    problem: null,
  });
  const blob = file.data ?? null;
  const readProblem = file.isError ? failureMessage(file.error) : null;
  useEffect(() => {
    if (!blob) return;
    let cancelled = false;
    let opening: ReturnType<typeof getDocument> | null = null;
    (async () => {
      const bytes = new Uint8Array(await blob.arrayBuffer());
      if (cancelled) return;
      opening = getDocument({ data: bytes });
      const opened = await opening.promise;
      if (!cancelled) setState({ document: opened, problem: null });
    })().catch(() => {
      if (!cancelled) setState({ document: null, problem: "This PDF could not be shown." });
    });
    return () => {
      cancelled = true;
      void opening?.destroy();
    };
  }, [blob]);
  return readProblem ? { document: null, problem: readProblem } : state;
}

/** Draws one page and its text layer into `frame`, and marks the passage's runs. */
async function drawPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  passage: string | null,
  frame: HTMLDivElement,
  isCancelled: () => boolean,
): Promise<number> {
  const page = await document.getPage(pageNumber);
  const natural = page.getViewport({ scale: 1 });
  const room = (frame.parentElement?.clientWidth ?? PAGE_MAX_WIDTH_PX) - 2 * SCROLL_PADDING_PX;
  const scale = Math.min(PAGE_MAX_WIDTH_PX, room) / natural.width;
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  const canvas = window.document.createElement("canvas");
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  canvas.setAttribute("aria-hidden", "true");
  const text = window.document.createElement("div");
  text.className = "textLayer";
  frame.style.setProperty("--scale-factor", String(scale));
  frame.style.width = `${Math.floor(viewport.width)}px`;
  frame.style.height = `${Math.floor(viewport.height)}px`;
  await page.render({
    canvas,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  }).promise;
  if (isCancelled()) return 0;
  const layer = new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
  await layer.render();
  if (isCancelled()) return 0;
  frame.replaceChildren(canvas, text);
  if (!passage) return 0;
  const marked = passageSpans(layer.textContentItemsStr, passage);
  for (const index of marked) layer.textDivs[index]?.classList.add("pdf-passage");
  layer.textDivs[marked[0] ?? -1]?.scrollIntoView({ block: "center" });
  return marked.length;
}

export default function PdfPageViewer({
  citation,
  onClose,
}: {
  readonly citation: PdfCitation;
  readonly onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const { document, problem } = usePdfDocument(citation.sessionId);
  const [pageNumber, setPageNumber] = useState(citation.pageNumber);
  const [drawn, setDrawn] = useState<{ pageNumber: number; marked: number } | null>(null);
  const pageCount = document?.numPages ?? 0;
  const passage = pageNumber === citation.pageNumber ? citation.passage : null;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    if (!document || !frame.current) return;
    let cancelled = false;
    setDrawn(null);
    drawPage(document, pageNumber, passage, frame.current, () => cancelled)
      .then((marked) => {
        if (!cancelled) setDrawn({ pageNumber, marked });
      })
      .catch(() => {
        if (!cancelled) setDrawn({ pageNumber, marked: 0 });
      });
    return () => {
      cancelled = true;
    };
  }, [document, pageNumber, passage]);

  const go = (next: number) => {
    if (next >= 1 && next <= pageCount) setPageNumber(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.target instanceof HTMLButtonElement || event.target === event.currentTarget) {
      if (event.key === "ArrowLeft") go(pageNumber - 1);
      if (event.key === "ArrowRight") go(pageNumber + 1);
    }
  };

  const status = problem
    ? problem
    : !drawn
      ? `Opening page ${pageNumber}…`
      : passage && drawn.marked === 0
        ? `Page ${pageNumber}. The quoted words could not be found in the page's text; they are in the answer.`
        : passage
          ? `Page ${pageNumber}, the quoted passage highlighted.`
          : `Page ${pageNumber}.`;

  return (
    <dialog
      ref={dialog}
      className="pdf-viewer"
      aria-labelledby="pdf-viewer-title"
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      <header className="pdf-viewer-bar">
        <h2 id="pdf-viewer-title" className="pdf-file-name">
          {citation.filename}
        </h2>
        <nav className="pdf-viewer-pages" aria-label="Pages">
          <button
            type="button"
            className="button button-small"
            disabled={pageNumber <= 1}
            onClick={() => go(pageNumber - 1)}
          >
            Previous
          </button>
          <span className="muted">
            Page {pageNumber}
            {pageCount > 0 && ` of ${pageCount}`}
          </span>
          <button
            type="button"
            className="button button-small"
            disabled={pageCount === 0 || pageNumber >= pageCount}
            onClick={() => go(pageNumber + 1)}
          >
            Next
          </button>
        </nav>
        {/* biome-ignore lint/a11y/noAutofocus: the dialog's first stop is its way out */}
        <button type="button" className="button button-small" autoFocus onClick={() => dialog.current?.close()}>
          Close
        </button>
      </header>
      <p className={problem ? "field-error" : "muted pdf-viewer-status"} role="status">
        {status}
      </p>
      <div className="pdf-viewer-scroll">
        <div ref={frame} className="pdf-viewer-page" data-page={drawn?.pageNumber ?? undefined} />
      </div>
    </dialog>
  );
}
