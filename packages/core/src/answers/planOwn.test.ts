// The plan names the user's own sources when the question does (issue 38): "my notes", "what I
// wrote", "my highlights", "the PDF I uploaded", "what I pasted", in templates with the company
// varying; the company comes from the question, or from the page when the question names none.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyDirectory } from "./companyDirectory";
import { planQuestion } from "./plan";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "HD", name: "The Home Depot, Inc." },
  { symbol: "KO", name: "The Coca-Cola Company" },
];
const directory = companyDirectory(COVERED, []);
const plan = (question: string, page?: string) => planQuestion(question, [], directory, page);

const company = fc.constantFrom(
  ["Apple", "AAPL"],
  ["Microsoft", "MSFT"],
  ["Costco", "COST"],
  ["Home Depot", "HD"],
  ["Coca-Cola", "KO"],
);

const TEMPLATES = [
  ["What did I write in my notes about {c}?", "notes"],
  ["What did I write about {c}?", "notes"],
  ["What have I noted on {c}'s margins?", "notes"],
  ["Summarise my notes on {c}", "notes"],
  ["Show my highlights for {c}", "highlights"],
  ["What did I highlight in {c}'s filing?", "highlights"],
  ["What does my PDF say about {c}?", "pdfs"],
  ["What does the PDF I uploaded say about {c}'s revenue?", "pdfs"],
  ["What did I paste about {c}?", "pasted"],
  ["What does the material I added say about {c}?", "pasted"],
  ["What does the text I pasted say about {c}'s margins?", "pasted"],
  ['What does your material "Pasted material" add on {c}?', "pasted"],
] as const;

describe("the plan of a question about the user's own material", () => {
  it("names the source asked and the company named, and asks no figure of the data", () => {
    fc.assert(
      fc.property(company, fc.constantFrom(...TEMPLATES), ([name, symbol], [template, source]) => {
        const read = plan(template.replace("{c}", name), "MSFT");
        expect(read.ownSources).toEqual([source]);
        expect(read.material).toBe("own");
        expect(read.companies.map((named) => named.symbol)).toEqual([symbol]);
        expect(read.measures).toEqual([]);
        expect(read.refusals).toEqual([]);
      }),
    );
  });

  it("takes the page's company when the question names none", () => {
    fc.assert(
      fc.property(company, ([, symbol]) => {
        const read = plan("What did I write in my notes?", symbol);
        expect(read.ownSources).toEqual(["notes"]);
        expect(read.companies.map((named) => named.symbol)).toEqual([symbol]);
      }),
    );
  });

  it("reads a file the user added as their PDF, not as pasted material", () => {
    expect(plan("What does the file I added say about Costco?").ownSources).toEqual(["pdfs"]);
  });

  it("names no own source in a question about the data, with or without 'I'", () => {
    for (const question of [
      "What is Costco's gross margin?",
      "Should I buy Apple?",
      "What are Coca-Cola's risks?",
      "Which raw materials does Coca-Cola buy?",
    ]) {
      expect(plan(question).ownSources).toEqual([]);
      expect(plan(question).material).not.toBe("own");
    }
    expect(plan("What is Costco's gross margin?").measures.map((measure) => measure.id)).toEqual(["grossMargin"]);
  });
});
