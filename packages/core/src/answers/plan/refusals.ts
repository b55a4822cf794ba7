// What the data cannot serve, said rather than guessed: advice, forecasts, intraday prices, segments,
// and the kinds of data the app lacks.
import type { PlannedMeasure, Refusal } from "../answerTypes";
import { ACRONYMS, type CompanyDirectory, type CompanyMention } from "../companyDirectory";
import { ABSENT_KIND_OF } from "../measures";
import { isCapitalised, type Word } from "../questionWords";
import { comparedName, namedWords } from "./companies";
import { YEAR_PART } from "./lexicon/measureWords";
import { MONTHS } from "./lexicon/periodWords";
import {
  EARNING_WORDS,
  FUNCTION_WORDS,
  PART_WORDS,
  REGIONS,
  REVENUE_QUALIFIERS,
  VOCABULARY_NON_MEASURE,
} from "./lexicon/refusalWords";
import { PHRASES_BY_FIRST, VOCABULARY } from "./phrases";
import { businessLineWord, shareOfPart } from "./segments";
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
    (lowerSet.has("should") &&
      has(
        lowerSet,
        "buy",
        "sell",
        "invest",
        "hold",
        "put",
        "trim",
        "add",
        "buying",
        "selling",
        "investing",
        "holding",
        "adding",
        "trimming",
        "own",
        "owning",
        "dump",
        "dumping",
        "exit",
      )) ||
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
    (has(lowerSet, "would", "do") &&
      lowerSet.has("you") &&
      has(lowerSet, "buy", "sell", "hold", "own", "trim", "add", "dump", "invest"));
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
    has(
      lowerSet,
      "intraday",
      "today",
      "today's",
      "todays",
      "now",
      "live",
      "real-time",
      "realtime",
      "tonight",
      "morning",
      "afternoon",
      "minute",
      "hourly",
      "am",
      "pm",
    ) ||
    hasPhrase(lowers, "at the moment") ||
    hasPhrase(lowers, "this instant") ||
    /\b\d{1,2}:\d{2}\b/.test(text);
  // Prices the data never holds, whatever else the question names: before or after the session, within a day.
  const outsideSession =
    has(
      lowerSet,
      "intraday",
      "pre-market",
      "premarket",
      "after-hours",
      "afterhours",
      "overnight",
      "real-time",
      "realtime",
      "tick",
      "hourly",
      "minute-by-minute",
    ) ||
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
  // A segment: the word, a region, or a product written like a name just before a figure
  // ("iPhone revenue", "YouTube advertising revenue") of a company the data covers.
  const segmentWord =
    has(lowerSet, "segment", "segments", "division", "divisions", "unit's") ||
    hasPhrase(lowers, "business unit") ||
    hasPhrase(lowers, "product line") ||
    hasPhrase(lowers, "by product");
  const named = new Set(mentions.map((mention) => mention.at));
  // The rest of a named company's name ("UnitedHealth Group") is not a product.
  const nameWords = new Set(mentions.flatMap((mention) => mention.entry.name.toLowerCase().split(/[\s,.]+/)));
  const allNamed = namedWords(mentions);
  const product = words.find((word, index) => {
    if (named.has(index) || word.number || VOCABULARY.has(word.lower) || ACRONYMS.has(word.raw)) return false;
    if (nameWords.has(word.lower)) return false;
    // A fiscal year, a quarter, a month or "I'd" is not a product.
    if (/^(?:FY|Q\d)/i.test(word.raw) || /['’]/.test(word.raw) || MONTHS.includes(word.lower)) return false;
    // A distinctive name word is a company; an ordinary one ("Services") may be a product.
    const nameWord = directory.byWord.get(word.lower)?.some((each) => !each.common) ?? false;
    // A ticker is written in capitals: "App" (of "App Store") is not APP.
    if (nameWord || (word.raw === word.raw.toUpperCase() && directory.bySymbol.has(word.raw))) return false;
    // "iPhone", and "YouTube" or "PlayStation" even as a sentence's first word: a capital inside a word names a product.
    const camel = /^\p{Ll}+\p{Lu}/u.test(word.raw) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word.raw);
    const capital = isCapitalised(word) && !word.sentenceStart;
    if (!camel && !capital) return false;
    // A name set beside a company by "and", "vs", "with" is another company ("ASML and Nvidia"), not a product.
    if (comparedName(words, index, allNamed)) return false;
    const ahead = lowers.slice(index + 1, index + 4);
    // "iPhone revenue", "YouTube ads bring in", and a product a figure comes from ("revenue is from Azure").
    return (
      ahead.some(
        (each) => (PHRASES_BY_FIRST.has(each) && !VOCABULARY_NON_MEASURE.has(each)) || EARNING_WORDS.has(each),
      ) ||
      ["from", "by"].includes(lowers[index - 1] ?? "") ||
      (lowers[index - 1] === "the" && lowers[index - 2] === "from")
    );
  });
  // "outside the US", "beyond North America", "non-US": a geography, which the data does not split.
  const outsideAt = lowers.findIndex(
    (word, index) =>
      (word === "outside" || word === "beyond" || word === "non-us" || word === "ex-us") &&
      (lowers[index + 1] === "the" ||
        lowers[index + 1] === "of" ||
        isCapitalised((words[index + 1] ?? words[index]) as Word) ||
        word.includes("-")),
  );
  const region =
    words.find((word) => REGIONS.has(word.lower)) ?? (outsideAt === -1 ? undefined : (words[outsideAt] as Word));
  // The product's whole name as written ("Web Services", "North America").
  const nameFrom = (start: Word | undefined) => {
    if (!start) return null;
    const at = words.indexOf(start);
    let end = at;
    // The rest of a product's name, up to a figure's name: "App Store", "Web Services".
    while (
      end + 1 < words.length &&
      isCapitalised(words[end + 1] as Word) &&
      !named.has(end + 1) &&
      !PHRASES_BY_FIRST.has((words[end + 1] as Word).lower)
    )
      end++;
    if (at === outsideAt) {
      // The phrase to the place it names: "outside the US".
      let last = at + 1;
      while (last < words.length && last < at + 4 && !isCapitalised(words[last] as Word)) last++;
      // The whole place: "outside the United States".
      while (last + 1 < words.length && isCapitalised(words[last + 1] as Word) && !named.has(last + 1)) last++;
      return words
        .slice(at, Math.min(last + 1, words.length))
        .map((each) => each.raw)
        .join(" ");
    }
    let first = at;
    if (REGIONS.has(start.lower) && first > 0 && isCapitalised(words[first - 1] as Word) && !named.has(first - 1))
      first--;
    return words
      .slice(first, end + 1)
      .map((each) => each.raw)
      .join(" ");
  };
  // "AWS's share of Amazon's sales", "Amazon Web Services as a share of its revenue": a part named
  // as a share of a covered company's whole, when the part is no company and no measure.
  const partOfWhole = product ? undefined : shareOfPart(words, lowers, allNamed);
  if (partOfWhole && mentions.some((mention) => mention.entry.covered)) {
    refusals.push({ kind: "segment", about: partOfWhole });
  } else if (
    (segmentWord || product || region) &&
    mentions.some((mention) => mention.entry.covered) &&
    (measures.length > 0 || product)
  ) {
    refusals.push({ kind: "segment", about: nameFrom(product) ?? nameFrom(region) });
  } else if (segmentWord) {
    refusals.push({ kind: "segment", about: null });
  }
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
  const dealing = has(
    lowerSet,
    "sell",
    "sold",
    "selling",
    "sells",
    "dump",
    "dumping",
    "dumped",
    "unload",
    "unloading",
    "bought",
    "buying",
  );
  const insider = has(
    lowerSet,
    "ceo",
    "executive",
    "executives",
    "insider",
    "insiders",
    "founder",
    "founders",
    "management",
    "directors",
    "chairman",
    "cfo",
  );
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
  // A figure asked for that no measure names ("how many ...", "... ratio"): said, not guessed.
  const figureAsked =
    hasPhrase(lowers, "how many") ||
    hasPhrase(lowers, "how much") ||
    has(lowerSet, "ratio", "volume", "rate") ||
    // Figures of a business line the statements do not break out ("what were its investment banking
    // fees in 2023?"), when an amount is asked: "Costco membership fees" alone asks about the topic.
    (has(lowerSet, "fee", "fees", "commissions", "premiums", "royalties", "loans", "bookings") &&
      (has(lowerSet, "what", "total", "amount", "much", "size") || words.some((word) => YEAR_PART.test(word.lower))));
  // A word of a line of business, never a company's name however written ("oracle revenue").
  const lineWordAt = (index: number) =>
    index >= 0 &&
    !allNamed.has(index) &&
    businessLineWord(words[index]) &&
    !directory.byWord.has(words[index]?.lower ?? "");
  // A business line named before its revenue ("membership fee revenue", "cloud sales"): a
  // segment the company-wide statements do not split.
  const lineAt = lowers.findIndex(
    (word, index) =>
      (word === "revenue" || word === "revenues" || word === "sales") && index > 0 && lineWordAt(index - 1),
  );
  // A line already named as a kind of data the app lacks ("same-store sales") is said once.
  const lineSaid =
    lineAt > 0 &&
    refusals.some((refusal) => refusal.kind === "absent" && refusal.about?.includes(lowers[lineAt - 1] ?? "·"));
  if (
    lineAt !== -1 &&
    !lineSaid &&
    mentions.some((mention) => mention.entry.covered) &&
    !refusals.some((refusal) => refusal.kind === "segment")
  ) {
    // The line's whole name: "membership fee revenue", "data center revenue".
    const nameWordAt = (index: number) =>
      lineWordAt(index) ||
      (index >= 0 &&
        !allNamed.has(index) &&
        /^\p{Ll}{3,}$/u.test(words[index]?.raw ?? "") &&
        !FUNCTION_WORDS.has(lowers[index] ?? "") &&
        !REVENUE_QUALIFIERS.has(lowers[index] ?? "") &&
        !PHRASES_BY_FIRST.has(lowers[index] ?? ""));
    const first = nameWordAt(lineAt - 2) ? lineAt - 2 : lineAt - 1;
    refusals.push({
      kind: "segment",
      about: words
        .slice(first, lineAt)
        .map((each) => each.raw)
        .join(" "),
    });
  }
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
  return refusals;
}
