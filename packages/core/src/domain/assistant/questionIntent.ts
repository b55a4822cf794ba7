// What a question to the assistant asks (issue 23), read the same way by every client and by the
// offline assistant: its intent (figures, a comparison, risks, the moat, valuation, news, filings,
// the user's own notes and PDFs, or a plain search), the figures it names, and the companies it is
// about. A follow-up that names no company ("its margins", "what about the company's debt?")
// keeps the conversation's company.

export type QuestionIntent =
  | "own"
  | "comparison"
  | "moat"
  | "risks"
  | "valuation"
  | "filings"
  | "news"
  | "figures"
  | "search";

/** The figures computed from the annual statements that a question can ask for. */
export type FigureTopic =
  | "revenue"
  | "grossMargin"
  | "operatingMargin"
  | "netMargin"
  | "freeCashFlow"
  | "reinvestment"
  | "research"
  | "shareholderReturns"
  | "balanceSheet";

export interface ReadQuestion {
  readonly intent: QuestionIntent;
  /** The figures asked for, in the order an answer gives them. */
  readonly topics: ReadonlyArray<FigureTopic>;
}

export interface KnownCompany {
  readonly symbol: string;
  readonly name: string;
  /** People the company's profile names (its chief executive), so a question naming one is about it. */
  readonly people?: ReadonlyArray<string>;
}

/** Questions are read up to here: longer text adds no intent, only cost. */
const READ_MAX_CHARS = 2000;

const has = (pattern: RegExp) => (text: string) => pattern.test(text);

const TOPIC_WORDS: ReadonlyArray<readonly [FigureTopic, RegExp]> = [
  ["revenue", /\b(revenue|revenues|sales|top line|grow(th|n|ing)?|grew)\b/],
  ["grossMargin", /\bgross (profit )?margins?\b/],
  ["operatingMargin", /\boperating (profit )?margins?\b|\bebit margins?\b/],
  ["netMargin", /\bnet (profit )?margins?\b|\bnet income\b|\bprofits?\b|\bearnings\b/],
  ["freeCashFlow", /\bfree cash flow\b|\bfcf\b|\bcash flows?\b|\bcash generation\b/],
  ["reinvestment", /\bcapex\b|\bcapital (expenditure|spending)s?\b|\breinvest(s|ment|ing)?\b/],
  ["research", /\br ?& ?d\b|\bresearch and development\b/],
  ["shareholderReturns", /\bbuy ?backs?\b|\bdividends?\b|\brepurchases?\b|\bshareholder returns?\b/],
  ["balanceSheet", /\bdebt\b|\bleverage\b|\bbalance sheet\b|\bcash (position|pile)\b|\bliquidity\b/],
];

/** "margins" alone, or profitability, asks for all three. */
const ANY_MARGIN = /\bmargins?\b|\bprofitab(le|ility)\b/;
const MARGIN_TOPICS: ReadonlyArray<FigureTopic> = ["grossMargin", "operatingMargin", "netMargin"];

const INTENT_WORDS: ReadonlyArray<
  readonly [Exclude<QuestionIntent, "figures" | "search" | "comparison">, (text: string) => boolean]
> = [
  ["own", has(/\bmy (own )?(notes?|pdfs?|documents?|files?|uploads?|highlights?)\b|\b(uploaded|i wrote|i saved)\b/)],
  ["moat", has(/\bmoats?\b|\bcompetitive (advantage|edge|position)s?\b|\b(7|seven) powers\b|\bdurable advantage\b/)],
  ["risks", has(/\brisks?\b|\bthreats?\b|\bheadwinds?\b|\bdangers?\b|\bwhat could go wrong\b|\bvulnerab/)],
  [
    "valuation",
    has(
      /\bvaluation\b|\bvalued\b|\b(over|under)valued\b|\bexpensive\b|\bcheap\b|\bp\/?e\b|\bmultiples?\b|\bdcf\b|\bworth\b/,
    ),
  ],
  ["filings", has(/\bfilings?\b|\b10-?[kq]\b|\b8-?k\b|\bannual report\b|\bsec\b/)],
  ["news", has(/\bnews\b|\bheadlines?\b|\blatest\b|\brecent(ly)?\b|\bwhat happened\b|\bannounce/)],
];

const COMPARE_WORDS = /\bcompare[sd]?\b|\bcomparison\b|\bvs\.?\b|\bversus\b|\bagainst\b|\bbetter than\b|\bor\b/;

