// Reads a question into an AnswerPlan (issue 33): the companies (covered or not), the measures
// (the dictionary's, or one the question defines), the period, the operation, what the data
// cannot serve (forecasts, advice, segments, intraday prices, figures it does not hold) and the
// rounding asked for. A follow-up takes what it leaves out from the conversation. Pure, and
// linear in the question's length: one pass cuts the words, then each reader looks at each word
// a bounded number of times.
import type { AnswerPlan, MaterialAsked, YesNoClaim } from "../answerTypes";
import type { CompanyDirectory } from "../companyDirectory";
import { withBalanceTakenAt } from "./balanceDates";
import { breakdownAsked, namesPartsOutright } from "./breakdowns";
import { withCloseExtremes } from "./closeExtremes";
import { companiesAsked } from "./companies";
import { withConversion } from "./conversions";
import { customerNamed, customerRefusal } from "./customers";
import { withDifference } from "./differences";
import { type HistoryTurn, withConversation } from "./followUps";
import { asksOfEveryCovered, claimPeriod, growthComparedOf, ownAverageSpan, yesNoClaimOf } from "./forms";
import { fromDictionary } from "./formulas";
import { judgementAsked } from "./judgements";
import { CHIEF_WORDS } from "./lexicon/companyWords";
import { VALUATION_MEASURES } from "./lexicon/material";
import { PART_WORDS } from "./lexicon/refusalWords";
import { asksAboutCompany, materialAsked, materialBesideFigures } from "./materialAsked";
import { familyAsked } from "./measureFamilies";
import { asksLowestFirst, asksMultiplied, readOperation } from "./operation";
import { ownSourcesOf } from "./ownSources";
import { withQuarterBefore } from "./periods";
import { quotientsAsked, withPerDollar, withPerHead, withPerShare } from "./quotients";
import { read } from "./reading";
import { readRefusals } from "./refusals";
import { withRevenueShares } from "./revenueShares";
import { readRounding, roundingFor, withPlaceAsked } from "./rounding";
import { readSector } from "./sectors";
import { withStandIns } from "./standIns";
import { thresholdOf } from "./thresholds";
import { has, hasPhrase } from "./words";
import { consumedBy, unreadWords } from "./wordsRead";

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
  const materialNamed = materialAsked(now.lowers);
  const asked = companiesAsked(now, history.length > 0, asksAboutCompany(now.lowers));
  const { unknownCompanies } = asked;
  const conversation = withConversation(now, asked, history, directory, pageSymbol, materialNamed);
  let { companies } = conversation;
  // "What share of P&G's sales goes to Walmart?": a company sold to is a customer, not a company compared.
  const customer = customerNamed(now);
  if (customer) companies = companies.filter((company) => company.symbol !== customer.customer.entry.symbol);
  const { inheritedOperation, lastMeasures } = conversation;
  let { period } = conversation;
  // "Revenue per employee": money per head, read before any other quotient takes "per" as "over".
  // "For every dollar of assets, how many dollars of revenue": one figure counted in the other's dollars.
  const perHead = withPerHead(withPerDollar(conversation.measures, now), now);
  const operands =
    perHead !== conversation.measures
      ? perHead
      : withRevenueShares(
          withConversion(
            quotientsAsked(
              now,
              conversation.measures,
              lastMeasures,
              companies.length,
              history.length > 0,
              conversation.twoTalkedAbout,
            ),
            now,
          ),
          now,
        );
  let measures = withDifference(operands, now, companies.length);
  // "The difference between A and B" made one figure of two: the difference is no change over time.
  const differenceOfMeasures = measures !== operands;
  // "What are Apple's margins?": a word naming a family of measures, and none named on its own.
  const family = measures.length === 0 && materialNamed === null ? familyAsked(now.lowers) : null;
  if (family) measures = family.measures;
  // "Who runs the fattest operating margin": the verb of a chief executive's phrase, beside a figure, is "has".
  const chiefNamed = now.lowers.some((word) => CHIEF_WORDS.has(word));
  const chiefAt = now.positions.get("ceo");
  const figureJustAfter = measures.some((measure) => {
    const at = now.positions.get(measure.id) ?? -1;
    return measure.unit !== "text" && chiefAt !== undefined && at > chiefAt && at - chiefAt <= 4;
  });
  if (!chiefNamed && figureJustAfter) measures = measures.filter((measure) => measure.id !== "ceo");
  const sector = readSector(now.lowers, now.lowerSet);
  // "the Healthcare sector's gross margin": the word names the group ranked, not a figure asked.
  if (sector !== null && measures.length > 1) measures = measures.filter((measure) => measure.id !== "sector");
  const shareOfCompanies =
    companies.length >= 2 &&
    measures.length === 1 &&
    [...PART_WORDS].some((part) => hasPhrase(now.lowers, `${part} of`)) &&
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
  if (differenceOfMeasures && operation.kind === "growth") operation = { ...operation, kind: "value" };
  // "Which paid the lowest tax rate": ordered lowest first, from the words no other reader took.
  const taken = new Set([...now.consumed, ...(thresholdOf(now.words)?.at ?? [])]);
  if (asksLowestFirst(now.operationLowers, taken)) operation = { ...operation, lowestFirst: true };
  if (inheritedOperation && operation.kind === "value" && now.period === null) {
    operation = { ...operation, kind: inheritedOperation.kind };
  }
  if (conversation.changeAgainstEarlier && (operation.kind === "value" || operation.kind === "trend"))
    operation = { ...operation, kind: "growth" };
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
  if (
    measures.length === 1 &&
    measures[0]?.unit !== "ratio" &&
    !operation.ratio &&
    asksMultiplied(now.operationLowers)
  ) {
    operation = { ...operation, kind: "growth", multiple: true };
  }
  let material: MaterialAsked | null = null;
  if (measures.length === 0) {
    material = materialNamed ?? "search";
    if (material === "valuation") measures = VALUATION_MEASURES.map(fromDictionary);
  } else if (materialBesideFigures(materialNamed, now.lowers)) {
    material = materialNamed;
  }
  // A price's change is its own measure: "growth" of a share price is its return.
  if (operation.kind === "growth" && measures.length === 1 && measures[0]?.id === "close") {
    measures = [fromDictionary("priceReturn")];
    operation = { ...operation, kind: "value" };
  }
  // "Nike's lowest close in 2024": the extreme of the span's closes, not its last one.
  measures = withCloseExtremes(measures, now, operation.across === "rank");
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
  const customerGap = customer ? customerRefusal(customer, now.words) : null;
  if (customerGap) refusals.push(customerGap);
  // "What has Tim Cook said about margins?": a family's word that is a refused remark's topic asks no figure.
  if (family && refusals.some((refusal) => refusal.asked?.includes(now.lowers[family.at] ?? ""))) {
    measures = measures.filter((measure) => !family.measures.some((member) => member.id === measure.id));
    if (measures.length === 0) material = materialNamed ?? "search";
  }
  // "Which segment had the most revenue?": the parts of a figure ranked; revenue when none is named.
  const breakdown = breakdownAsked(now.lowers);
  // Revenue stands in only for a question about the parts themselves: "its largest markets' risks",
  // "its most valuable brands" or "what its 10-K says about its product categories" ask no figure.
  if (breakdown && measures.length === 0 && materialNamed === null && namesPartsOutright(now.lowers)) {
    measures = [fromDictionary("revenue")];
    material = null;
  }
  const answerForm = withStandIns(now, { measures, material }, refusals, companies.length);
  measures = answerForm.measures;
  material = answerForm.material;
  // "What did I write in my notes about Costco's margins?": the user's notes are asked, not the
  // data's margin, and nothing is refused on their behalf.
  const ownSources = ownSourcesOf(now.text);
  if (ownSources.length > 0) {
    measures = [];
    material = "own";
  }
  // "Which of the companies you cover has the highest ...": every covered company is ranked.
  const everyCovered =
    measures.length > 0 &&
    sector === null &&
    !now.mentions.some((mention) => mention.entry.covered) &&
    unknownCompanies.length === 0 &&
    asksOfEveryCovered(now.lowers);
  if (everyCovered) {
    companies = [];
    operation = { ...operation, across: "rank" };
  }
  // "Free cash flow per diluted share", "book value per share": the figure over the share count.
  measures = withPerShare(measures, now, refusals);
  // "Days of sales in receivables at the end of fiscal 2024": the balance at the year's end, not on average.
  measures = withBalanceTakenAt(measures, now);
  // A yes/no question about one figure's change: over the years it names, or the last two.
  const asClaimed = yesNoClaimOf(now.words);
  // "Is FedEx capital-intensive?", "is its current ratio healthy?": a judgement by the house's thresholds.
  const judged = everyCovered ? null : judgementAsked(now.lowers, measures, asClaimed);
  if (judged) {
    measures = judged.measures;
    material = null;
  }
  const growthOf = asClaimed?.against
    ? growthComparedOf(
        now.lowers,
        now.lastPositions,
        measures.map((measure) => measure.id),
      )
    : null;
  const claim: YesNoClaim | null = judged
    ? { direction: "up", factor: null, against: false, judgement: judged.judgement }
    : asClaimed && growthOf
      ? { ...asClaimed, growthOf }
      : asClaimed;
  // "Did its margin beat its five-year average?": the span's average beside its figures.
  if (claim?.againstAverage) {
    operation = { ...operation, kind: "average" };
    period = ownAverageSpan(period, now.lowers);
  }
  if (
    claim &&
    !claim.threshold &&
    !claim.judgement &&
    !claim.againstAverage &&
    measures.length === 1 &&
    companies.length <= 1 &&
    !everyCovered
  ) {
    operation = { ...operation, kind: operation.kind === "cagr" ? "cagr" : "growth" };
    period = claimPeriod(period);
  }
  // "How much did that grow on the quarter before?": the quarter before it, not a year before.
  period = withQuarterBefore(period, operation.kind === "growth", now.lowers);
  const plan: AnswerPlan = {
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
    ...(claim ? { claim } : {}),
    ...(everyCovered ? { everyCovered: true as const } : {}),
    ...(breakdown ? { breakdown } : {}),
  };
  return { ...plan, unread: unreadWords(now.words, consumedBy(now, plan), plan) };
}
