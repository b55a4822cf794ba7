// A research report (/research/{documentId}): while it is written, how far each pillar has got
// (it survives a reload: the job runs on the server); once written, a table of contents and one
// section per pillar (summary, key points, evidence, risks, questions with their answers), every
// claim with its sources, each section editable; per question a summary and plain words, per section a pillar report, a
// thesis check, a Markdown download and printing.
import {
  ASSESSMENT_WORDS,
  comparisonCaption,
  executiveSummaryOf,
  formatDate,
  formatMultiple,
  formatPercent,
  headingAnchor,
  missingReport,
  type PeerComparison,
  PILLAR_PROGRESS_WORDS,
  pillarOf,
  type ResearchDocument,
  type ResearchSection,
  SANITY_CHECK_THESIS_MAX_CHARS,
  type SanityCheck,
  type SectionQuestion,
  type StructuredContent,
  texts,
  VERDICT_WORDS,
} from "@moatwise/core";
import { lazy, Suspense, useState } from "react";
import { useParams } from "wouter";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { BusyButton } from "../../ui/BusyButton";
import { LoadError } from "../../ui/LoadError";
import { DeadEndPanel } from "../companies/DeadEnd";
import { ClaimList, SourcedText } from "./ClaimList";
import { ResearchHeader } from "./ResearchHeader";
import { SectionEditor } from "./SectionEditor";
import { StatusBadge } from "./StatusBadge";
import { useResearchSession } from "./useResearchSession";
import "./research.css";
import { ProblemText } from "../../ui/ProblemText";

const AnswerMarkdown = lazy(() => import("../chat/AnswerMarkdown"));
const NO_CITATIONS: ReadonlyArray<string> = [];

