// Reads a question into an AnswerPlan (issue 33): the companies (covered or not), the measures
// (the dictionary's, or one the question defines), the period, the operation, what the data
// cannot serve (forecasts, advice, segments, intraday prices, figures it does not hold) and the
// rounding asked for. A follow-up takes what it leaves out from the conversation. Pure, and
// linear in the question's length: one pass cuts the words, then each reader looks at each word
// a bounded number of times.
import { readQuestion } from "../../domain/assistant/questionIntent";
import type {
  AnswerPlan,
  MaterialAsked,
  PlannedCompany,
  PlannedMeasure,
  PlannedOperation,
  PlannedPeriod,
  UnknownCompany,
} from "../answerTypes";
import type { CompanyDirectory } from "../companyDirectory";
import { ABSENT_KIND_OF, MEASURE_BY_ID } from "../measures";
import { isCapitalised } from "../questionWords";
import { comparedName, lowerCaseName, namedWords, unknownNames } from "./companies";
import {
  asksChange,
  asksOfTheTwo,
  asksQuotient,
  companiesTalkedAbout,
  derivedQuotient,
  HISTORY_TURNS_READ,
  type HistoryTurn,
  quotientOperand,
  shiftedBack,
  stepOf,
} from "./followUps";
import { asksPercent, definedMeasure, fromDictionary, labelOf } from "./formulas";
import { COMPARE_WORDS, PRONOUNS } from "./lexicon/companyWords";
import { asksMultiplied, readOperation } from "./operation";
import { ownSourcesOf } from "./ownSources";
import { read } from "./reading";
import { readRefusals } from "./refusals";
import { readRounding, roundingFor, withPlaceAsked } from "./rounding";
import { readSector } from "./sectors";
import { has, hasPhrase } from "./words";

/** Kinds of data the app lacks that a person named asks about. */
const PERSON_KINDS: ReadonlySet<string> = new Set(
  ["executive pay", "personal wealth", "ownership", "insider trades"].flatMap((phrase) => {
    const label = ABSENT_KIND_OF.get(phrase)?.label;
    return label ? [label] : [];
  }),
);

const MATERIAL_INTENTS = new Set(["risks", "moat", "news", "filings", "valuation", "own"]);

const VALUATION_MEASURES = ["pe", "priceToSales", "priceToBook", "evToEbitda", "dividendYield"];

/**
 * The plan for a question: `history` is the conversation so far (the user's turns are read),
 * `directory` the companies known, `pageSymbol` the company of the page the chat is on.
 */
