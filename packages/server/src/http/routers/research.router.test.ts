// Research over real HTTP on a real database: drafts scoped to their owner, the questions written
// from the company's data, a report generated in the background once per Idempotency-Key (and once
// for a double click), its sections in report order with every figure checked against its source,
// an edited section checked again, a job interrupted by a restart resumed by the next process,
// and the questions written as a background job.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Claim,
  IDEMPOTENCY_KEY_HEADER,
  ResearchDocument,
  type ResearchDraft,
  type ResearchJob,
  type SanityCheck,
} from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CALL_LIMITS } from "../../areas/usage/callLimits";
import type { RunningServer } from "../../server";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

// Starting PGlite in a new data folder runs initdb in a process of its own: seconds on a quiet
// machine, far more on a loaded one. A limit for a hang, not a measure of speed.
const DATA_FOLDER_START = { timeout: 90_000 };

/** Three pillars, in report order. */
const THREE_PILLARS = ["competitors", "economic-engine-financial", "risks-mitigating-factors"];

let server: RunningServer;
let ada: Member;
let grace: Member;
beforeAll(async () => {
  // Ada writes the questions of some 25 drafts within seconds, far more than a person does in a
  // minute; the per-minute limits themselves are tested in http/callLimits.test.ts.
  server = await startTestServer({ researchOpen: true, callsPerMinute: NO_CALL_LIMITS });
  ada = await signUpMember(server.url, "research");
  grace = await signUpMember(server.url, "research");
});
afterAll(() => server.close());

