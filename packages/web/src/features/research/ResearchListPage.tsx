// The research area's start (/research): a new draft for a company picked with the company search
// (and the user's own pasted material, if any), and the user's drafts and reports with their
// status, to continue, open or remove.
import {
  draftNextAddress,
  formatDate,
  type Material,
  RESEARCH_MATERIAL_MAX_CHARS,
  type ResearchDraft,
  texts,
} from "@moatwise/core";
import { useState } from "react";
import { Link } from "wouter";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { BusyButton } from "../../ui/BusyButton";
import { LoadError } from "../../ui/LoadError";
import { CompanyPicker } from "./CompanyPicker";
import { StatusBadge } from "./StatusBadge";
import { useResearchSession } from "./useResearchSession";
import "./research.css";
import { ConfirmButton } from "../../ui/ConfirmButton";
import { ProblemText } from "../../ui/ProblemText";

function NewResearch() {
  const view = useResearchSession();
  // The company picked and the text pasted are this form's own until "Choose pillars".
  const [company, setCompany] = useState<{ symbol: string; name: string } | null>(null);
  const [pasted, setPasted] = useState("");
  const start = () => {
    if (!company) return;
    const materials: Material[] =
      pasted.trim() === "" ? [] : [{ kind: "text", title: texts.pastedMaterialTitle, content: pasted.trim() }];
    view.start({ name: company.name, ticker: company.symbol }, materials);
  };
  const creating = view.busy && view.step === "company";
  return (
    <section className="card research-new" aria-labelledby="research-new-title">
      <h2 id="research-new-title">New research</h2>
      {company ? (
        <p className="research-company">
          <strong>{company.name}</strong> <span className="muted">({company.symbol})</span>{" "}
          <button type="button" className="link-button" onClick={() => setCompany(null)}>
            Change
          </button>
        </p>
      ) : (
        <CompanyPicker onChoose={(chosen) => setCompany({ symbol: chosen.symbol, name: chosen.name })} />
      )}
      <label className="field">
        <span>Your material (optional)</span>
        <textarea
          className="input research-materials"
          rows={4}
          maxLength={RESEARCH_MATERIAL_MAX_CHARS}
          value={pasted}
          placeholder="Paste notes, a transcript or an excerpt: the report quotes it with its source."
          onChange={(event) => setPasted(event.target.value)}
        />
        <span className="hint muted">{texts.researchOwnMaterialHint}</span>
      </label>
      <ProblemText problem={view.step === "company" ? view.error : null} />
      <BusyButton
        className="button button-primary"
        busy={creating}
        busyLabel="Starting…"
        disabled={!company || !view.canStart}
        onClick={start}
      >
        Choose pillars
      </BusyButton>
    </section>
  );
}

/** The research left half-way on this device, to pick up again. */
function ContinueSession() {
  const { resume } = useResearchSession();
  if (!resume) return null;
  return (
    <p className="card research-continue">
      You were {resume.doing} for {resume.company}. <Link href={resume.href}>Continue</Link>
    </p>
  );
}

function DraftRow({ draft }: { readonly draft: ResearchDraft }) {
  const removing = useMutation(useMutations().research.removeDraft());
  return (
    <li className="research-row">
      <div>
        <Link href={draftNextAddress(draft)} className="research-row-title">
          {draft.companyName} <span className="muted">({draft.companyTicker})</span>
        </Link>
        <span className="muted research-row-date">Updated {formatDate(draft.updatedAt)}</span>
      </div>
      <StatusBadge status={draft.status} />
      <span className="research-row-actions">
        <Link href={draftNextAddress(draft)} className="button button-small">
          {draft.documentId ? "Open report" : "Continue"}
        </Link>
        <ConfirmButton
          label="Remove"
          confirmLabel="Remove draft"
          busyLabel="Removing…"
          busy={removing.busy}
          onConfirm={() => removing.run(draft)}
        />
      </span>
    </li>
  );
}

export default function ResearchListPage() {
  const { workspace } = useQueries();
  const drafts = useData(workspace.researchDrafts());
  return (
    <main className="page research-page">
      <h1>Research</h1>
      <p className="lede">
        Reports built from nine analysis pillars, written from the company's filings, figures and news, and your own
        material. Every claim shows its sources.
      </p>
      <ContinueSession />
      <NewResearch />
      <section aria-labelledby="research-list-title">
        <h2 id="research-list-title">Your research</h2>
        {drafts.isPending && <p className="page-loading">Loading your research…</p>}
        {drafts.isError && <LoadError error={drafts.error} onRetry={() => drafts.refetch()} />}
        {drafts.data && drafts.data.length === 0 && (
          <p className="card muted">No research yet. Pick a company above to start a draft.</p>
        )}
        {drafts.data && drafts.data.length > 0 && (
          <ul className="research-list" aria-label="Your research">
            {drafts.data.map((draft) => (
              <DraftRow key={draft.id} draft={draft} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
