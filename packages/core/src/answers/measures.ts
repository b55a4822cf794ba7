// The measure dictionary (issue 33): every figure the data holds or can derive, with the words
// people use for it and how it is computed. A derived measure names the measures it is computed
// from, so each fact it yields can cite the facts beneath it. Measures the data does not hold are
// listed too, so a question about one is told so instead of answered with something else.

import { DAYS_IN_YEAR } from "../domain/constants";

/** `points`: a change of a percentage, in percentage points. */
export type MeasureUnit = "usd" | "percent" | "points" | "ratio" | "perShare" | "count" | "shares" | "days" | "text";

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
  | "priceReturn"
  | "highestClose"
  | "lowestClose"
  | "averageClose"
  | "drawdown";

export type ProfileField = "ceo" | "fullTimeEmployees" | "city" | "sector" | "industry" | "exchange" | "website";

export interface SignedTerm {
  readonly sign: 1 | -1;
  readonly id: string;
  /**
   * The mean of the balance at the period's end and at the end of the period before ("average
   * inventory between FY2022 and FY2023"), as a turnover or a return on a balance is defined.
   */
  readonly average?: true;
  /**
   * What is left of the measure after a rate is taken from it: the measure × (1 − the rate), as
   * NOPAT is operating income × (1 − the effective tax rate). The rate is a measure in percent or
   * a ratio of two lines.
   */
  readonly afterRate?: string;
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
      /** A factor the quotient is multiplied by: the days in a year for days outstanding. */
      readonly times?: number;
    }
  | { readonly kind: "market"; readonly field: MarketField }
  | { readonly kind: "profile"; readonly field: ProfileField };

/** The measures a formula is built on: a ratio's two, a sum's or an expression's terms, and a rate taken from a term. */
export function formulaTerms(formula: MeasureFormula): SignedTerm[] {
  const withRates = (terms: ReadonlyArray<SignedTerm>) =>
    terms.flatMap((term): SignedTerm[] => (term.afterRate ? [term, { sign: 1, id: term.afterRate }] : [term]));
  switch (formula.kind) {
    case "ratio":
      return [
        { sign: 1, id: formula.of },
        { sign: 1, id: formula.to },
      ];
    case "sum":
      return withRates(formula.terms);
    case "expression":
      return withRates([...formula.numerator, ...(formula.denominator ?? [])]);
    default:
      return [];
  }
}

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

/**
 * A balance over a year's flow, on the mean of its opening and closing balances (issue 44): days
 * outstanding (`days`: times the days in a year) or a turnover (the flow over the balance).
 */
const averaged = (id: string) => [{ sign: 1 as const, id, average: true as const }];
const daysOf = (balance: string, flow: string): Figure => ({
  unit: "days",
  formula: {
    kind: "expression",
    numerator: averaged(balance),
    denominator: [{ sign: 1, id: flow }],
    percent: false,
    times: DAYS_IN_YEAR,
  },
});
const turnoverOf = (flow: string, balance: string): Figure => ({
  unit: "ratio",
  formula: { kind: "expression", numerator: [{ sign: 1, id: flow }], denominator: averaged(balance), percent: false },
});

/** A flow after a rate is taken from it: `flow` × (1 − `rate`). */
const afterRate = (flow: string, rate: string): MeasureFormula => ({
  kind: "sum",
  terms: [{ sign: 1, id: flow, afterRate: rate }],
});

/** A measure's unit with its formula: one builder per kind of figure, so a row of the table is one line of facts. */
interface Figure {
  readonly unit: MeasureUnit;
  readonly formula: MeasureFormula;
}

const figure = (unit: MeasureUnit, formula: MeasureFormula): Figure => ({ unit, formula });
const usd = (formula: MeasureFormula) => figure("usd", formula);
const percentOf = (of: string, to: string) => figure("percent", ratio(of, to, true));
const timesOf = (of: string, to: string) => figure("ratio", ratio(of, to, false));
/** The share of `whole` left after `paid`: (whole − paid) / whole, in percent. */
const retainedShare = (whole: string, paid: string): Figure => ({
  unit: "percent",
  formula: {
    kind: "expression",
    numerator: [
      { sign: 1, id: whole },
      { sign: -1, id: paid },
    ],
    denominator: [{ sign: 1, id: whole }],
    percent: true,
  },
});
const market = (field: MarketField, unit: MeasureUnit) => figure(unit, { kind: "market", field });
const profile = (field: ProfileField, unit: MeasureUnit) => figure(unit, { kind: "profile", field });

