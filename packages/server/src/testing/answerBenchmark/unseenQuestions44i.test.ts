// Issue 44's eleventh unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer over twenty kinds of gap (none the tenth set's), the
// everyday forms, follow-ups, briefs, two-part questions and registers the issue asks for, at most
// five forms no earlier set asks, every expectation computable from the sample data and decided
// clear of rounding, every gap a real gap checked empty in the data (profile, risk factors,
// statement lines, filings, news and prices) that a generic gap sentence does not pass for, and no
// question or earlier turn that is one of the thirteen earlier sets' with the names swapped.
import { describe, expect, it } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { companiesNamed } from "./answerGrading";
import { barsOf, conversation, only, statementsOf, subjectOf, wordsAbout } from "./examData";
import { calendarYearSum, mainValue } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { valuesOf } from "./heldOutFigures";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet, examineUnseenSet, GENERIC_GAP_SENTENCES } from "./questionSetExam";
import { annual, type Figure, fiscalYears, type MeasureKey, SAMPLE_SYMBOLS, yearGrowth } from "./sampleFigures";
import { latestOfEach } from "./unseen44bFigures";
import { inventoryDays, marketValueOf } from "./unseen44iFigures";
import { UNSEEN_QUESTIONS_44 } from "./unseenQuestions44";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";
import { UNSEEN_QUESTIONS_44C } from "./unseenQuestions44c";
import { UNSEEN_QUESTIONS_44D } from "./unseenQuestions44d";
import { UNSEEN_QUESTIONS_44E } from "./unseenQuestions44e";
import { UNSEEN_QUESTIONS_44F } from "./unseenQuestions44f";
import { UNSEEN_QUESTIONS_44G } from "./unseenQuestions44g";
import { UNSEEN_QUESTIONS_44H } from "./unseenQuestions44h";
import {
  CAPEX_LINE,
  CONVERSION_LINE,
  FCF_MARGIN_LINE,
  LAST_CLOSE_OF_2023,
  PRICES_TO,
  UNSEEN_QUESTIONS_44I,
  type Unseen44iAnswerable,
  type Unseen44iKind,
  type Unseen44iLack,
  type Unseen44iRegister,
  type Unseen44iUnanswerable,
} from "./unseenQuestions44i";

