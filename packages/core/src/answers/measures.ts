// The measure dictionary (issue 33): every figure the data holds or can derive, with the words
// people use for it and how it is computed. A derived measure names the measures it is computed
// from, so each fact it yields can cite the facts beneath it. Measures the data does not hold are
// listed too, so a question about one is told so instead of answered with something else.

/** `points`: a change of a percentage, in percentage points. */
export type MeasureUnit = "usd" | "percent" | "points" | "ratio" | "perShare" | "count" | "shares" | "text";

export type StatementName = "income" | "balance" | "cashFlow";

export type MarketField =
  | "close"
  | "marketCap"
  | "enterpriseValue"
  | "pe"
  | "evToEbitda"
  | "priceToSales"
  | "priceToBook"
  | "dividendYield"
  | "yearHigh"
  | "yearLow"
  | "priceReturn";

export type ProfileField = "ceo" | "fullTimeEmployees" | "city" | "sector" | "industry" | "exchange" | "website";

export interface SignedTerm {
  readonly sign: 1 | -1;
  readonly id: string;
}

export type MeasureFormula =
  /** A statement line; `absolute` for outflows the statements write as negatives (capex, buybacks). */
  | { readonly kind: "line"; readonly statement: StatementName; readonly field: string; readonly absolute?: boolean }
  /** `of` over `to`, in percent when `percent`; `average` divides by the mean of the start and end balance. */
  | { readonly kind: "ratio"; readonly of: string; readonly to: string; readonly percent: boolean }
  /** A sum of measures, each added or taken away. */
  | { readonly kind: "sum"; readonly terms: ReadonlyArray<SignedTerm> }
  /** A measure the question defines: a sum of measures, over another sum when `denominator` is given. */
  | {
      readonly kind: "expression";
      readonly numerator: ReadonlyArray<SignedTerm>;
      readonly denominator: ReadonlyArray<SignedTerm> | null;
      readonly percent: boolean;
    }
  | { readonly kind: "market"; readonly field: MarketField }
  | { readonly kind: "profile"; readonly field: ProfileField };

export interface MeasureDefinition {
  readonly id: string;
  readonly label: string;
  readonly unit: MeasureUnit;
  readonly formula: MeasureFormula;
  /** The words for it, lower case, as a question writes them. */
  readonly phrases: ReadonlyArray<string>;
  /** A flow summed over a period (revenue), not a balance at its end (cash) or a ratio. */
  readonly flow?: boolean;
}

const line = (statement: StatementName, field: string, absolute = false): MeasureFormula => ({
  kind: "line",
  statement,
  field,
  ...(absolute ? { absolute } : {}),
});
const ratio = (of: string, to: string, percent: boolean): MeasureFormula => ({ kind: "ratio", of, to, percent });
const sum = (...terms: ReadonlyArray<readonly [1 | -1, string]>): MeasureFormula => ({
  kind: "sum",
  terms: terms.map(([sign, id]) => ({ sign, id })),
});

type Entry = readonly [id: string, label: string, unit: MeasureUnit, formula: MeasureFormula, phrases: string];

const usd = (id: string, label: string, formula: MeasureFormula, phrases: string): Entry => [
  id,
  label,
  "usd",
  formula,
  phrases,
];