/** One measure: its id, its label, what it is and how it is computed, and the phrases for it, separated by "|". */
type Row = readonly [id: string, label: string, figure: Figure, phrases: string];

// Each phrase is matched as whole words; the order of the rows breaks ties between phrases of one length.
// biome-ignore format: one measure a line, so the table reads as rows
const TABLE: ReadonlyArray<Row> = [
  ["revenue", "revenue", usd(line("income", "revenue")), "revenue|revenues|rev|sales|net sales|net revenue|net revenues|top line|turnover|total revenue|total turnover"],
  ["costOfRevenue", "cost of revenue", usd(line("income", "costOfRevenue")), "cost of revenue|cost of revenues|cost of sales|cost of goods sold|cogs"],
  ["grossProfit", "gross profit", usd(line("income", "grossProfit")), "gross profit|gross profits|gp"],
  ["researchAndDevelopment", "R&D", usd(line("income", "researchAndDevelopmentExpenses")), "r&d|r and d|research and development|research spending|r&d spending|r&d expense|r&d expenses|research"],
  ["sga", "SG&A", usd(line("income", "sellingGeneralAndAdministrativeExpenses")), "sg&a|sga|selling general and administrative|selling, general and administrative"],
  ["operatingIncome", "operating income", usd(line("income", "operatingIncome")), "operating income|op income|op inc|op profit|operating profit|operating profits|ebit|income from operations|operating earnings|earn from operations|earned from operations|earns from operations|make from operations|made from operations|makes from operations|profit from operations|profits from operations"],
  ["interestExpense", "interest expense", usd(line("income", "interestExpense")), "interest expense|interest costs"],
  ["pretaxIncome", "pre-tax income", usd(line("income", "incomeBeforeTax")), "pre-tax income|pretax income|pre tax income|income before tax|income before taxes|income before income taxes|earnings before tax|earnings before taxes|pre-tax profit|pretax profit|pre tax profit|profit before tax|profit before taxes|profit before taxation|profit before income tax|ebt|pbt|pre-tax earnings|pretax earnings"],
  ["incomeTax", "income tax expense", usd(line("income", "incomeTaxExpense")), "income tax|income taxes|income tax expense|tax expense|taxes|provision for income taxes"],
  ["netIncome", "net income", usd(line("income", "netIncome")), "net income|ni|earnings|net earnings|profit|profits|net profit|bottom line|earn|earned|net profits|profit for the year|profit after tax|profit after taxes|profit after taxation|profits after tax|after-tax profit|after tax profit"],
  ["depreciation", "depreciation and amortization", usd(line("cashFlow", "depreciationAndAmortization")), "depreciation|d&a|d & a|d and a|depreciation and amortization|depreciation & amortization|amortization"],
  ["ebitda", "EBITDA", usd(sum([1, "operatingIncome"], [1, "depreciation"])), "ebitda"],
  ["dilutedShares", "diluted shares", figure("shares", line("income", "weightedAverageShsOutDil")), "diluted shares|share count|shares outstanding|diluted share count|weighted average diluted shares|outstanding shares"],
  ["eps", "diluted EPS", figure("perShare", ratio("netIncome", "dilutedShares", false)), "eps|earnings per share|earnings/share|diluted eps|earning per share|earn per share|earnings a share|per-share earnings|per share earnings|diluted earnings per share"],
  ["cash", "cash and equivalents", usd(line("balance", "cashAndCashEquivalents")), "cash|cash and equivalents|cash and cash equivalents|cash position|cash pile"],
  ["cashAndInvestments", "cash and short-term investments", usd(line("balance", "cashAndShortTermInvestments")), "cash and short-term investments|cash and short term investments|cash and investments|cash st investments|cash and st investments|cash plus short-term investments|cash cash equivalents and short-term investments|cash and marketable securities"],
  ["inventory", "inventory", usd(line("balance", "inventory")), "inventory|inventories|inv"],
  ["receivables", "accounts receivable", usd(line("balance", "netReceivables")), "receivables|accounts receivable|receivable|trade receivables|net receivables|a/r"],
  ["accountsPayable", "accounts payable", usd(line("balance", "accountPayables")), "payables|accounts payable|payable|trade payables|a/p"],
  ["netPpe", "net property, plant and equipment", usd(line("balance", "propertyPlantEquipmentNet")), "net pp&e|pp&e|net property, plant and equipment|property, plant and equipment|property plant and equipment|fixed assets"],
  ["goodwillAndIntangibles", "goodwill and intangible assets", usd(line("balance", "goodwill")), "goodwill|goodwill and intangibles|goodwill and intangible assets|goodwill and other intangibles|goodwill and other intangible assets|intangibles|intangible assets|goodwill + intangibles|goodwill & intangibles"],
  ["tangibleBookValue", "tangible book value", usd(sum([1, "equity"], [-1, "goodwillAndIntangibles"])), "tangible book value|tangible book|tangible equity|tangible common equity|tbv|tce|tangible net worth"],
  ["totalAssets", "total assets", usd(line("balance", "totalAssets")), "total assets|assets"],
  ["totalLiabilities", "total liabilities", usd(line("balance", "totalLiabilities")), "total liabilities|liabilities"],
  ["totalDebt", "total debt", usd(line("balance", "totalDebt")), "total debt|debt|borrowings|debt load|owe|owes|owed"],
  ["equity", "shareholders' equity", usd(line("balance", "totalEquity")), "shareholders equity|shareholders' equity|stockholders equity|stockholders' equity|shareholder equity|equity|book value|total equity|stockholders deficit|stockholders' deficit|shareholders deficit|shareholders' deficit|total deficit|total shareholders deficit|total stockholders deficit"],
  ["currentAssets", "current assets", usd(line("balance", "totalCurrentAssets")), "current assets"],
  ["currentLiabilities", "current liabilities", usd(line("balance", "totalCurrentLiabilities")), "current liabilities|current liabs|current liab"],
  ["netDebt", "net debt", usd(sum([1, "totalDebt"], [-1, "cashAndInvestments"])), "net debt"],
  ["netCash", "net cash", usd(sum([1, "cashAndInvestments"], [-1, "totalDebt"])), "net cash"],
  ["workingCapital", "working capital", usd(sum([1, "currentAssets"], [-1, "currentLiabilities"])), "working capital"],
  ["operatingCashFlow", "operating cash flow", usd(line("cashFlow", "operatingCashFlow")), "operating cash flow|cash from operations|cash flow from operations|ocf|cash from operating activities|operating cash|net cash provided by operating activities|cash provided by operating activities|net cash from operating activities|net cash provided by operations|cash generated from operations|cash generated by operations"],
  ["capex", "capital expenditure", usd(line("cashFlow", "capitalExpenditure", true)), "capex|cap ex|capital expenditure|capital expenditures|capital spending|capital spend"],
  ["freeCashFlow", "free cash flow", usd(line("cashFlow", "freeCashFlow")), "free cash flow|fcf|free cashflow|free cash|cash flow|cash generation"],
  ["buybacks", "buybacks", usd(line("cashFlow", "commonStockRepurchased", true)), "buybacks|buyback|share buybacks|stock buybacks|share repurchases|stock repurchases|repurchases|repurchased|repurchase|buy back|bought back|buy backs|repurchasing|buying back"],
  ["shareholderReturns", "dividends and buybacks", usd(sum([1, "dividends"], [1, "buybacks"])), "shareholder returns|returned to shareholders|return to shareholders|returns to shareholders|capital returned|capital returns|returned to investors|cash returned"],
  ["dividends", "dividends paid", usd(line("cashFlow", "commonDividendsPaid", true)), "dividends|dividend|dividends paid|dividend payments|pay out|paid out|divs|divs paid|divvies"],
  ["stockCompensation", "stock-based compensation", usd(line("cashFlow", "stockBasedCompensation")), "stock-based compensation|stock based compensation|sbc|stock comp|share-based compensation|share based compensation|stock compensation|stock-based comp|stock based comp|share-based comp|share based comp|equity compensation"],
  ["grossMargin", "gross margin", percentOf("grossProfit", "revenue"), "gross margin|gross margins|gm|gross margin %|gross profit margin"],
  ["operatingMargin", "operating margin", percentOf("operatingIncome", "revenue"), "operating margin|operating margins|ebit margin|operating profit margin|opm|op margin|op margins|oper margin|operating margin %"],
  ["netMargin", "net margin", percentOf("netIncome", "revenue"), "net margin|net margins|profit margin|profit margins|net profit margin|nm|net income margin|ni margin"],
  ["ebitdaMargin", "EBITDA margin", percentOf("ebitda", "revenue"), "ebitda margin"],
  ["fcfMargin", "free cash flow margin", percentOf("freeCashFlow", "revenue"), "fcf margin|free cash flow margin"],
  ["taxRate", "effective tax rate", percentOf("incomeTax", "pretaxIncome"), "tax rate|effective tax rate"],
  ["roe", "return on equity", percentOf("netIncome", "equity"), "roe|return on equity"],
  ["nopat", "NOPAT (operating income × (1 − effective tax rate))", usd(afterRate("operatingIncome", "taxRate")), "nopat|noplat|net operating profit after tax|net operating profit after taxes|net operating profits after tax|operating profit after tax|operating profit after taxes|after-tax operating income|after tax operating income|after-tax operating profit|after tax operating profit|operating income after tax|operating income after taxes"],
  ["investedCapital", "invested capital (total debt + equity)", usd(sum([1, "totalDebt"], [1, "equity"])), "invested capital|total invested capital|capital invested"],
  ["roic", "return on invested capital (NOPAT over total debt + equity)", percentOf("nopat", "investedCapital"), "roic|return on invested capital|return on capital invested|return on total capital|return on capital"],
  ["roa", "return on assets", percentOf("netIncome", "totalAssets"), "roa|return on assets"],
  ["debtToEquity", "debt-to-equity", timesOf("totalDebt", "equity"), "debt to equity|debt-to-equity|debt/equity|d/e|leverage"],
  ["debtToEbitda", "debt to EBITDA", timesOf("totalDebt", "ebitda"), "debt to ebitda|debt/ebitda"],
  ["currentRatio", "current ratio", timesOf("currentAssets", "currentLiabilities"), "current ratio"],
  // Capital intensity (issue 45): what a business spends on, and holds in, its plant, against its sales and its assets.
  ["capexToRevenue", "capital expenditure as a share of revenue", percentOf("capex", "revenue"), "capex intensity|capex to revenue ratio"],
  ["ppeToAssets", "net PP&E as a share of total assets", percentOf("netPpe", "totalAssets"), "pp&e to total assets|pp&e to assets|fixed assets to total assets"],
  // Current assets that turn into cash soonest: all but inventory, over current liabilities.
  ["quickRatio", "quick ratio ((current assets − inventory) ÷ current liabilities)", figure("ratio", { kind: "expression", numerator: [{ sign: 1, id: "currentAssets" }, { sign: -1, id: "inventory" }], denominator: [{ sign: 1, id: "currentLiabilities" }], percent: false }), "quick ratio|acid test|acid-test ratio|acid test ratio"],
  ["interestCoverage", "interest coverage", timesOf("operatingIncome", "interestExpense"), "interest coverage|times interest earned"],
  // What a year's free cash flow returns on the company's price today: the inverse of price to FCF.
  ["fcfYield", "free cash flow yield (free cash flow over market capitalisation)", percentOf("freeCashFlow", "marketCap"), "fcf yield|free cash flow yield|free-cash-flow yield|fcf-yield"],
  ["fcfConversion", "free cash flow conversion", percentOf("freeCashFlow", "netIncome"), "fcf conversion|free cash flow conversion"],
  ["cashConversion", "cash conversion", percentOf("operatingCashFlow", "netIncome"), "cash conversion"],
  ["payoutRatio", "payout ratio", percentOf("dividends", "netIncome"), "payout ratio|dividend payout"],
  // The share of earnings kept: 1 − payout, i.e. (net income − dividends) / net income.
  ["retentionRatio", "retention ratio", retainedShare("netIncome", "dividends"), "retention ratio|earnings retention|retention rate|plowback ratio|ploughback ratio|plowback|ploughback"],
  ["researchShare", "R&D as a share of revenue", percentOf("researchAndDevelopment", "revenue"), "r&d intensity|research intensity"],
  ["daysSalesOutstanding", "days sales outstanding (on average receivables)", daysOf("receivables", "revenue"), "days sales outstanding|dso|days of sales|days of receivables|receivable days|receivables days|days receivable|days receivables|days of sales outstanding|days in receivables|collection period|average collection period|take to collect|takes to collect|days to collect|time to collect|long to collect|need to collect"],
  ["daysInventory", "days inventory outstanding (on average inventory)", daysOf("inventory", "costOfRevenue"), "days inventory outstanding|dio|days of inventory|inventory days|days in inventory|days inventory|days of stock|days sales of inventory|dsi"],
  ["daysPayable", "days payable outstanding (on average payables)", daysOf("accountsPayable", "costOfRevenue"), "days payable outstanding|dpo|days payable|days of payables|payable days|payables days|days payables"],
  // Days a dollar spends between paying suppliers and collecting from customers: DSO + DIO − DPO, each on average balances.
  ["cashConversionCycle", "cash conversion cycle", figure("days", sum([1, "daysSalesOutstanding"], [1, "daysInventory"], [-1, "daysPayable"])), "cash conversion cycle|cash conversion cycles|ccc|cash cycle|cash-to-cash cycle|cash to cash cycle|net operating cycle"],
  ["receivablesTurnover", "receivables turnover (revenue over average receivables)", turnoverOf("revenue", "receivables"), "receivables turnover|receivable turnover|turnover of receivables|accounts receivable turnover"],
  ["inventoryTurnover", "inventory turnover (cost of revenue over average inventory)", turnoverOf("costOfRevenue", "inventory"), "inventory turnover|inventory turns|turnover of inventory|stock turnover|inventory turn"],
  ["payablesTurnover", "payables turnover (cost of revenue over average payables)", turnoverOf("costOfRevenue", "accountsPayable"), "payables turnover|payable turnover|turnover of payables|accounts payable turnover"],
  ["assetTurnover", "asset turnover (revenue over average total assets)", turnoverOf("revenue", "totalAssets"), "asset turnover|assets turnover|total asset turnover|turnover of assets|turnover of total assets"],
  ["close", "share price", market("close", "perShare"), "share price|stock price|price|close|closing price|last close"],
  ["marketCap", "market capitalisation", market("marketCap", "usd"), "market cap|market capitalization|market capitalisation|market value|worth on the stock market|stock market value|valued on the stock market|stock market valuation|valued at by the market|market valuation|worth in the market|worth on the market|market worth|valued in the market"],
  ["enterpriseValue", "enterprise value", market("enterpriseValue", "usd"), "enterprise value|ev"],
  ["pe", "price to earnings", market("pe", "ratio"), "p/e|pe|pe ratio|p/e ratio|price to earnings|price-to-earnings|earnings multiple"],
  ["evToEbitda", "EV/EBITDA", market("evToEbitda", "ratio"), "ev/ebitda|ev to ebitda|enterprise value to ebitda"],
  ["priceToSales", "price to sales", market("priceToSales", "ratio"), "p/s|price to sales|price-to-sales"],
  ["priceToBook", "price to book", market("priceToBook", "ratio"), "p/b|price to book|price-to-book"],
  ["dividendYield", "dividend yield", market("dividendYield", "percent"), "dividend yield|yield"],
  ["yearHigh", "52-week high", market("yearHigh", "perShare"), "52-week high|52 week high|year high|52-week range|52 week range|high and low"],
  ["yearLow", "52-week low", market("yearLow", "perShare"), "52-week low|52 week low|year low"],
  // The extremes of the daily closes over the span asked (a year, dates, the whole history held).
  ["highestClose", "highest close", market("highestClose", "perShare"), "highest close|highest closes|highest closing price|highest closing prices|highest share price|highest stock price|highest price|peak close|peak closing price|record close"],
  ["lowestClose", "lowest close", market("lowestClose", "perShare"), "lowest close|lowest closes|lowest closing price|lowest closing prices|lowest share price|lowest stock price|lowest price|trough close|bottom close"],
  // The mean of the daily closes over the span asked ("the average closing price in December 2024").
  ["averageClose", "average close", market("averageClose", "perShare"), "average close|average closes|average closing price|average daily close|average daily closing price|average share price|average stock price|average price|mean close|mean closing price|mean share price|avg close|avg closing price|avg price|avg share price"],
  ["drawdown", "largest drawdown (peak to trough, on daily closes)", market("drawdown", "percent"), "drawdown|drawdowns|max drawdown|maximum drawdown|largest drawdown|biggest drawdown|worst drawdown|peak-to-trough|peak to trough|peak-to-trough decline|peak to trough decline|peak-to-trough fall"],
  ["priceReturn", "share price change", market("priceReturn", "percent"), "stock performance|share price change|price change|stock price change|share price return|price return|stock return|return|returns|performance|perform|performed|stock do|stock did|shares do|shares did"],
  ["ceo", "chief executive", profile("ceo", "text"), "ceo|chief executive|chief executive officer|who runs|who leads|who heads|who is in charge|boss|who is running|who running|running the company|who in charge|in charge of|who manages|the head of|top executive|top exec|top boss|chief exec|at the helm|head honcho"],
  ["employees", "employees", profile("fullTimeEmployees", "count"), "employees|headcount|people work|people working|people employed|people does|head count|staff|workforce|employ|employs|workers|employee count"],
  ["headquarters", "headquarters", profile("city", "text"), "headquarters|headquartered|hq|based|located|head office"],
  ["sector", "sector", profile("sector", "text"), "sector"],
  ["industry", "industry", profile("industry", "text"), "industry"],
];

