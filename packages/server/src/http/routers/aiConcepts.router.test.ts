// Concepts the data lacks, over real HTTP with the offline provider (issue 44, item 6): a question
// of two parts gets, in one reply, the gap for the part the data lacks first and then the part it
// holds (a figure, or the company's material); a chief executive's remarks are that gap alone.
// Questions are generated over the bundled companies, their chief executives and the concepts.
import { type AiStreamEvent, aiEventOf, createSseParser, LACKING_CONCEPTS } from "@moatwise/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_PROFILES } from "../../areas/market/sample/sampleProfiles.data";
import type { RunningServer } from "../../server";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let cleo: Member;
beforeAll(async () => {
  server = await startTestServer();
  cleo = await signUpMember(server.url, "ai-concepts");
});
afterAll(() => server.close());

async function reply(message: string) {
  const answer = await sendAs(cleo, "POST", "/v1/ai/stream", { message, mode: "chat", options: {} });
  expect(answer.status).toBe(200);
  const events: AiStreamEvent[] = [];
  createSseParser((sse) => {
    const event = aiEventOf(sse);
    if (event) events.push(event);
  }).feed(await answer.text());
  return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
}

/** The first word of a company's name, as people write it ("Costco", "Walmart"). */
const spoken = (name: string) => name.split(/[\s,]+/)[0] as string;

const company = fc.constantFrom(
  ...SAMPLE_PROFILES.filter((profile) => !/^[A-Z]{2,}$/.test(spoken(profile.companyName))),
);

/** A clause asking each concept that is told as missing data (not a segment, not a stand-in figure). */
const LACKING_CLAUSES: ReadonlyArray<readonly [string, (name: string) => string]> = [
  ["ownership", (name) => `who are ${name}'s largest shareholders`],
  ["ownership", (name) => `what percentage of ${name} do institutions own`],
  ["callRemarks", (name) => `what did ${name}'s management say on the last earnings call`],
  ["comparableSales", (name) => `${name}'s same-store sales`],
  ["guidance", (name) => `${name}'s guidance for next year`],
  ["consensus", (name) => `what do analysts estimate for ${name}`],
];
const lacksOf = (id: string) => LACKING_CONCEPTS.find((concept) => concept.id === id)?.lacks ?? id;
const clause = fc.constantFrom(...LACKING_CLAUSES);

/** A few generated cases, the same on every run. */
const cases = <T>(arbitrary: fc.Arbitrary<T>, count: number) => fc.sample(arbitrary, { numRuns: count, seed: 44 });

describe("POST /ai/stream answers both parts of a question about what the data holds and lacks", () => {
  it("says the lacking part first, then the figure asked, in one reply", async () => {
    for (const [profile, [id, lacking]] of cases(fc.tuple(company, clause), 4)) {
      const name = spoken(profile.companyName);
      const text = await reply(`What was ${name}'s revenue in fiscal 2023, and ${lacking(name)}?`);
      const lines = text.split("\n").filter(Boolean);
      expect(lines[0]).toMatch(/^The data here does not include /);
      expect(lines[0]).toContain(lacksOf(id));
      expect(text).toMatch(/revenue in fiscal 2023 was \$\d/);
      expect(text.indexOf("does not include")).toBeLessThan(text.search(/revenue in fiscal 2023 was/));
    }
  });

  it("says an adjusted figure is not in the data, then gives the reported one, however the qualifier is written", async () => {
    const written = fc.constantFrom("adjusted", "non-GAAP", "pro forma", "cash-adjusted", "normalized");
    // Lines every covered company's statements hold, banks' and insurers' too.
    const flow = fc.constantFrom(["net income", "net income"], ["revenue", "revenue"], ["earnings", "net income"]);
    for (const [profile, qualifier, [asked, said]] of cases(fc.tuple(company, written, flow), 4)) {
      const name = spoken(profile.companyName);
      const text = await reply(`What was ${name}'s ${qualifier} ${asked} in fiscal 2023?`);
      const [first = ""] = text.split("\n").filter(Boolean);
      expect(first).toMatch(/^The data here does not include adjusted \(non-GAAP\) figures: /);
      expect(first).toContain(`${said} in fiscal 2023 was `);
    }
    const split = await reply("What was Apple's split-adjusted close on 2024-12-31?");
    expect(split).not.toMatch(/non-GAAP/);
  });

  it("says the lacking part first, then answers how the company makes money from its material", async () => {
    for (const [profile, [id, lacking]] of cases(fc.tuple(company, clause), 3)) {
      const name = spoken(profile.companyName);
      const text = await reply(`How does ${name} make money, and ${lacking(name)}?`);
      const [gap = "", ...rest] = text.split("\n\n");
      expect(gap).toMatch(/^The data here does not include /);
      expect(gap).toContain(lacksOf(id));
      // The held part follows: quoted material about the company, not the gap alone.
      expect(rest.join("\n").length).toBeGreaterThan(80);
      expect(rest.join("\n")).toMatch(/\[\d+\]/);
    }
  });

  it("says once that past head counts are lacking, then gives the latest one", async () => {
    for (const profile of cases(company, 2)) {
      const text = await reply(`How many employees did ${spoken(profile.companyName)} have in 2019?`);
      expect(text.split("\n")[0]).toMatch(/^The data here does not include head count history: /);
      expect(text).not.toMatch(/does not hold past figures/);
      expect(text).toMatch(/employees at the close of \d{4}-\d{2}-\d{2} were [\d,]+ \[1\]/);
    }
  });

  it("tells a chief executive's remarks on a call as the gap, about their company, with no figures", async () => {
    for (const profile of cases(company, 3)) {
      const ceo = profile.ceo.split(/\s+and\s+/)[0] as string;
      const text = await reply(`what did ${ceo.toLowerCase()} say about demand on the last call`);
      expect(text.split("\n")[0]).toMatch(/^The data here does not include /);
      expect(text.split("\n")[0]).toContain(lacksOf("callRemarks"));
      expect(text).not.toMatch(/\$\d/);
    }
  });
});

describe("POST /ai/stream names what no reader knows by the question's own words", () => {
  // Made-up things a company is asked about: no concept of the lexicon, no passage of the data.
  const unknowns = fc.constantFrom("zorblat index", "quindle score", "vexmark rating", "plurn spread");

  it("says the data lacks the thing asked, in its words, before any quoted passage", async () => {
    for (const [profile, thing, opener] of cases(
      fc.tuple(company, unknowns, fc.constantFrom("What is", "Where is", "Tell me")),
      3,
    )) {
      const name = spoken(profile.companyName);
      const text = await reply(`${opener} ${name}'s ${thing} today?`);
      const first = text.split("\n")[0] ?? "";
      expect(first).toMatch(/^The data here does not include /);
      for (const word of thing.split(" ")) expect(first.toLowerCase()).toContain(word);
    }
  });

  it("names a lacking concept by its row, never by the words around it", async () => {
    for (const profile of cases(company, 2)) {
      const name = spoken(profile.companyName);
      const text = await reply(`${name} revenue per employee, fy2019`);
      expect(text).not.toContain("does not include per ");
    }
  });
});
