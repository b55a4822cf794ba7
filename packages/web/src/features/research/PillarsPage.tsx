// Choosing a draft's pillars (/research/draft/{id}/pillars): the nine pillars with what each
// establishes; some or all are chosen, and their questions are written from the company's data.
// The workflow is core's research machine: this page renders its view and sends one event per press.
import { RESEARCH_PILLARS, type ResearchSessionView, texts } from "@moatwise/core";
import { useParams } from "wouter";
import { BusyButton } from "../../ui/BusyButton";
import { DraftHeader } from "./DraftHeader";
import { DraftElsewhere } from "./DraftStep";
import { useResearchSession } from "./useResearchSession";
import "./research.css";
import { ProblemText } from "../../ui/ProblemText";

function PillarChoice({ view }: { readonly view: ResearchSessionView }) {
  return (
    <>
      <div className="research-toolbar">
        <p className="muted">Choose the pillars the report covers: {view.chosenCount} of 9 chosen.</p>
        <button type="button" className="button button-small" onClick={view.toggleAll}>
          {view.allChosen ? "Clear all" : "Choose all"}
        </button>
      </div>
      <fieldset className="pillar-grid">
        <legend className="visually-hidden">Pillars</legend>
        {RESEARCH_PILLARS.map((pillar) => (
          <label key={pillar.id} className="card pillar-card" data-chosen={view.isChosen(pillar.id)}>
            <input type="checkbox" checked={view.isChosen(pillar.id)} onChange={() => view.togglePillar(pillar.id)} />
            <span className="pillar-title">{pillar.title}</span>
            <span className="pillar-aim">{pillar.aim}</span>
            <span className="pillar-description muted">{pillar.description}</span>
          </label>
        ))}
      </fieldset>
      <ProblemText problem={view.error} />
      <BusyButton
        className="button button-primary"
        busy={view.busy}
        busyLabel={view.busyLabel ?? "Writing questions…"}
        disabled={!view.canWriteQuestions}
        onClick={view.writeQuestions}
      >
        Write questions
      </BusyButton>
    </>
  );
}

export default function PillarsPage() {
  const { draftId = "" } = useParams<{ draftId: string }>();
  const view = useResearchSession();
  const here = view.step === "pillars" && view.isShowingDraft(draftId);
  return (
    <main className="page research-page">
      {here && view.company ? (
        <>
          <DraftHeader company={view.company} step="pillars" />
          <PillarChoice view={view} />
        </>
      ) : (
        <DraftElsewhere view={view} loading={texts.loadingPillars} />
      )}
    </main>
  );
}
