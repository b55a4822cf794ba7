// The offline assistant answers the question asked through one engine (issues 23, 44): margins
// computed here again from the raw statement lines; two companies compared; a company's risks from
// its filings, its moat's seven-powers evidence, its latest news and filings, quoted with their
// sources; a follow-up keeps its company. Every citation number points at one source, each source
// has one number, and no answer quotes the sample set's notes about itself or names settings a
// developer would set.
import type { AiRequest } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import type { AnswerEvent } from "../../../languageModel/aiProvider";
import { SAMPLE_ANNUALS } from "../../market/sample/sampleAnnuals.data";
import { SAMPLE_PROFILES } from "../../market/sample/sampleProfiles.data";
import { aiProviderFor } from "../providerFromConfig";

const provider = aiProviderFor({ aiProvider: "offline", aiOfflineDeltaMs: 0 } as Parameters<typeof aiProviderFor>[0]);

async function ask(message: string, earlier: string[] = [], symbol?: string) {
  const request: AiRequest = {
    message,
    mode: "chat",
    options: symbol ? { symbol } : {},
    chat_history: earlier.map((content) => ({ role: "user" as const, content })),
  };
  let text = "";
  let done: Extract<AnswerEvent, { _tag: "done" }> | null = null;
  for await (const event of provider.answer(request, { userId: "u1", signal: new AbortController().signal })) {
    if (event._tag === "delta") text += event.content;
    if (event._tag === "done") done = event;
  }
  return { text, citations: done?.citations ?? [] };
}

/** The latest year's margin, worked out from the raw lines: profit ÷ revenue, to one decimal. */
function latestMargin(symbol: string, profit: (income: readonly (number | null)[]) => number | null) {
  const years = SAMPLE_ANNUALS[symbol] ?? [];
  const latest = years.at(-1);
  if (!latest) throw new Error(`no statements for ${symbol}`);
  const value = profit(latest.income);
  return { year: `fiscal ${latest.fiscalYear}`, text: `${(((value ?? 0) / latest.income[0]) * 100).toFixed(1)}%` };
}
const gross = (income: readonly (number | null)[]) => (income[0] ?? 0) - (income[1] ?? 0);
const operating = (income: readonly (number | null)[]) => income[4] ?? null;
const net = (income: readonly (number | null)[]) => income[8] ?? null;

