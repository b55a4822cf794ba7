// Over real HTTP and a real database (issue 38 item 3): text pasted into a new report's draft, as
// the web's form sends it, is a source of that report. Each pasted sentence, figures and all, is
// quoted once under the pillar it concerns, cited as "Your pasted material" and checked against it;
// a question about the material is answered from it alone; another user's report never sees it.
import {
  type Claim,
  type ResearchDocument,
  type ResearchDraft,
  type ResearchJob,
  reportClaims,
  type SanityCheck,
  texts,
} from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CALL_LIMITS } from "../../areas/usage/callLimits";
import type { RunningServer } from "../../server";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
let adas: ResearchDocument;
let graces: ResearchDocument;

const INCOME = "Membership fee income rose 8.5% to $4.8 billion in fiscal 2024.";
const GROWTH = "Costco plans to expand into new markets with 30 new warehouses, investing about $4.5 billion.";
const RISK = "The main risk is wage inflation, which could squeeze the 3.6% operating margin.";
const RENEWAL = "Renewal rates held at 92.9% in the United States and Canada.";
const PASTED = `${INCOME} ${GROWTH}\n${RISK} ${RENEWAL}`;
const CHOSEN = ["economic-engine-financial", "reinvestment-growth-vectors", "risks-mitigating-factors"] as const;
const ASKED = "What does the material I added say about membership?";

async function send<T>(member: Member, method: string, path: string, body?: unknown) {
  const answer = await sendAs(member, method, `/v1${path}`, body);
  return { status: answer.status, body: (await answer.json()) as T };
}