export function planQuestion(
  question: string,
  history: ReadonlyArray<HistoryTurn>,
  directory: CompanyDirectory,
  pageSymbol?: string | null,
): AnswerPlan {
  const now = read(question, directory);
  let companies: PlannedCompany[] = now.mentions
    .filter((mention) => mention.entry.covered)
    .map((mention) => ({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: mention.matchedBy }));
  const unknownCompanies: UnknownCompany[] = now.mentions
    .filter((mention) => !mention.entry.covered)
    .map((mention) => ({ asWritten: mention.asWritten, symbol: mention.entry.symbol, name: mention.entry.name }));
  // A capitalised name that is no company known, in a question that names none: said, not ignored.
  const intentRead = readQuestion(now.text, 1);
  if (
    companies.length === 0 &&
    unknownCompanies.length === 0 &&
    (now.measures.length > 0 ||
      intentRead.intent !== "search" ||
      // "What about Under Armour's?": a name written possessive is a company asked about.
      now.words.some((word) => word.possessive && isCapitalised(word)) ||
      // "And Adidas?", "How about Lululemon?": a follow-up that names only a company.
      (history.length > 0 &&
        (now.lowers[0] === "and" || hasPhrase(now.lowers, "what about") || hasPhrase(now.lowers, "how about"))))
  ) {
    unknownCompanies.push(...unknownNames(now.words, now.mentions));
    if (unknownCompanies.length === 0 && now.measures.length > 0) {
      const lowerCase = lowerCaseName(now.words, now.mentions);
      if (lowerCase) unknownCompanies.push(lowerCase);
    }
  } else if (companies.length > 0 && unknownCompanies.length === 0 && now.measures.length > 0) {
    // Beside a covered company, a name set against it ("Compare ASML and Nvidia") is a company
    // outside the data, said so, not dropped or read as a product.
    const named = namedWords(now.mentions);
    unknownCompanies.push(
      ...unknownNames(now.words, now.mentions, (index) => !named.has(index) && comparedName(now.words, index, named)),
    );
  }
  let measures = now.measures;
  let period = now.period;
  let inheritedOperation: PlannedOperation | null = null;
  const refersBack = now.lowers.some((word) => PRONOUNS.has(word));
  const followUp = companies.length === 0 || (refersBack && now.lowers.some((word) => COMPARE_WORDS.has(word)));
  // The conversation: the latest earlier question that named a company gives the subject, and
  // one that named a figure gives the figure when this one names none ("how about Microsoft?").
  const earlier = history
    .filter((turn) => turn.role === "user")
    .slice(-HISTORY_TURNS_READ)
    .reverse();
  let subjectsFromHistory: PlannedCompany[] = [];
  // The figures the conversation last named, whether or not this question names its own: an
  // operation asked of "the two" or of "it" works on them.
  let lastMeasures: PlannedMeasure[] = [];
  for (const turn of earlier) {
    const before = read(turn.content, directory);
    if (lastMeasures.length === 0) lastMeasures = before.measures;
    if (subjectsFromHistory.length === 0) {
      subjectsFromHistory = before.mentions
        .filter((mention) => mention.entry.covered)
        .map((mention) => ({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: "history" as const }));
    }
    if (
      measures.length === 0 &&
      unknownCompanies.length === 0 &&
      before.measures.length > 0 &&
      !MATERIAL_INTENTS.has(intentRead.intent)
    ) {
      measures = before.measures;
      inheritedOperation = readOperation(before.lowers, before.lowerSet, before.period, 1, null, false);
    }
    // "What's the growth versus 2023?" after a question about 2024: from one year to the other.
    if (
      now.period?.kind === "years" &&
      now.period.years.length === 1 &&
      period === now.period &&
      before.period?.kind === "years" &&
      before.period.years.length === 1 &&
      before.period.years[0] !== now.period.years[0] &&
      (has(now.lowerSet, "versus", "vs", "vs.", "compared", "against", "over", "from") ||
        // "what about 2024, and the growth between the two": from the year talked about to this one.
        (asksChange(now.lowerSet) && (has(now.lowerSet, "between") || hasPhrase(now.lowers, "the two"))))
    ) {
      period = { kind: "years", years: [...before.period.years, ...now.period.years].sort((a, b) => a - b) };
    }
    if (period === null && before.period !== null) period = before.period;
    if (subjectsFromHistory.length > 0 && measures.length > 0 && period !== null) break;
  }
  // "And the year before?": a year back from the conversation's period, counting the earlier
  // follow-ups that stepped back already ("and the year before that?").
  // "Growth vs the prior year" compares with it instead: the period stays.
  const comparesWithIt = has(
    now.lowerSet,
    "growth",
    "grow",
    "grew",
    "change",
    "changed",
    "vs",
    "versus",
    "compared",
    "against",
    "yoy",
  );
  // "Which grew faster the following year?" asks of the next year itself: the step is taken.
  const stepped = stepOf(now.lowers);
  if (now.period === null && stepped !== 0 && (stepped < 0 || !comparesWithIt) && earlier.length > 0) {
    let back = stepOf(now.lowers);
    let base: PlannedPeriod = { kind: "latest" };
    for (const turn of earlier) {
      const before = read(turn.content, directory);
      if (before.period !== null) {
        base = before.period;
        break;
      }
      back += stepOf(before.lowers);
    }
    period = shiftedBack(base, back);
  }
  // "Now the gap between the two" after "Apple gross margin" and "and Microsoft's?": the two
  // companies the conversation talked about, in the order it named them.
  const bothTalkedAbout = companies.length === 0 && unknownCompanies.length === 0 && asksOfTheTwo(now.lowers);
  const talkedAbout = bothTalkedAbout ? companiesTalkedAbout(earlier, directory) : [];
  if (talkedAbout.length === 2) {
    companies = talkedAbout;
  } else if (companies.length === 0 && unknownCompanies.length === 0) {
    const page = pageSymbol ? directory.bySymbol.get(pageSymbol.toUpperCase()) : undefined;
    if (page?.covered) companies = [{ symbol: page.symbol, name: page.name, matchedBy: "page" }];
    else if (subjectsFromHistory.length > 0) companies = subjectsFromHistory;
  } else if (followUp && refersBack && companies.length > 0) {
    companies = [
      ...subjectsFromHistory.filter((each) => !companies.some((other) => other.symbol === each.symbol)),
      ...companies,
    ];
  }
  // "And its per share?" after a question about free cash flow: "per share" reads as EPS in the
  // dictionary, but what is asked is the last figure over the diluted shares.
  const perShareOfEarlier =
    history.length > 0 &&
    hasPhrase(now.lowers, "per share") &&
    !has(now.lowerSet, "eps", "earnings", "earning", "earn", "earned") &&
    now.measures.every((measure) => measure.id === "eps") &&
    lastMeasures.length === 1 &&
    quotientOperand(lastMeasures[0]) &&
    lastMeasures[0]?.id !== "netIncome" &&
    companies.length <= 1;
  if (perShareOfEarlier) {
    measures = [derivedQuotient(lastMeasures[0] as PlannedMeasure, fromDictionary("dilutedShares"), "perShare")];
  }
  // "How does that compare with its net income, as a conversion rate?", "And its equity? The ratio
  // of the two": a follow-up naming one figure and asking one over the other sets it against the
  // figure the conversation last named.
  const againstEarlier = lastMeasures[0];
  let alsoNamed: PlannedMeasure | null = null;
  if (
    history.length > 0 &&
    !perShareOfEarlier &&
    asksQuotient(now.lowers, now.lowerSet) &&
    now.measures.length === 1 &&
    lastMeasures.length === 1 &&
    againstEarlier !== undefined &&
    againstEarlier.id !== now.measures[0]?.id &&
    quotientOperand(againstEarlier) &&
    quotientOperand(now.measures[0]) &&
    companies.length <= 1
  ) {
    measures = [againstEarlier, now.measures[0] as PlannedMeasure];
    // "And its equity? Give me the ratio of the two as well.": the figure named is asked too.
    const askedApart =
      hasPhrase(now.lowers, "as well") ||
      has(now.lowerSet, "also", "too") ||
      now.words.some((word, index) => index > 0 && word.sentenceStart);
    if (askedApart) alsoNamed = now.measures[0] as PlannedMeasure;
  }
  // "Express it as a margin.", "as a share of revenue?" after a question about one flow: that flow
  // over the same period's revenue, in percent.
  if (
    measures !== now.measures &&
    !perShareOfEarlier &&
    measures.length === 1 &&
    companies.length <= 1 &&
    (has(now.lowerSet, "margin") ||
      ["as a share of revenue", "as a percentage of revenue", "as a percent of revenue", "of sales"].some((phrase) =>
        hasPhrase(now.lowers, phrase),
      )) &&
    quotientOperand(measures[0]) &&
    measures[0]?.id !== "revenue" &&
    MEASURE_BY_ID.get(measures[0]?.id ?? "")?.flow === true
  ) {
    measures = [derivedQuotient(measures[0] as PlannedMeasure, fromDictionary("revenue"), "percent")];
  }
  // "What's the ratio of the two?", "Express that as a conversion rate." after a question about two
  // figures of one company: the first over the second, a percentage when asked as one.
  const inherited = measures !== now.measures;
  const asksRatio =
    has(now.lowerSet, "ratio", "conversion", "rate", "margin", "percentage", "percent", "proportion", "divided") ||
    hasPhrase(now.lowers, "as a share") ||
    hasPhrase(now.lowers, "how many times");
  if (
    inherited &&
    asksRatio &&
    measures.length === 2 &&
    companies.length <= 1 &&
    !measures.some((measure) => measure.defined || measure.unit !== "usd")
  ) {
    const percent = asksPercent(now.lowers) || has(now.lowerSet, "conversion", "rate");
    // A margin or a share is of revenue, whichever order the figures were named in.
    const [top, bottom] = (percent && measures[0]?.id === "revenue" ? [...measures].reverse() : measures) as [
      PlannedMeasure,
      PlannedMeasure,
    ];
    measures = [...(alsoNamed ? [alsoNamed] : []), derivedQuotient(top, bottom, percent ? "percent" : "ratio")];
  }
  // "R&D spend relative to revenue", "debt in relation to equity": the first over the second, a
  // share when the second is revenue.
  const relativeWords = ["relative to", "in relation to", "as a fraction of", "measured against"].some((phrase) =>
    hasPhrase(now.lowers, phrase),
  );
  if (relativeWords && measures.length === 2 && !measures.some((measure) => measure.defined) && companies.length <= 1) {
    const [part, whole] = measures as [PlannedMeasure, PlannedMeasure];
    const percent = whole.id === "revenue" || asksPercent(now.lowers);
    const expression = {
      numerator: [{ sign: 1 as const, id: part.id }],
      denominator: [{ sign: 1 as const, id: whole.id }],
      firstMatch: 0,
      lastMatch: 1,
      explicit: true,
    };
    measures = [definedMeasure(expression, labelOf(expression, percent), percent)];
  }
  // "What share of A went to B": B as a percentage of A, for one company.
  const partWords =
    ["share", "portion", "percentage", "proportion", "fraction", "percent"].some((word) =>
      hasPhrase(now.lowers, `${word} of`),
    ) ||
    // "How much of its revenue was R&D, as a percentage?"
    (hasPhrase(now.lowers, "how much of") && has(now.lowerSet, "percentage", "percent", "share", "proportion"));
  if (partWords && measures.length === 2 && !measures.some((measure) => measure.defined) && companies.length <= 1) {
    const [whole, part] = measures as [PlannedMeasure, PlannedMeasure];
    measures = [
      definedMeasure(
        {
          numerator: [{ sign: 1, id: part.id }],
          denominator: [{ sign: 1, id: whole.id }],
          firstMatch: 0,
          lastMatch: 1,
          explicit: true,
        },
        `${part.label} as a share of ${whole.label}`,
        true,
      ),
    ];
  }
  // "What multiple of its net income is its revenue?", "how many times EPS is the price?": one
  // figure over the other, the one named after the multiple's words (or after "than") below.
  const multipleAt = now.lowers.findIndex(
    (word, index) =>
      (word === "multiple" && now.lowers[index + 1] === "of") ||
      (word === "times" && ["many", "much"].includes(now.lowers[index - 1] ?? "")) ||
      (word === "multiples" && now.lowers[index + 1] === "of"),
  );
  if (multipleAt !== -1 && measures === now.measures && measures.length === 2 && !measures.some((m) => m.defined)) {
    // "how many times larger is Y than X", "how many times does X cover Y": the base follows "than" or "cover".
    const thanAt = now.lowers.indexOf("than", multipleAt);
    const coverAt = now.lowers.findIndex((word, index) => index > multipleAt && /^cover(?:s|ed)?$/.test(word));
    const after = thanAt !== -1 ? thanAt : coverAt !== -1 ? coverAt : multipleAt;
    const at = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
    const base = measures.find((measure) => at(measure) > after) ?? (measures[0] as PlannedMeasure);
    const other = measures.find((measure) => measure !== base) as PlannedMeasure;
    measures = [
      {
        ...definedMeasure(
          {
            numerator: [{ sign: 1, id: other.id }],
            denominator: [{ sign: 1, id: base.id }],
            firstMatch: 0,
            lastMatch: 1,
            explicit: true,
          },
          `${other.label} as a multiple of ${base.label}`,
          false,
        ),
        unit: "ratio",
      },
    ];
  }
  const sector = readSector(now.lowers, now.lowerSet);
  // "the Healthcare sector's gross margin": the word names the group ranked, not a figure asked.
  if (sector !== null && measures.length > 1) measures = measures.filter((measure) => measure.id !== "sector");
  const shareOfCompanies =
    companies.length >= 2 &&
    measures.length === 1 &&
    (hasPhrase(now.lowers, "share of") ||
      hasPhrase(now.lowers, "portion of") ||
      hasPhrase(now.lowers, "percentage of")) &&
    has(now.lowerSet, "combined", "total", "together", "joint", "sum");
  // "... combined net income did Meta earn?": the company named after the whole is the part, first.
  if (shareOfCompanies) {
    const pivot = now.lowers.findIndex((word) => ["combined", "total", "together", "joint", "sum"].includes(word));
    const after = now.words.slice(pivot + 1);
    const part = companies.find((company) =>
      after.some(
        (word) =>
          word.raw.toUpperCase() === company.symbol ||
          (directory.byWord.get(word.lower) ?? []).some((each) => each.entry.symbol === company.symbol),
      ),
    );
    if (part) companies = [part, ...companies.filter((company) => company !== part)];
  }
  let operation = readOperation(
    now.operationLowers,
    new Set(now.operationLowers),
    period,
    companies.length,
    sector,
    shareOfCompanies,
  );
  if (inheritedOperation && operation.kind === "value" && now.period === null) {
    operation = { ...operation, kind: inheritedOperation.kind };
  }
  // "The ratio of the two", "how many times Apple's": one company's figure over the other's.
  if (
    operation.across === "compare" &&
    companies.length === 2 &&
    measures.length === 1 &&
    measures[0]?.unit !== "ratio" &&
    (has(now.lowerSet, "ratio", "multiple") || hasPhrase(now.lowers, "how many times"))
  ) {
    operation = { ...operation, ratio: true };
  }
  // "By how many times did net income multiply", "a three-fold rise": one figure's end over its
  // start, read as a growth whose answer is a multiple (not a list of the years).
  if (measures.length === 1 && measures[0]?.unit !== "ratio" && !operation.ratio && asksMultiplied(now.lowers)) {
    operation = { ...operation, kind: "growth", multiple: true };
  }
  let material: MaterialAsked | null = null;
  if (measures.length === 0) {
    material = MATERIAL_INTENTS.has(intentRead.intent) ? (intentRead.intent as MaterialAsked) : "search";
    if (material === "valuation") measures = VALUATION_MEASURES.map(fromDictionary);
  }
  // A price's change is its own measure: "growth" of a share price is its return.
  if (operation.kind === "growth" && measures.length === 1 && measures[0]?.id === "close") {
    measures = [fromDictionary("priceReturn")];
    operation = { ...operation, kind: "value" };
  }
  if (measures.some((measure) => measure.id === "yearHigh") && !measures.some((measure) => measure.id === "yearLow")) {
    measures = [...measures, fromDictionary("yearLow")];
  }
  const refusals = readRefusals(
    now.words,
    now.lowers,
    now.lowerSet,
    measures,
    now.absent,
    now.futureWords,
    now.mentions,
    now.text,
    directory,
    now.personNamed,
  );
  // "What is Tim Cook's net worth?": a person's pay, wealth, holding or dealings are what is asked,
  // never the company's valuation or figures in their place.
  if (now.personNamed && refusals.some((refusal) => refusal.lacks !== undefined && PERSON_KINDS.has(refusal.lacks))) {
    measures = [];
    material = null;
  }
  // "Who is Tim Cook?", "what company does Jensen Huang run?": a person named, and nothing else
  // asked of them, is answered with the role the profile gives them.
  if (
    now.personNamed &&
    measures.length === 0 &&
    refusals.length === 0 &&
    companies.length > 0 &&
    (material === null || material === "search")
  ) {
    measures = [fromDictionary("ceo")];
    material = null;
  }
  // "Has its CEO been selling shares?": what is asked is the figure the data lacks, not the
  // profile fact whose word it shares (the CEO's name).
  if (
    refusals.some((refusal) => refusal.kind === "absent") &&
    measures.length > 0 &&
    measures.every((measure) => measure.unit === "text")
  ) {
    measures = [];
  }
  // Advice asked of a company and no figure: no advice, and how it compares on valuation instead.
  if (measures.length === 0 && companies.length > 0 && refusals.some((refusal) => refusal.kind === "advice")) {
    measures = VALUATION_MEASURES.map(fromDictionary);
    material = "valuation";
  }
  // "Where will the stock be in a year?": no forecast, and where it closed last.
  if (
    measures.length === 0 &&
    companies.length > 0 &&
    refusals.some((refusal) => refusal.kind === "forecast") &&
    has(now.lowerSet, "stock", "shares", "price")
  ) {
    measures = [fromDictionary("close")];
    material = null;
  }
  // A product's or a place's figure and no figure named: said not held, and the company-wide revenue.
  if (measures.length === 0 && companies.length > 0 && refusals.some((refusal) => refusal.kind === "segment")) {
    measures = [fromDictionary("revenue")];
    material = null;
  }
  // An intraday or after-hours price: said not held, and the latest close given instead.
  if (measures.length === 0 && companies.length > 0 && refusals.some((refusal) => refusal.kind === "intraday")) {
    measures = [fromDictionary("close")];
    material = null;
  }
  // "What did I write in my notes about Costco's margins?": the user's notes are asked, not the
  // data's margin, and nothing is refused on their behalf.
  const ownSources = ownSourcesOf(now.text);
  if (ownSources.length > 0) {
    measures = [];
    material = "own";
  }
  return {
    companies,
    unknownCompanies,
    measures,
    period: period ?? { kind: "latest" },
    periodAsked: now.period !== null,
    operation,
    refusals: ownSources.length > 0 ? [] : refusals,
    rounding: roundingFor(withPlaceAsked(readRounding(now.lowers, now.text), now.lowers), now.text, measures),
    material,
    ownSources,
    sector,
    statement: now.statement,
    words: now.lowers,
  };
}
