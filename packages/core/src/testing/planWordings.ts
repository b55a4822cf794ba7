// The plan reader the wordings tests share (issue 33): over a few covered companies and some only
// listed (a bank, carmakers, a utility), with generated companies and fiscal years as people write them.
import fc from "fast-check";
import { planReaderOver } from "./planReader";

export const COVERED = [
  { symbol: "AAPL", name: "Apple Inc." },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "AMZN", name: "Amazon.com, Inc." },
  { symbol: "LLY", name: "Eli Lilly and Company" },
];
export const LISTED = [
  { symbol: "FIS", name: "Fidelity National Information Services, Inc." },
  { symbol: "BAC", name: "Bank of America Corporation" },
  { symbol: "TSLA", name: "Tesla, Inc." },
  { symbol: "GM", name: "General Motors Company" },
  { symbol: "NI", name: "NiSource Inc." },
  { symbol: "GEHC", name: "GE HealthCare Technologies Inc." },
  { symbol: "F", name: "Ford Motor Company" },
  { symbol: "APD", name: "Air Products and Chemicals, Inc." },
];
export const plan = planReaderOver(COVERED, LISTED);
/** The measures a question is read as, by id. */
export const ids = (question: string, history: string[] = []) =>
  plan(question, history).measures.map((each) => each.id);

export const company = fc.constantFrom("Apple", "Microsoft", "Costco", "Amazon");
const year = fc.integer({ min: 2015, max: 2029 });
/** A fiscal year as screeners write it, with the year it names. */
export const yearForm = year.chain((each) =>
  fc.constantFrom(
    [`FY${String(each).slice(2)}`, each] as const,
    [`fy${each}`, each] as const,
    [`${each}`, each] as const,
    [`'${String(each).slice(2)}`, each] as const,
    [`fiscal ${String(each).slice(2)}`, each] as const,
  ),
);
