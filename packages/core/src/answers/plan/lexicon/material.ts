// What a question asks of a company's material rather than its figures (its risks, its moat, its
// valuation, its filings and news, the user's own notes), as words and phrases; the measures a
// valuation question is answered with. Rows are tried in order: the first whose words the
// question holds names the material.
import type { MaterialAsked } from "../../answerTypes";
import { wordSet } from "../words";

export interface MaterialRow {
  readonly material: Exclude<MaterialAsked, "search">;
  /** Words, lower case as `questionWords` writes them, space-separated. */
  readonly words: string;
  /** Phrases read only whole, `|`-separated. */
  readonly phrases?: string;
  /** Word stems: a word that starts with one of them ("vulnerab" → vulnerable, vulnerability). */
  readonly stems?: string;
  /** Words after which the row's words name a period, not the material ("its most recent year"). */
  readonly notBefore?: string;
}

export const MATERIAL_ROWS: ReadonlyArray<MaterialRow> = [
  {
    material: "own",
    words: "uploaded",
    phrases:
      "my notes|my note|my own notes|my pdf|my pdfs|my own pdfs|my document|my documents|my file|my files|" +
      "my upload|my uploads|my highlights|my highlight|i wrote|i saved",
  },
  {
    material: "moat",
    words: "moat moats",
    phrases:
      "competitive advantage|competitive advantages|competitive edge|competitive edges|competitive position|" +
      "competitive positions|7 powers|seven powers|durable advantage|durable advantages",
  },
  {
    material: "risks",
    words: "risk risks threat threats headwind headwinds danger dangers",
    phrases: "what could go wrong",
    stems: "vulnerab",
  },
  {
    material: "valuation",
    words: "valuation valued overvalued undervalued expensive cheap p/e pe multiple multiples dcf worth",
  },
  {
    material: "filings",
    words: "filing filings sec",
    phrases: "annual report|10 k|10 q|8 k",
  },
  {
    material: "news",
    words: "news headline headlines latest recent recently",
    phrases: "what happened",
    stems: "announce",
    notBefore:
      "year years yr yrs quarter quarters qtr fiscal fy period periods twelve 12 close figure figures number numbers",
  },
];

/** The material kinds the plan reads from the question's words. */
export const MATERIAL_INTENTS: ReadonlySet<string> = new Set(MATERIAL_ROWS.map((row) => row.material));

/** Material answered by quoting the company's own sources (filings, news, evidence), not by a figure. */
export const QUOTED_MATERIAL: ReadonlySet<MaterialAsked> = new Set(["risks", "moat", "news", "filings"]);

/**
 * Material asked beside a figure is its own part of the answer ("Apple's net margin and its main
 * risks"); news and filings words beside a figure name its period or source ("latest revenue").
 */
export const MATERIAL_BESIDE_FIGURES: ReadonlySet<MaterialAsked> = new Set(["risks", "moat"]);

/**
 * The verb that asks about a filing as an event ("when did Costco file its 10-Q"): the filing is then
 * its own part of the answer, beside any figure asked with it, not only the figure's source.
 */
export const FILING_EVENT_WORDS = wordSet("file");

/** Words that rank or weigh a company's material ("its main risks", "the biggest threats"). */
export const MATERIAL_QUALIFIERS =
  "main key biggest big major principal primary top chief most important significant greatest largest";

export const VALUATION_MEASURES = ["pe", "priceToSales", "priceToBook", "evToEbitda", "dividendYield"];

/**
 * Words that ask about how a company is doing without naming a measure the dictionary holds
 * ("is Lululemon growing", "its profitability"): a capitalised name beside them is a company asked
 * about, said when it is outside the data.
 */
export const COMPANY_TOPIC_WORDS = new Set(
  (
    "revenue revenues sales grow grows growth grown growing grew margin margins profit profits profitable " +
    "profitability earnings cash debt leverage liquidity capex buyback buybacks dividend dividends " +
    "repurchase repurchases reinvest reinvests reinvestment reinvesting compare compared compares comparison " +
    "vs versus against"
  ).split(" "),
);