// Phrases are separated by "|"; each is matched as whole words.
const ENTRIES: ReadonlyArray<Entry> = [
  usd(
    "revenue",
    "revenue",
    line("income", "revenue"),
    "revenue|revenues|rev|sales|net sales|top line|turnover|total revenue|total turnover",
  ),
  usd(
    "costOfRevenue",
    "cost of revenue",
    line("income", "costOfRevenue"),
    "cost of revenue|cost of revenues|cost of sales|cost of goods sold|cogs",
  ),
  usd("grossProfit", "gross profit", line("income", "grossProfit"), "gross profit|gross profits|gp"),
  usd(
    "researchAndDevelopment",
    "R&D",
    line("income", "researchAndDevelopmentExpenses"),
    "r&d|r and d|research and development|research spending|r&d spending|r&d expense|r&d expenses|research",
  ),
  usd(
    "sga",
    "SG&A",
    line("income", "sellingGeneralAndAdministrativeExpenses"),
    "sg&a|sga|selling general and administrative|selling, general and administrative",
  ),
  usd(
    "operatingIncome",
    "operating income",
    line("income", "operatingIncome"),
    "operating income|operating profit|operating profits|ebit|income from operations|operating earnings",
  ),
  usd("interestExpense", "interest expense", line("income", "interestExpense"), "interest expense|interest costs"),
  usd(
    "pretaxIncome",
    "pre-tax income",
    line("income", "incomeBeforeTax"),
    "pre-tax income|pretax income|pre tax income|income before tax|income before taxes|income before income taxes|earnings before tax|earnings before taxes|pre-tax profit|pretax profit|pre tax profit|profit before tax|profit before taxes|profit before taxation|profit before income tax|ebt|pbt|pre-tax earnings|pretax earnings",
  ),
  usd(
    "incomeTax",
    "income tax expense",
    line("income", "incomeTaxExpense"),
    "income tax|income taxes|income tax expense|tax expense|taxes|provision for income taxes",
  ),
  usd(
    "netIncome",
    "net income",
    line("income", "netIncome"),
    "net income|ni|earnings|net earnings|profit|profits|net profit|bottom line|earn|earned|net profits|profit for the year|profit after tax|profit after taxes|profit after taxation|profits after tax|after-tax profit|after tax profit",
  ),
  usd(
    "depreciation",
    "depreciation and amortization",
    line("cashFlow", "depreciationAndAmortization"),
    "depreciation|d&a|d & a|d and a|depreciation and amortization|depreciation & amortization|amortization",
  ),
  usd("ebitda", "EBITDA", sum([1, "operatingIncome"], [1, "depreciation"]), "ebitda"),
  [
    "dilutedShares",
    "diluted shares",
    "shares",
    line("income", "weightedAverageShsOutDil"),
    "diluted shares|share count|shares outstanding|diluted share count|weighted average diluted shares|outstanding shares",
  ],
  [
    "eps",
    "diluted EPS",
    "perShare",
    ratio("netIncome", "dilutedShares", false),
    "eps|earnings per share|earnings/share|diluted eps|earning per share|earn per share|earnings a share|per-share earnings|per share earnings|diluted earnings per share",
  ],
  usd(
    "cash",
    "cash and equivalents",
    line("balance", "cashAndCashEquivalents"),
    "cash|cash and equivalents|cash and cash equivalents|cash position|cash pile",
  ),
  usd(
    "cashAndInvestments",
    "cash and short-term investments",
    line("balance", "cashAndShortTermInvestments"),
    "cash and short-term investments|cash and short term investments|cash and investments",
  ),
  usd("inventory", "inventory", line("balance", "inventory"), "inventory|inventories|inv"),
  usd("totalAssets", "total assets", line("balance", "totalAssets"), "total assets|assets"),
  usd("totalLiabilities", "total liabilities", line("balance", "totalLiabilities"), "total liabilities|liabilities"),
  usd("totalDebt", "total debt", line("balance", "totalDebt"), "total debt|debt|borrowings|debt load"),
  usd(
    "equity",
    "shareholders' equity",
    line("balance", "totalEquity"),
    "shareholders equity|shareholders' equity|stockholders equity|stockholders' equity|shareholder equity|equity|book value|total equity",
  ),
  usd("currentAssets", "current assets", line("balance", "totalCurrentAssets"), "current assets"),
  usd("currentLiabilities", "current liabilities", line("balance", "totalCurrentLiabilities"), "current liabilities"),
  usd("netDebt", "net debt", sum([1, "totalDebt"], [-1, "cashAndInvestments"]), "net debt"),
  usd("netCash", "net cash", sum([1, "cashAndInvestments"], [-1, "totalDebt"]), "net cash"),
  usd("workingCapital", "working capital", sum([1, "currentAssets"], [-1, "currentLiabilities"]), "working capital"),
  usd(
    "operatingCashFlow",
    "operating cash flow",
    line("cashFlow", "operatingCashFlow"),
    "operating cash flow|cash from operations|cash flow from operations|ocf|cash from operating activities|operating cash|" +
      // The cash flow statement's own line, as filings print it.
      "net cash provided by operating activities|cash provided by operating activities|net cash from operating activities|" +
      "net cash provided by operations|cash generated from operations|cash generated by operations",
  ),
  usd(
    "capex",
    "capital expenditure",
    line("cashFlow", "capitalExpenditure", true),
    "capex|cap ex|capital expenditure|capital expenditures|capital spending|capital spend",
  ),
  usd(
    "freeCashFlow",
    "free cash flow",
    line("cashFlow", "freeCashFlow"),
    "free cash flow|fcf|free cashflow|cash flow|cash generation",
  ),
  usd(
    "buybacks",
    "buybacks",
    line("cashFlow", "commonStockRepurchased", true),
    "buybacks|buyback|share buybacks|stock buybacks|share repurchases|stock repurchases|repurchases|repurchased|repurchase|buy back|bought back|buy backs|repurchasing|buying back",
  ),
  usd(
    "shareholderReturns",
    "dividends and buybacks",
    sum([1, "dividends"], [1, "buybacks"]),
    "shareholder returns|returned to shareholders|return to shareholders|returns to shareholders|capital returned|capital returns|returned to investors|cash returned",
  ),
  usd(
    "dividends",
    "dividends paid",
    line("cashFlow", "commonDividendsPaid", true),
    "dividends|dividend|dividends paid|dividend payments|pay out|paid out|divs|divs paid|divvies",
  ),
  usd(
    "stockCompensation",
    "stock-based compensation",
    line("cashFlow", "stockBasedCompensation"),
    "stock-based compensation|stock based compensation|sbc|stock comp|share-based compensation|share based compensation|stock compensation",
  ),
  [
    "grossMargin",
    "gross margin",
    "percent",
    ratio("grossProfit", "revenue", true),
    "gross margin|gross margins|gm|gross margin %|gross profit margin",
  ],
  [
    "operatingMargin",
    "operating margin",
    "percent",
    ratio("operatingIncome", "revenue", true),
    "operating margin|operating margins|ebit margin|operating profit margin|opm|op margin|op margins|oper margin|operating margin %",
  ],
  [
    "netMargin",
    "net margin",
    "percent",
    ratio("netIncome", "revenue", true),
    "net margin|net margins|profit margin|profit margins|net profit margin|nm|net income margin|ni margin",
  ],
  ["ebitdaMargin", "EBITDA margin", "percent", ratio("ebitda", "revenue", true), "ebitda margin"],
  [
    "fcfMargin",
    "free cash flow margin",
    "percent",
    ratio("freeCashFlow", "revenue", true),
    "fcf margin|free cash flow margin",
  ],
  ["taxRate", "effective tax rate", "percent", ratio("incomeTax", "pretaxIncome", true), "tax rate|effective tax rate"],
  ["roe", "return on equity", "percent", ratio("netIncome", "equity", true), "roe|return on equity"],
  ["roa", "return on assets", "percent", ratio("netIncome", "totalAssets", true), "roa|return on assets"],
  [
    "debtToEquity",
    "debt-to-equity",
    "ratio",
    ratio("totalDebt", "equity", false),
    "debt to equity|debt-to-equity|debt/equity|d/e|leverage",
  ],
  ["debtToEbitda", "debt to EBITDA", "ratio", ratio("totalDebt", "ebitda", false), "debt to ebitda|debt/ebitda"],
  ["currentRatio", "current ratio", "ratio", ratio("currentAssets", "currentLiabilities", false), "current ratio"],
  [
    "interestCoverage",
    "interest coverage",
    "ratio",
    ratio("operatingIncome", "interestExpense", false),
    "interest coverage|times interest earned",
  ],
  [
    "fcfConversion",
    "free cash flow conversion",
    "percent",
    ratio("freeCashFlow", "netIncome", true),
    "fcf conversion|free cash flow conversion",
  ],
  ["cashConversion", "cash conversion", "percent", ratio("operatingCashFlow", "netIncome", true), "cash conversion"],
  ["payoutRatio", "payout ratio", "percent", ratio("dividends", "netIncome", true), "payout ratio|dividend payout"],
  [
    "researchShare",
    "R&D as a share of revenue",
    "percent",
    ratio("researchAndDevelopment", "revenue", true),
    "r&d intensity|research intensity",
  ],
  [
    "close",
    "share price",
    "perShare",
    { kind: "market", field: "close" },
    "share price|stock price|price|close|closing price|last close",
  ],
  [
    "marketCap",
    "market capitalisation",
    "usd",
    { kind: "market", field: "marketCap" },
    "market cap|market capitalization|market capitalisation|market value|worth on the stock market|" +
      "stock market value|valued on the stock market|stock market valuation|valued at by the market|market valuation",
  ],
  ["enterpriseValue", "enterprise value", "usd", { kind: "market", field: "enterpriseValue" }, "enterprise value|ev"],
  [
    "pe",
    "price to earnings",
    "ratio",
    { kind: "market", field: "pe" },
    "p/e|pe|pe ratio|p/e ratio|price to earnings|price-to-earnings|earnings multiple",
  ],
  [
    "evToEbitda",
    "EV/EBITDA",
    "ratio",
    { kind: "market", field: "evToEbitda" },
    "ev/ebitda|ev to ebitda|enterprise value to ebitda",
  ],
  [
    "priceToSales",
    "price to sales",
    "ratio",
    { kind: "market", field: "priceToSales" },
    "p/s|price to sales|price-to-sales",
  ],
  [
    "priceToBook",
    "price to book",
    "ratio",
    { kind: "market", field: "priceToBook" },
    "p/b|price to book|price-to-book",
  ],
  ["dividendYield", "dividend yield", "percent", { kind: "market", field: "dividendYield" }, "dividend yield|yield"],
  [
    "yearHigh",
    "52-week high",
    "perShare",
    { kind: "market", field: "yearHigh" },
    "52-week high|52 week high|year high|52-week range|52 week range|high and low",
  ],
  ["yearLow", "52-week low", "perShare", { kind: "market", field: "yearLow" }, "52-week low|52 week low|year low"],
  [
    "priceReturn",
    "share price change",
    "percent",
    { kind: "market", field: "priceReturn" },
    "stock performance|share price change|price change|stock price change|share price return|price return|stock return|return|returns|performance|perform|performed|stock do|stock did|shares do|shares did",
  ],
  [
    "ceo",
    "chief executive",
    "text",
    { kind: "profile", field: "ceo" },
    "ceo|chief executive|chief executive officer|who runs|who leads|who heads|who is in charge|boss|who is running|who running|running the company|who in charge|in charge of|who manages|the head of|top executive|top exec|top boss|chief exec|at the helm|head honcho",
  ],
  [
    "employees",
    "employees",
    "count",
    { kind: "profile", field: "fullTimeEmployees" },
    "employees|headcount|people work|people working|people employed|people does|head count|staff|workforce|employ|employs|workers|employee count",
  ],
  [
    "headquarters",
    "headquarters",
    "text",
    { kind: "profile", field: "city" },
    "headquarters|headquartered|hq|based|located|head office",
  ],
  ["sector", "sector", "text", { kind: "profile", field: "sector" }, "sector"],
  ["industry", "industry", "text", { kind: "profile", field: "industry" }, "industry"],
];

