// The answer-rendering benchmark's page (issue 7): streams one long answer into our renderer
// (AnswerMarkdown, memoised block by block) or into a naive one that re-renders the whole answer,
// and measures the main-thread time of each delta: React's render and commit (made synchronous
// with flushSync) and the layout that follows. `e2e/scripts/answerRenderBench.ts` drives it.
import { linkCitations } from "@moatwise/core";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import AnswerMarkdown from "../src/features/chat/AnswerMarkdown";

const plugins = [remarkGfm];

function NaiveAnswer({ text, citations }: { text: string; citations: ReadonlyArray<string> }) {
  return (
    <div className="answer-markdown">
      <Markdown remarkPlugins={plugins}>{linkCitations(text, citations)}</Markdown>
    </div>
  );
}

export interface BenchRun {
  readonly renderer: "blocks" | "naive";
  readonly answer: string;
  readonly deltaChars: number;
  readonly deltasPerSecond: number;
  readonly citations: ReadonlyArray<string>;
}

const nextTick = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** Streams the answer at the given pace; answers each delta's main-thread time in ms. */
async function runAnswerBench(run: BenchRun): Promise<number[]> {
  const container = document.getElementById("answer");
  if (!container) throw new Error("The benchmark page has no #answer element.");
  const root = createRoot(container);
  const Renderer = run.renderer === "blocks" ? AnswerMarkdown : NaiveAnswer;
  const interval = 1000 / run.deltasPerSecond;
  const durations: number[] = [];
  let due = performance.now();
  for (let shown = run.deltaChars; shown < run.answer.length + run.deltaChars; shown += run.deltaChars) {
    await nextTick(due);
    due += interval;
    const text = run.answer.slice(0, shown);
    const start = performance.now();
    flushSync(() => root.render(<Renderer text={text} citations={run.citations} />));
    void container.offsetHeight;
    durations.push(performance.now() - start);
  }
  root.unmount();
  return durations;
}

Object.assign(window, { runAnswerBench });
