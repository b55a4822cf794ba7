// What each kind of filing holds, and where what it lacks is found (issue 43): an annual report on
// Form 10-K points its executives' pay and its holders to the proxy statement and gives no single
// quarter's figures or guidance; an earnings release holds no risk factors and no head count. A
// question asking a filing for what its kind does not hold is told so first, with where to look,
// unless a page of the filing prints it (the server weighs the pages: `printed`).

/** A concept a question asks of a filing (read in the plan, `plan/filingConceptsAsked.ts`), and the person it is about. */
export interface AskedConcept {
  readonly concept: FilingConcept;
  readonly person: string | null;
}

/** The kinds of filing told apart by their cover; a filing of no known kind is never told it lacks anything. */
export type FilingKindId = "10-K" | "20-F" | "10-Q" | "8-K" | "earningsRelease" | "proxy";

/** How the answer names each kind, after "is". */
export const FILING_KIND_NAMES: Readonly<Record<FilingKindId, string>> = {
  "10-K": "an annual report on Form 10-K",
  "20-F": "an annual report on Form 20-F",
  "10-Q": "a quarterly report on Form 10-Q",
  "8-K": "a current report on Form 8-K",
  earningsRelease: "an earnings release",
  proxy: "a proxy statement (DEF 14A)",
};

/** What a question may ask for that some kinds of filing do not hold. */
export interface FilingConcept {
  readonly id: string;
  /** What the filing does not report, after "does not report". */
  readonly label: string;
  /** The kinds that do not hold it. */
  readonly lackedBy: ReadonlyArray<FilingKindId>;
  /** Where it is found instead: a clause of its own. */
  readonly foundIn: string;
  /** Phrases that ask for it on their own, lower case. */
  readonly phrases: ReadonlyArray<string>;
  /** Words that ask for it when a person or an officer's role is named ("paid", "salary"). */
  readonly personWords: ReadonlyArray<string>;
  /** Words that ask for it with a person or role named only when an amount is asked ("how much did Jane Roe make"). */
  readonly amountWords: ReadonlyArray<string>;
  /** Words one of which a person's word needs beside it ("sold" asks a trade with "shares", not with "Big Macs"). */
  readonly personObjects: ReadonlyArray<string>;
  /** Phrases that ask for something else the statements hold ("stock-based compensation"). */
  readonly notWhen: ReadonlyArray<string>;
  /**
   * Phrases a page prints when it holds it. A `figure` concept is held when one stands by an
   * amount (a compensation table's "Salary"); a `mention` concept when a page names it at all.
   */
  readonly printed: ReadonlyArray<string>;
  readonly held: "figure" | "mention";
  /** How close the figure must stand, in words, when closer than a passage's usual reach ("164,000 employees"). */
  readonly nearWords?: number;
  /** Whether the asked measure's words must stand by the printed phrase too ("revenue" guidance). */
  readonly withMeasure: boolean;
  /** Whether the statements' figures may answer it (a quarter's revenue); else they are not what was asked. */
  readonly fromStatements: boolean;
  /** Headings a filing prints where it points to the filing that holds it ("Item 11. Executive Compensation"). */
  readonly pointers: ReadonlyArray<string>;
}

const QUARTER_PHRASES = [
  "q1",
  "q2",
  "q3",
  "q4",
  "first quarter",
  "second quarter",
  "third quarter",
  "fourth quarter",
  "1st quarter",
  "2nd quarter",
  "3rd quarter",
  "4th quarter",
  "three months ended",
  "three months ending",
  "quarter ended",
  "quarter ending",
];