export const MEASURES: ReadonlyArray<MeasureDefinition> = ENTRIES.map(([id, label, unit, formula, phrases]) => ({
  id,
  label,
  unit,
  formula,
  phrases: phrases.split("|"),
  ...(formula.kind === "line" && formula.statement !== "balance" ? { flow: true } : {}),
}));

export const MEASURE_BY_ID: ReadonlyMap<string, MeasureDefinition> = new Map(
  MEASURES.map((measure) => [measure.id, measure]),
);

/**
 * Figures investors ask for that the data does not hold (operating statistics, ownership, bank
 * capital): a question naming one is told so, not answered with a neighbouring figure.
 */
export const ABSENT_PHRASES: ReadonlyArray<string> = [
  "market share",
  "short interest",
  "comparable sales",
  "comparable store sales",
  "comps",
  "same-store sales",
  "same store sales",
  "subscribers",
  "subscriptions",
  "customers",
  "users",
  "active users",
  "stores",
  "restaurants",
  "warehouses",
  "locations",
  "branches",
  "backlog",
  "order book",
  "cet1",
  "tier 1",
  "capital ratio",
  "net interest margin",
  "net interest income",
  "insurance float",
  "loan book",
  "deposits",
  "medical care ratio",
  "medical loss ratio",
  "loss ratio",
  "combined ratio",
  "payments volume",
  "transaction volume",
  "barrels",
  "production volume",
  "units sold",
  "unit sales",
  "insider ownership",
  "institutional ownership",
  "ownership",
  "stake",
  "credit rating",
  "analyst rating",
  "analyst ratings",
  "esg",
  "esg score",
  "esg rating",
  "sustainability score",
  "carbon emissions",
  "emissions",
  // Options and ownership, which the data never holds.
  "options chain",
  "option chain",
  "options chains",
  "options activity",
  "options volume",
  "option prices",
  "options prices",
  "call options",
  "put options",
  "open interest",
  "implied volatility",
  "implied vol",
  "put/call ratio",
  // Pay and insiders' dealings, which no statement holds.
  "ceo pay",
  "ceo paid",
  "ceo compensation",
  "ceo salary",
  "executive pay",
  "executive compensation",
  "pay package",
  "compensation package",
  "salary",
  "salaries",
  "bonus",
  "selling shares",
  "selling stock",
  "sold shares",
  "dumping shares",
  "insider trades",
  "insider trading",
  "insider buying",
  "insider selling",
  "insider sales",
  "insider purchases",
  "insider transactions",
  "insider activity",
  "insiders",
  "institutional holders",
  "institutional holdings",
  "institutional investors",
  "top holders",
  "largest holders",
  "largest shareholders",
  "biggest shareholders",
  "major shareholders",
  "top shareholders",
  "13f",
  // Operating statistics other than the statements.
  "subscriber count",
  "subscriber numbers",
  "paid subscribers",
  "paid memberships",
  "memberships",
  "daily active users",
  "monthly active users",
  "mau",
  "dau",
  "maus",
  "daus",
  "daily active people",
  "net adds",
  "paid net adds",
  "trips",
  "gross bookings",
  "nights booked",
  "gmv",
  "gross merchandise volume",
  "assets under management",
  "aum",
  "remaining performance obligations",
  "rpo",
  "annual recurring revenue",
  "arr",
  "net revenue retention",
  "net retention",
  "installed base",
  "renewal rate",
  "scope 1",
  "carbon footprint",
  "sustainability rating",
  "arpu",
  "churn",
  "deliveries",
  "vehicle deliveries",
  "shipments",
  "same store",
  // Views of the future: analysts' and the company's own.
  "price target",
  "price targets",
  "target price",
  "analyst target",
  "consensus",
  "consensus estimate",
  "guidance",
  "intraday chart",
];
