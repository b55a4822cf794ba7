// Organising a note and answering about a PDF with a live model (an OpenAI-compatible server
// answering through an injected fetch, in the recorded chat-completion shape): what the model is
// given, and what is kept of its reply: the note's HTML sanitised and out of its code fence; the
// PDF answer with the pages it was given as sources.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfAnswer } from "../../answers/filingAnswer";
import type { RunningServer } from "../../server";
import { minimalPdf } from "../../testing/minimalPdf";
import { signUpMember, startTestServer } from "../../testing/testServer";
import { openAiProvider } from "../ai/live/openAiProvider";

const recordedCompletion = JSON.parse(
  readFileSync(join(import.meta.dirname, "../ai/live/recorded/openai-title.json"), "utf8"),
) as { choices: Array<{ message: { content: string } }> };

/** A model server that answers every prompt with `reply`, remembering the prompts. */
function modelAnswering(reply: string) {
  const prompts: Array<Array<{ role: string; content: string }>> = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    prompts.push((JSON.parse(String(init?.body)) as { messages: Array<{ role: string; content: string }> }).messages);
    const body = structuredClone(recordedCompletion);
    (body.choices[0] as { message: { content: string } }).message.content = reply;
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  const provider = openAiProvider({ baseUrl: "http://model.test/v1", apiKey: "key", model: "gpt-test", fetch });
  return { provider, prompts };
}

let server: RunningServer;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  userId = (await signUpMember(server.url, "organize")).user.id;
});
afterAll(() => server.close());

describe("organising a note with a live model", () => {
  it("gives the model the note, and stores its reply sanitised and out of its code fence", async () => {
    const { notes } = server.services;
    const note = await notes.create(userId, { symbol: "AAPL", contentHtml: "<p>Services grow. iPhone flat.</p>" });
    const model = modelAnswering(
      '```html\n<h3>Growth</h3><ul><li>Services grow.</li></ul><script>alert(1)</script><h3>Risks</h3><p onclick="x()">iPhone flat.</p>\n```',
    );
    const organised = await notes.organize(userId, note.id, model.provider, new AbortController().signal);
    expect(organised.contentHtml).toBe(
      "<h3>Growth</h3><ul><li>Services grow.</li></ul><h3>Risks</h3><p>iPhone flat.</p>",
    );
    expect(model.prompts[0]?.at(-1)?.content).toContain("<p>Services grow. iPhone flat.</p>");
    expect((await notes.list(userId, "AAPL"))[0]?.contentHtml).toBe(organised.contentHtml);
  });
});

describe("answering about a PDF with a live model", () => {
  it("gives the model the best-matching pages, and cites them", async () => {
    const model = modelAnswering("Advertising could reduce margin (page 2).");
    const { pdf: pdfs } = server.services;
    const pages = [
      "Cloud revenue grew 31%.",
      "A slowdown in advertising could reduce operating margin.",
      "Capital expenditure of 9 billion dollars.",
    ];
    const session = await pdfs.upload(userId, { name: "letter.pdf", bytes: minimalPdf(pages) });
    const pdf = await pdfs.open(userId, session.sessionId);
    const answer = await pdfAnswer(
      pdf,
      { message: "What could reduce margin?" },
      model.provider,
      new AbortController().signal,
    );
    expect(answer.text).toBe("Advertising could reduce margin (page 2).");
    expect(answer.sources.map((source) => source.pageNumber)).toEqual([2]);
    const prompt = model.prompts[0]?.at(-1)?.content ?? "";
    expect(prompt).toContain("[Page 2]\nA slowdown in advertising");
    expect(prompt).not.toContain("Cloud revenue");
  });
});