/**
 * A phrase's words as a question cut into words gives them when "and" is written "&" ("cash &
 * equivalents"): a lone "&" is no word, so "cash and equivalents" is also "cash equivalents".
 */
const withAmpersand = (phrases: ReadonlyArray<string>): string[] => [
  ...new Set([
    ...phrases,
    ...phrases.filter((phrase) => phrase.includes(" and ")).map((p) => p.replace(/ and /g, " ")),
  ]),
];

/**
 * A multiple's name as terminals write it with a slash ("price/sales", "price/book", "debt/ebitda"):
 * "A to B" is also the one word "A/B", which is the ratio itself, not A divided by B read as two
 * figures (a share price over a company's revenue).
 */
const withSlash = (phrases: ReadonlyArray<string>): string[] => [
  ...new Set([
    ...phrases,
    ...phrases.filter((phrase) => /^[^ ]+ to [^ ]+$/.test(phrase)).map((phrase) => phrase.replace(" to ", "/")),
  ]),
];

export const MEASURES: ReadonlyArray<MeasureDefinition> = TABLE.map(([id, label, { unit, formula }, phrases]) => ({
  id,
  label,
  unit,
  formula,
  // Multiples are the ratios written with a slash; a share ("capex/sales") is read as its division.
  phrases: unit === "percent" ? withAmpersand(phrases.split("|")) : withSlash(withAmpersand(phrases.split("|"))),
  ...(formula.kind === "line" && formula.statement !== "balance" ? { flow: true } : {}),
}));

/**
 * Measures whose figure is a fall, written negative (a drawdown of −35%): the largest is the
 * lowest value, so a ranking of the largest puts the lowest first.
 */
export const FALL_MEASURES: ReadonlySet<string> = new Set(["drawdown"]);

export const MEASURE_BY_ID: ReadonlyMap<string, MeasureDefinition> = new Map(
  MEASURES.map((measure) => [measure.id, measure]),
);