async function call<T = Record<string, unknown>>(
  member: Member,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init = body === undefined ? { method } : { method, body: JSON.stringify(body) };
  const answer = await member.browser.request(`/v1${path}`, {
    ...init,
    headers: { ...member.auth, "content-type": "application/json", ...headers },
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

async function draftWithQuestions(member: Member, pillars = THREE_PILLARS): Promise<ResearchDraft> {
  const made = await call<ResearchDraft>(member, "POST", "/research/drafts", {
    companyName: "Apple Inc.",
    companyTicker: "aapl",
  });
  expect(made.status).toBe(201);
  const structured = await call<ResearchDraft>(member, "POST", `/research/drafts/${made.body.id}/structure`, {
    pillars,
  });
  expect(structured.status).toBe(200);
  return structured.body;
}

async function finished(member: Member, documentId: string): Promise<ResearchDocument> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { body } = await call<ResearchDocument>(member, "GET", `/research/documents/${documentId}`);
    if (body.status === "complete" || body.status === "failed") return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The report was not written in 10 s.");
}

const allClaims = (document: ResearchDocument): Claim[] =>
  document.sections.flatMap((section) => [
    ...section.structuredContent.keyPoints,
    ...section.structuredContent.evidence,
    ...section.structuredContent.risks,
    ...section.questions.flatMap((question) => question.answer),
  ]);

describe("research drafts", () => {
  it("refuse a material whose address a browser would open on another site, and keep a safe one", async () => {
    const material = (url: string) => ({ kind: "url", title: "A link", content: "Read this.", url });
    for (const url of ["/\t/evil.example/x", "/\n/evil.example/x", "/\\evil.example/x", "javascript:alert(1)"]) {
      const refused = await call(ada, "POST", "/research/drafts", {
        companyName: "Apple Inc.",
        companyTicker: "AAPL",
        materials: [material(url)],
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: "invalid_body" });
      expect(String(refused.body.detail)).toContain("must be an http or https address, or a path on this site");
    }
    const kept = await call<ResearchDraft>(ada, "POST", "/research/drafts", {
      companyName: "Apple Inc.",
      companyTicker: "AAPL",
      materials: [material("https://www.sec.gov/x.htm"), material("/notes?symbol=AAPL")],
    });
    expect(kept.status).toBe(201);
    expect(kept.body.materials.map((each) => each.url)).toEqual(["https://www.sec.gov/x.htm", "/notes?symbol=AAPL"]);
    await call(ada, "DELETE", `/research/drafts/${kept.body.id}`);
  });

  it("are made for a company, listed, changed and removed by their owner only", async () => {
    const made = await call<ResearchDraft>(ada, "POST", "/research/drafts", {
      companyName: "Costco Wholesale",
      companyTicker: "cost",
      materials: [{ kind: "text", title: "My thesis", content: "Membership fees carry the profit." }],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ companyTicker: "COST", status: "draft", pillars: [], structure: null });
    const id = made.body.id;
    expect((await call<ResearchDraft[]>(ada, "GET", "/research/drafts")).body.map((draft) => draft.id)).toContain(id);
    const changed = await call<ResearchDraft>(ada, "PUT", `/research/drafts/${id}`, {
      pillars: ["risks-mitigating-factors", "competitors"],
    });
    expect(changed.body.pillars).toEqual(["competitors", "risks-mitigating-factors"]);

    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { companyName: "Mine now" }],
      ["DELETE", undefined],
    ] as const) {
      const answer = await call(grace, method, `/research/drafts/${id}`, body);
      expect(answer).toEqual({
        status: 404,
        body: { detail: "There is no such research draft.", code: "draft_not_found" },
      });
    }
    expect((await call<ResearchDraft[]>(grace, "GET", "/research/drafts")).body).toEqual([]);
    expect(await call(ada, "DELETE", `/research/drafts/${id}`)).toEqual({ status: 200, body: { ok: true } });
    expect((await call(ada, "GET", `/research/drafts/${id}`)).status).toBe(404);
  });

  it("refuses a draft without its company's ticker, naming the field", async () => {
    const answer = await call(ada, "POST", "/research/drafts", { companyName: "Apple Inc." });
    expect(answer.status).toBe(400);
    expect(String(answer.body.detail)).toContain("companyTicker");
  });

  it("writes questions per chosen pillar, in report order, from the company's own data", async () => {
    const draft = await draftWithQuestions(ada, ["risks-mitigating-factors", "economic-engine-financial"]);
    expect(draft.pillars).toEqual(["economic-engine-financial", "risks-mitigating-factors"]);
    const [engine, risks] = draft.structure?.pillars ?? [];
    expect(engine?.title).toBe("Economic engine and financials");
    expect(engine?.questions.length).toBeGreaterThanOrEqual(2);
    expect(engine?.questions.every((question) => question.text.includes("Apple Inc."))).toBe(true);
    expect(engine?.questions.some((question) => /fiscal \d{4}/.test(question.text))).toBe(true);
    expect(risks?.questions.length).toBeGreaterThanOrEqual(2);
    const ids = draft.structure?.pillars.flatMap((pillar) => pillar.questions.map((question) => question.id)) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses to write questions for no pillar", async () => {
    const { body } = await call<ResearchDraft>(ada, "POST", "/research/drafts", {
      companyName: "Apple Inc.",
      companyTicker: "AAPL",
    });
    const answer = await call(ada, "POST", `/research/drafts/${body.id}/structure`, { pillars: [] });
    expect(answer.status).toBe(400);
    expect(String(answer.body.detail)).toContain("choose at least one pillar");
  });
});

