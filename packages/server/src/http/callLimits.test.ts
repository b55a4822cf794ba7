// Per-user limits on expensive calls over real HTTP, with the default allowances: a burst past one
// gets 429 with Retry-After and its code, another user is unaffected, and two servers on one
// database (as two processes behind a proxy) share the count. The servers' clock stands 30 s into
// a minute, so a burst never straddles two windows.
import { IDEMPOTENCY_KEY_HEADER, type ResearchDraft } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALL_LIMIT_WINDOW_MS, DEFAULT_CALLS_PER_MINUTE } from "../areas/usage/callLimits";
import { type OpenDatabase, openDatabase } from "../db/database";
import type { RunningServer } from "../server";
import { browserFor, type Member, sendAs, signUpMember, startTestServer, testConfig } from "../testing/testServer";

const now = () => Math.floor(Date.now() / CALL_LIMIT_WINDOW_MS) * CALL_LIMIT_WINDOW_MS + 30_000;

let database: OpenDatabase;
let first: RunningServer;
let second: RunningServer;
beforeAll(async () => {
  database = await openDatabase(testConfig());
  first = await startTestServer({ researchOpen: true }, { database, now });
  second = await startTestServer({ researchOpen: true }, { database, now });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

const question = { message: "Apple revenue", mode: "chat", options: {} };

interface Outcome {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: { code?: string; detail?: string };
}

async function outcomeOf(answer: Promise<Response>): Promise<Outcome> {
  const response = await answer;
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as Outcome["body"],
  };
}

/** `count` calls at once; the refused ones must all say the same: 429, Retry-After: 30 and `code`. */
async function burst(count: number, send: (index: number) => Promise<Response>, code: string) {
  const outcomes = await Promise.all(Array.from({ length: count }, (_, index) => outcomeOf(send(index))));
  const refused = outcomes.filter((outcome) => outcome.status === 429);
  for (const outcome of refused) {
    expect(outcome.retryAfter).toBe("30");
    expect(outcome.body.code).toBe(code);
    expect(outcome.body.detail).toMatch(/^You have reached the limit of \d+ .+ a minute\. Try again in 30 seconds\.$/);
  }
  return { accepted: outcomes.filter((outcome) => outcome.status < 300).length, refused: refused.length, outcomes };
}

/** The member on the second server: the same account and access token, its own cookies. */
async function onSecond(member: Member): Promise<Member> {
  const browser = browserFor(second.url);
  await browser.request("/v1/auth/csrf", { headers: member.auth });
  return { ...member, browser };
}

async function draftWithQuestions(member: Member): Promise<ResearchDraft> {
  const made = await sendAs(member, "POST", "/v1/research/drafts", {
    companyName: "Apple Inc.",
    companyTicker: "AAPL",
  });
  const draft = (await made.json()) as ResearchDraft;
  const structured = await sendAs(member, "POST", `/v1/research/drafts/${draft.id}/structure`, {
    pillars: ["competitors"],
  });
  expect(structured.status).toBe(200);
  return draft;
}

describe("per-user limits on expensive calls, on by default", () => {
  it("AI answers: 40 asked at once get the 30 of the minute's allowance, the rest 429; another user still gets answers", async () => {
    const ada = await signUpMember(first.url, "limits-ai");
    const grace = await signUpMember(first.url, "limits-ai");
    const { accepted, refused } = await burst(
      40,
      () => sendAs(ada, "POST", "/v1/ai/query", question),
      "ai_rate_limited",
    );
    expect({ accepted, refused }).toEqual({ accepted: DEFAULT_CALLS_PER_MINUTE.aiAnswer, refused: 10 });
    const stream = await outcomeOf(sendAs(ada, "POST", "/v1/ai/stream", question));
    expect(stream).toMatchObject({ status: 429, retryAfter: "30", body: { code: "ai_rate_limited" } });
    expect((await sendAs(grace, "POST", "/v1/ai/query", question)).status).toBe(200);
    expect((await sendAs(grace, "POST", "/v1/ai/stream", question)).status).toBe(200);
  });

  it("report generation: 8 starts at once, across two servers on one database, get the 5 of the allowance", async () => {
    const ada = await signUpMember(first.url, "limits-report");
    const adaOnSecond = await onSecond(ada);
    const draft = await draftWithQuestions(ada);
    const key = crypto.randomUUID();
    const { accepted, refused } = await burst(
      8,
      (index) =>
        (index % 2 === 0 ? ada : adaOnSecond).browser.request(`/v1/research/drafts/${draft.id}/generate`, {
          method: "POST",
          headers: { ...ada.auth, [IDEMPOTENCY_KEY_HEADER]: key },
        }),
      "report_generation_rate_limited",
    );
    expect({ accepted, refused }).toEqual({ accepted: DEFAULT_CALLS_PER_MINUTE.reportGeneration, refused: 3 });
    const grace = await signUpMember(second.url, "limits-report");
    const graceDraft = await draftWithQuestions(grace);
    expect((await sendAs(grace, "POST", `/v1/research/drafts/${graceDraft.id}/generate`)).status).toBe(200);
  });

  it("question writing: 11 at once across both servers get the 10 of the allowance, at once or as a job", async () => {
    const ada = await signUpMember(first.url, "limits-questions");
    const adaOnSecond = await onSecond(ada);
    const draft = await draftWithQuestions(ada);
    const { accepted, refused } = await burst(
      11,
      (index) =>
        index % 2 === 0
          ? sendAs(ada, "POST", `/v1/research/drafts/${draft.id}/structure`, { pillars: ["competitors"] })
          : sendAs(adaOnSecond, "POST", `/v1/research/drafts/${draft.id}/structure`, { pillars: ["competitors"] }),
      "question_writing_rate_limited",
    );
    // The draft's first questions were written once already this minute.
    expect({ accepted, refused }).toEqual({ accepted: DEFAULT_CALLS_PER_MINUTE.questionWriting - 1, refused: 2 });
    const job = await outcomeOf(sendAs(adaOnSecond, "POST", `/v1/research/drafts/${draft.id}/structure/start`));
    expect(job).toMatchObject({ status: 429, retryAfter: "30", body: { code: "question_writing_rate_limited" } });
  });

  it("prompt posting: 14 at once across both servers post the 10 of the allowance; another user still posts", async () => {
    const ada = await signUpMember(first.url, "limits-prompts");
    const adaOnSecond = await onSecond(ada);
    const { accepted, refused } = await burst(
      14,
      (index) =>
        sendAs(index % 2 === 0 ? ada : adaOnSecond, "POST", "/v1/prompts/AAPL", {
          symbol: "AAPL",
          content: `What drives Apple's margin, question ${index + 1}?`,
        }),
      "prompt_posting_rate_limited",
    );
    expect({ accepted, refused }).toEqual({ accepted: DEFAULT_CALLS_PER_MINUTE.promptPosting, refused: 4 });
    const grace = await signUpMember(second.url, "limits-prompts");
    const posted = await sendAs(grace, "POST", "/v1/prompts/AAPL", { symbol: "AAPL", content: "Is the buyback wise?" });
    expect(posted.status).toBe(201);
  });

  it("a request refused for bad input does not use the allowance", async () => {
    const ada = await signUpMember(first.url, "limits-input");
    for (let call = 0; call < 20; call++) {
      expect((await sendAs(ada, "POST", "/v1/prompts/AAPL", { symbol: "AAPL", content: "" })).status).toBe(400);
    }
    const posted = await sendAs(ada, "POST", "/v1/prompts/AAPL", {
      symbol: "AAPL",
      content: "Will services keep growing?",
    });
    expect(posted.status).toBe(201);
  });
});
