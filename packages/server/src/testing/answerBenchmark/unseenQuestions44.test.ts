// Issue 44's third, unseen set checked as an exam (not the assistant's answers to it): 60
// questions, 20 the data cannot answer, every form and register the issue asks for, every
// expectation computable from the sample data, every gap a real gap that a generic gap sentence
// does not pass for, and no question that is an earlier set's question with the names swapped.
import { describe, expect, it } from "vitest";
import { sampleFilings } from "../../areas/market/sample/sampleFilings";
import { sampleNews } from "../../areas/market/sample/sampleNews";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import { companiesNamed, containsFigure, type Expectation } from "./answerGrading";
import { conversation, only } from "./examData";
import { calendarYearSum, mainValue } from "./freshFigures";
import { FRESH_QUESTIONS } from "./freshQuestions";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";
import { INVESTOR_QUESTIONS } from "./investorQuestions";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";
import { examineQuestionSet } from "./questionSetExam";
import { shapeOf } from "./questionShape";
import { annual, type Figure, fiscalYears, latestYear, profileOf, SAMPLE_SYMBOLS } from "./sampleFigures";
import { datePattern, descriptionOf, fiscalYearToDate, latestRisks } from "./unseen44Figures";
import {
  UNSEEN_QUESTIONS_44,
  type Unseen44Answerable,
  type Unseen44Kind,
  type Unseen44Register,
  type Unseen44Unanswerable,
} from "./unseenQuestions44";

const answerable = UNSEEN_QUESTIONS_44.filter((item): item is Unseen44Answerable => item.kind !== "unanswerable");
const unanswerable = UNSEEN_QUESTIONS_44.filter((item): item is Unseen44Unanswerable => item.kind === "unanswerable");
const ofKind = (kind: Unseen44Kind) => answerable.filter((item) => item.kind === kind);

/** The words of a text figure or of each option of one. */
const wordsOf = (figure: Figure): string[] =>
  figure.kind === "text" ? [figure.text] : figure.kind === "anyOf" ? figure.options.flatMap(wordsOf) : [];

