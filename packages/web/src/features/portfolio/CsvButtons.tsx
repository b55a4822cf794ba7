// Import and export of the holdings as CSV: an import is read in core (every row good, or the
// bad rows named) and sent all together; the server adds all or none.
import { HOLDINGS_CSV_MAX_BYTES, holdingsCsv, parseHoldingsCsv } from "@moatwise/core";
import { useRef, useState } from "react";
import { ProblemText } from "../../ui/ProblemText";
import { saveFile } from "../../ui/saveFile";
import type { usePortfolio } from "./usePortfolio";

export function CsvButtons({ portfolio }: { readonly portfolio: ReturnType<typeof usePortfolio> }) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ReadonlyArray<string>>([]);
  const importing = portfolio.importing;

  async function read(file: File) {
    // Checked before reading, so a huge file is never loaded (core's parser checks the text again).
    if (file.size > HOLDINGS_CSV_MAX_BYTES) {
      setProblems([`${file.name} is larger than ${HOLDINGS_CSV_MAX_BYTES / 1024} KB.`]);
      return;
    }
    const result = parseHoldingsCsv(await file.text());
    if (!result.ok) {
      setProblems(result.problems);
      return;
    }
    setProblems([]);
    portfolio.import(result.holdings);
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
      {problems.length > 0 && (
        <div className="alert alert-error" role="alert">
          <p>Nothing was imported. Fix these rows and import the file again:</p>
          <ul>
            {problems.slice(0, 20).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {problems.length > 20 && <p>…and {problems.length - 20} more.</p>}
        </div>
      )}
      <ProblemText problem={portfolio.importProblem} />
      {portfolio.added && portfolio.added.count > 1 && (
        <p className="muted">Imported {portfolio.added.count} holdings.</p>
      )}
    </div>
  );
}
