// What the data cannot serve, said rather than guessed: advice, forecasts, intraday prices, segments,
// and the kinds of data the app lacks.

import { ABSENT_KIND_OF } from "../absentDataKinds";
import type { PlannedMeasure, Refusal } from "../answerTypes";
import type { CompanyDirectory, CompanyMention } from "../companyDirectory";
import type { Word } from "../questionWords";
import { namedWords } from "./companies";
import { settledConcepts, withConcepts } from "./conceptRefusals";
import { YEAR_PART } from "./lexicon/measureWords";
import {
  ADVICE_VERBS,
  DEALING_WORDS,
  INSIDER_WORDS,
  INTRADAY_WORDS,
  OUTSIDE_SESSION_WORDS,
  PART_WORDS,
} from "./lexicon/refusalWords";
import { VOCABULARY } from "./phrases";
import { businessLineNamed, segmentNamed } from "./segments";
import { has, hasPhrase } from "./words";

export function readRefusals(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  lowerSet: ReadonlySet<string>,
  measures: ReadonlyArray<PlannedMeasure>,
  absent: ReadonlyArray<string>,
  futureWords: boolean,
  mentions: ReadonlyArray<CompanyMention>,
  text: string,
  directory: CompanyDirectory,
  personNamed = false,
): Refusal[] {
  const refusals: Refusal[] = [];
  const advice =
    (lowerSet.has("should") && has(lowerSet, ...ADVICE_VERBS)) ||
    hasPhrase(lowers, "good buy") ||
    (has(lowerSet, "good", "great", "smart", "wise", "safe") &&
      has(lowerSet, "hold", "bet", "pick", "investment", "long-term", "entry", "add", "adding", "buying", "selling")) ||
    ["time to buy", "time to sell", "late to buy", "early to buy", "too late", "screaming buy", "strong buy"].some(
      (phrase) => hasPhrase(lowers, phrase),
    ) ||
    hasPhrase(lowers, "good investment") ||
    hasPhrase(lowers, "worth buying") ||
    has(lowerSet, "recommend", "recommendation", "recommendations") ||
    hasPhrase(lowers, "buy or sell") ||
    hasPhrase(lowers, "a buy") ||
    hasPhrase(lowers, "a sell") ||
    // Advice asked without "buy" or "sell": adding to or trimming a position, a bargain, timing.
    has(lowerSet, "trim", "trimming", "bargain") ||
    hasPhrase(lowers, "add to my") ||
    hasPhrase(lowers, "add more") ||
    hasPhrase(lowers, "my position") ||
    hasPhrase(lowers, "good time to") ||
    hasPhrase(lowers, "right time to") ||
    hasPhrase(lowers, "time to get in") ||
    hasPhrase(lowers, "load up") ||
    hasPhrase(lowers, "take profits") ||
    hasPhrase(lowers, "get out") ||
    hasPhrase(lowers, "cash out") ||
    hasPhrase(lowers, "worth owning") ||
    hasPhrase(lowers, "worth it") ||
    hasPhrase(lowers, "good entry") ||
    // "Is it a good idea to buy X?", "would you put money into X?", "should I invest in X?".
    ["good idea to", "put money into", "put my money", "money into", "worth investing", "should i invest"].some(
      (phrase) => hasPhrase(lowers, phrase),
    ) ||
    // "Would you buy it?", "do you personally own it?": not "could you tell me what insiders own".
    lowers.some(
      (word, index) =>
        word === "you" &&
        ["would", "do"].includes(lowers[index - 1] ?? "") &&
        lowers
          .slice(index + 1, index + 3)
          .some((next) => ["buy", "sell", "hold", "own", "trim", "add", "dump", "invest"].includes(next)),
    );
  if (advice) refusals.push({ kind: "advice", about: null });
  if (
    futureWords &&
    (lowerSet.has("will") ||
      lowerSet.has("forecast") ||
      lowerSet.has("predict") ||
      lowerSet.has("next") ||
      hasPhrase(lowers, "price target") ||
      lowerSet.has("projected") ||
      lowerSet.has("projection") ||
      lowerSet.has("guidance") ||
      lowerSet.has("outlook") ||
      hasPhrase(lowers, "going to") ||
      lowerSet.has("expect") ||
      lowerSet.has("expects") ||
      lowerSet.has("predicts") ||
      lowerSet.has("guided") ||
      lowerSet.has("expected") ||
      lowerSet.has("estimate") ||
      lowerSet.has("estimates"))
  ) {
    refusals.push({ kind: "forecast", about: null });
  }
  const intraday =
    has(lowerSet, ...INTRADAY_WORDS) ||
    hasPhrase(lowers, "at the moment") ||
    hasPhrase(lowers, "this instant") ||
    /\b\d{1,2}:\d{2}\b/.test(text);
  // Prices the data never holds, whatever else the question names: before or after the session, within a day.
  const outsideSession =
    has(lowerSet, ...OUTSIDE_SESSION_WORDS) ||
    hasPhrase(lowers, "after hours") ||
    hasPhrase(lowers, "extended hours") ||
    hasPhrase(lowers, "pre market") ||
    hasPhrase(lowers, "before the open") ||
    hasPhrase(lowers, "live price");
  const priceLike = new Set(["close", "priceReturn", "yearHigh", "yearLow", "marketCap"]);
  // "Is it trading up at this minute?": a stock's move within the day, though no price is named.
  const tradingWords = has(lowerSet, "trading", "trades", "ticking", "moving", "stock", "shares", "chart");
  if (
    outsideSession ||
    (intraday && !advice && (measures.some((measure) => priceLike.has(measure.id)) || tradingWords))
  )
    refusals.push({ kind: "intraday", about: null });
  const allNamed = namedWords(mentions);
  const segment = segmentNamed(words, lowers, lowerSet, measures, mentions, directory, allNamed);
  if (segment) refusals.push(segment);
  // One line per kind of data lacking, named by the words the question used first.
  const lacking = (about: string): Refusal => {
    const kind = ABSENT_KIND_OF.get(about);
    return kind ? { kind: "absent", about, lacks: kind.label } : { kind: "absent", about };
  };
  const kindsSaid = new Set<string>();
  const sayAbsent = (about: string) => {
    const refusal = lacking(about);
    const key = refusal.lacks ?? about;
    if (kindsSaid.has(key)) return;
    kindsSaid.add(key);
    refusals.push(refusal);
  };
  for (const phrase of absent) sayAbsent(phrase);
  // "Has its chief executive sold stock?", "are insiders dumping shares?": insiders' dealings.
  const dealing = has(lowerSet, ...DEALING_WORDS);
  const insider = has(lowerSet, ...INSIDER_WORDS);
  if ((insider || personNamed) && dealing && !absent.some((phrase) => /insider|selling|sold|dumping/.test(phrase))) {
    sayAbsent("insider trades");
  }
  // "Its share of the US snacks market": a market share, however the market is named.
  const shareAt = lowers.findIndex(
    (word, index) =>
      word === "share" && lowers[index + 1] === "of" && lowers.slice(index + 2, index + 8).includes("market"),
  );
  if (shareAt !== -1) sayAbsent("market share");
  // "What share of Meta does its founder own?", "who owns the most Apple stock": ownership.
  const owning = has(lowerSet, "own", "owns", "owned", "owners", "holders");
  // "Who owns more cash?": an amount the company holds is a figure, not who holds its shares.
  const amountNamed = measures.some((measure) => measure.unit === "usd");
  if (
    owning &&
    !amountNamed &&
    !absent.includes("ownership") &&
    (hasPhrase(lowers, "share of") ||
      hasPhrase(lowers, "how much of") ||
      [...PART_WORDS].some((word) => hasPhrase(lowers, `${word} of`)) ||
      hasPhrase(lowers, "owned by") ||
      hasPhrase(lowers, "who owns") ||
      hasPhrase(lowers, "biggest owners") ||
      hasPhrase(lowers, "largest owners"))
  ) {
    sayAbsent("ownership");
  }
  // "Which funds hold the most Berkshire stock?": holders of the shares, however they are named.
  const holding = has(lowerSet, "hold", "holds", "held", "holding", "own", "owns", "owning");
  const holderWords = has(lowerSet, "institutions", "funds", "investors", "shareholders", "owners", "holders");
  // "Who holds the most Netflix shares?": a question of who, about holding the shares.
  const whoHolds = has(lowerSet, "who", "whom", "which") && has(lowerSet, "shares", "stock", "stake", "stakes");
  if (holding && (holderWords || whoHolds) && !advice && !amountNamed) sayAbsent("ownership");
  // Who owns a company is what is asked: "by Vanguard" names an owner, not a product.
  if (kindsSaid.has("ownership and institutional holders")) {
    const segmentAt = refusals.findIndex((refusal) => refusal.kind === "segment");
    if (segmentAt !== -1) refusals.splice(segmentAt, 1);
  }
  // "How much stock does Mark Zuckerberg own?": a person's holding; "Tim Cook's net worth": their wealth.
  if (personNamed && holding && !advice && !amountNamed) sayAbsent("ownership");
  if (personNamed && has(lowerSet, "worth", "wealth", "fortune", "rich", "richest", "wealthy"))
    sayAbsent("personal wealth");
  // "How much does Tim Cook earn?", "what was the CEO paid?": a person's pay, not the company's earnings.
  const earnWords = has(lowerSet, "earn", "earns", "earned", "paid", "pay", "make", "makes", "made", "compensated");
  if (
    earnWords &&
    (personNamed || has(lowerSet, "ceo", "ceos", "executive", "executives", "cfo", "chairman", "boss")) &&
    measures.length === 0 &&
    !advice
  )
    sayAbsent("executive pay");
  // Concepts the data lacks, wherever their words are (issue 44): a kind said already takes their words.
  for (const kind of withConcepts(refusals, words, advice)) kindsSaid.add(kind);
  // A figure asked for that no measure names ("how many ...", "... ratio"): said, not guessed.
  const figureAsked =
    hasPhrase(lowers, "how many") ||
    hasPhrase(lowers, "how much") ||
    has(lowerSet, "ratio", "volume", "rate") ||
    // Figures of a business line the statements do not break out ("what were its investment banking
    // fees in 2023?"), when an amount is asked: "Costco membership fees" alone asks about the topic.
    (has(lowerSet, "fee", "fees", "commissions", "premiums", "royalties", "loans", "bookings") &&
      (has(lowerSet, "what", "total", "amount", "much", "size") || words.some((word) => YEAR_PART.test(word.lower))));
  const businessLine = businessLineNamed(words, lowers, mentions, directory, allNamed, refusals);
  if (businessLine) refusals.push(businessLine);
  // "How many iPhones did it sell?": the thing counted is what the data lacks.
  const countedAt = lowers.findIndex((word, index) => word === "many" && lowers[index - 1] === "how");
  const counted = countedAt === -1 ? undefined : words[countedAt + 1];
  if (
    measures.length === 0 &&
    absent.length === 0 &&
    figureAsked &&
    // A gap already named says what is missing ("YouTube" is a segment): no second, vaguer one.
    !refusals.some(
      (each) => each.kind === "advice" || each.kind === "forecast" || each.kind === "segment" || each.kind === "absent",
    )
  ) {
    refusals.push({
      kind: "absent",
      about: counted && !VOCABULARY.has(counted.lower) && !counted.number ? counted.raw : null,
    });
  }
  return settledConcepts(refusals, words, measures);
}
