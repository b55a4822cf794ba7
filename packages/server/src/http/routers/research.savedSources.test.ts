// A report section saved by its owner (issue 43): every source's address is one a page may open,
// an http(s) address or a path on this site (or a pasted material's anchor); a script, another
// scheme or an address holding a control character is refused with 400 and nothing is stored.
// Over real HTTP on a real database.
import { type ResearchDocument, type ResearchDraft, type ResearchJob, sourceLink } from "@moatwise/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CALL_LIMITS } from "../../areas/usage/callLimits";
import type { RunningServer } from "../../server";
import { scaledRuns } from "../../testing/propertyRuns";
import { callAs, type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let report: ResearchDocument;

async function writtenReport(): Promise<ResearchDocument> {
  const made = await callAs(ada, "POST", "/research/drafts", {
    companyName: "Apple Inc.",
    companyTicker: "AAPL",
    materials: [{ kind: "text", title: "My notes", content: "Apple's services revenue keeps growing." }],
  });
  const draftId = (made.body as unknown as ResearchDraft).id;
  await callAs(ada, "POST", `/research/drafts/${draftId}/structure`, { pillars: ["economic-engine-financial"] });
  const job = (await callAs(ada, "POST", `/research/drafts/${draftId}/generate`)).body as unknown as ResearchJob;
  for (let tries = 0; tries < 400; tries += 1) {
    const document = (await callAs(ada, "GET", `/research/documents/${job.documentId}`))
      .body as unknown as ResearchDocument;
    if (document.status === "complete") return document;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("The report was not written in 10 s.");
}

beforeAll(async () => {
  server = await startTestServer({ researchOpen: true, callsPerMinute: NO_CALL_LIMITS });
  ada = await signUpMember(server.url, "sources");
  report = await writtenReport();
}, 60_000);
afterAll(() => server.close());

const section = () => report.sections[0] as ResearchDocument["sections"][number];
const sectionPath = () => `/research/documents/${report.id}/sections/${section().id}`;

/** The section with its first key point's first source pointing at `url`. */
function withSourceUrl(url: string) {
  const content = section().structuredContent;
  const [point, ...others] = content.keyPoints;
  if (!point?.sources[0]) throw new Error("the section's first key point has no source");
  const [source, ...rest] = point.sources;
  return { ...content, keyPoints: [{ ...point, sources: [{ ...source, url }, ...rest] }, ...others] };
}

const save = (structuredContent: unknown) => callAs(ada, "PUT", sectionPath(), { structuredContent });

/** The 400's detail: the field, and what it must be (or, for a NUL, that no database keeps it). */
const UNSAFE_URL_DETAIL =
  /^structuredContent\.keyPoints\.0\.sources\.0\.url: (must be an http or https address, or a path on this site|must not contain a NUL character)$/;

const REFUSED = [
  "javascript:alert(document.cookie)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "\u0001javascript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "file:///etc/passwd",
  "mailto:someone@example.com",
  "https://www.sec.gov/x\u0000.htm",
  "https://www.sec.gov/\nx.htm",
  "https://www.sec.gov/\u0085x.htm",
  "https://www.sec.gov/x.htm\u007f",
  "//evil.example/x",
  "/\\evil.example",
  "/\t/evil.example/x",
  "https:\\\\evil.example",
];

describe("a saved section's sources", () => {
  it("are kept as the report wrote them: a round trip of the section is accepted", async () => {
    const urls = [
      ...section().structuredContent.keyPoints,
      ...section().structuredContent.evidence,
      ...section().structuredContent.risks,
    ].flatMap((claim) => claim.sources.map((source) => source.url));
    expect(urls.length).toBeGreaterThan(0);
    expect((await save(section().structuredContent)).status).toBe(200);
  });

  it("refuse a script, another scheme or a control character with 400 naming the field, and store nothing", async () => {
    for (const url of REFUSED) {
      const answer = await save(withSourceUrl(url));
      expect(answer.status, JSON.stringify(url)).toBe(400);
      expect(answer.body.detail).toMatch(UNSAFE_URL_DETAIL);
      expect(answer.body.code).toBe(url.includes("\u0000") ? "invalid_text" : "invalid_body");
    }
    const kept = (await callAs(ada, "GET", `/research/documents/${report.id}`)).body as unknown as ResearchDocument;
    const stored = kept.sections[0]?.structuredContent.keyPoints[0]?.sources[0]?.url;
    expect(stored).toBe(section().structuredContent.keyPoints[0]?.sources[0]?.url);
  });

  it("refuse a source of the peer table or of any claim list alike", async () => {
    const content = section().structuredContent;
    const point = content.keyPoints[0];
    if (!point) throw new Error("no key point");
    const bad = { ...point, sources: [{ ...(point.sources[0] as object), url: "javascript:alert(1)" }] };
    for (const list of ["evidence", "risks"] as const) {
      const answer = await save({ ...content, [list]: [bad] });
      expect(answer.status).toBe(400);
      expect(String(answer.body.detail)).toContain(`structuredContent.${list}.0.sources.0.url: must be an http`);
    }
  });

  it("accept http(s) addresses, paths on this site and a pasted material's anchor, kept as sent", async () => {
    for (const url of [
      "https://www.sec.gov/Archives/x.htm",
      "http://example.com/a?b=c#d",
      "/stock/AAPL?section=chart",
    ]) {
      const answer = await save(withSourceUrl(url));
      expect(answer.status).toBe(200);
      const saved = answer.body as unknown as ResearchDocument;
      expect(saved.sections[0]?.structuredContent.keyPoints[0]?.sources[0]?.url).toBe(url);
    }
  });

  it("store only addresses a page opens as they are written, whatever the generated address", async () => {
    const tricky = fc
      .array(
        fc.oneof(
          fc.constantFrom("https://", "http://", "javascript:", "data:", "//", "/", "\\", "#", ":", "%0a"),
          fc.constantFrom("\t", "\n", "\r", "\u0000", "\u001f", "\u007f", "\u0085", " "),
          fc.constantFrom("evil.example", "www.sec.gov", "x", "alert(1)"),
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map((parts) => parts.join(""));
    await fc.assert(
      fc.asyncProperty(tricky, async (url) => {
        const answer = await save(withSourceUrl(url));
        const opensAsWritten = sourceLink(url)?.href === url;
        expect(answer.status, JSON.stringify(url)).toBe(opensAsWritten || /^#material-[1-9]\d*$/.test(url) ? 200 : 400);
        if (answer.status === 400) expect(answer.body.detail).toMatch(UNSAFE_URL_DETAIL);
      }),
      { numRuns: scaledRuns(60) },
    );
  });
});
