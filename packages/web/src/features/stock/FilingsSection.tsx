// Filings: the company's SEC filings by form type and date range, a page at a time; a filing
// opens in place with its text, downloads (its PDF, else its text), and links to sec.gov.
import {
  changeFilingFilters,
  type Filing,
  type FilingFilterChange,
  type FilingFilters,
  filingDocumentId,
  PAGE_CONTEXT_MAX_CHARS,
} from "@moatwise/core";
import { useState } from "react";
import { useShell } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { BusyButton } from "../../ui/BusyButton";
import { LoadError } from "../../ui/LoadError";
import { ProblemText } from "../../ui/ProblemText";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";
import { SelectableText } from "../selection/SelectableText";

const PAGE_SIZE = 10;
const FORM_TYPES = ["", "10-K", "10-Q", "8-K"] as const;
const DATE_FILTERS = [
  ["From", "from_date"],
  ["To", "to_date"],
] as const;

/** The filing's page context for the assistant: what it is, then its text (cut to 8000 characters). */
const filingPageContext = (filing: Filing, title: string, text: string) =>
  `${filing.symbol} ${filing.formType} filed ${filing.filingDate}: ${title}\n\n${text}`.slice(
    0,
    PAGE_CONTEXT_MAX_CHARS,
  );

function FilingText({ filing }: { readonly filing: Filing }) {
  const { company } = useQueries();
  const text = useData(company.filingText(filing.link));
  const shell = useShell();
  return (
    <section className="filing-text" aria-label={`${filing.formType} filed ${filing.filingDate}`}>
      {text.isPending && <Skeleton className="text-skeleton" label="Loading the filing" />}
      {text.isError && <LoadError error={text.error} onRetry={() => text.refetch()} />}
      {text.data && (
        <article>
          <h3>{text.data.title}</h3>
          <SelectableText
            documentId={filingDocumentId(filing.link)}
            onAsk={(passage) =>
              shell.openInlineChat({
                context: passage,
                pageContext: filingPageContext(filing, text.data.title, text.data.text),
                autoSend: true,
              })
            }
          >
            {text.data.text.split("\n\n").map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </SelectableText>
          <ProvenanceBadge provenance={text.data.provenance} />
        </article>
      )}
    </section>
  );
}

function FilingRow({
  filing,
  open,
  onToggle,
}: {
  readonly filing: Filing;
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  const saving = useMutation(useMutations().company.downloadFiling());
  return (
    <li className="filing">
      <div className="filing-line">
        <span className="form-badge">{filing.formType}</span>
        <span className="filing-date">{filing.filingDate}</span>
        <span className="filing-excerpt">{filing.excerpt ?? "No excerpt."}</span>
        <span className="filing-actions">
          <button type="button" className="button button-small" aria-expanded={open} onClick={onToggle}>
            {open ? "Close" : "Open"}
          </button>
          <BusyButton
            className="button button-small"
            busy={saving.busy}
            busyLabel="Downloading…"
            onClick={() => saving.run(filing)}
          >
            Download
          </BusyButton>
          <a className="button button-small" href={filing.finalLink} target="_blank" rel="noopener noreferrer">
            View on SEC
          </a>
        </span>
      </div>
      <ProblemText problem={saving.problem} />
      {open && <FilingText filing={filing} />}
    </li>
  );
}

export function FilingsSection({ symbol }: { readonly symbol: string }) {
  const { company } = useQueries();
  const shell = useShell();
  const [filters, setFilters] = useState<FilingFilters>({ page: 0 });
  const [openLink, setOpenLink] = useState<string | null>(null);
  const filings = useData(company.filings({ symbol, ...filters, limit: PAGE_SIZE }));
  const page = filters.page ?? 0;
  const change = (next: FilingFilterChange) => setFilters((current) => changeFilingFilters(current, next));
  return (
    <section className="card" aria-labelledby="filings-title">
      <div className="section-heading">
        <h2 id="filings-title">SEC filings</h2>
        <button type="button" className="button button-small" onClick={shell.openInlinePdfChat}>
          Chat with a PDF beside this page
        </button>
      </div>
      <p className="muted filings-pdf-note">
        These filings come from SEC EDGAR as HTML, not PDF, so they open here as text. To chat with a filing's PDF
        beside this page, save it as PDF and upload it in the chat's PDF tab.
      </p>
      <div className="filing-filters">
        <label className="field">
          <span>Form</span>
          <select
            className="input"
            value={filters.form_type ?? ""}
            onChange={(event) => change({ form_type: event.target.value })}
          >
            {FORM_TYPES.map((form) => (
              <option key={form} value={form}>
                {form || "All forms"}
              </option>
            ))}
          </select>
        </label>
        {DATE_FILTERS.map(([label, key]) => (
          <label key={key} className="field">
            <span>{label}</span>
            <input
              className="input"
              type="date"
              value={filters[key] ?? ""}
              onChange={(event) => change({ [key]: event.target.value })}
            />
          </label>
        ))}
      </div>
      {filings.isPending && <Skeleton className="table-skeleton" label="Loading filings" />}
      {filings.isError && <LoadError error={filings.error} onRetry={() => filings.refetch()} />}
      {filings.data && filings.data.filings.length === 0 && <p className="muted">No filings match these filters.</p>}
      {filings.data && filings.data.filings.length > 0 && (
        <>
          <ul className="filings">
            {filings.data.filings.map((filing) => (
              <FilingRow
                key={filing.link}
                filing={filing}
                open={openLink === filing.link}
                onToggle={() => setOpenLink((current) => (current === filing.link ? null : filing.link))}
              />
            ))}
          </ul>
          <nav className="pager" aria-label="Filing pages">
            <button
              type="button"
              className="button button-small"
              disabled={page === 0}
              onClick={() => change({ page: page - 1 })}
            >
              Previous
            </button>
            <span className="muted">Page {page + 1}</span>
            <button
              type="button"
              className="button button-small"
              disabled={!filings.data.hasMore}
              onClick={() => change({ page: page + 1 })}
            >
              Next
            </button>
            <ProvenanceBadge provenance={filings.data.provenance} />
          </nav>
        </>
      )}
    </section>
  );
}
