// Words of a research report's questions that one thing answers (issue 22): the company's peers,
// its chief executive, its latest quarter, a margin's trend, its debt, the risks its filings name,
// its largest cost; and words that make a question unfit for a report. A phrase ending in "*" is a
// stem: "compet*" is "compete", "competitors", "competition".

/** Words asking about the company's peers. */
export const PEER_WORDS: ReadonlyArray<string> = ["compet*", "rival", "rivals", "peer", "peers"];
/** Words asking where the company ranks among its peers. */
export const RANK_WORDS: ReadonlyArray<string> = ["rank", "ranks", "against"];
/** Words asking who leads the company. */
export const LEADER_WORDS: ReadonlyArray<string> = ["leads", "chief executive", "ceo"];
/** Words asking about the latest quarter. */
export const QUARTER_WORDS: ReadonlyArray<string> = ["quarter", "quarterly"];
/** Words asking which margin moved most: answered with the margin the question names, every year. */
export const MARGIN_TREND_WORDS: ReadonlyArray<string> = ["fastest-moving margin"];
/** The margins such a question may name, in the order they are looked for (as written, anywhere). */
export const MARGIN_NAMES: ReadonlyArray<string> = ["gross margin", "operating margin", "net margin"];
/** Words asking about the company's debt. */
export const DEBT_WORDS: ReadonlyArray<string> = ["debt"];
/** Words asking about risks, and words asking which the filings name most. */
export const RISK_WORDS: ReadonlyArray<string> = ["risk", "risks"];
export const NAMED_OFTEN_WORDS: ReadonlyArray<string> = ["name", "names", "named", "often", "most"];
/** Words asking about the company's largest cost. */
export const LARGEST_COST_WORDS: ReadonlyArray<string> = ["largest cost", "biggest cost"];

/** Words that paste a filing's form line into a question: a report question names no item. */
export const FILING_FORM_WORDS: ReadonlyArray<string> = ["form 10-k", "form 10-q", "(sample excerpt)"];
/** Words that make (simulated) prices a question's subject. */
export const PRICE_SUBJECT_WORDS: ReadonlyArray<string> = [
  "share price",
  "stock price",
  "price move*",
  "price change*",
  "closed at",
  "closing price",
  "simulated",
  "illustrative",
  "stock performance",
];
