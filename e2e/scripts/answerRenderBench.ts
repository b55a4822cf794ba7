// The answer-rendering benchmark (issue 7), part of `pnpm bench`: in headless Chromium, streams a
// 50-paragraph answer (about 20,000 characters) at 100 deltas per second into our renderer and into
// a naive whole-answer re-render, in the same run, and reports the main-thread time per delta at
// p50 and p95 for the first and the last 10 % of the answer, after an unmeasured warm-up. Target: p95 ≤ 4 ms, and the last
// 10 % within 2× of the first 10 %. The page is `packages/web/bench/answerStreaming.tsx`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../support/chromium";

const REPO = resolve(import.meta.dirname, "../..");
const PAGE_DIR = join(REPO, "test-results/answer-bench-page");
const ORIGIN = "http://answer-bench.invalid";
const PARAGRAPHS = 50;
const DELTAS_PER_SECOND = 100;
const DELTA_CHARS = 20;
const P95_TARGET_MS = 4;
const GROWTH_TARGET = 2;
const WARM_UP_CHARS = 4000;

const SENTENCES = [
  "Revenue rose **8.2%** to $391.0 billion as services offset a softer hardware cycle [1].",
  "Gross margin widened to 46.2%, helped by mix and lower component costs [2].",
  "Operating expenses grew more slowly than sales, so operating leverage improved.",
  "Free cash flow of $108.8 billion funded buybacks and a rising dividend [3].",
  "Management guided to low-single-digit growth, citing currency headwinds and China.",
  "The installed base passed 2.2 billion active devices, which anchors the services flywheel.",
];

/** A deterministic answer: 50 paragraphs of about 400 characters, some as lists, with citations. */
function longAnswer(): string {
  const paragraphs: string[] = [];
  for (let index = 0; index < PARAGRAPHS; index++) {
    const sentences = Array.from({ length: 5 }, (_, n) => SENTENCES[(index + n) % SENTENCES.length]);
    paragraphs.push(index % 10 === 9 ? sentences.map((sentence) => `- ${sentence}`).join("\n") : sentences.join(" "));
  }
  return paragraphs.join("\n\n");
}

const CONTENT_TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

function buildPage(): void {
  execFileSync("pnpm", ["--filter", "@moatwise/web", "exec", "vite", "build", "--config", "bench/vite.config.ts"], {
    cwd: REPO,
    stdio: "inherit",
  });
}

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

function summary(durations: ReadonlyArray<number>) {
  const tenth = Math.max(1, Math.round(durations.length / 10));
  const first = durations.slice(0, tenth);
  const last = durations.slice(-tenth);
  return {
    deltas: durations.length,
    first: { p50: percentile(first, 50), p95: percentile(first, 95) },
    last: { p50: percentile(last, 50), p95: percentile(last, 95) },
  };
}

async function main() {
  buildPage();
  const answer = longAnswer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  const results: Record<string, ReturnType<typeof summary>> = {};
  for (const renderer of ["blocks", "naive"] as const) {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(PAGE_DIR, path === "/" ? "answer-streaming.html" : path);
      return route.fulfill({ body: readFileSync(file), contentType: CONTENT_TYPES[extname(file)] ?? "text/plain" });
    });
    await page.goto(`${ORIGIN}/answer-streaming.html`);
    await page.waitForFunction(() => "runAnswerBench" in window);
    const stream = (text: string) =>
      page.evaluate(
        (run) => (window as unknown as { runAnswerBench: (run: unknown) => Promise<number[]> }).runAnswerBench(run),
        {
          renderer,
          answer: text,
          deltaChars: DELTA_CHARS,
          deltasPerSecond: DELTAS_PER_SECOND,
          citations: ["https://www.apple.com/newsroom/", "https://www.sec.gov/", "https://investor.apple.com/"],
        },
      );
    // A short answer first, unmeasured, so the JIT has compiled the renderer as it would have in a
    // page that has answered before.
    await stream(answer.slice(0, WARM_UP_CHARS));
    results[renderer] = summary(await stream(answer));
    await page.close();
  }
  await browser.close();

  const format = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `\nAnswer rendering: ${answer.length} characters in ${results.blocks?.deltas} deltas of ${DELTA_CHARS}, ${DELTAS_PER_SECOND}/s`,
  );
  for (const [name, label] of [
    ["blocks", "ours (memoised blocks)"],
    ["naive", "naive (whole answer)"],
  ] as const) {
    const result = results[name];
    if (!result) continue;
    const growth = result.last.p95 / result.first.p95;
    console.log(
      `${label.padEnd(24)} first 10 %: p50 ${format(result.first.p50)}, p95 ${format(result.first.p95)} · ` +
        `last 10 %: p50 ${format(result.last.p50)}, p95 ${format(result.last.p95)} · last/first p95 ${growth.toFixed(2)}×`,
    );
  }
  const ours = results.blocks;
  if (ours) {
    const worstP95 = Math.max(ours.first.p95, ours.last.p95);
    const growth = ours.last.p95 / ours.first.p95;
    const met = worstP95 <= P95_TARGET_MS && growth <= GROWTH_TARGET;
    console.log(
      `Target (p95 ≤ ${P95_TARGET_MS} ms, last 10 % within ${GROWTH_TARGET}× of the first): ${met ? "met" : "NOT met"}`,
    );
  }
  writeFileSync(join(REPO, "test-results/answer-render-bench.json"), JSON.stringify(results, null, 2));
}

await main();
