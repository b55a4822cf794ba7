// A draft's questions (/research/draft/{id}/questions): per chosen pillar, the questions written
// from the company's data, to reword, remove, reorder or add to; then the report is written in
// the background and its page shows how far it has got.
import {
  addQuestion,
  editQuestion,
  hasQuestionsToAnswer,
  moveQuestion,
  type PillarId,
  RESEARCH_QUESTION_MAX_CHARS,
  RESEARCH_QUESTIONS_PER_PILLAR_MAX,
  type ResearchQuestion,
  type ResearchStructure,
  removeQuestion,
  texts,
} from "@moatwise/core";
import { useState } from "react";
import { Link, useLocation, useParams } from "wouter";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { BusyButton } from "../../ui/BusyButton";
import { LoadError } from "../../ui/LoadError";
import { DraftHeader } from "./DraftHeader";
import { useResearchSession } from "./useResearchSession";
import "./research.css";
import { ProblemText } from "../../ui/ProblemText";

interface Edits {
  readonly change: (next: ResearchStructure) => void;
  readonly structure: ResearchStructure;
}

function QuestionRow(props: {
  readonly pillarId: PillarId;
  readonly question: ResearchQuestion;
  readonly index: number;
  readonly count: number;
  readonly edits: Edits;
}) {
  const { pillarId, question, index, count, edits } = props;
  const { structure, change } = edits;
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
        onChange={(event) => change(editQuestion(structure, pillarId, question.id, event.target.value))}
      />
      <span className="question-actions">
        <button
          type="button"
          className="button button-small"
          aria-label={`Move question ${index + 1} up`}
          disabled={index === 0}
          onClick={() => change(moveQuestion(structure, pillarId, question.id, -1))}
        >
          ↑
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={`Move question ${index + 1} down`}
          disabled={index === count - 1}
          onClick={() => change(moveQuestion(structure, pillarId, question.id, 1))}
        >
          ↓
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={`Remove question ${index + 1}`}
          onClick={() => change(removeQuestion(structure, pillarId, question.id))}
        >
          Remove
        </button>
      </span>
    </li>
  );
}

function AddQuestion({ pillarId, edits }: { readonly pillarId: PillarId; readonly edits: Edits }) {
  const [text, setText] = useState("");
  const held = edits.structure.pillars.find((pillar) => pillar.pillarId === pillarId)?.questions.length ?? 0;
  const full = held >= RESEARCH_QUESTIONS_PER_PILLAR_MAX;
  const add = () => {
    edits.change(addQuestion(edits.structure, pillarId, { id: crypto.randomUUID(), text }));
    setText("");
  };
  return (
    <form
      className="question-add"
      onSubmit={(event) => {
        event.preventDefault();
        add();
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

function QuestionEditor({ draftId, written }: { readonly draftId: string; readonly written: ResearchStructure }) {
  const [structure, setStructure] = useState(written);
  const generating = useMutation(useMutations().research.generate(draftId));
  const session = useResearchSession();
  const [, navigate] = useLocation();
  const edits: Edits = { structure, change: setStructure };
  const generate = () =>
    generating.run(
      { key: crypto.randomUUID(), structure },
      {
        onSuccess: (job) => {
          if (job.documentId) session.actor.send({ type: "session.generating", documentId: job.documentId });
          navigate(`/research/${job.documentId}`);
        },
      },
    );
  return (
    <>
      {structure.pillars.map((pillar) => (
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
                edits={edits}
              />
            ))}
          </ol>
          <AddQuestion pillarId={pillar.pillarId} edits={edits} />
        </section>
      ))}
      {!hasQuestionsToAnswer(structure) && <p className="field-error">Every pillar needs at least one question.</p>}
      <ProblemText problem={generating.problem} />
      <div className="research-toolbar">
        <Link href={`/research/draft/${draftId}/pillars`} className="button">
          Back to pillars
        </Link>
        <BusyButton
          className="button button-primary"
          busy={generating.busy}
          busyLabel="Starting…"
          disabled={!hasQuestionsToAnswer(structure)}
          onClick={generate}
        >
          Write the report
        </BusyButton>
      </div>
    </>
  );
}

export default function QuestionsPage() {
  const { draftId = "" } = useParams<{ draftId: string }>();
  const { workspace } = useQueries();
  const draft = useData(workspace.researchDraft(draftId));
  return (
    <main className="page research-page">
      {draft.isPending && <p className="page-loading">{texts.loadingQuestions}</p>}
      {draft.isError && <LoadError error={draft.error} onRetry={() => draft.refetch()} />}
      {draft.data && (
        <>
          <DraftHeader draft={draft.data} step="questions" />
          {draft.data.structure ? (
            <QuestionEditor draftId={draft.data.id} written={draft.data.structure} />
          ) : (
            <p className="card">
              No questions yet. <Link href={`/research/draft/${draft.data.id}/pillars`}>Choose the pillars first.</Link>
            </p>
          )}
        </>
      )}
    </main>
  );
}
