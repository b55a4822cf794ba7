// A draft's questions (/research/draft/{id}/questions): per chosen pillar, the questions written
// from the company's data, to reword, remove, reorder or add to; then the questions are saved and
// the report is written in the background, and its page shows how far it has got. Every press is
// one event to core's research machine, read back through its view.
import {
  type PillarId,
  RESEARCH_QUESTION_MAX_CHARS,
  RESEARCH_QUESTIONS_PER_PILLAR_MAX,
  type ResearchQuestion,
  type ResearchSessionView,
  texts,
} from "@moatwise/core";
import { useState } from "react";
import { useParams } from "wouter";
import { BusyButton } from "../../ui/BusyButton";
import { DraftHeader } from "./DraftHeader";
import { DraftElsewhere } from "./DraftStep";
import { useResearchSession } from "./useResearchSession";
import "./research.css";
import { ProblemText } from "../../ui/ProblemText";

function QuestionRow(props: {
  readonly pillarId: PillarId;
  readonly question: ResearchQuestion;
  readonly index: number;
  readonly count: number;
  readonly view: ResearchSessionView;
}) {
  const { pillarId, question, index, count, view } = props;
  return (
    <li className="question-row">
      <label className="visually-hidden" htmlFor={`question-${question.id}`}>
        Question {index + 1}
      </label>
      <textarea
        id={`question-${question.id}`}
        className="input question-input"
        rows={2}
        maxLength={RESEARCH_QUESTION_MAX_CHARS}
        value={question.text}
        onChange={(event) => view.editQuestion(pillarId, question.id, event.target.value)}
      />
      <span className="question-actions">
        <button
          type="button"
          className="button button-small"
          aria-label={`Move question ${index + 1} up`}
          disabled={index === 0}
          onClick={() => view.moveQuestion(pillarId, question.id, -1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={`Move question ${index + 1} down`}
          disabled={index === count - 1}
          onClick={() => view.moveQuestion(pillarId, question.id, 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={`Remove question ${index + 1}`}
          onClick={() => view.removeQuestion(pillarId, question.id)}
        >
          Remove
        </button>
      </span>
    </li>
  );
}

function AddQuestion({ pillarId, view }: { readonly pillarId: PillarId; readonly view: ResearchSessionView }) {
  // What is typed before Add is this field's own, not the workflow's.
  const [text, setText] = useState("");
  const full = view.isFull(pillarId);
  return (
    <form
      className="question-add"
      onSubmit={(event) => {
        event.preventDefault();
        view.addQuestion(pillarId, crypto.randomUUID(), text);
        setText("");
      }}
    >
      <input
        className="input"
        aria-label="Your own question"
        placeholder={
          full ? `This pillar holds its ${RESEARCH_QUESTIONS_PER_PILLAR_MAX} questions` : "Add your own question"
        }
        maxLength={RESEARCH_QUESTION_MAX_CHARS}
        disabled={full}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button-small" disabled={full || text.trim() === ""}>
        Add
      </button>
    </form>
  );
}

function QuestionEditor({ view }: { readonly view: ResearchSessionView }) {
  return (
    <>
      {view.structure?.pillars.map((pillar) => (
        <section key={pillar.pillarId} className="card question-pillar" aria-labelledby={`pillar-${pillar.pillarId}`}>
          <h2 id={`pillar-${pillar.pillarId}`}>{pillar.title}</h2>
          <ol className="question-list">
            {pillar.questions.map((question, index) => (
              <QuestionRow
                key={question.id}
                pillarId={pillar.pillarId}
                question={question}
                index={index}
                count={pillar.questions.length}
                view={view}
              />
            ))}
          </ol>
          <AddQuestion pillarId={pillar.pillarId} view={view} />
        </section>
      ))}
      {!view.hasQuestions && <p className="field-error">Every pillar needs at least one question.</p>}
      <ProblemText problem={view.error} />
      <div className="research-toolbar">
        <button type="button" className="button" disabled={view.busy} onClick={view.backToPillars}>
          Back to pillars
        </button>
        <BusyButton
          className="button button-primary"
          busy={view.busy}
          busyLabel={view.busyLabel ?? "Starting…"}
          disabled={!view.canWriteReport}
          onClick={() => view.writeReport(crypto.randomUUID())}
        >
          Write the report
        </BusyButton>
      </div>
    </>
  );
}

export default function QuestionsPage() {
  const { draftId = "" } = useParams<{ draftId: string }>();
  const view = useResearchSession();
  const here = view.isShowingDraft(draftId) && view.step === "questions";
  return (
    <main className="page research-page">
      {here && view.company ? (
        <>
          <DraftHeader company={view.company} step="questions" />
          <QuestionEditor view={view} />
        </>
      ) : (
        <DraftElsewhere view={view} loading={texts.loadingQuestions} />
      )}
    </main>
  );
}