function Progress({ document }: { readonly document: ResearchDocument }) {
  const done = document.progress.filter((pillar) => pillar.state === "done").length;
  return (
    <section className="card research-progress" aria-labelledby="progress-title" aria-live="polite">
      <h2 id="progress-title">
        Writing the report: {done} of {document.progress.length} pillars
      </h2>
      <p className="muted">It is written on the server: you can leave this page and come back.</p>
      <ol>
        {document.progress.map((pillar) => (
          <li key={pillar.pillarId} data-state={pillar.state}>
            <span>{pillarOf(pillar.pillarId).title}</span>
            <span className="muted">{PILLAR_PROGRESS_WORDS[pillar.state]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A failed report, tried again by the research workflow (which watches this report while it is shown). */
function Failed({ document }: { readonly document: ResearchDocument }) {
  const research = useResearchSession();
  const retrying = research.busy && research.isShowingReport(document.id);
  return (
    <div className="alert alert-error" role="alert">
      The report could not be written: {document.failure ?? "the server stopped."}{" "}
      {(retrying || (research.canRetry && research.isShowingReport(document.id))) && (
        <BusyButton
          className="link-button"
          busy={retrying}
          busyLabel="Starting…"
          onClick={() => research.retry(crypto.randomUUID())}
        >
          Try again
        </BusyButton>
      )}
      {research.isShowingReport(document.id) && <ProblemText problem={research.error} />}
    </div>
  );
}

function QuestionBlock({
  document,
  section,
  question,
}: {
  readonly document: ResearchDocument;
  readonly section: ResearchSection;
  readonly question: SectionQuestion;
}) {
  const research = useMutations().research;
  const summarising = useMutation(research.questionSummary());
  const simplifying = useMutation(research.questionReadability());
  const ask = { documentId: document.id, sectionId: section.id, questionId: question.id };
  return (
    <article className="research-question" aria-label={question.text}>
      <h4>{question.text}</h4>
      <ClaimList claims={question.answer} label="Answer" />
      <div className="research-question-actions">
        <BusyButton
          className="button button-small"
          busy={summarising.busy}
          busyLabel="Summarising…"
          onClick={() => summarising.run(ask)}
        >
          Summary
        </BusyButton>
        <BusyButton
          className="button button-small"
          busy={simplifying.busy}
          busyLabel="Rewriting…"
          onClick={() => simplifying.run(ask)}
        >
          Plain words
        </BusyButton>
      </div>
      {question.summary && (
        <p className="research-summary">
          <strong>Summary: </strong>
          {question.summary}
        </p>
      )}
      {question.readability && <pre className="research-plain">{question.readability}</pre>}
    </article>
  );
}

const compared = (value: number | null | undefined, unit: PeerComparison["measures"][number]["unit"]) =>
  value === null || value === undefined ? "—" : unit === "percent" ? formatPercent(value / 100) : formatMultiple(value);

/** The competitors pillar's table: the company and its peers in the data, why they are, its rank per measure. */
function ComparisonTable({ comparison }: { readonly comparison: PeerComparison }) {
  return (
    <figure className="comparison">
      <div className="comparison-scroll">
        <table className="comparison-table">
          <caption>{comparisonCaption(comparison)}</caption>
          <thead>
            <tr>
              <th scope="col">Company</th>
              {comparison.measures.map((measure) => (
                <th key={measure.id} scope="col">
                  {measure.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.rows.map((row) => (
              <tr key={row.symbol} className={row.symbol === comparison.symbol ? "comparison-own" : undefined}>
                <th scope="row">
                  {row.name} <span className="muted">{row.year.replace("fiscal ", "FY")}</span>
                </th>
                {comparison.measures.map((measure, index) => (
                  <td key={measure.id}>{compared(row.values[index], measure.unit)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="comparison-rank">
              <th scope="row">Rank of {comparison.symbol}</th>
              {comparison.measures.map((measure) => (
                <td key={measure.id}>{measure.rank === null ? "—" : `${measure.rank} of ${measure.of}`}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <figcaption className="muted">
        From each company's income statement and balance sheet; price to earnings from its market value. Source:{" "}
        {comparison.source.title}.
      </figcaption>
    </figure>
  );
}

/** The report's first screen: strongest and weakest facts against peers, each cited, and the open questions. */
function ExecutiveSummary({ document }: { readonly document: ResearchDocument }) {
  const summary = executiveSummaryOf(document.sections);
  if (summary.strongest.length + summary.weakest.length + summary.openQuestions.length === 0) return null;
  return (
    <section className="card research-executive" aria-labelledby="executive-title">
      <h2 id="executive-title">Executive summary</h2>
      {summary.strongest.length > 0 && (
        <>
          <h3>Strongest</h3>
          <ClaimList claims={summary.strongest} label="Strongest" />
        </>
      )}
      {summary.weakest.length > 0 && (
        <>
          <h3>Weakest</h3>
          <ClaimList claims={summary.weakest} label="Weakest" />
        </>
      )}
      {summary.openQuestions.length > 0 && (
        <>
          <h3>Open questions the data cannot settle</h3>
          <ul className="claim-list" aria-label="Open questions">
            {summary.openQuestions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SectionContent({ content }: { readonly content: StructuredContent }) {
  return (
    <>
      <p className="research-section-summary">{content.summary}</p>
      {content.comparison && <ComparisonTable comparison={content.comparison} />}
      {content.keyPoints.length > 0 && <h3>Key points</h3>}
      <ClaimList claims={content.keyPoints} label="Key points" />
      {content.evidence.length > 0 && <h3>Evidence</h3>}
      <ClaimList claims={content.evidence} label="Evidence" />
      {content.risks.length > 0 && <h3>Open risks</h3>}
      <ClaimList claims={content.risks} label="Open risks" />
    </>
  );
}

function Section({ document, section }: { readonly document: ResearchDocument; readonly section: ResearchSection }) {
  const reporting = useMutation(useMutations().research.pillarReport(document.id));
  const [editing, setEditing] = useState(false);
  return (
    <section className="research-section" id={headingAnchor(section.title)} aria-labelledby={`section-${section.id}`}>
      <div className="research-section-head">
        <h2 id={`section-${section.id}`}>{section.title}</h2>
        {!editing && (
          <button
            type="button"
            className="button button-small no-print"
            aria-label={`Edit ${section.title}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </button>
        )}
      </div>
      {editing ? (
        <SectionEditor documentId={document.id} section={section} onDone={() => setEditing(false)} />
      ) : (
        <SectionContent content={section.structuredContent} />
      )}
      <h3>Questions</h3>
      {section.questions.map((question) => (
        <QuestionBlock key={question.id} document={document} section={section} question={question} />
      ))}
      <BusyButton
        className="button button-small no-print"
        busy={reporting.busy}
        busyLabel="Writing…"
        onClick={() => reporting.run(section.id)}
      >
        Pillar report
      </BusyButton>
      {section.pillarReport && (
        <details className="research-pillar-report" open>
          <summary>Pillar report</summary>
          <Suspense fallback={<pre>{section.pillarReport}</pre>}>
            <AnswerMarkdown text={section.pillarReport} citations={NO_CITATIONS} />
          </Suspense>
        </details>
      )}
    </section>
  );
}

function ThesisCheck({ document }: { readonly document: ResearchDocument }) {
  const [thesis, setThesis] = useState("");
  const [result, setResult] = useState<SanityCheck | null>(null);
  const checking = useMutation(useMutations().research.sanityCheck(document.id));
  return (
    <section className="card research-thesis no-print" aria-labelledby="thesis-title">
      <h2 id="thesis-title">Check a thesis</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          checking.run(thesis, { onSuccess: setResult });
        }}
      >
        <label className="field">
          <span>Your thesis</span>
          <textarea
            className="input"
            rows={3}
            maxLength={SANITY_CHECK_THESIS_MAX_CHARS}
            value={thesis}
            placeholder={`e.g. ${document.companyName} keeps its margins while revenue grows.`}
            onChange={(event) => setThesis(event.target.value)}
          />
        </label>
        <ProblemText problem={checking.problem} />
        <BusyButton
          type="submit"
          className="button"
          busy={checking.busy}
          busyLabel="Checking…"
          disabled={thesis.trim() === ""}
        >
          Check thesis
        </BusyButton>
      </form>
      {result && (
        <div className="thesis-result" aria-live="polite">
          <p>
            <span className={`verdict verdict-${result.verdict}`}>{VERDICT_WORDS[result.verdict]}</span>{" "}
            {result.summary}
          </p>
          <ul className="thesis-points">
            {result.points.map((point) => (
              <li key={point.claim} data-assessment={point.assessment}>
                <strong>{point.claim}</strong>{" "}
                <span className={`assessment assessment-${point.assessment}`}>
                  {ASSESSMENT_WORDS[point.assessment]}
                </span>
                <p className="thesis-evidence">
                  <SourcedText text={point.evidence} sources={point.sources} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Report({ document }: { readonly document: ResearchDocument }) {
  const downloading = useMutation(useMutations().research.downloadMarkdown());
  return (
    <>
      <ResearchHeader
        companyName={document.companyName}
        ticker={document.companyTicker}
        className="research-report-header"
      >
        <p className="muted">
          <StatusBadge status={document.status} /> Research report · {formatDate(document.updatedAt)}
        </p>
        {document.status === "complete" && (
          <div className="research-toolbar no-print">
            <button type="button" className="button" onClick={() => downloading.run(document)}>
              Download Markdown
            </button>
            <button type="button" className="button" onClick={() => window.print()}>
              Print or save as PDF
            </button>
          </div>
        )}
      </ResearchHeader>
      {document.status === "generating" && <Progress document={document} />}
      {document.status === "failed" && <Failed document={document} />}
      <div className="research-report">
        {document.sections.length > 0 && (
          <nav className="research-toc" aria-label="Contents">
            <h2>Contents</h2>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${headingAnchor(section.title)}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="research-sections">
          {document.status === "complete" && <ExecutiveSummary document={document} />}
          {document.sections.map((section) => (
            <Section key={section.id} document={document} section={section} />
          ))}
          {document.status === "complete" && <ThesisCheck document={document} />}
        </div>
      </div>
    </>
  );
}

export default function ReportPage() {
  const { documentId = "" } = useParams<{ documentId: string }>();
  const { workspace } = useQueries();
  const report = useData(workspace.researchDocument(documentId));
  const missing = report.isError ? missingReport(report.error) : null;
  return (
    <main className="page research-page research-report-page">
      {report.isPending && <p className="page-loading">{texts.loadingReport}</p>}
      {report.isError &&
        (missing ? (
          <DeadEndPanel deadEnd={missing} />
        ) : (
          <LoadError error={report.error} onRetry={() => report.refetch()} />
        ))}
      {report.data && <Report document={report.data} />}
    </main>
  );
}
