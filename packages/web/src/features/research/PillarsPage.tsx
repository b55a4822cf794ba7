// Choosing a draft's pillars (/research/draft/{id}/pillars): the nine pillars with what each
// establishes; some or all are chosen, and their questions are written from the company's data.
import { type PillarId, RESEARCH_PILLARS, texts, togglePillar } from "@moatwise/core";
import { useState } from "react";
import { useLocation, useParams } from "wouter";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { BusyButton } from "../../ui/BusyButton";
import { LoadError } from "../../ui/LoadError";
import { DraftHeader } from "./DraftHeader";
import { useResearchSession } from "./useResearchSession";
import "./research.css";
import { ProblemText } from "../../ui/ProblemText";

function PillarChoice({ draftId, chosenBefore }: { readonly draftId: string; readonly chosenBefore: PillarId[] }) {
  const [chosen, setChosen] = useState<PillarId[]>(chosenBefore);
  const writing = useMutation(useMutations().research.writeQuestions(draftId));
  const session = useResearchSession();
  const [, navigate] = useLocation();
  const toggle = (id: PillarId) => setChosen((current) => togglePillar(current, id));
  const all = chosen.length === RESEARCH_PILLARS.length;
  return (
    <>
      <div className="research-toolbar">
        <p className="muted">Choose the pillars the report covers: {chosen.length} of 9 chosen.</p>
        <button
          type="button"
          className="button button-small"
          onClick={() => setChosen(all ? [] : RESEARCH_PILLARS.map((pillar) => pillar.id))}
        >
          {all ? "Clear all" : "Choose all"}
        </button>
      </div>
      <fieldset className="pillar-grid">
        <legend className="visually-hidden">Pillars</legend>
        {RESEARCH_PILLARS.map((pillar) => (
          <label key={pillar.id} className="card pillar-card" data-chosen={chosen.includes(pillar.id)}>
            <input type="checkbox" checked={chosen.includes(pillar.id)} onChange={() => toggle(pillar.id)} />
            <span className="pillar-title">{pillar.title}</span>
            <span className="pillar-aim">{pillar.aim}</span>
            <span className="pillar-description muted">{pillar.description}</span>
          </label>
        ))}
      </fieldset>
      <ProblemText problem={writing.problem} />
      <BusyButton
        className="button button-primary"
        busy={writing.busy}
        busyLabel="Writing questions…"
        disabled={chosen.length === 0}
        onClick={() =>
          writing.run(chosen, {
            onSuccess: (draft) => {
              session.actor.send({ type: "session.selectPillars", pillars: chosen });
              if (draft.structure) session.actor.send({ type: "session.questionsWritten", structure: draft.structure });
              navigate(`/research/draft/${draftId}/questions`);
            },
          })
        }
      >
        Write questions
      </BusyButton>
    </>
  );
}

export default function PillarsPage() {
  const { draftId = "" } = useParams<{ draftId: string }>();
  const { workspace } = useQueries();
  const draft = useData(workspace.researchDraft(draftId));
  return (
    <main className="page research-page">
      {draft.isPending && <p className="page-loading">{texts.loadingPillars}</p>}
      {draft.isError && <LoadError error={draft.error} onRetry={() => draft.refetch()} />}
      {draft.data && (
        <>
          <DraftHeader draft={draft.data} step="pillars" />
          <PillarChoice draftId={draft.data.id} chosenBefore={[...draft.data.pillars]} />
        </>
      )}
    </main>
  );
}
