// The names of the primary statements as questions write them, and the cues that point to one.
import type { StatementName } from "../../measures";
import { splitWords, wordSet } from "../words";

/** Names written as one hyphenated word ("income-statement lines"): a question's word, whole. */
const HYPHENATED = (names: string) => names.split(" ").map((name) => [name]);

/** The names of the primary statements, as questions write them ("using the cash flow statement"). */
export const STATEMENT_NAMES: ReadonlyArray<readonly [StatementName, ReadonlyArray<ReadonlyArray<string>>]> = [
  [
    "cashFlow",
    [
      "cash flow statement",
      "cash flow statements",
      "cash flows statement",
      "statement of cash flows",
      "statements of cash flows",
      "statement of cash flow",
      "cash flow",
    ]
      .map(splitWords)
      .concat(HYPHENATED("cash-flow-statement")),
  ],
  [
    "balance",
    [
      "balance sheet",
      "balance sheets",
      "statement of financial position",
      "statements of financial position",
      "statement of financial condition",
    ]
      .map(splitWords)
      .concat(HYPHENATED("balance-sheet balance-sheets")),
  ],
  [
    "income",
    [
      "income statement",
      "income statements",
      "statement of operations",
      "statements of operations",
      "statement of income",
      "statements of income",
      "statement of earnings",
      "statements of earnings",
      "profit and loss statement",
      "profit and loss",
      "p&l",
    ]
      .map(splitWords)
      .concat(HYPHENATED("income-statement income-statements")),
  ],
];

/** Words after "cash flow" that make it a measure ("cash flow from operations", "cash flow margin"). */
export const BARE_STATEMENT_NOT_BEFORE = wordSet("from of per margin margins conversion yield generation");

/** Words that say a statement is named ("cash flow" alone is a measure, not a statement). */
export const STATEMENT_CUES = wordSet("using use from on in per");
export const STATEMENT_ARTICLES = wordSet("the its their a");
