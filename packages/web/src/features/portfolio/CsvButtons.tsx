// Import and export of the holdings as CSV: an import sends the file's text to the portfolio
// machine, which has the server read and check it; this renders what comes back: every bad row
// named, or the rows held already with the choice to update or skip them.
import { HOLDINGS_CSV_MAX_BYTES, holdingsCsv } from "@moatwise/core";
import { useRef, useState } from "react";
import { saveFile } from "../../ui/saveFile";
import type { usePortfolio } from "./usePortfolio";

/** The most rows a refusal lists before it says how many more there are. */
const ROWS_SHOWN = 20;

function RowList({ lines }: { readonly lines: ReadonlyArray<string> }) {
  if (lines.length === 0) return null;
  return (
    <>
      <ul>
        {lines.slice(0, ROWS_SHOWN).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {lines.length > ROWS_SHOWN && <p>…and {lines.length - ROWS_SHOWN} more.</p>}
    </>
  );
}

export function CsvButtons({ portfolio }: { readonly portfolio: ReturnType<typeof usePortfolio> }) {
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const { importing, importRefusal, importOverlap, importSummary } = portfolio;

  async function read(file: File) {
    // Checked before reading, so a huge file is never loaded (the server checks the text again).
    if (file.size > HOLDINGS_CSV_MAX_BYTES) {
      setTooLarge(`${file.name} is larger than ${HOLDINGS_CSV_MAX_BYTES / 1024} KB.`);
      return;
    }
    setTooLarge(null);
    portfolio.import(await file.text());
  }

  return (
    <div className="portfolio-csv">
      <div className="portfolio-csv-buttons">
        <button type="button" className="button" disabled={importing} onClick={() => input.current?.click()}>
          {importing ? "Importing…" : "Import CSV"}
        </button>
        <button
          type="button"
          className="button"
          disabled={portfolio.isEmpty}
          onClick={() => saveFile("portfolio.csv", new Blob([holdingsCsv(portfolio.holdings)], { type: "text/csv" }))}
        >
          Export CSV
        </button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          aria-label="CSV file of holdings"
          data-testid="portfolio-csv-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void read(file);
          }}
        />
      </div>
      {(tooLarge || importRefusal) && (
        <div className="alert alert-error portfolio-csv-report" role="alert" data-testid="portfolio-csv-problems">
          <p>{tooLarge ?? importRefusal?.heading}</p>
          <RowList lines={importRefusal?.lines ?? []} />
        </div>
      )}
      {importOverlap && (
        <div className="alert alert-info portfolio-csv-report" role="alertdialog" aria-label="Rows already held">
          <p>{importOverlap.heading}</p>
          <RowList lines={importOverlap.lines} />
          <div className="portfolio-csv-buttons">
            <button type="button" className="button button-primary" onClick={portfolio.updateOverlap}>
              Update
            </button>
            <button type="button" className="button" onClick={portfolio.skipOverlap}>
              Skip
            </button>
            <button type="button" className="button" onClick={portfolio.cancelOverlap}>
              Cancel import
            </button>
          </div>
        </div>
      )}
      {importSummary && <p className="muted">{importSummary}</p>}
    </div>
  );
}