// biome-ignore format: one concept a block, so the table reads as rows
export const FILING_CONCEPTS: ReadonlyArray<FilingConcept> = [
  {
    id: "executivePay",
    label: "executive pay",
    lackedBy: ["10-K", "10-Q", "earningsRelease"],
    foundIn: "a company reports it in its proxy statement (DEF 14A), in the summary compensation table",
    phrases: ["executive pay", "executive compensation", "ceo pay", "ceo compensation", "ceo salary", "pay package", "compensation package", "summary compensation", "named executive officers", "director compensation"],
    personWords: ["paid", "pay", "compensation", "compensated", "salary", "salaries", "bonus", "bonuses", "remuneration", "comp", "pay package", "stock awards", "option awards", "equity awards"],
    amountWords: ["make", "made", "makes", "earn", "earned", "earns", "get", "got", "receive", "received", "take home", "took home"],
    personObjects: [],
    notWhen: [
      // What the company pays, not what a person is paid ("did management pay down debt").
      "pay down", "paid down", "pay off", "paid off", "pay back", "paid back", "dividend", "dividends", "taxes", "interest",
      "stock-based compensation", "stock based compensation", "share-based compensation", "share based compensation", "compensation expense", "compensation cost", "compensation costs", "salaries and wages", "salaries and benefits", "salaries and employee benefits", "employee benefits"],
    printed: ["summary compensation table", "base salary", "salary", "bonus", "total compensation", "stock awards", "option awards", "non-equity incentive plan compensation"],
    held: "figure",
    withMeasure: false,
    fromStatements: false,
    pointers: ["executive compensation"],
  },
  {
    id: "holders",
    label: "who holds the company's shares",
    lackedBy: ["10-K", "10-Q", "8-K", "earningsRelease"],
    foundIn: "the proxy statement (DEF 14A) lists the holders of more than 5% and the officers' and directors' holdings, and the holders report their own in Schedule 13D and 13G and Form 13F filings",
    phrases: ["largest shareholders", "largest shareholder", "biggest shareholders", "major shareholders", "top shareholders", "largest holders", "top holders", "institutional holders", "institutional ownership", "institutional investors", "insider ownership", "beneficial owners", "beneficial ownership", "who owns", "shareholder base", "shareholder register", "owns the most"],
    personWords: ["own", "owns", "owned", "stake", "stakes", "holding", "holdings"],
    amountWords: [],
    personObjects: [],
    notWhen: ["holders of record", "shareholders of record", "stockholders of record", "record holders"],
    printed: ["beneficially owned", "beneficial owner", "beneficial ownership", "percent of class", "percentage of class"],
    held: "figure",
    withMeasure: false,
    fromStatements: false,
    pointers: ["security ownership of certain beneficial owners"],
  },
  {
    id: "insiderTrades",
    label: "insiders' trades in the company's shares",
    lackedBy: ["10-K", "10-Q", "8-K", "earningsRelease", "proxy"],
    foundIn: "each officer and director reports a trade on Form 4 within two business days",
    phrases: ["insider trades", "insider trading", "insider selling", "insider buying", "insider sales", "insider purchases", "insider transactions", "insider activity", "form 4"],
    personWords: ["sell", "sold", "sells", "selling", "buy", "bought", "buys", "buying", "dump", "dumped", "dumping"],
    amountWords: [],
    personObjects: ["shares", "share", "stock", "stocks", "stake", "options", "equity"],
    notWhen: ["repurchase", "repurchased", "repurchases", "buyback", "buybacks", "buy back", "bought back", "buying back", "sold to", "sell to"],
    printed: ["transaction code", "reported transaction", "disposed of"],
    held: "figure",
    withMeasure: false,
    fromStatements: false,
    pointers: ["rule 10b5-1", "insider trading arrangements", "trading arrangements", "trading plans"],
  },
  {
    id: "guidance",
    label: "guidance",
    lackedBy: ["10-K", "20-F", "10-Q", "proxy"],
    foundIn: "a company gives it in its earnings release (often an exhibit to an 8-K) and on its earnings call",
    phrases: ["guidance", "guide", "guided", "outlook", "forecast", "forecasts", "forecasted", "projections"],
    personWords: [],
    amountWords: [],
    personObjects: [],
    notWhen: [],
    // Not "expects": a note's "expects to recognize 67% of deferred revenue" is no guidance.
    printed: ["guidance", "outlook", "forecast", "forecasts", "forecasted"],
    held: "figure",
    withMeasure: true,
    fromStatements: false,
    pointers: ["outlook"],
  },
  {
    id: "quarter",
    label: "a single quarter's figures",
    lackedBy: ["10-K", "20-F"],
    foundIn: "the quarterly report (10-Q) gives each of the first three quarters, and the earnings release the fourth",
    phrases: QUARTER_PHRASES,
    personWords: [],
    amountWords: [],
    personObjects: [],
    notWhen: [],
    printed: [...QUARTER_PHRASES, "quarter", "quarterly", "three months"],
    held: "figure",
    withMeasure: true,
    fromStatements: true,
    pointers: ["quarterly financial data", "quarterly results"],
  },
  {
    id: "headCount",
    label: "the head count",
    lackedBy: ["10-Q", "8-K", "earningsRelease", "proxy"],
    foundIn: "a company gives it in its annual report (10-K), under Item 1 (human capital)",
    phrases: ["employees", "employee count", "headcount", "head count", "workforce", "full-time employees"],
    personWords: [],
    amountWords: [],
    personObjects: [],
    notWhen: ["employee benefits", "employees' compensation"],
    printed: ["employees", "headcount", "head count", "workforce"],
    held: "figure",
    // "employees" by any number of a page (a note's award counts) is no head count.
    nearWords: 8,
    withMeasure: false,
    fromStatements: false,
    pointers: ["human capital"],
  },
  {
    id: "riskFactors",
    label: "risk factors",
    lackedBy: ["8-K", "earningsRelease", "proxy"],
    foundIn: "a company sets them out in its annual report (10-K), Item 1A, and updates them in each 10-Q",
    phrases: ["risk factors", "risk factor", "key risks", "main risks", "biggest risks", "principal risks", "major risks"],
    personWords: [],
    amountWords: [],
    personObjects: [],
    notWhen: [],
    printed: ["risk factors"],
    held: "mention",
    withMeasure: false,
    fromStatements: false,
    pointers: ["risk factors", "forward-looking statements"],
  },
  {
    id: "auditFees",
    label: "the fees paid to the auditor",
    lackedBy: ["10-K", "10-Q", "8-K", "earningsRelease"],
    foundIn: "a company reports them in its proxy statement (DEF 14A); a 10-K's Item 14 points there",
    phrases: ["audit fees", "auditor fees", "auditor's fees", "auditors' fees", "fees paid to the auditor", "fees paid to its auditor", "accountant fees"],
    personWords: [],
    amountWords: [],
    personObjects: [],
    notWhen: [],
    printed: ["audit fees", "audit-related fees"],
    held: "figure",
    withMeasure: false,
    fromStatements: false,
    pointers: ["principal accountant fees"],
  },
  {
    id: "shortInterest",
    label: "short interest",
    lackedBy: ["10-K", "20-F", "10-Q", "8-K", "earningsRelease", "proxy"],
    foundIn: "it is in the exchanges' short-interest reports (FINRA), not in a company's filings",
    phrases: ["short interest", "shares sold short", "days to cover", "short ratio"],
    personWords: [],
    amountWords: [],
    personObjects: [],
    notWhen: [],
    printed: ["short interest", "sold short"],
    held: "figure",
    withMeasure: false,
    fromStatements: false,
    pointers: [],
  },
  {
    id: "analystViews",
    label: "analysts' price targets or ratings",
    lackedBy: ["10-K", "20-F", "10-Q", "8-K", "earningsRelease", "proxy"],
    foundIn: "they are in brokers' research and consensus data, not in a company's filings",
    phrases: ["price target", "price targets", "target price", "analyst rating", "analyst ratings", "analyst estimates", "consensus estimate", "consensus estimates", "analysts expect"],
    personWords: [],
    amountWords: [],
    personObjects: [],
    notWhen: [],
    printed: ["price target", "target price", "consensus"],
    held: "figure",
    withMeasure: false,
    fromStatements: false,
    pointers: [],
  },
];