/** Every [n] is a listed source, and each source is listed once. */
function expectCitationsSound(text: string, citations: ReadonlyArray<string>) {
  const numbers = [...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  expect(numbers.every((number) => number >= 1 && number <= citations.length)).toBe(true);
  expect(new Set(citations).size).toBe(citations.length);
  expect(new Set(numbers).size).toBe(citations.length);
}

function expectNoDeveloperText(text: string) {
  expect(text).not.toMatch(/[A-Z]+_[A-Z_]+|README|\.env\b/);
  expect(text).not.toMatch(/About this text|sample excerpt written/);
}

describe("the offline assistant answers the question asked", () => {
  it("gives Apple's gross, operating and net margins with their years, cited to the statements", async () => {
    const { text, citations } = await ask("What are Apple's margins?");
    for (const margin of [gross, operating, net].map((profit) => latestMargin("AAPL", profit))) {
      expect(text).toContain(margin.text);
      expect(text).toContain(margin.year);
    }
    expect(citations).toEqual(["/stock/AAPL?section=financials"]);
    expectCitationsSound(text, citations);
    expectNoDeveloperText(text);
  });

  it("compares NVIDIA's and Microsoft's gross margins, naming the higher", async () => {
    const { text, citations } = await ask("Compare NVDA and MSFT gross margins");
    const nvidia = latestMargin("NVDA", gross).text;
    const microsoft = latestMargin("MSFT", gross).text;
    expect(text).toContain(nvidia);
    expect(text).toContain(microsoft);
    // Issue 43: the two latest fiscal years differ, so each figure names its own.
    expect(text).toMatch(
      new RegExp(
        `^NVIDIA's gross margin is the higher: ${nvidia.replace(".", "\\.")} in fiscal \\d{4}, against Microsoft's ${microsoft.replace(".", "\\.")} in fiscal \\d{4}`,
      ),
    );
    expect(citations).toEqual(["/stock/NVDA?section=financials", "/stock/MSFT?section=financials"]);
    expectCitationsSound(text, citations);
  });

  it("says plainly which named company the offline data does not hold", async () => {
    const { text } = await ask("Compare NVDA and AMD gross margins");
    expect(text).toContain(latestMargin("NVDA", gross).text);
    expect(text).toMatch(/^AMD \(Advanced Micro Devices, Inc\.\) is not in the offline data set \(26 companies\)/);
  });

  it("names Apple's risks from its annual report, never its headings or the set's note on itself", async () => {
    const { text, citations } = await ask("What are Apple's main risks?");
    expect(text).toContain("The risks Apple names in its filings:");
    expect(text).toContain("iPhone");
    expect(text).not.toMatch(/“Risk factors\.?”|“Business\.”|Annual report on Form/);
    expect(citations.every((url) => url.includes("type=10-K"))).toBe(true);
    expectCitationsSound(text, citations);
    expectNoDeveloperText(text);
  });

  it("uses the seven-powers evidence for Costco's moat", async () => {
    const { text } = await ask("What is Costco's moat?");
    expect(text).toContain("seven powers");
    expect(text).toContain("**Scale Economies**");
    expect(text).toContain(latestMargin("COST", gross).text);
  });

  it("opens a moat's evidence with what the business does, in its profile's words, cited", async () => {
    for (const symbol of ["KO", "COST", "MSFT"]) {
      const { text, citations } = await ask(`Where does ${symbol}'s moat come from?`);
      const items = text.split("\n").filter((line) => line.startsWith("- "));
      expect(items[0], symbol).toMatch(/^- \*\*What the business does\*\*: [A-Z].+ \[\d\]\.?$/);
      expect(
        items.slice(1).some((line) => /^- \*\*[A-Z][\w -]+\*\*: /.test(line)),
        symbol,
      ).toBe(true);
      expectCitationsSound(text, citations);
    }
  });

  // Issue 38: a thin gross margin was listed as Branding's evidence ("can reflect a price premium").
  it("puts Costco's thin gross margin against Branding, never among its evidence", async () => {
    const { text } = await ask("What is Costco's moat?");
    const branding = text.split("\n").find((line) => line.startsWith("- **Branding**:")) ?? "";
    const [forIt = "", against = ""] = branding.split("**Against it**:");
    expect(against).toContain(`Gross margin: ${latestMargin("COST", gross).text}, against`);
    expect(forIt).not.toContain("Gross margin:");
    expect(text).not.toContain("can reflect a price premium");
  });

  // Issue 33: the change was kept as a fraction and printed as if in points ("+0.4" for +35.2).
  it("gives a margin's change in the moat evidence in percentage points, worked out from the raw lines", async () => {
    const { text } = await ask("What is NVIDIA's moat?");
    const years = SAMPLE_ANNUALS.NVDA ?? [];
    const margin = (income: readonly (number | null)[]) => (operating(income) ?? 0) / (income[0] ?? 1);
    const points = (margin(years.at(-1)?.income ?? []) - margin(years[0]?.income ?? [])) * 100;
    expect(Math.abs(points)).toBeGreaterThan(10);
    const written = `${points > 0 ? "+" : "−"}${Math.abs(points).toFixed(1)} percentage points`;
    expect(text).toContain(`Operating margin change over ${years.length - 1} years: ${written}`);
  });

  it("lists a company's latest news newest first, each item its own company's and cited", async () => {
    for (const [symbol, name] of [
      ["NVDA", "NVIDIA Corporation"],
      ["KO", "The Coca-Cola Company"],
    ] as const) {
      const { text, citations } = await ask(`latest news on ${symbol}`);
      const items = [...text.matchAll(/^- (\d{4}-\d{2}-\d{2}), \*\*([^*]+)\*\*/gm)];
      const dates = items.map((match) => match[1] as string);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(items.every((match) => (match[2] as string).startsWith(name))).toBe(true);
      expectCitationsSound(text, citations);
    }
  });

  it("gives only the form asked of a company's filings, each quoted by its results", async () => {
    const { text } = await ask("Show me Microsoft's 10-K filings");
    const items = text.split("\n").filter((line) => line.startsWith("- "));
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item).toContain("Form 10-K");
      expect(item).toMatch(/“[^”]*(\$\d|\d%)[^”]*”/);
    }
  });

  it("answers a figure and the risks asked in one question, both parts, each cited", async () => {
    const { text, citations } = await ask("What are Apple's main risks, and its net margin?");
    expect(text).toContain(latestMargin("AAPL", net).text);
    expect(text).toContain("The risks Apple names in its filings:");
    expect(text).not.toMatch(/could not read/);
    expectCitationsSound(text, citations);
  });

  it("keeps the conversation's company for a follow-up", async () => {
    const { text } = await ask("What about its debt?", ["What is Costco's moat?"]);
    expect(text).toMatch(/^Costco Wholesale's total debt in fiscal \d{4} was \$/);
    const pageChat = await ask("How are the margins?", [], "MSFT");
    expect(pageChat.text).toContain(latestMargin("MSFT", operating).text);
  });

  it("still quotes the best passages for a question it has no rule for, each source once", async () => {
    const { text, citations } = await ask("What does Apple say about its services business?");
    expect(text).toContain("Here is what Moatwise's local material says");
    expectCitationsSound(text, citations);
    expectNoDeveloperText(text);
  });

  it("says first that a period the data does not reach is not in it, before quoting any other period's material", async () => {
    // Every covered company, asked of a quarter past its quarterly statements (which run into the
    // fiscal year after its latest annual one) and of the year before its first.
    for (const [symbol, years] of Object.entries(SAMPLE_ANNUALS)) {
      const first = Number(years[0]?.fiscalYear);
      const last = Number(years.at(-1)?.fiscalYear);
      for (const [asked, year] of [
        [`Q1 ${last + 2}`, last + 2],
        [`fiscal ${first - 1}`, first - 1],
      ] as const) {
        const name = SAMPLE_PROFILES.find((profile) => profile.symbol === symbol)?.companyName ?? symbol;
        const { text } = await ask(`What did ${name} report for ${asked}?`);
        const firstLine = text.split("\n")[0] ?? "";
        expect(firstLine, `${symbol} ${asked}`).toMatch(new RegExp(`${year}.*not in`));
      }
    }
  });
});
