// Parts of a whole and two questions in one, said as investors write them (issue 44), over
// generated companies, figures and years: "a bigger share of its sales into R&D" (a comparative is
// no line of business), "what was capex, and what was it as a percentage of revenue" (both asked),
// "revenue 2024 + how many Big Macs did they sell" (two questions), and a one-letter ticker written
// again as an owner ("V's slice of combined V + MA revenue").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planReaderOver } from "../testing/planReader";
import { MEASURES } from "./measures";

const plan = planReaderOver([
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "V", name: "Visa Inc." },
  { symbol: "MA", name: "Mastercard Incorporated" },
]);
const company = fc.constantFrom("Apple", "Microsoft", "Costco");
const year = fc.integer({ min: 2016, max: 2024 });
const flows = MEASURES.filter((each) => each.unit === "usd" && each.formula.kind === "line" && each.flow === true);
const flow = fc.constantFrom(...flows.filter((each) => each.id !== "revenue"));

describe("parts of a whole", () => {
  it("reads 'a bigger share of its sales into X' as X over revenue, with no line of business", () => {
    fc.assert(
      fc.property(
        company,
        company,
        flow,
        year,
        fc.constantFrom("bigger", "larger", "smaller", "biggest", "greater"),
        (first, second, part, asked, comparative) => {
          fc.pre(first !== second);
          const read = plan(
            `${first} or ${second}: which one put a ${comparative} share of its ${asked} sales into ${part.phrases[0]}?`,
          );
          expect(read.refusals).toEqual([]);
          expect(read.measures).toHaveLength(1);
          expect(read.measures[0]?.formula).toMatchObject({
            numerator: [{ id: part.id }],
            denominator: [{ id: "revenue" }],
          });
        },
      ),
    );
  });

  it("answers both the figure and it as a percentage of another when the second part points back with 'it'", () => {
    fc.assert(
      fc.property(company, flow, year, fc.constantFrom("it", "that"), (name, part, asked, pointer) => {
        const read = plan(
          `${name} in ${asked}: what was ${part.phrases[0]}, and what was ${pointer} as a percentage of revenue?`,
        );
        expect(read.measures.map((each) => each.id)).toEqual([part.id, expect.any(String)]);
        expect(read.measures[1]?.formula).toMatchObject({
          numerator: [{ id: part.id }],
          denominator: [{ id: "revenue" }],
        });
      }),
    );
  });

  it("reads a '+' before a question's opener as a second question, keeping the figure of the first", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(...flows),
        year,
        fc.constantFrom("widgets", "Big Macs", "iPhones", "cars"),
        (name, figure, asked, thing) => {
          const read = plan(`${name} ${figure.phrases[0]} ${asked} + how many ${thing} did they sell?`);
          expect(read.measures.map((each) => each.id)).toEqual([figure.id]);
          expect(read.refusals).toEqual([expect.objectContaining({ kind: "absent", about: thing })]);
        },
      ),
    );
  });

  it("reads a one-letter ticker of a list written again as an owner as that company, once", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("slice", "share", "portion", "percentage"),
        fc.constantFrom("+", "and", "&"),
        (part, join) => {
          const read = plan(`V's ${part} of combined V ${join} MA revenue, FY24?`);
          expect(read.companies.map((each) => each.symbol)).toEqual(["V", "MA"]);
          expect(read.operation.across).toBe("shareOf");
          expect(read.refusals).toEqual([]);
        },
      ),
    );
  });
});