/** The concept asked that a filing of this kind does not hold, if any (the first in the table's order). */
export function conceptLacked(kind: FilingKindId | null, asked: ReadonlyArray<AskedConcept>): AskedConcept | null {
  if (kind === null) return null;
  return asked.find(({ concept }) => concept.lackedBy.includes(kind)) ?? null;
}

/** The answer's first sentence: what the filing's kind does not report, and where it is found. */
export function conceptGapLine(filename: string, kind: FilingKindId, concept: FilingConcept): string {
  return `${filename} is ${FILING_KIND_NAMES[kind]}, which does not report ${concept.label}: ${concept.foundIn}.`;
}

const SEC_COVER = /securities\s+and\s+exchange\s+commission/i;
const COVERS: ReadonlyArray<readonly [FilingKindId, RegExp]> = [
  // A 10-K's cover names the "definitive proxy statement" it incorporates; a proxy's own cover is Schedule 14A.
  ["proxy", /\bschedule\s+14a\b|\bproxy\s+statement\s+pursuant\s+to\s+section\s+14\s*\(a\)/i],
  [
    "10-K",
    /\bform\s+10-k(?:405)?\b[\s\S]*\bannual\s+report\s+pursuant\b|\bannual\s+report\s+pursuant\b[\s\S]*\bform\s+10-k\b/i,
  ],
  [
    "10-Q",
    /\bform\s+10-q\b[\s\S]*\bquarterly\s+report\s+pursuant\b|\bquarterly\s+report\s+pursuant\b[\s\S]*\bform\s+10-q\b/i,
  ],
  ["20-F", /\bform\s+(?:20|40)-f\b/i],
  ["8-K", /\bform\s+8-k\b[\s\S]*\bcurrent\s+report\b|\bcurrent\s+report\b[\s\S]*\bform\s+8-k\b/i],
];
/** An 8-K furnishing results: its content is the press release (Item 2.02). */
const RESULTS_ITEM = /\bitem\s+2\.02\b|\bresults\s+of\s+operations\s+and\s+financial\s+condition\b/i;
/** A press release of results: "eBay Inc. today reported financial results for its second quarter". */
const RESULTS_RELEASE =
  /\b(?:reports?|reported|announces?|announced|posts?|posted)\b[^.]{0,120}\b(?:results|earnings)\b|\b(?:results|earnings)\b[^.]{0,60}\b(?:reported|announced)\b/i;