const answerable = UNSEEN_QUESTIONS_44I.filter((item): item is Unseen44iAnswerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44I.filter((item): item is Unseen44iUnanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44iKind) => answerable.filter((item) => item.kind === kind);
const ofLack = (lack: Unseen44iLack) => {
  const items = unanswerable.filter(({ style }) => style === lack);
  expect(items.length, lack).toBe(1);
  return items[0] as Unseen44iUnanswerable;
};
const withQuestion = (words: RegExp) =>
  only(
    answerable.filter((item) => words.test(item.question)),
    words.source,
  );
const value = (symbol: string, measure: MeasureKey, year: string) => mainValue(annual(symbol, measure, year));
const firstFigure = (item: Unseen44iAnswerable): Figure => {
  const [figure] = item.expect().figures;
  if (!figure) throw new Error(`${item.question} expects no figure`);
  return figure;
};
/** How far apart two values are, as a share of the second. */
const apart = (a: number, b: number) => Math.abs(a / b - 1);
const THREE_YEARS = ["2022", "2023", "2024"];

const EARLIER_SETS = [
  INVESTOR_QUESTIONS,
  OUTSIDE_QUESTIONS,
  HELD_OUT_QUESTIONS,
  FRESH_QUESTIONS,
  HELD_OUT_QUESTIONS_44,
  UNSEEN_QUESTIONS_44,
  UNSEEN_QUESTIONS_44B,
  UNSEEN_QUESTIONS_44C,
  UNSEEN_QUESTIONS_44D,
  UNSEEN_QUESTIONS_44E,
  UNSEEN_QUESTIONS_44F,
  UNSEEN_QUESTIONS_44G,
  UNSEEN_QUESTIONS_44H,
];

/** Every conversation of the earlier sets, earlier turns included, as one text each. */
const earlierTexts = EARLIER_SETS.flat().map(conversation);

/**
 * The forms of question this set asks that none of the earlier sets asks, each by the words that
 * name it: at most five, as the set is meant to measure what investors typically ask.
 */
const NEW_FORMS: ReadonlyArray<readonly [string, RegExp]> = [
  ["price to sales", /\bprice[- ]to[- ]sales\b|\bP\/S\b/i],
  ["the largest company by market value across the coverage", /\blargest market value\b/i],
  ["a unit's loss beside the company's profit", /\bReality Labs\b/i],
];

/** The everyday forms: neither follow-ups, briefs nor two-part questions. */
const EVERYDAY: ReadonlyArray<Unseen44iKind> = [
  "lookup",
  "margin",
  "growth",
  "perShare",
  "multiple",
  "quarter",
  "calendarPeriod",
  "trend",
  "comparison",
  "ranking",
  "yesNo",
  "priceMove",
];

/** The gap between the first of some scores and the next, as a share of the next. */
const gapToNext = (scores: ReadonlyArray<number>, lowest = false) => {
  const sorted = [...scores].filter(Number.isFinite).sort((a, b) => (lowest ? a - b : b - a));
  return apart(sorted[0] ?? 0, sorted[1] ?? 1);
};
/** Every covered company's score in its latest fiscal year; NaN where the data gives none. */
const scored = (score: (symbol: string, year: string) => number) =>
  latestOfEach().map(([symbol, year]) => {
    try {
      return score(symbol, year);
    } catch {
      return Number.NaN;
    }
  });

describe("the eleventh unseen set's questions", () => {
  it("mixes everyday forms, follow-ups, briefs and two-part questions in every register the issue asks for", () => {
    for (const kind of [...EVERYDAY, "followUp", "definedMeasure", "multiPeriod", "twoPart"] as const)
      expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    expect(answerable).toHaveLength(40);
    expect(answerable.filter((item) => EVERYDAY.includes(item.kind))).toHaveLength(22);
    expect(ofKind("followUp")).toHaveLength(8);
    expect(answerable.filter(({ style }) => style === "brief" || style === "role")).toHaveLength(7);
    expect(ofKind("twoPart")).toHaveLength(3);
    const registers: Unseen44iRegister[] = [
      "terse",
      "typo",
      "ticker",
      "plain",
      "lowercase",
      "longWinded",
      "brief",
      "role",
    ];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    // Tickers asked as "$TICKER", a question in lower case only, a long question that is no brief.
    expect(answerable.filter(({ question }) => /\$[A-Z]+\b/.test(question)).length).toBeGreaterThan(1);
    expect(answerable.filter(({ question }) => question === question.toLowerCase()).length).toBeGreaterThan(5);
    for (const item of answerable.filter(({ style }) => style === "longWinded"))
      expect(item.question.length, item.question).toBeGreaterThan(150);
    // Many companies asked about, alone or with one or two others.
    const companies = new Set(answerable.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(companies.size).toBeGreaterThanOrEqual(20);
  });

  it("asks at most five forms no earlier set asks, each matched here and in none of the thirteen earlier sets", () => {
    const texts = UNSEEN_QUESTIONS_44I.map(conversation);
    expect(NEW_FORMS.length).toBeLessThanOrEqual(5);
    for (const [form, words] of NEW_FORMS) {
      expect(
        earlierTexts.filter((text) => words.test(text)),
        form,
      ).toEqual([]);
      expect(
        texts.some((text) => words.test(text)),
        form,
      ).toBe(true);
    }
  });

  it("asks briefs at length and holds them to the rounding (and scale) they name", () => {
    const briefs = answerable.filter(({ style }) => style === "brief" || style === "role");
    for (const item of briefs) {
      expect(item.question.length, item.question).toBeGreaterThan(150);
      const asked = item.expect().figures;
      expect(asked.length, item.question).toBeGreaterThan(1);
      // Every figure at the rounding asked, but a change asked in basis points (the grader reads those itself).
      const rounded = asked.filter((figure) => JSON.stringify(figure).includes('"decimals"'));
      expect(rounded.length, item.question).toBe(asked.length - (/basis points/.test(item.question) ? 1 : 0));
    }
    for (const item of answerable.filter((candidate) => /\$bn|\bbillions\b/.test(candidate.question)))
      expect(item.expect().figures.every((figure) => JSON.stringify(figure).includes('"scale":"billion"'))).toBe(true);
    // The basis-point change is the later margin less the earlier one.
    const bps = withQuestion(/basis points/);
    const margins = bps.expect().figures.map(mainValue);
    const [earlier = 0, , later = 0, change = 0] = margins;
    expect(change).toBeCloseTo(later - earlier, 9);
    expect(Math.abs(change)).toBeGreaterThan(1);
  });

  it("holds no rounded figure within a hair of a rounding boundary", () => {
    for (const item of answerable)
      for (const figure of item.expect().figures) {
        const options = figure.kind === "anyOf" ? figure.options : [figure];
        for (const option of options) {
          if (option.kind !== "number" || option.decimals === undefined) continue;
          const scale = option.scale === "billion" ? 1e9 : 1;
          const scaled = (Math.abs(option.value) / scale) * 10 ** option.decimals;
          expect(Math.abs((scaled % 1) - 0.5), `${item.question}: ${option.label}`).toBeGreaterThan(0.015);
        }
      }
  });

  it("has follow-ups that take 'that' as a share, switch company, step two years back, change the measure, divide two turns, say which earned more, look at the quarter before and put 'that' per employee", () => {
    const followUps = ofKind("followUp");
    for (const item of followUps) expect(item.question, item.question).not.toMatch(/20\d\d/);
    const share = only(
      followUps.filter((item) => /\bpercentage\b.*\bthat\b/.test(item.question)),
      "'that' as a share of profit",
    );
    expect(firstFigure(share).label).toContain("payout ratio");
    // A company switch takes the new company's figure of the measure asked before, in its latest year.
    const switched = only(
      followUps.filter((item) => {
        const before = (item.earlier ?? []).flatMap(companiesNamed);
        return companiesNamed(item.question).some((symbol) => !before.includes(symbol));
      }),
      "a company switch",
    );
    const [company = ""] = companiesNamed(switched.question);
    expect(firstFigure(switched).label).toBe(`${company} buybacks FY${fiscalYears(company).at(-1)}`);
    const twoBack = only(
      followUps.filter((item) => /\btwo fiscal years before\b/.test(item.question)),
      "two fiscal years before",
    );
    const [askedYear = ""] = /20\d\d/.exec((twoBack.earlier ?? []).join(" ")) ?? [];
    expect(firstFigure(twoBack).label).toBe(`DIS free cash flow FY${Number(askedYear) - 2}`);
    const measure = only(
      followUps.filter((item) => /\bbuying back\b/.test(item.question)),
      "a change of measure",
    );
    expect(firstFigure(measure).label).toBe("META buybacks FY2024");
    const ratio = only(
      followUps.filter((item) => (item.earlier ?? []).length === 2 && /\bDivide\b/.test(item.question)),
      "a ratio of two turns",
    );
    expect(firstFigure(ratio).label).toContain("netIncome / equity FY2024");
    const more = only(
      followUps.filter((item) => item.expect().leader),
      "which of two earned more",
    );
    expect((more.earlier ?? []).length).toBe(2);
    const { leader } = more.expect();
    expect(firstFigure(more).label.startsWith(`${leader} `)).toBe(true);
    expect(apart(value("GOOGL", "netIncome", "2024"), value("META", "netIncome", "2024"))).toBeGreaterThan(0.05);
    expect(mainValue(firstFigure(more))).toBeGreaterThan(0);
    const before = only(
      followUps.filter((item) => /\bquarter before\b/.test(item.question)),
      "the quarter before",
    );
    expect(firstFigure(before).label).toBe("NVDA revenue Q4 FY2025 vs Q3 FY2025");
    expect(mainValue(firstFigure(before))).toBeGreaterThan(1);
    const perHead = only(
      followUps.filter((item) => /\bper employee\b/.test(item.question)),
      "'that' per employee",
    );
    expect(firstFigure(perHead).label).toBe("NKE revenue per employee FY2024");
  });

  it("gives every yes/no question a verdict and a claim from the data, both verdicts occur, each decided well clear of rounding", () => {
    const judged = answerable.filter((item) => item.expect().verdict);
    expect(judged.length).toBeGreaterThanOrEqual(6);
    expect(judged.every((item) => item.expect().claim)).toBe(true);
    expect(new Set(judged.map((item) => item.expect().verdict))).toEqual(new Set(["yes", "no"]));
    for (const [question, symbol, measure] of [
      [/total debt go up/, "LLY", "totalDebt"],
      [/buy back more stock/, "BRK.B", "buybacks"],
    ] as const) {
      withQuestion(question);
      expect(apart(value(symbol, measure, "2024"), value(symbol, measure, "2023")), symbol).toBeGreaterThan(0.05);
    }
    // Nike's inventory days against the year before, each year.
    const days = THREE_YEARS.map((year) => inventoryDays("NKE", year));
    for (const [index, held] of days.entries())
      if (index > 0) expect(apart(held, days[index - 1] ?? held)).toBeGreaterThan(0.05);
    // Alphabet's operating income against its revenue, each as a multiple of 2022's.
    const grown = (measure: MeasureKey) => value("GOOGL", measure, "2024") / value("GOOGL", measure, "2022");
    expect(apart(grown("operatingIncome"), grown("revenue"))).toBeGreaterThan(0.05);
    // Each line's nearest year against it.
    const nearest = (symbol: string, measure: MeasureKey, line: number) =>
      Math.min(...THREE_YEARS.map((year) => apart(value(symbol, measure, year), line)));
    expect(nearest("AMZN", "capexShare", CAPEX_LINE)).toBeGreaterThan(0.05);
    expect(nearest("UNH", "cashConversion", CONVERSION_LINE)).toBeGreaterThan(0.05);
    expect(apart(value("V", "fcfMargin", "2024"), FCF_MARGIN_LINE)).toBeGreaterThan(0.05);
    const [taxBefore = 0, taxAfter = 0] = [
      Math.max(value("AAPL", "taxRate", "2022"), value("AAPL", "taxRate", "2023")),
      value("AAPL", "taxRate", "2024"),
    ];
    expect(apart(taxAfter, taxBefore)).toBeGreaterThan(0.05);
  });

  it("names every ranked company's figure and a leader the question does not name first, well ahead of the next", () => {
    const ranked = answerable.filter((item) => item.expect().leader);
    for (const item of ranked) {
      const { leader, figures } = item.expect();
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
    const overAll = ofKind("ranking");
    expect(overAll).toHaveLength(3);
    for (const item of overAll) expect(item.about).toEqual(SAMPLE_SYMBOLS);
    // Each ranking's leader beats the runner-up by more than 5 %.
    expect(gapToNext(scored((symbol) => marketValueOf(symbol)))).toBeGreaterThan(0.05);
    expect(gapToNext(scored((symbol, year) => value(symbol, "grossMargin", year)))).toBeGreaterThan(0.05);
    expect(gapToNext(scored((symbol, year) => mainValue(yearGrowth(symbol, "netIncome", year))))).toBeGreaterThan(0.05);
    // And by every convention a comparison's figure allows.
    for (const item of ofKind("comparison")) {
      const { figures, leader } = item.expect();
      const leading = figures.filter((figure) => figure.label.startsWith(`${leader} `));
      const others = figures.filter((figure) => !figure.label.startsWith(`${leader} `));
      const worstLead = Math.min(...leading.flatMap(valuesOf));
      const bestOther = Math.max(...others.flatMap(valuesOf));
      expect(worstLead / bestOther, item.question).toBeGreaterThan(1.05);
    }
  });

  it("asks quarters of off-calendar filers by fiscal name and by months, and a calendar year unlike any fiscal one", () => {
    const named = withQuestion(/second quarter of its fiscal 2025/);
    expect(statementsOf("PG", "annual").income[0]?.date.slice(5)).not.toBe("12-31");
    const second = statementsOf("PG", "quarter").income.find((row) => row.period === "Q2" && row.fiscalYear === "2025");
    expect(second?.date.slice(0, 7)).toBe("2024-12");
    expect(firstFigure(named).label).toBe("PG operatingIncome Q2 FY2025");
    // Adobe's three months to February 2025 are the first quarter of its fiscal 2025.
    expect(statementsOf("ADBE", "annual").income[0]?.date.slice(5, 7)).not.toBe("02");
    expect(firstFigure(withQuestion(/three months to february 2025/)).label).toBe("ADBE revenue Q1 FY2025");
    const calendar = withQuestion(/calendar 2024/);
    expect(statementsOf("DIS", "annual").income.every((row) => row.date.slice(5) !== "12-31")).toBe(true);
    const sum = mainValue(calendarYearSum("DIS", "2024", "netIncome"));
    expect(mainValue(firstFigure(calendar))).toBe(sum);
    for (const year of fiscalYears("DIS"))
      expect(apart(value("DIS", "netIncome", year), sum), year).toBeGreaterThan(0.05);
  });

  it("asks a price span the daily prices hold, starting and ending on trading days", () => {
    const bars = barsOf("CAT");
    expect(bars.some((bar) => bar.date === LAST_CLOSE_OF_2023)).toBe(true);
    expect(bars.some((bar) => bar.date > LAST_CLOSE_OF_2023 && bar.date < "2024-01-01")).toBe(false);
    expect(bars.at(-1)?.date).toBe(PRICES_TO);
    expect(Math.abs(mainValue(firstFigure(withQuestion(/since the last trading day of 2023/))))).toBeGreaterThan(1);
  });

  it("asks multiples on the last close whose conventions differ by little", () => {
    const priceToSales = valuesOf(firstFigure(withQuestion(/price-to-sales/)));
    expect(priceToSales.length).toBeGreaterThan(1);
    expect(apart(Math.max(...priceToSales), Math.min(...priceToSales))).toBeLessThan(0.01);
    const cash = valuesOf(firstFigure(withQuestion(/cash per share/)));
    expect(cash.length).toBeGreaterThan(1);
    expect(mainValue(firstFigure(withQuestion(/ev\/ebitda/)))).toBeGreaterThan(1);
  });

  it("puts in two-part questions whose second part the data does not hold", () => {
    const lacking = ofKind("twoPart").filter((item) =>
      item.expect().figures.some((figure) => figure.kind !== "number"),
    );
    expect(lacking).toHaveLength(3);
    const absent: Record<string, RegExp> = {
      AMZN: /aws (?:operating income|revenue|sales)|operating income (?:of|from) aws|\bsegments?\b/,
      META: /reality labs (?:lost|loss|operating loss)|operating loss|\bsegments?\b/,
      NKE: /greater china|china (?:revenue|sales)|(?:revenue|sales) (?:from|in) china|\bregions?\b/,
    };
    for (const item of lacking) {
      const words = absent[subjectOf(item)];
      expect(words, item.question).toBeDefined();
      expect(wordsAbout(subjectOf(item)), item.question).not.toMatch(words ?? /$^/);
    }
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44I);
  examineUnseenSet(UNSEEN_QUESTIONS_44I, EARLIER_SETS, { total: 60, unanswerable: 20 });
});

/** The gap kinds a set gave the questions it cannot answer, under whichever name it used. */
const gapKindsOf = (sets: ReadonlyArray<ReadonlyArray<{ kind: string }>>) =>
  new Set(
    sets.flat().flatMap((item) => {
      if (item.kind !== "unanswerable") return [];
      const tagged = item as { style?: string; lacks?: string };
      return [tagged.style ?? tagged.lacks ?? ""];
    }),
  );

/** A first line an honest answer could give for each gap: its `lacking` pattern passes it. */
const HONEST_LINES: Readonly<Record<Unseen44iLack, string>> = {
  productRevenue: "Apple's revenue isn't broken out into products and services in the data.",
  geography: "The data doesn't split Coca-Cola's revenue by region, so Latin America isn't available.",
  comparableSales: "Comparable sales aren't in the data, which holds only Costco's total revenue.",
  subscribers: "The data has no subscriber count for Creative Cloud.",
  dividendDates: "The data doesn't include dividend dates, so I can't say when the next dividend is paid.",
  executivePay: "Executive compensation isn't in the data, so I can't tell you what Nadella was paid.",
  adjusted: "The data holds only reported (GAAP) figures, not adjusted EPS.",
  yearAfter: "Mastercard's 2025 results aren't in the data: its latest full year is 2024.",
  priceBefore: "The daily prices start on 31 March 2023, so there is no close for December 30, 2022.",
  quarterBefore: "The quarterly data starts in 2023, so the fourth quarter of 2022 isn't held.",
  marketShare: "The data doesn't include Visa's market share of card purchase volume.",
  operatingKpi: "The data has no count of Meta's daily users.",
  storeCount: "The data doesn't hold JPMorgan's branch count.",
  insuranceMetric: "Berkshire's insurance float isn't in the data.",
  exchangeRates: "The data doesn't break out the effect of currency moves on PepsiCo's revenue.",
  indexWeight: "Exxon's weight in the S&P 500 isn't in the data.",
  customerConcentration: "The data doesn't say how much of P&G's sales go to Walmart or any other customer.",
  patents: "Patent expiry dates aren't in the data.",
  debtMaturity: "The data doesn't include McDonald's debt maturity schedule.",
  productPricing: "Disney+ subscription prices aren't in the data.",
};

describe("the eleventh unseen set's gaps", () => {
  it("spans twenty kinds of gap, none of them the tenth set's", () => {
    expect(EARLIER_SETS).toHaveLength(13);
    expect(EARLIER_SETS.every((set) => set.length > 0)).toBe(true);
    const kinds = new Set(unanswerable.map(({ style }) => style));
    expect(kinds.size).toBe(20);
    const tenth = gapKindsOf([UNSEEN_QUESTIONS_44H]);
    expect(tenth.size).toBe(20);
    expect([...kinds].filter((kind) => tenth.has(kind))).toEqual([]);
  });

  it("asks for what no profile, risk factor, statement line, filing or news item of the company names", () => {
    const absent: ReadonlyArray<readonly [Unseen44iLack, RegExp]> = [
      // The risk factors name services revenue, but no figure of it.
      [
        "productRevenue",
        /services (?:revenue|net sales|sales) (?:was|were|of|rose|grew|fell|reached|totall?ed)|\$[\d.,]+ (?:billion )?(?:of|in|from) services/,
      ],
      ["geography", /latin america|geographic|by region|\bregions?\b/],
      ["comparableSales", /comparable|same-store|same store|gasoline/],
      [
        "subscribers",
        /\d[\d,.]* (?:million )?(?:paid )?(?:subscribers|subscriptions|seats)|subscriber (?:count|numbers?)|number of subscribers/,
      ],
      ["dividendDates", /ex-dividend|record date|payable on|payment date|next dividend/],
      ["executivePay", /executive (?:pay|compensation)|ceo (?:pay|compensation)|salary|proxy statement|nadella/],
      ["adjusted", /adjusted|non-gaap/],
      ["marketShare", /market share|purchase volume/],
      [
        "operatingKpi",
        /\d[\d,.]* (?:billion|million) (?:daily )?(?:active )?(?:users|people)|daily active|\bdap\b|\bdau/,
      ],
      ["storeCount", /branch/],
      [
        "insuranceMetric",
        /float (?:of|was|stood|totaled|totalled|reached|at)|\$[\d.,]+ (?:billion )?(?:of )?(?:insurance )?float/,
      ],
      // "reportedCurrency" is a statement line's name, not a currency effect.
      ["exchangeRates", /\bcurrenc|foreign exchange|exchange rate|\bfx\b/],
      ["indexWeight", /s&p 500|index weight|weighting/],
      ["customerConcentration", /walmart|largest customer|customer concentration/],
      ["patents", /patent|exclusivity|expir/],
      // "salesMaturitiesOfInvestments" is a cash flow line's name, not a debt maturity.
      ["debtMaturity", /\bmaturit|\bmatures\b|come due|coming due/],
      ["productPricing", /per month|a month|monthly (?:price|fee)|subscription (?:price|fee)/],
    ];
    // The other three are gaps of time: a year after the data, a close and a quarter before it, checked below.
    const ofTime: ReadonlyArray<Unseen44iLack> = ["yearAfter", "priceBefore", "quarterBefore"];
    expect([...absent.map(([lack]) => lack), ...ofTime].sort()).toEqual(unanswerable.map(({ style }) => style).sort());
    for (const [lack, words] of absent) {
      const symbol = subjectOf(ofLack(lack));
      expect(wordsAbout(symbol), `${lack} (${symbol})`).not.toMatch(words);
    }
  });

  it("lists no filing beyond annual and quarterly reports: no proxy statement, 8-K or dividend notice", () => {
    for (const lack of ["dividendDates", "executivePay", "debtMaturity"] as const) {
      const forms = new Set((sampleFilings(subjectOf(ofLack(lack))) ?? []).map((filing) => filing.formType));
      expect([...forms].sort(), lack).toEqual(["10-K", "10-Q"]);
    }
  });

  it("asks for a year after the last the data holds, and a close and a quarter before the first", () => {
    const after = ofLack("yearAfter");
    const [asked = ""] = /20\d\d/.exec(after.question) ?? [];
    const symbol = subjectOf(after);
    // The company closes its books in December: its 2025 had not ended by the cut-off, and no quarter of it is held.
    expect(statementsOf(symbol, "annual").income[0]?.date.slice(5)).toBe("12-31");
    expect(Number(fiscalYears(symbol).at(-1))).toBeLessThan(Number(asked));
    expect(statementsOf(symbol, "quarter").income.some((row) => row.fiscalYear === asked)).toBe(false);
    const priceBefore = ofLack("priceBefore");
    expect(priceBefore.question).toMatch(/December 30, 2022/);
    expect((barsOf(subjectOf(priceBefore))[0]?.date ?? "") > "2022-12-30").toBe(true);
    // The quarter asked ends December 2022, and no quarter of that fiscal year is held, so it cannot be
    // taken from the year by subtraction either.
    const quarterBefore = ofLack("quarterBefore");
    expect(quarterBefore.question).toMatch(/final quarter of 2022/);
    const company = subjectOf(quarterBefore);
    expect(statementsOf(company, "annual").income[0]?.date.slice(5)).toBe("12-31");
    const quarters = statementsOf(company, "quarter").income;
    expect(quarters.every((row) => row.date > "2022-12-31")).toBe(true);
    expect(quarters.some((row) => row.fiscalYear === "2022")).toBe(false);
  });

  it("asks of a customer's share with both companies in the conversation", () => {
    const customer = ofLack("customerConcentration");
    expect(subjectOf(customer)).toBe("PG");
    expect(companiesNamed(customer.question).sort()).toEqual([...customer.about].sort());
  });

  it("says for every gap what an honest first line names, and a generic gap sentence does not pass for it", () => {
    for (const item of unanswerable) {
      expect(item.lacking.test(HONEST_LINES[item.style]), `${item.style}: ${HONEST_LINES[item.style]}`).toBe(true);
      for (const sentence of GENERIC_GAP_SENTENCES)
        expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
    }
  });
});