/** The figures a question names, in statement order; "margins" alone names all three margins. */
export function topicsOf(message: string): FigureTopic[] {
  const text = message.slice(0, READ_MAX_CHARS).toLowerCase();
  const named = TOPIC_WORDS.filter(([, pattern]) => pattern.test(text)).map(([topic]) => topic);
  const marginNamed = named.some((topic) => MARGIN_TOPICS.includes(topic));
  const topics = !marginNamed && ANY_MARGIN.test(text) ? [...named, ...MARGIN_TOPICS] : named;
  const order = TOPIC_WORDS.map(([topic]) => topic);
  return [...new Set(topics)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** The question's intent and the figures it names; `companies` is how many companies it is about. */
export function readQuestion(message: string, companies = 1): ReadQuestion {
  const text = message.slice(0, READ_MAX_CHARS).toLowerCase();
  const topics = topicsOf(text);
  const intent = INTENT_WORDS.find(([, test]) => test(text))?.[0];
  if (intent === "own") return { intent, topics };
  if (companies >= 2 && (topics.length > 0 || COMPARE_WORDS.test(text))) return { intent: "comparison", topics };
  if (intent) return { intent, topics };
  return { intent: topics.length > 0 ? "figures" : "search", topics };
}

/** Words too common to be a ticker when written in lower case ("all", "cost", "cat"). */
const COMMON_WORDS = new Set(
  "a all am an and any are as at be by can cat cost dis do for go has have he how i if in is it its key low me my new no not now of on one or our out pep so the to up us was we what who why you".split(
    " ",
  ),
);

/** Words of company names that say nothing about which company it is. */
const GENERIC_NAME_WORDS = new Set(
  "the and company corporation corp inc incorporated group holdings holding platforms devices micro advanced home chase general international systems technologies technology services wholesale class plc ltd limited com co".split(
    " ",
  ),
);

/**
 * The words of a company's name that name it: "The Walt Disney Company" → walt, disney, and the
 * first two written as one ("Exxon Mobil" → exxonmobil).
 */
function nameWords(name: string): string[] {
  const words = (name.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).filter(
    (word) => word.length >= 4 && !GENERIC_NAME_WORDS.has(word),
  );
  return words.length >= 2 ? [...words, `${words[0]}${words[1]}`] : words;
}

function namesCompany(token: string, company: KnownCompany): boolean {
  const lower = token.toLowerCase();
  if (token === company.symbol || token === `${company.symbol}`.replace(".", "-")) return true;
  if (lower === company.symbol.toLowerCase() && token.length >= 3 && !COMMON_WORDS.has(lower)) return true;
  const parts = lower.split(".");
  return nameWords(company.name).some((word) => parts.includes(word));
}

/**
 * The companies a text names, in the order it names them: by ticker (any case, "$" optional; a
 * lower-case ticker only when it is not a common word) or by a distinctive word of its name.
 */
export function companiesIn(text: string, companies: ReadonlyArray<KnownCompany>): string[] {
  const tokens = text.slice(0, READ_MAX_CHARS).match(/\$?[A-Za-z][A-Za-z0-9.&-]*/g) ?? [];
  const found: string[] = [];
  for (const raw of tokens) {
    const token = raw.replace(/^\$/, "").replace(/('s|’s|\.)$/i, "");
    const company = companies.find((candidate) => namesCompany(token, candidate));
    if (company && !found.includes(company.symbol)) found.push(company.symbol);
  }
  return found;
}

/** Upper-case words that are not tickers. */
const ACRONYMS = new Set(
  "AI API ADR CEO CFO COO CPI CTO DCF EBIT EBITDA EPS ESG ETF EU EV FCF FED FY GAAP GDP IPO NYSE NASDAQ OK PE QOQ ROA ROE ROIC SEC TTM UK US USA VR YOY".split(
    " ",
  ),
);

/** Words written like tickers ("AMD", "$TSLA") that name no company we know: worth saying so. */
export function unknownTickers(text: string, companies: ReadonlyArray<KnownCompany>): string[] {
  const tokens = text.slice(0, READ_MAX_CHARS).match(/\$?\b[A-Z]{2,5}\b/g) ?? [];
  const known = new Set(companies.map((company) => company.symbol));
  const unknown = tokens
    .map((token) => token.replace(/^\$/, ""))
    .filter((token) => !known.has(token) && !ACRONYMS.has(token));
  return [...new Set(unknown)];
}

/**
 * Whom a question is about: the companies it names; else the page's company (the stock page's
 * chat); else the companies of the latest earlier question that named one, so "its", "they" and
 * "the company" keep the conversation's subject.
 */
export function questionSubjects(
  message: string,
  earlierQuestions: ReadonlyArray<string>,
  companies: ReadonlyArray<KnownCompany>,
  pageSymbol?: string,
): string[] {
  const named = companiesIn(message, companies);
  if (named.length > 0) return named;
  if (pageSymbol) return [pageSymbol.toUpperCase()];
  for (const earlier of [...earlierQuestions].reverse()) {
    const before = companiesIn(earlier, companies);
    if (before.length > 0) return before;
  }
  return [];
}