describe("writing questions as a background job", () => {
  const startStructure = (member: Member, draftId: string, key: string, force = false) =>
    call<ResearchJob>(
      member,
      "POST",
      `/research/drafts/${draftId}/structure/start${force ? "?force=true" : ""}`,
      undefined,
      {
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
    );

  async function draftWithPillars(member: Member, pillars: ReadonlyArray<string>): Promise<ResearchDraft> {
    const made = await call<ResearchDraft>(member, "POST", "/research/drafts", {
      companyName: "Apple Inc.",
      companyTicker: "AAPL",
    });
    return (await call<ResearchDraft>(member, "PUT", `/research/drafts/${made.body.id}`, { pillars })).body;
  }

  async function jobDone(member: Member, draftId: string, key: string): Promise<ResearchJob> {
    for (let tries = 0; tries < 200; tries += 1) {
      const { status, body } = await startStructure(member, draftId, key);
      expect(status).toBe(200);
      if (body.status !== "generating") return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("The questions were not written in 10 s.");
  }

  it("writes the chosen pillars' questions; the same key answers how the job stands", async () => {
    const draft = await draftWithPillars(ada, ["risks-mitigating-factors", "competitors"]);
    const key = crypto.randomUUID();
    const started = await startStructure(ada, draft.id, key);
    expect(started.body).toMatchObject({ draftId: draft.id, kind: "structure", documentId: null, failure: null });
    expect(await jobDone(ada, draft.id, key)).toMatchObject({ status: "complete", failure: null });
    const written = (await call<ResearchDraft>(ada, "GET", `/research/drafts/${draft.id}`)).body;
    expect(written.structure?.pillars.map((pillar) => pillar.pillarId)).toEqual([
      "competitors",
      "risks-mitigating-factors",
    ]);
    expect(written.structure?.pillars.every((pillar) => pillar.questions.length >= 2)).toBe(true);
    expect(written.status).toBe("draft");
  });

  it("leaves written questions as they are unless force=true", async () => {
    const draft = await draftWithPillars(ada, ["competitors"]);
    await jobDone(ada, draft.id, crypto.randomUUID());
    const first = (await call<ResearchDraft>(ada, "GET", `/research/drafts/${draft.id}`)).body.structure;
    const again = await startStructure(ada, draft.id, crypto.randomUUID());
    expect(again.body.status).toBe("complete");
    expect((await call<ResearchDraft>(ada, "GET", `/research/drafts/${draft.id}`)).body.structure).toEqual(first);
    const forcedKey = crypto.randomUUID();
    await startStructure(ada, draft.id, forcedKey, true);
    await jobDone(ada, draft.id, forcedKey);
    const rewritten = (await call<ResearchDraft>(ada, "GET", `/research/drafts/${draft.id}`)).body.structure;
    expect(rewritten?.pillars[0]?.questions.map((question) => question.id)).not.toEqual(
      first?.pillars[0]?.questions.map((question) => question.id),
    );
  });

  it("refuses a draft with no pillar chosen, a key that started another draft's job, and another user's draft", async () => {
    const empty = await draftWithPillars(ada, []);
    const none = await startStructure(ada, empty.id, crypto.randomUUID());
    expect(none).toMatchObject({ status: 400, body: { code: "draft_has_no_pillars" } });
    const draft = await draftWithPillars(ada, ["competitors"]);
    const key = crypto.randomUUID();
    await jobDone(ada, draft.id, key);
    const other = await draftWithPillars(ada, ["competitors"]);
    const reused = await startStructure(ada, other.id, key);
    expect(reused).toMatchObject({ status: 409, body: { code: "idempotency_key_reused" } });
    const stranger = await startStructure(grace, draft.id, crypto.randomUUID());
    expect(stranger).toMatchObject({ status: 404, body: { code: "draft_not_found" } });
  });
});

describe("generating a report", () => {
  it("starts one job for a key sent twice at once, and writes every pillar with checked figures", async () => {
    const draft = await draftWithQuestions(ada);
    const key = { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
    const [first, second] = await Promise.all([
      call<ResearchJob>(ada, "POST", `/research/drafts/${draft.id}/generate`, undefined, key),
      call<ResearchJob>(ada, "POST", `/research/drafts/${draft.id}/generate`, undefined, key),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.documentId).toBe(first.body.documentId);
    const documentId = first.body.documentId as string;
    const again = await call<ResearchJob>(ada, "POST", `/research/drafts/${draft.id}/generate`);
    expect(again.body.documentId).toBe(documentId);

    const report = await finished(ada, documentId);
    expect(Schema.is(ResearchDocument)(report)).toBe(true);
    expect(report.status).toBe("complete");
    expect(report.sections.map((section) => section.pillarId)).toEqual(THREE_PILLARS);
    expect(report.progress.every((pillar) => pillar.state === "done")).toBe(true);
    const claims = allClaims(report);
    const cited = claims.filter((claim) => claim.sources.length > 0);
    const numeric = cited.filter((claim) => /\d/.test(claim.text.replace(/\[\d+\]/g, "")));
    expect(numeric.length).toBeGreaterThan(5);
    expect(numeric.filter((claim) => claim.state !== "checked")).toEqual([]);
    // A line citing nothing (what the data lacks, or where the report said it) is never called verified.
    expect(claims.filter((claim) => claim.sources.length === 0 && claim.verified)).toEqual([]);
    const engine = report.sections[1];
    expect(engine?.questions.flatMap((question) => question.answer).some((claim) => claim.state === "checked")).toBe(
      true,
    );
    expect(engine?.questions.length).toBe(draft.structure?.pillars[1]?.questions.length);
    const draftAfter = await call<ResearchDraft>(ada, "GET", `/research/drafts/${draft.id}`);
    expect(draftAfter.body).toMatchObject({ status: "complete", documentId });
  });

  it("shows a report to its owner only, and checks an edited section's figures again", async () => {
    const draft = await draftWithQuestions(ada, ["economic-engine-financial"]);
    const { body: job } = await call<ResearchJob>(ada, "POST", `/research/drafts/${draft.id}/generate`);
    const report = await finished(ada, job.documentId as string);
    const section = report.sections[0];
    if (!section) throw new Error("no section");
    expect((await call(grace, "GET", `/research/documents/${report.id}`)).status).toBe(404);
    const [point] = section.structuredContent.keyPoints;
    if (!point) throw new Error("no key point");
    const edited = {
      ...section.structuredContent,
      keyPoints: [{ ...point, text: "Revenue was $999.9B.", verified: true }],
    };
    const path = `/research/documents/${report.id}/sections/${section.id}`;
    expect((await call(grace, "PUT", path, { structuredContent: edited })).status).toBe(404);
    const saved = await call<ResearchDocument>(ada, "PUT", path, { structuredContent: edited });
    expect(saved.status).toBe(200);
    expect(saved.body.sections[0]?.structuredContent.keyPoints[0]).toMatchObject({
      text: "Revenue was $999.9B.",
      verified: false,
    });
    expect((await call<unknown[]>(grace, "GET", "/research/documents")).body).toEqual([]);
    expect(await call(ada, "DELETE", `/research/documents/${report.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect((await call(ada, "GET", `/research/documents/${report.id}`)).status).toBe(404);
  });

  it("refuses to generate before the questions are written, and a key that is not plain text", async () => {
    const { body } = await call<ResearchDraft>(ada, "POST", "/research/drafts", {
      companyName: "Apple Inc.",
      companyTicker: "AAPL",
    });
    const early = await call(ada, "POST", `/research/drafts/${body.id}/generate`);
    expect(early).toMatchObject({ status: 400, body: { code: "draft_has_no_questions" } });
    const draft = await draftWithQuestions(ada, ["competitors"]);
    const long = await call(ada, "POST", `/research/drafts/${draft.id}/generate`, undefined, {
      [IDEMPOTENCY_KEY_HEADER]: "k".repeat(500),
    });
    expect(long).toMatchObject({ status: 400, body: { code: "invalid_idempotency_key" } });
  });
});

describe("what a reader asks of a report", () => {
  let report: ResearchDocument;
  beforeAll(async () => {
    const draft = await draftWithQuestions(ada, ["economic-engine-financial"]);
    const { body: job } = await call<ResearchJob>(ada, "POST", `/research/drafts/${draft.id}/generate`);
    report = await finished(ada, job.documentId as string);
  });
  const section = () => report.sections[0] as ResearchDocument["sections"][number];

  it("summarises a question's answer, keeps it, and writes it again on force=true", async () => {
    const question = section().questions[0];
    const path = `/research/documents/${report.id}/sections/${section().id}/questions/${question?.id}`;
    const summary = await call<{ questionId: string; summary: string }>(ada, "POST", `${path}/summary`);
    expect(summary.status).toBe(200);
    expect(summary.body.summary).toContain(question?.answer[0]?.text.slice(0, 20));
    expect((await call(ada, "POST", `${path}/summary`)).body).toEqual(summary.body);
    expect((await call(ada, "POST", `${path}/summary?force=true`)).body).toEqual(summary.body);
    const plain = await call<{ readability: string }>(ada, "POST", `${path}/readability`);
    expect(plain.body.readability.split("\n").every((line) => line.startsWith("- "))).toBe(true);
    expect((await call(grace, "POST", `${path}/summary`)).status).toBe(404);
    const missing = path.replace(String(question?.id), crypto.randomUUID());
    expect((await call(ada, "POST", `${missing}/summary`)).body).toMatchObject({ code: "question_not_found" });
  });

  it("writes a pillar's report with its numbered sources", async () => {
    const path = `/research/documents/${report.id}/sections/${section().id}/pillar-report`;
    const { body } = await call<{ report: string }>(ada, "POST", path);
    expect(body.report).toMatch(/^## Economic engine and financials\n/);
    expect(body.report).toContain("### Key points");
    expect(body.report).toMatch(/### Sources\n\n1\. AAPL income statement/);
  });

  it("weighs a thesis: its figures supported by the cited sources, or contradicted by them", async () => {
    const gross = section().structuredContent.keyPoints.find((claim) => claim.text.startsWith("Gross margin was"));
    expect(gross).toBeDefined();
    const thesis = `${gross?.text} Gross margin was 12.3% in the latest fiscal year.`;
    const { status, body } = await call<SanityCheck>(ada, "POST", `/research/documents/${report.id}/sanity-check`, {
      thesis,
    });
    expect(status).toBe(200);
    expect(body.points.map((point) => point.assessment)).toEqual(["supported", "contradicted"]);
    expect(body.verdict).toBe("mixed");
    expect(body.points[0]?.sources[0]?.kind).toBe("statement");
    const again = await call(ada, "POST", `/research/documents/${report.id}/sanity-check`, { thesis });
    expect(again.body).toEqual(body);
    expect((await call(grace, "POST", `/research/documents/${report.id}/sanity-check`, { thesis })).status).toBe(404);
  });
});

describe("a job interrupted by a restart", () => {
  it("is resumed by the next server process from the pillars not yet written", DATA_FOLDER_START, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "moatwise-research-"));
    const slow = { leaseMs: 600, pollMs: 100, pillarPauseMs: 400 };
    const first = await startTestServer({ researchOpen: true, dataDir, researchJobs: slow });
    const member = await signUpMember(first.url, "restart");
    const send = (method: string, path: string, body?: unknown) =>
      sendAs(member, method, `/v1${path}`, body).then(async (answer) => (await answer.json()) as never);
    const made = (await send("POST", "/research/drafts", { companyName: "Apple Inc.", companyTicker: "AAPL" })) as {
      id: string;
    };
    await send("POST", `/research/drafts/${made.id}/structure`, { pillars: THREE_PILLARS });
    const job = (await send("POST", `/research/drafts/${made.id}/generate`)) as ResearchJob;
    const documentPath = `/research/documents/${job.documentId}`;
    for (let tries = 0; tries < 100; tries += 1) {
      const report = (await send("GET", documentPath)) as ResearchDocument;
      if (report.sections.length >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.close();

    const second = await startTestServer({ researchOpen: true, dataDir, researchJobs: slow });
    try {
      const again = browserOn(second, member);
      let report: ResearchDocument | null = null;
      for (let tries = 0; tries < 200 && report?.status !== "complete"; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        report = (await (await again(documentPath)).json()) as ResearchDocument;
      }
      expect(report?.status).toBe("complete");
      expect(report?.sections.map((section) => section.pillarId)).toEqual(THREE_PILLARS);
    } finally {
      await second.close();
    }
  });
});

/** GETs on another server process as `member` (the same database, so the same session). */
function browserOn(other: RunningServer, member: Member) {
  return (path: string) => fetch(`${other.url}/v1${path}`, { headers: member.auth });
}
