// What the unseen question sets' exams share (issue 44): a conversation as one text, the one item
// a check expects, a question's subject, and the sample data a gap is checked against.
import { expect } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { sampleNews } from "../../areas/market/sample/sampleNews";
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import { profileOf } from "./sampleFigures";
import { latestRisks } from "./unseen44Figures";

/** A question with its earlier turns, as one text: a set asks each conversation once. */
export const conversation = (item: { question: string; earlier?: ReadonlyArray<string> }) =>
  [...(item.earlier ?? []), item.question].join(" / ");

/** The one item a check expects among `items`, failing with `what` when there is not exactly one. */
export const only = <T>(items: ReadonlyArray<T>, what: string): T => {
  expect(items.length, what).toBe(1);
  return items[0] as T;
};

/** The company a question is first about. */
export const subjectOf = (item: { about: ReadonlyArray<string> }) => item.about[0] ?? "";

export const statementsOf = (symbol: string, kind: "annual" | "quarter") => {
  const set = sampleStatements(symbol, profileOf(symbol).cik, kind);
  if (!set) throw new Error(`no ${kind} statements for ${symbol}`);
  return set;
};

/**
 * Every word the data holds about a company: its profile, its risk factors, its statement line
 * names, its filings (form types and excerpts) and its news (titles and texts).
 */
export const wordsAbout = (symbol: string) => {
  const { description, industry, sector } = profileOf(symbol);
  const lines = ["income", "balance", "cashFlow"] as const;
  const lineNames = lines.flatMap((statement) => Object.keys(statementsOf(symbol, "annual")[statement][0] ?? {}));
  const filings = (sampleFilings(symbol) ?? []).flatMap((filing) => [filing.formType, filing.excerpt ?? ""]);
  const news = (sampleNews(symbol) ?? []).flatMap((item) => [item.title, item.text]);
  return [description, industry, sector, ...latestRisks(symbol), ...lineNames, ...filings, ...news]
    .join(" ")
    .toLowerCase();
};

export const barsOf = (symbol: string) => samplePriceBars(symbol) ?? [];