describe("the unseen set's questions", () => {
  it("holds 60 questions, 20 of them unanswerable, each conversation asked once", () => {
    expect(UNSEEN_QUESTIONS_44).toHaveLength(60);
    expect(unanswerable).toHaveLength(20);
    const texts = UNSEEN_QUESTIONS_44.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every covered company by itself or with at most two others", () => {
    const asked = new Set(UNSEEN_QUESTIONS_44.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
  });

  it("puts in every form and register the issue asks for", () => {
    const kinds: Unseen44Kind[] = [
      "lookup",
      "trend",
      "growth",
      "average",
      "perShare",
      "shareOf",
      "ratio",
      "daysOf",
      "turnover",
      "calendarPeriod",
      "quarter",
      "partYear",
      "ranking",
      "comparison",
      "yesNo",
      "definedMeasure",
      "multiPeriod",
      "followUp",
      "twoPart",
      "risks",
      "moat",
      "valuation",
      "news",
      "filings",
    ];
    for (const kind of kinds) expect(ofKind(kind).length, kind).toBeGreaterThan(0);
    const registers: Unseen44Register[] = ["terse", "typo", "ticker", "plain", "brief", "role"];
    for (const register of registers)
      expect(answerable.filter((item) => item.style === register).length, register).toBeGreaterThan(0);
    expect(ofKind("risks").length + ofKind("moat").length + ofKind("valuation").length).toBeGreaterThanOrEqual(4);
  });

  it("asks briefs at length and holds them to the rounding and scale they name", () => {
    const briefs = answerable.filter(({ style }) => style === "brief" || style === "role");
    expect(briefs.length).toBeGreaterThanOrEqual(4);
    for (const item of briefs) {
      expect(item.question.length, item.question).toBeGreaterThan(120);
      const asked = item.expect().figures;
      expect(asked.length, item.question).toBeGreaterThan(1);
      expect(
        asked.every((figure) => JSON.stringify(figure).includes('"decimals"')),
        item.question,
      ).toBe(true);
    }
  });

  it("has a follow-up that switches company and names its own period, and one that points back with 'that'", () => {
    const followUps = ofKind("followUp");
    const switched = followUps.filter((item) => {
      const before = (item.earlier ?? []).flatMap(companiesNamed);
      return companiesNamed(item.question).some((symbol) => !before.includes(symbol));
    });
    const { earlier = [], question, about, expect: expected } = only(switched, "company-switching follow-ups");
    const [earlierYear] = /\b20\d\d\b/.exec(earlier.join(" ")) ?? [];
    const [newCompany = ""] = companiesNamed(question);
    expect(about).toContain(newCompany);
    // The earlier turn's year is not the new company's latest, so inheriting it gives another figure.
    expect(earlierYear).toBeDefined();
    expect(latestYear(newCompany)).not.toBe(earlierYear);
    const [figure] = expected().figures;
    expect(figure?.label).toBe(`${newCompany} net income FY${latestYear(newCompany)}`);
    expect(
      followUps.some((item) => /\bthat\b/i.test(item.question) && companiesNamed(item.question).length === 0),
    ).toBe(true);
  });

  it("gives every yes/no question a verdict and a claim from the data: both verdicts, thresholds and an 'every year since'", () => {
    const yesNo = ofKind("yesNo");
    const verdicts = yesNo.map((item) => item.expect());
    expect(verdicts.every(({ verdict, claim }) => (verdict === "yes" || verdict === "no") && claim)).toBe(true);
    expect(new Set(verdicts.map(({ verdict }) => verdict))).toEqual(new Set(["yes", "no"]));
    expect(yesNo.some(({ question }) => /\babove \d+%/.test(question))).toBe(true);
    expect(yesNo.some(({ question }) => /\bunder \d*\.?\d+x\b/.test(question))).toBe(true);
    expect(yesNo.some(({ question }) => /\bevery year since\b/.test(question))).toBe(true);
  });

  it("ranks among two to four named companies and over every company covered, naming the leader's figure", () => {
    const rankings = [...ofKind("ranking"), ...ofKind("comparison")];
    expect(rankings.some(({ about }) => about.length === SAMPLE_SYMBOLS.length)).toBe(true);
    expect(rankings.some(({ about }) => about.length === 2)).toBe(true);
    expect(rankings.some(({ about }) => about.length === 4)).toBe(true);
    for (const item of rankings) {
      const { leader, figures } = item.expect();
      expect(leader, item.question).toBeDefined();
      expect(
        figures.some((figure) => figure.label.startsWith(`${leader} `)),
        item.question,
      ).toBe(true);
    }
  });

  it("asks calendar years an off-calendar filer's quarters add up to differently from its fiscal years", () => {
    const nvidiaCalendar = mainValue(calendarYearSum("NVDA", "2024", "revenue"));
    expect(nvidiaCalendar).not.toBe(mainValue(annual("NVDA", "revenue", "2025")));
    expect(nvidiaCalendar).not.toBe(mainValue(annual("NVDA", "revenue", "2024")));
    expect(mainValue(calendarYearSum("COST", "2024", "netIncome"))).not.toBe(
      mainValue(annual("COST", "netIncome", "2024")),
    );
  });

  it("asks parts of a year the quarters hold, each less than the whole year", () => {
    expect(mainValue(fiscalYearToDate("CAT", "2024", 2, "revenue"))).toBeLessThan(
      mainValue(annual("CAT", "revenue", "2024")),
    );
    expect(mainValue(fiscalYearToDate("NKE", "2024", 3, "netIncome"))).toBeLessThan(
      mainValue(annual("NKE", "netIncome", "2024")),
    );
  });

  it("asks in a two-part question for a part no statement line holds", () => {
    const lacking = ofKind("twoPart").filter((item) =>
      item.expect().figures.some((figure) => figure.kind !== "number"),
    );
    const { about, expect: expected } = only(lacking, "two-part questions with a lacking part");
    const symbol = about[0] ?? "";
    const words = expected().figures.flatMap(wordsOf);
    const lines = sampleStatements(symbol, profileOf(symbol).cik, "annual")?.income[0] ?? {};
    for (const word of words) expect(Object.keys(lines).join(" ").toLowerCase()).not.toContain(word.toLowerCase());
  });

  it("grades risks and moats on the data's own words, and news and filings on the newest items, with a source", () => {
    for (const item of ofKind("risks")) {
      const symbol = item.about[0] ?? "";
      const { figures, citesSourceOf } = item.expect();
      expect(citesSourceOf).toBe(symbol);
      const risks = latestRisks(symbol).join(" ");
      for (const figure of figures) expect(containsFigure(risks, figure), `${symbol}: ${figure.label}`).toBe(true);
    }
    for (const item of ofKind("moat")) {
      const symbol = item.about[0] ?? "";
      const { figures, citesSourceOf } = item.expect();
      expect(citesSourceOf).toBe(symbol);
      for (const figure of figures)
        expect(containsFigure(descriptionOf(symbol), figure), `${symbol}: ${figure.label}`).toBe(true);
    }
    const news = only(ofKind("news"), "news questions");
    const [newest] = sampleNews(news.about[0] ?? "") ?? [];
    expect(newest && containsFigure(newest.title, news.expect().figures[0] as Figure)).toBe(true);
    const filings: Expectation = only(ofKind("filings"), "filings questions").expect();
    const [filing] = sampleFilings("ADBE") ?? [];
    const told = `Form ${filing?.formType} filed ${filing?.filingDate}`;
    expect(filings.words?.every(({ pattern }) => pattern.test(told))).toBe(true);
    expect(filings.citesSourceOf).toBe("ADBE");
  });

  it("reads a date in each of the ways answers write it, and no other day", () => {
    const pattern = datePattern("2025-03-07");
    for (const written of ["2025-03-07", "March 7, 2025", "7 March 2025", "Mar 7, 2025", "Mar. 07, 2025"])
      expect(pattern.test(written), written).toBe(true);
    for (const written of ["2025-03-17", "March 17, 2025", "17 March 2025", "April 7, 2025"])
      expect(pattern.test(written), written).toBe(false);
  });

  examineQuestionSet(UNSEEN_QUESTIONS_44);

  it("has no two questions of one shape, here or in any of the repository's other sets", () => {
    const shapes = UNSEEN_QUESTIONS_44.map((item) => shapeOf(item.question));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const elsewhere = new Set(
      [
        ...INVESTOR_QUESTIONS,
        ...HELD_OUT_QUESTIONS,
        ...OUTSIDE_QUESTIONS,
        ...FRESH_QUESTIONS,
        ...HELD_OUT_QUESTIONS_44,
      ].map((item) => shapeOf(item.question)),
    );
    expect(
      UNSEEN_QUESTIONS_44.filter((item) => elsewhere.has(shapeOf(item.question))).map((item) => item.question),
    ).toEqual([]);
  });

  it("asks each form mostly of other companies than the two earlier unseen sets did", () => {
    // A gap's form is the lack it asks about.
    const formOf = (item: { kind: string; style?: string }) =>
      item.kind === "unanswerable" ? `gap ${item.style}` : item.kind;
    const pairsOf = (items: ReadonlyArray<{ kind: string; style?: string; about: ReadonlyArray<string> }>) =>
      items
        .filter((item) => item.about.length <= 3)
        .flatMap((item) => item.about.map((symbol) => `${formOf(item)}:${symbol}`));
    const earlier = new Set(pairsOf([...FRESH_QUESTIONS, ...HELD_OUT_QUESTIONS_44]));
    const pairs = pairsOf(UNSEEN_QUESTIONS_44);
    const shared = pairs.filter((pair) => earlier.has(pair));
    expect(shared.length, shared.join(", ")).toBeLessThanOrEqual(pairs.length / 5);
  });
});

describe("the unseen set's gaps", () => {
  const ofLack = (lack: Unseen44Unanswerable["style"]) => unanswerable.filter(({ style }) => style === lack);

  it("spans at least fifteen kinds of gap", () => {
    expect(new Set(unanswerable.map(({ style }) => style)).size).toBeGreaterThanOrEqual(15);
  });

  it("asks about a company outside the data without naming or echoing a sample company", () => {
    for (const item of ofLack("otherCompany")) {
      expect(companiesNamed(item.question), item.question).toEqual([]);
      const words = item.question.toLowerCase().split(/\W+/);
      const sampleWords = SAMPLE_SYMBOLS.flatMap((symbol) => profileOf(symbol).companyName.toLowerCase().split(/\W+/));
      expect(
        words.filter((word) => word.length > 3 && /^[a-z]/.test(word) && sampleWords.includes(word)),
        item.question,
      ).toEqual([]);
    }
  });

  it("asks about a year before the first the data holds for that company", () => {
    for (const item of ofLack("yearBefore")) {
      const first = fiscalYears(item.about[0] ?? "")[0] ?? "";
      const years = [...item.question.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].map(([year]) => year);
      expect(years.length, item.question).toBeGreaterThan(0);
      expect(
        years.every((year) => year < first),
        item.question,
      ).toBe(true);
    }
  });

  it("asks a measure that does not fit the company's kind: the lines it needs are empty in its statements", () => {
    const item = only(ofLack("meaningless"), "meaningless measures");
    expect(item.about).toEqual(["UNH"]);
    expect(() => annual("UNH", "grossMargin", latestYear("UNH"))).toThrow();
  });

  it("says for every gap what an honest first line names, and a generic gap sentence does not pass for it", () => {
    const generic = [
      "That is not in the data.",
      "The sample data does not cover that.",
      "I can't answer that from the bundled data, which holds statements, prices, filings and news.",
      "The question names no company the data covers; name one to get its figures.",
      "That company is not in the data set.",
      "That measure is unknown, so there is no figure for it.",
    ];
    const livePrices =
      "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.";
    for (const item of unanswerable) {
      for (const sentence of [...generic, ...(item.style === "intraday" ? [] : [livePrices])])
        expect(item.lacking.test(sentence), `${item.question} / ${sentence}`).toBe(false);
    }
  });
});
