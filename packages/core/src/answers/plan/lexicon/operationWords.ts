// Words of the operation asked: growth, CAGR, totals, trends, rankings.

/** Words asking a compound annual rate ("CAGR", "annualized"). */
export const CAGR_WORDS: ReadonlyArray<string> = [
  "cagr",
  "compound",
  "compounded",
  "annualized",
  "annualised",
  "annualized",
];

/** Words asking how a figure changed ("grew", "declined", "swung"). */
export const GROWTH_WORDS: ReadonlyArray<string> = [
  "grow",
  "growth",
  "grew",
  "growing",
  "grown",
  "increase",
  "increased",
  "rise",
  "rose",
  "risen",
  "change",
  "changed",
  "expand",
  "expanded",
  "decline",
  "declined",
  "fall",
  "fell",
  "shrink",
  "shrank",
  "swing",
  "swung",
  // A change said as a move: "what's the % jump", "how much did it climb".
  "jump",
  "jumped",
  "leap",
  "leapt",
  "surge",
  "surged",
  "climb",
  "climbed",
  "drop",
  "dropped",
  "plunge",
  "plunged",
  "soar",
  "soared",
  "gain",
  "gained",
];

/** Words asking a sum over the years ("total", "cumulative", "combined"). */
export const TOTAL_WORDS: ReadonlyArray<string> = [
  "total",
  "cumulative",
  "cumulatively",
  "altogether",
  "sum",
  "combined",
  "overall",
];

/** Words asking a figure year by year ("trend", "history"). */
export const TREND_WORDS: ReadonlyArray<string> = [
  "trend",
  "trends",
  "history",
  "historical",
  "trajectory",
  "shift",
  "shifted",
  "shifts",
  "shifting",
  "evolve",
  "evolved",
  "evolution",
];

/** Words asking a ranking of companies ("highest", "top", "leader"). */
export const SUPERLATIVE_WORDS: ReadonlyArray<string> = [
  "rank",
  "ranking",
  "highest",
  "lowest",
  "largest",
  "biggest",
  "smallest",
  "most",
  "least",
  "top",
  "best",
  "worst",
  "leader",
  "leads",
];
