// The assistant with a live model, over real HTTP, the model an OpenAI-compatible server on
// loopback that streams (issue 33, item 5). A question that asks for figures reaches the model
// with the facts table (numbered facts with ids, values, periods, sources) and is told to write
// from them only; every figure of the model's answer is checked against the facts it names, and
// one the facts do not hold (a model that invents a number) is marked "(not verified)" in the
// stream, while the true ones are cited and unmarked. Gaps are said first, by the server. Other
// questions get the model's own prompt, as before.
import { type AiStreamEvent, aiEventOf, answerToSave, type Conversation, createSseParser, texts } from "@moatwise/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PromptMessage } from "../../languageModel/aiProvider";
import type { RunningServer } from "../../server";
import { type FakeModelServer, type ModelReply, startFakeModelServer } from "../../testing/fakeModelServer";
import { callAs, type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let modelReply: (messages: ReadonlyArray<PromptMessage>) => ModelReply;
let model: FakeModelServer;
let server: RunningServer;
let ada: Member;
beforeAll(async () => {
  model = await startFakeModelServer((messages) => modelReply(messages));
  server = await startTestServer({ aiProvider: "openai", openaiBaseUrl: model.baseUrl, openaiModel: "fake-writer" });
  ada = await signUpMember(server.url, "live-answers");
});
afterAll(async () => {
  await server.close();
  await model.close();
});
beforeEach(() => {
  modelReply = () => ({ status: 500, error: "not set" });
});

const systemOf = (messages: ReadonlyArray<PromptMessage>) => messages.find((m) => m.role === "system")?.content ?? "";
const lastUserOf = (messages: ReadonlyArray<PromptMessage>) =>
  messages.findLast((m) => m.role === "user")?.content ?? "";

/** A fact line of the prompt by its id: its number (F1) and the value as written for people. */
function factIn(messages: ReadonlyArray<PromptMessage>, id: string): { number: string; value: string } {
  const line = lastUserOf(messages)
    .split("\n")
    .find((each) => each.includes(`(${id})`));
  if (!line) throw new Error(`the prompt has no fact ${id}`);
  const [head = "", , , , written = ""] = line.split(" | ");
  return { number: head.split(" ")[0] as string, value: written.replace(/ \[exact:.*$/, "") };
}

async function ask(message: string) {
  const answer = await sendAs(ada, "POST", "/v1/ai/stream", { message, mode: "chat", options: {} });
  expect(answer.status).toBe(200);
  const events: AiStreamEvent[] = [];
  createSseParser((sse) => {
    const event = aiEventOf(sse);
    if (event) events.push(event);
  }).feed(await answer.text());
  const text = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  const done = events.at(-1);
  if (done?._tag !== "done") throw new Error(`the answer did not end with done: ${JSON.stringify(events.at(-1))}`);
  return { events, text, done };
}

const MARK = texts.figureNotVerified;

describe("a live model writes a figures answer from the facts", () => {
  it("gets the numbered facts and writes from them; an invented figure is marked not verified, the true ones are not", async () => {
    modelReply = (messages) => {
      const apple = factIn(messages, "AAPL/netIncome/FY2024");
      const microsoft = factIn(messages, "MSFT/netIncome/FY2024");
      return {
        status: 200,
        content:
          `Apple earned more: ${apple.value} of net income in fiscal 2024 [${apple.number}], ` +
          `against Microsoft's ${microsoft.value} [${microsoft.number}]. ` +
          `Apple's services arm alone earned $512.3 billion [${apple.number}].\n`,
      };
    };
    const { text, done } = await ask("Compare Apple and Microsoft net income in fiscal 2024");

    const sent = model.requests.at(-1) ?? [];
    expect(systemOf(sent)).toContain("from the numbered facts and passages below only");
    expect(systemOf(sent)).toContain("[F1]");
    expect(lastUserOf(sent)).toMatch(/^Compare Apple and Microsoft net income in fiscal 2024\n\nFacts:\nF1 \(/);
    expect(lastUserOf(sent)).toMatch(
      /\| fiscal 2024 \| \$[\d.]+ billion \[exact: \d+ usd\] \| source: Apple Inc\.: financial statements/,
    );

    const apple = factIn(sent, "AAPL/netIncome/FY2024").value;
    const microsoft = factIn(sent, "MSFT/netIncome/FY2024").value;
    // The true figures stand, cited by their source's number; the invented one is marked.
    expect(text).toContain(`${apple} of net income in fiscal 2024 [1]`);
    expect(text).toContain(`Microsoft's ${microsoft} [2].`);
    expect(text).toContain(`$512.3 billion ${`*${MARK}*`} [1].`);
    expect(text.split(MARK)).toHaveLength(2);
    expect(text).not.toMatch(/\[F\d/);
    expect(done).toMatchObject({ provider: "openai", model: "fake-writer" });
    expect(done.search_results.map((source) => source.title)).toEqual([
      "Apple Inc.: financial statements",
      "Microsoft Corporation: financial statements",
    ]);
  });

  it("marks a figure in a sentence that names no fact when the table does not hold it anywhere", async () => {
    modelReply = (messages) => {
      const fact = factIn(messages, "AAPL/revenue/FY2024");
      return {
        status: 200,
        content: `Apple's revenue was ${fact.value} in fiscal 2024. Analysts expect 7.5% growth next year.`,
      };
    };
    const { text } = await ask("What was Apple's revenue in 2024?");
    expect(text).toMatch(/Apple's revenue was \$[\d.]+ billion in fiscal 2024\. /);
    expect(text).toContain(`Analysts expect 7.5% *${MARK}* growth next year.`);
    expect(text.split(MARK)).toHaveLength(2);
  });

  it("says first what the data cannot serve, before the model's words", async () => {
    modelReply = () => ({ status: 200, content: "Ford's figures are not among the facts." });
    const { text } = await ask("How did Ford's revenue compare with Apple's in 2024?");
    expect(text.split("\n")[0]).toMatch(/^Ford .*is not in the offline data set/);
    expect(systemOf(model.requests.at(-1) ?? [])).toContain("The user has already been told");
    expect(text).toContain("Ford's figures are not among the facts.");
  });

  it("stores the live model as the answer's writer", async () => {
    modelReply = (messages) => ({
      status: 200,
      content: `Apple's revenue was ${factIn(messages, "AAPL/revenue/FY2024").value} in fiscal 2024 [F1].`,
    });
    const { text, done } = await ask("Apple revenue 2024");
    const conversation = (await callAs(ada, "POST", "/chat/conversations", {})).body as unknown as Conversation;
    const path = `/chat/conversations/${conversation.id}/messages`;
    await callAs(ada, "POST", path, { role: "user", content: "Apple revenue 2024" });
    await callAs(
      ada,
      "POST",
      path,
      answerToSave(
        { text, shown: text.length, thinking: "", citations: [], searchResults: [], done },
        { key: "live-1", type: "chat" },
      ),
    );
    const read = (await callAs(ada, "GET", `/chat/conversations/${conversation.id}`)).body as unknown as Conversation;
    expect(read.messages[1]).toMatchObject({ provider: "openai", model: "fake-writer" });
  });
});

describe("a live model on other questions", () => {
  it("gets its own prompt, without facts, for a question that asks for no figure", async () => {
    modelReply = () => ({ status: 200, content: "Free cash flow is what is left after investment." });
    const { text } = await ask("What is free cash flow, in simple words?");
    const sent = model.requests.at(-1) ?? [];
    expect(systemOf(sent)).not.toContain("numbered facts");
    expect(lastUserOf(sent)).toBe("What is free cash flow, in simple words?");
    expect(text).toBe("Free cash flow is what is left after investment.");
  });
});
