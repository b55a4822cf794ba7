// The offline assistant on forty questions with expected facts (issue 23): the share answered
// with every expected fact, and how long an answer takes. Run with `pnpm bench`.
import type { AiRequest } from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import type { AiProvider } from "../../../languageModel/aiProvider";
import { aiProviderFor } from "../providerFromConfig";
import { type BenchmarkQuestion, OFFLINE_BENCHMARK } from "./offlineAnswers.questions";

const provider: AiProvider = aiProviderFor({ aiProvider: "offline", aiOfflineDeltaMs: 0 } as Parameters<
  typeof aiProviderFor
>[0]);

async function answerOf(item: BenchmarkQuestion): Promise<string> {
  const request: AiRequest = {
    message: item.question,
    mode: "chat",
    options: {},
    chat_history: (item.earlier ?? []).map((content) => ({ role: "user" as const, content })),
  };
  let text = "";
  for await (const event of provider.answer(request, { userId: "bench", signal: new AbortController().signal })) {
    if (event._tag === "delta") text += event.content;
  }
  return text;
}

const missed: string[] = [];
let right = 0;
let asked = 0;

afterAll(() => {
  const share = ((right / Math.max(asked, 1)) * 100).toFixed(1);
  console.log(`\noffline answers with every expected fact: ${right} of ${asked} (${share} %)`);
  for (const line of missed) console.log(`  missed: ${line}`);
});

describe("offline assistant, 40 questions with expected facts", () => {
  bench(
    "answer all 40",
    async () => {
      const round = await Promise.all(OFFLINE_BENCHMARK.map(async (item) => ({ item, text: await answerOf(item) })));
      if (asked > 0) return;
      for (const { item, text } of round) {
        asked += 1;
        const absent = item.facts.filter((fact) => !text.includes(fact));
        if (absent.length === 0) right += 1;
        else missed.push(`${item.question} (no ${absent.join(", ")})`);
      }
    },
    { iterations: 5 },
  );
});
