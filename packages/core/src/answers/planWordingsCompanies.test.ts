// The plan reader on what is and is not a company (issue 33): sentence-start words, sectors and
// places are no company; a name set against a covered one is outside the data; a covered company's
// products and regions are its segments.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { plan } from "../testing/planWordings";

describe("what is and is not a company", () => {
  it("does not read a sentence's first word, a sector or a place as an unknown company", () => {
    for (const question of [
      "Within technology, which company has the highest gross margin?",
      "Among tech companies, which has the highest operating margin?",
      "Across the sector, who has the best net margin?",
      "Healthcare companies with the highest net margin",
      "Which company in Healthcare has the highest net margin?",
      "Which company has the most revenue in North America?",
      "Across the Healthcare sector, which company has the highest gross margin?",
    ]) {
      expect(plan(question).unknownCompanies).toEqual([]);
    }
    const ranked = plan("Across the Healthcare sector, which company has the highest gross margin?");
    expect(ranked.sector).toBe("Healthcare");
    expect(ranked.measures.map((each) => each.id)).toEqual(["grossMargin"]);
  });

  it("still says an unknown name is not in the data when the question is about a company", () => {
    for (const [question, name] of [
      ["How profitable is Siemens?", "Siemens"],
      ["Siemens revenue 2024", "Siemens"],
      ["What is ASML's revenue?", "ASML"],
      ["Within Siemens stock, what happened?", "Siemens"],
    ] as const) {
      expect(plan(question).unknownCompanies.map((each) => each.asWritten)).toEqual([name]);
    }
  });

  it("says a name set against a covered company is outside the data, and never reads it as a product", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("ASML", "Samsung", "Siemens", "Sony"),
        fc.constantFrom("Apple", "Microsoft", "Costco"),
        fc.constantFrom(
          (other: string, name: string) => `Compare ${other} and ${name} revenue 2024`,
          (other: string, name: string) => `${name} vs ${other} gross margin`,
          (other: string, name: string) => `${name} and ${other} net income 2024`,
        ),
        (other, name, ask) => {
          const read = plan(ask(other, name));
          expect(read.unknownCompanies.map((each) => each.asWritten)).toEqual([other]);
          expect(read.refusals.filter((each) => each.kind === "segment")).toEqual([]);
        },
      ),
    );
  });

  it("reads ordinary words after a covered company's name as its segments, not as listed companies", () => {
    const read = plan("Apple's Services and Products revenue");
    expect(read.unknownCompanies).toEqual([]);
    expect(read.refusals).toContainEqual({ kind: "segment", about: "Services" });
    expect(plan("Amazon AWS revenue 2024").refusals).toContainEqual({ kind: "segment", about: "AWS" });
  });

  it("keeps a covered company's product or region as a segment, not another company", () => {
    const aws = plan("Amazon Web Services revenue 2024");
    expect(aws.companies.map((each) => each.symbol)).toEqual(["AMZN"]);
    expect(aws.unknownCompanies).toEqual([]);
    expect(aws.refusals).toContainEqual({ kind: "segment", about: "Web Services" });
    const region = plan("Apple revenue in North America 2024");
    expect(region.unknownCompanies).toEqual([]);
    expect(region.refusals).toContainEqual({ kind: "segment", about: "North America" });
    // A fiscal year or "I'd" is never named as a segment.
    for (const question of ["Apple services revenue FY2021 by segment", "I'd like Apple's segment revenue"]) {
      const about = plan(question).refusals.find((each) => each.kind === "segment")?.about ?? "";
      expect(about).not.toMatch(/FY|I'd/);
    }
  });
});

describe("tickers written short", () => {
  it("reads a one-letter ticker in a list of companies, and a lower-case two-letter ticker before a figure", () => {
    const read = planReaderOver([
      { symbol: "V", name: "Visa Inc." },
      { symbol: "MA", name: "Mastercard Incorporated" },
      { symbol: "JPM", name: "JPMorgan Chase & Co." },
      { symbol: "HD", name: "The Home Depot, Inc." },
    ]);
    fc.assert(
      fc.property(
        fc.constantFrom("MA, JPM, V", "V or MA", "JPM and V", "V vs MA", "V & MA"),
        fc.constantFrom("net margin", "revenue", "free cash flow"),
        (list, measure) => {
          const symbols = read(`${list} ${measure} FY2024`).companies.map((each) => each.symbol);
          expect(symbols).toContain("V");
        },
      ),
    );
    // Alone, a capital letter is a word: "Plan A", "grade V".
    expect(read("What is plan V for revenue?").companies.map((each) => each.symbol)).not.toContain("V");
    expect(read("hd net income 2024").companies.map((each) => each.symbol)).toEqual(["HD"]);
  });
});