const PERIOD_WORDS = /\b(?:quarter|fiscal\s+year|full[\s-]year|first\s+half)\b/i;
/** Pages searched for a cover: a glossy annual report opens with its letters before its 10-K's cover. */
const COVER_PAGES = 6;

/** The kind of filing its first pages show, or null when they show none the table knows. */
export function filingKindOf(pageTexts: ReadonlyArray<string>): FilingKindId | null {
  for (const [index, text] of pageTexts.slice(0, COVER_PAGES).entries()) {
    if (!SEC_COVER.test(text)) continue;
    const kind = COVERS.find(([, cover]) => cover.test(text))?.[0];
    if (kind === "8-K")
      return pageTexts.slice(index, index + 4).some((page) => RESULTS_ITEM.test(page)) ? "earningsRelease" : "8-K";
    if (kind) return kind;
  }
  // A release's opening may name the SEC ("filed with the Securities and Exchange Commission"): no cover, its headline decides.
  const opening = pageTexts.slice(0, 2).join("\n");
  return RESULTS_RELEASE.test(opening) && PERIOD_WORDS.test(opening) ? "earningsRelease" : null;
}

/**
 * The words of the filing's own company, which a question names without naming a person: the
 * registrant's name on a cover, the name before a release's ticker ("eBay Inc. (Nasdaq: EBAY)"),
 * and the capitalised words printed on at least half the pages (a running footer's "Apple Inc.").
 */
export function subjectWordsOf(pageTexts: ReadonlyArray<string>): string[] {
  const opening = pageTexts.slice(0, COVER_PAGES).join("\n");
  const named = [
    ...opening.matchAll(/([^\n]{2,120})\n[^\n]{0,10}\(exact name of (?:the )?registrants? as specified/gi),
    ...opening.matchAll(/([A-Z][^\n(]{1,80})\((?:nasdaq|nyse|nyse american|tsx)\s*:/gi),
  ].map((match) => match[1] ?? "");
  const words = new Set(
    named
      .flatMap((name) => name.match(/[A-Za-z][A-Za-z'’&.-]*/g) ?? [])
      .map((word) => word.replace(/['’]s?$|\.$/gi, "")),
  );
  if (pageTexts.length >= 4) {
    const counts = new Map<string, number>();
    for (const text of pageTexts) {
      for (const word of new Set(text.match(/\b[A-Z][a-z]+(?:['’][a-z]+)?\b/g) ?? []))
        counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    for (const [word, count] of counts) if (count >= pageTexts.length / 2) words.add(word.replace(/['’]s?$/, ""));
  }
  return [...words].filter(Boolean);
}
