// Reading a question: the examples, each intent, the figures named, the companies named
// by ticker or name, and follow-ups that keep the conversation's company; any text is read
// without throwing, and a hostile length costs no more than the first 2,000 characters.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  companiesIn,
  type KnownCompany,
  questionSubjects,
  readQuestion,
  topicsOf,
  unknownTickers,
} from "./questionIntent";

const COMPANIES: KnownCompany[] = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "AMD", name: "Advanced Micro Devices, Inc." },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "JPM", name: "JPMorgan Chase & Co." },
];

describe("readQuestion", () => {
  it("reads the issue's examples", () => {
    expect(readQuestion("What are Apple's margins?")).toEqual({
      intent: "figures",
      topics: ["grossMargin", "operatingMargin", "netMargin"],
    });
    expect(readQuestion("Compare NVDA and AMD gross margins", 2)).toEqual({
      intent: "comparison",
      topics: ["grossMargin"],
    });
    expect(readQuestion("What are Apple's main risks?").intent).toBe("risks");
    expect(readQuestion("What is Costco's moat?").intent).toBe("moat");
  });

  it("tells each intent apart", () => {
    expect(readQuestion("Is Microsoft expensive on a P/E basis?").intent).toBe("valuation");
    expect(readQuestion("What did Apple say in its latest 10-K?").intent).toBe("filings");
    expect(readQuestion("Any recent news on JPMorgan?").intent).toBe("news");
    expect(readQuestion("What do my notes say about Apple?").intent).toBe("own");
    expect(readQuestion("How much free cash flow does Apple make?")).toEqual({
      intent: "figures",
      topics: ["freeCashFlow"],
    });
    expect(readQuestion("Who founded Apple?")).toEqual({ intent: "search", topics: [] });
  });

  it("names a margin once, and margins alone as all three", () => {
    expect(topicsOf("operating margin and net income")).toEqual(["operatingMargin", "netMargin"]);
    expect(topicsOf("how did its margins move")).toEqual(["grossMargin", "operatingMargin", "netMargin"]);
  });

  it("reads any text, of any length, without throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), fc.nat(3), (text, companies) => {
        const read = readQuestion(text, companies);
        expect(read.topics.length).toBeLessThanOrEqual(9);
      }),
    );
    expect(readQuestion(`${"x".repeat(2_000_000)} margins`).intent).toBe("search");
  });
});

const DISNEY_AMAZON: KnownCompany[] = [
  { symbol: "DIS", name: "The Walt Disney Company" },
  { symbol: "HD", name: "The Home Depot, Inc." },
  { symbol: "AMZN", name: "Amazon.com, Inc." },
];

describe("companiesIn", () => {
  it("finds companies by ticker in any case, with $, and by the first word of the name, in order", () => {
    expect(companiesIn("Compare NVDA and amd", COMPANIES)).toEqual(["NVDA", "AMD"]);
    expect(companiesIn("$AAPL vs Microsoft's cloud", COMPANIES)).toEqual(["AAPL", "MSFT"]);
    expect(companiesIn("costco or jpm?", COMPANIES)).toEqual(["COST", "JPM"]);
    expect(companiesIn("what is the cost of all this", COMPANIES)).toEqual([]);
    expect(companiesIn("The Walt Disney Company and Amazon.com", DISNEY_AMAZON)).toEqual(["DIS", "AMZN"]);
    expect(companiesIn("the home of the company", DISNEY_AMAZON)).toEqual([]);
    expect(companiesIn("how are the margins now", COMPANIES)).toEqual([]);
  });

  it("finds any company named by ticker or name inside a sentence", () => {
    fc.assert(
      fc.property(fc.constantFrom(...COMPANIES), fc.boolean(), (company, byTicker) => {
        const called = { AMD: "AMD", JPM: "JPMorgan" }[company.symbol] ?? (company.name.split(" ")[0] as string);
        const name = byTicker ? company.symbol : called;
        expect(companiesIn(`What are ${name}'s margins?`, COMPANIES)).toEqual([company.symbol]);
      }),
    );
  });
});

describe("questionSubjects", () => {
  it("keeps the conversation's company for a follow-up", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPANIES),
        fc.constantFrom("What about its debt?", "How do they make money?", "Is the company growing?"),
        (company, followUp) => {
          const earlier = [`Tell me about ${company.symbol}`, "thanks"];
          expect(questionSubjects(followUp, earlier, COMPANIES)).toEqual([company.symbol]);
        },
      ),
    );
  });

  it("prefers the companies named, then the page's company, then the conversation's", () => {
    expect(questionSubjects("And Costco?", ["Apple margins"], COMPANIES, "MSFT")).toEqual(["COST"]);
    expect(questionSubjects("What about its debt?", ["Apple margins"], COMPANIES, "msft")).toEqual(["MSFT"]);
    expect(questionSubjects("What about its debt?", ["Compare NVDA and AMD", "ok"], COMPANIES)).toEqual([
      "NVDA",
      "AMD",
    ]);
    expect(questionSubjects("What about its debt?", [], COMPANIES)).toEqual([]);
  });
});

describe("unknownTickers", () => {
  it("names ticker-like words of companies we do not know, not acronyms or known tickers", () => {
    expect(unknownTickers("Compare NVDA and AMD, then $TSLA on EPS and FCF", COMPANIES.slice(0, 1))).toEqual([
      "NVDA",
      "AMD",
      "TSLA",
    ]);
    expect(unknownTickers("Compare NVDA and AMD on EPS", COMPANIES)).toEqual([]);
    expect(unknownTickers("what about amd", COMPANIES)).toEqual([]);
  });
});
