// Opening a cited page: the viewer (and PDF.js with it) loads only when a citation is opened.
import type { PdfSession, PdfSource } from "@moatwise/core";
import { lazy, type ReactNode, Suspense, useState } from "react";
import type { PdfCitation } from "./PdfPageViewer";

const PdfPageViewer = lazy(() => import("./PdfPageViewer"));

/** The citation on screen, a way to open one, and the viewer to render while one is open. */
export function useCitationViewer(initial: PdfCitation | null = null): {
  readonly open: (citation: PdfCitation) => void;
  readonly viewer: ReactNode;
} {
  const [citation, setCitation] = useState<PdfCitation | null>(initial);
  return {
    open: setCitation,
    viewer: citation ? (
      <Suspense fallback={null}>
        <PdfPageViewer
          key={`${citation.sessionId}:${citation.pageNumber}`}
          citation={citation}
          onClose={() => setCitation(null)}
        />
      </Suspense>
    ) : null,
  };
}

/** An answer's pages: each opens the PDF at that page with the quoted words highlighted. */
export function PdfSourceList({
  session,
  sources,
  open,
  onOpen,
}: {
  readonly session: PdfSession;
  readonly sources: ReadonlyArray<PdfSource>;
  readonly open: boolean;
  readonly onOpen: (citation: PdfCitation) => void;
}) {
  return (
    <details className="answer-sources" open={open}>
      <summary>{sources.length === 1 ? "1 page" : `${sources.length} pages`} quoted</summary>
      <ol className="sources-list">
        {sources.map((source) => (
          <li key={source.pageNumber}>
            <button
              type="button"
              className="pdf-source-link"
              aria-label={`Open page ${source.pageNumber} of ${session.filename}, the quote highlighted`}
              onClick={() =>
                onOpen({
                  sessionId: session.sessionId,
                  filename: session.filename,
                  pageNumber: source.pageNumber,
                  passage: source.text,
                })
              }
            >
              Page {source.pageNumber}
            </button>
            <span className="muted"> · {source.text}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}