/** A report on Costco with the pillars chosen, and a question of the user's own leading the first. */
async function report(member: Member, materials: ReadonlyArray<unknown>): Promise<ResearchDocument> {
  // The web's new-report form sends the pasted text as one material of kind "text".
  const made = await send<ResearchDraft>(member, "POST", "/research/drafts", {
    companyName: "Costco Wholesale Corporation",
    companyTicker: "COST",
    materials,
  });
  expect(made.status).toBe(201);
  const id = made.body.id;
  const drafted = await send<ResearchDraft>(member, "POST", `/research/drafts/${id}/structure`, { pillars: CHOSEN });
  const pillars = drafted.body.structure?.pillars ?? [];
  expect(pillars.map((pillar) => pillar.pillarId)).toEqual(CHOSEN);
  const [first, ...rest] = pillars;
  if (!first) throw new Error("No pillar was structured.");
  const mine = { ...first, questions: [{ id: crypto.randomUUID(), text: ASKED }, ...first.questions] };
  expect(
    (await send(member, "PUT", `/research/drafts/${id}`, { structure: { pillars: [mine, ...rest] } })).status,
  ).toBe(200);
  const job = await send<ResearchJob>(member, "POST", `/research/drafts/${id}/generate`);
  for (let tries = 0; tries < 400; tries += 1) {
    const written = await send<ResearchDocument>(member, "GET", `/research/documents/${job.body.documentId}`);
    if (written.body.status === "complete" || written.body.status === "failed") return written.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("The report was not written in 10 s.");
}

beforeAll(async () => {
  server = await startTestServer({ researchOpen: true, callsPerMinute: NO_CALL_LIMITS });
  ada = await signUpMember(server.url, "pasted");
  grace = await signUpMember(server.url, "pasted");
  adas = await report(ada, [{ kind: "text", title: "Pasted material", content: PASTED }]);
  graces = await report(grace, []);
}, 60_000);
afterAll(() => server.close());

const sectionOf = (document: ResearchDocument, pillarId: string) => {
  const section = document.sections.find((each) => each.pillarId === pillarId);
  if (!section) throw new Error(`No ${pillarId} section.`);
  return section;
};
const claimsOf = (document: ResearchDocument, pillarId: string) => reportClaims([sectionOf(document, pillarId)]);
const answerTo = (document: ResearchDocument, pattern: RegExp): ReadonlyArray<Claim> =>
  document.sections.flatMap((section) => section.questions).find((question) => pattern.test(question.text))?.answer ??
  [];
const citesPastedSource = (source: Claim["sources"][number]) =>
  source.kind === "material" && source.title === texts.pastedMaterialSource;
const citesPasted = (claim: Claim) =>
  claim.sources.length > 0 &&
  claim.sources.every((source) => source.kind === "material" && source.title === texts.pastedMaterialSource);

describe("text pasted into a new report", () => {
  it("quotes each pasted figure under the pillar it concerns, cited as your pasted material and checked", () => {
    expect(adas.status).toBe("complete");
    for (const [pillarId, sentence] of [
      ["economic-engine-financial", INCOME],
      ["reinvestment-growth-vectors", GROWTH],
      ["risks-mitigating-factors", RISK],
    ] as const) {
      const quoted = claimsOf(adas, pillarId).find((claim) => claim.text === sentence);
      expect(quoted, `${sentence} under ${pillarId}`).toBeDefined();
      expect(citesPasted(quoted as Claim)).toBe(true);
      expect(quoted?.state).toBe("checked");
      expect(quoted?.sources[0]?.excerpt).toContain(sentence);
    }
  });

  it("says each pasted sentence once in the whole report", () => {
    const said = reportClaims(adas.sections).map((claim) => claim.text);
    for (const sentence of [INCOME, GROWTH, RISK, RENEWAL]) {
      expect(
        said.filter((text) => text === sentence),
        sentence,
      ).toHaveLength(1);
    }
  });

  it("answers the user's question about the material from it alone, on what it asks", () => {
    const answer = answerTo(adas, /material I added/);
    expect(answer.map((claim) => claim.text)).toEqual([INCOME]);
    expect(answer.every(citesPasted)).toBe(true);
  });

  it("answers the report's own question on the material with what no pillar quoted, and says where the rest is", () => {
    // Asked in plain words, not by the app's label for pasted text (issue 43).
    const asked = adas.sections.flatMap((section) => section.questions.map((question) => question.text));
    expect(asked.filter((text) => /material/.test(text) && !/material I added/.test(text))).toEqual([
      "What does the material you pasted add?",
    ]);
    const answer = answerTo(adas, /^What does the material you pasted add\?$/);
    const sourced = answer.filter((claim) => claim.sources.length > 0);
    expect(sourced.map((claim) => claim.text)).toEqual([RENEWAL]);
    expect(sourced.every(citesPasted)).toBe(true);
    expect(answer.at(-1)?.text).toMatch(/^The rest of your pasted material is quoted above, in /);
    // It is asked in the last pillar, so the pillars before it quote what concerns them.
    expect(sectionOf(adas, "risks-mitigating-factors").questions.some((q) => /material you pasted/.test(q.text))).toBe(
      true,
    );
  });

  it("weighs a thesis against the pasted material and the report's figures (issue 43)", async () => {
    const thesis = "Membership fees drive Costco's earnings growth; membership fee income grew 8.5% in fiscal 2024.";
    const { status, body } = await send<SanityCheck>(ada, "POST", `/research/documents/${adas.id}/sanity-check`, {
      thesis,
    });
    expect(status).toBe(200);
    expect(body.points.map((point) => point.assessment)).toEqual(["supported", "supported"]);
    for (const point of body.points) expect(point.sources.some(citesPastedSource)).toBe(true);
    // Another figure of the same thing is contradicted by the material.
    const wrong = await send<SanityCheck>(ada, "POST", `/research/documents/${adas.id}/sanity-check`, {
      thesis: "Membership fee income grew 19.5% in fiscal 2024.",
    });
    expect(wrong.body.points.map((point) => point.assessment)).toEqual(["contradicted"]);
    // Grace's report on the same company was given no material: hers never cites Ada's.
    const hers = await send<SanityCheck>(grace, "POST", `/research/documents/${graces.id}/sanity-check`, { thesis });
    expect(hers.body.points.flatMap((point) => point.sources).some(citesPastedSource)).toBe(false);
  });

  it("never shows one user's pasted material in another user's report on the same company", async () => {
    expect(graces.status).toBe("complete");
    const said = reportClaims(graces.sections);
    for (const claim of said) {
      for (const sentence of [INCOME, GROWTH, RISK, RENEWAL]) expect(claim.text).not.toContain(sentence);
      expect(claim.sources.some((source) => source.kind === "material")).toBe(false);
    }
    expect(answerTo(graces, /material I added/).map((claim) => claim.text)).toEqual([texts.noPastedMaterial]);
    expect((await send(grace, "GET", `/research/documents/${adas.id}`)).status).toBe(404);
  });
});
