// Which companies a question names (issue 33): by ticker, full name, a distinctive word of the
// name, a brand people use for it, or a typo of one of those; a listed company the data does not
// cover is still recognised, so the answer can say it is not in the data. The directory is built
// once per list of companies; reading a question costs a few map look-ups per word.
import { PERIOD_TOKEN, TERSE_FOLLOWERS } from "./plan/lexicon/companyWords";
import { isCapitalised, type Word } from "./questionWords";

/** A company the directory is built from: its ticker and name, and the people its profile names. */
export interface KnownCompany {
  readonly symbol: string;
  readonly name: string;
  /** People the company's profile names (its chief executive), so a question naming one is about it. */
  readonly people?: ReadonlyArray<string>;
}

export interface DirectoryEntry {
  readonly symbol: string;
  readonly name: string;
  readonly covered: boolean;
}

/** A company a name word names; `common` when the word is also an ordinary word. */
export interface NamedBy {
  readonly entry: DirectoryEntry;
  readonly common: boolean;
}

export interface CompanyDirectory {
  readonly bySymbol: ReadonlyMap<string, DirectoryEntry>;
  /** Name words, joined first two words and brands, lower case, to the companies they name. */
  readonly byWord: ReadonlyMap<string, ReadonlyArray<NamedBy>>;
  /** The words of covered companies' names, by length, for typos. */
  readonly typoWords: ReadonlyMap<number, ReadonlyArray<readonly [string, DirectoryEntry]>>;
  /** Covered companies' tickers, for a ticker written with a slip ("APPL", "AMZM"). */
  readonly coveredTickers: ReadonlyArray<DirectoryEntry>;
  /** Covered companies' people, by "first last" and by last name alone, lower case. */
  readonly byPerson: ReadonlyMap<string, DirectoryEntry>;
  readonly coveredCount: number;
}

/** Words of company names that say nothing about which company it is. */
const SUFFIX_WORDS = new Set(
  "the and company companies corporation corp inc incorporated group holdings holding plc ltd limited com co class sa nv ag se llc lp".split(
    " ",
  ),
);

/**
 * Name words that are also ordinary words ("Target", "Block", "General"): they name a company only
 * written with a capital, not as a sentence's first word unless possessive ("Target's").
 */
const COMMON_NAME_WORDS = new Set(
  (
    "platforms devices micro advanced home chase general international systems technologies technology services wholesale " +
    "american united national first global financial capital energy health healthcare resources brands trust partners bank " +
    "bancorp solutions networks network communications entertainment pharmaceuticals therapeutics labs laboratories " +
    "industries products foods properties residential insurance data digital materials semiconductor semiconductors " +
    "software electric power water gas oil air life care medical scientific instruments sciences mobile markets exchange " +
    "street state southern western northern eastern pacific atlantic enterprises interactive payments dollar tree " +
    "dynamics motor motors match block target best buy public realty income equity progressive principal booking " +
    "intuitive constellation universal republic waste management southwest electronic arts news fox consolidated service " +
    "storage mills hotels resorts cruise lines airlines new york times ventures estate real royal steel auto parts pool " +
    "tractor supply generation mobility automotive square"
  ).split(/\s+/),
);

/**
 * Ordinary English words that open a sentence or an instruction ("Express it as a margin", "Take
 * cash conversion to mean ...") or are common nouns that some listed company is named by ("Delta",
 * "Gap"): such a word is a company only when written as one: possessive, "$"-prefixed, as a ticker,
 * or followed by a word for its shares or legal form.
 */
export const ORDINARY_WORDS: ReadonlySet<string> = new Set(
  (
    "express take give show list tell use treat define assume consider make put let find calculate compute work break " +
    "rank sort state report round keep now then also just next same only still again repeat check explain describe " +
    "summarise summarize include exclude add subtract divide multiply convert estimate look see say go pull get fetch " +
    "bring return answer try help walk run split apply restate present quote display plot chart graph total sum over " +
    "back forward focus stick switch swap change drop skip ignore note remember please okay great good fine nice cool " +
    "perfect right sure interesting wow instead rather thanks thank so well yes yeah hmm cheers same ok understood got " +
    "and but or what which how why when where who whose is are was were does do did can could would should will may " +
    "might must has have had if since while after before between from compare versus following previous prior latest " +
    "last first second third fifth final overall annual average median mean gross net operating free cash profit " +
    "delta gap ball carrier regions price crown arch eagle quest align mosaic waters globe discover citizens iron " +
    "extra solar applied analog texas illinois lincoln brown jack henry parker stanley marathon " +
    "equity share shares stock stocks market markets value"
  ).split(/\s+/),
);

/** Written as a company's name, not as an ordinary word: possessive, "$", or before "stock", "Inc". */
const COMPANY_WORD_CUES = new Set(
  "stock stocks shares share inc corp corporation company plc ltd group holdings".split(" "),
);
const writtenAsCompany = (word: Word, next: Word | undefined) =>
  word.possessive || word.dollar || COMPANY_WORD_CUES.has(next?.lower ?? "");

/** Words before a company named in lower case: "for oracle", "oracle vs ...", "and shopify". */
const BEFORE_A_NAME = new Set("and vs versus than for of about on with against".split(" "));

/** Brands and former names people use for a company, by ticker (used when the ticker is listed). */
const BRAND_NAMES: Readonly<Record<string, ReadonlyArray<string>>> = {
  GOOGL: ["google"],
  META: ["facebook"],
  KO: ["coke", "cocacola"],
  PEP: ["pepsi"],
  JNJ: ["j&j"],
  PG: ["p&g"],
  WMT: ["wal-mart"],
  JPM: ["jpmorgan", "jp-morgan", "j.p.morgan"],
  "BRK.B": ["berkshire"],
  XOM: ["exxon", "exxonmobil"],
  UNH: ["unitedhealthcare"],
  MCD: ["mcdonalds"],
  HD: ["homedepot"],
  LLY: ["lilly"],
  TSLA: ["tesla"],
};

const plainWord = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s?$/, "")
    .replace(/['’]/g, "");

/** The words of a company's name that name it: "The Walt Disney Company" → walt, disney, waltdisney; "Amazon.com, Inc." → amazon.com, amazon. */
export function distinctiveWords(name: string): string[] {
  // "Amazon.com" is one word as a question writes it, and "amazon" alone names it too.
  const words = (name.toLowerCase().match(/[\p{L}][\p{L}\d&'’-]*(?:\.[\p{L}\d]+)*/gu) ?? [])
    .map(plainWord)
    .filter((word) => !SUFFIX_WORDS.has(word));
  const parts = words
    .flatMap((word) => (word.includes(".") ? [word, ...word.split(".")] : [word]))
    .flatMap((word) => (word.includes("-") ? [word, ...word.split("-"), word.replace(/-/g, "")] : [word]))
    .filter((word) => !SUFFIX_WORDS.has(word));
  const joined = words.length >= 2 ? [`${words[0]}${words[1]}`.replace(/-/g, "")] : [];
  return [...new Set([...parts, ...joined])].filter((word) => word.length >= 3);
}

/** The directory of every company a question may name: `covered` ones have data, `listed` ones are known to exist. */
export function companyDirectory(
  covered: ReadonlyArray<KnownCompany>,
  listed: ReadonlyArray<KnownCompany> = [],
): CompanyDirectory {
  const bySymbol = new Map<string, DirectoryEntry>();
  const byWord = new Map<string, NamedBy[]>();
  const typo = new Map<number, [string, DirectoryEntry][]>();
  const coveredSymbols = new Set(covered.map((company) => company.symbol.toUpperCase()));
  const entries: DirectoryEntry[] = [
    ...covered.map((company) => ({ symbol: company.symbol.toUpperCase(), name: company.name, covered: true })),
    ...listed
      .filter((company) => !coveredSymbols.has(company.symbol.toUpperCase()))
      .map((company) => ({ symbol: company.symbol.toUpperCase(), name: company.name, covered: false })),
  ];
  const addWord = (word: string, entry: DirectoryEntry) => {
    const known = byWord.get(word) ?? [];
    const common = COMMON_NAME_WORDS.has(word);
    if (!known.some((other) => other.entry.symbol === entry.symbol)) byWord.set(word, [...known, { entry, common }]);
  };
  for (const entry of entries) {
    for (const spelling of [entry.symbol, entry.symbol.replace(".", "-"), entry.symbol.replace(".", "")]) {
      if (!bySymbol.has(spelling)) bySymbol.set(spelling, entry);
    }
    const words = [...distinctiveWords(entry.name), ...(BRAND_NAMES[entry.symbol] ?? [])];
    for (const word of words) {
      addWord(word, entry);
      if (entry.covered && word.length >= 4 && !COMMON_NAME_WORDS.has(word)) {
        const bucket = typo.get(word.length) ?? [];
        bucket.push([word, entry]);
        typo.set(word.length, bucket);
      }
    }
  }
  // "BRK" for Berkshire: a ticker written without its share class is the class the data covers.
  for (const entry of entries) {
    const base = /^([A-Z]+)\.[A-Z]$/.exec(entry.symbol)?.[1];
    if (entry.covered && base && !bySymbol.has(base)) bySymbol.set(base, entry);
  }
  const byPerson = new Map<string, DirectoryEntry>();
  for (const company of covered) {
    const entry = bySymbol.get(company.symbol.toUpperCase());
    if (!entry) continue;
    for (const person of (company.people ?? []).flatMap((people) => people.split(/\s+and\s+|\s*,\s*/))) {
      const [first, last] = personNameWords(person);
      if (!first || !last) continue;
      if (!byPerson.has(`${first} ${last}`)) byPerson.set(`${first} ${last}`, entry);
      if (!byPerson.has(last)) byPerson.set(last, entry);
    }
  }
  const coveredTickers = entries.filter((entry) => entry.covered);
  return { bySymbol, byWord, typoWords: typo, byPerson, coveredTickers, coveredCount: covered.length };
}

/** A person's first and last name, lower case, without initials or a generation ("D. James Umpleby III"). */
function personNameWords(person: string): [string | undefined, string | undefined] {
  const words = person
    .split(/\s+/)
    .map((word) => word.replace(/[.,]/g, ""))
    .filter((word) => word.length > 1 && !/^(?:I{1,3}|IV|Jr|Sr)$/.test(word));
  return [words[0]?.toLowerCase(), words.length > 1 ? words.at(-1)?.toLowerCase() : undefined];
}

export interface PersonMention {
  readonly entry: DirectoryEntry;
  /** Index of the person's first word as written, and how many words name them. */
  readonly at: number;
  readonly length: number;
  readonly asWritten: string;
}

/**
 * The covered companies' people the words name: a first and last name ("Tim Cook"), or a last
 * name alone written with a capital ("Nadella") that is no ordinary or measure word. One look-up
 * or two per word.
 */
export function peopleNamed(
  words: ReadonlyArray<Word>,
  directory: CompanyDirectory,
  vocabulary: ReadonlySet<string>,
): PersonMention[] {
  const found: PersonMention[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word;
    const next = words[index + 1];
    if (word.number) continue;
    const whole = next && !word.possessive ? directory.byPerson.get(`${word.lower} ${next.lower}`) : undefined;
    // First and last name together are the person however they are written ("satya nadella").
    if (whole && next) {
      found.push({ entry: whole, at: index, length: 2, asWritten: `${word.raw} ${next.raw}` });
      index++;
      continue;
    }
    const byLast = directory.byPerson.get(word.lower);
    if (
      byLast &&
      isCapitalised(word) &&
      // A sentence's capital says nothing: a short last name ("Cook") there may be a word.
      (!word.sentenceStart || word.lower.length >= 5) &&
      !vocabulary.has(word.lower) &&
      !ORDINARY_WORDS.has(word.lower) &&
      !directory.byWord.has(word.lower)
    )
      found.push({ entry: byLast, at: index, length: 1, asWritten: word.raw });
  }
  return found;
}

/** Optimal string alignment distance, stopping once it passes `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/** Upper-case words that are not tickers. */
export const ACRONYMS = new Set(
  (
    "AI API ADR CEO CFO COO CPI CTO DCF EBIT EBITDA EPS ESG ETF EU EV FCF FED FY GAAP GDP IPO NYSE NASDAQ OK PE QOQ ROA " +
    "ROE ROIC SEC TTM LTM UK US USA VR YOY YTD SGA SBC OCF CAGR HQ NTM PS PB DE TSR CET1 IT I A Q1 Q2 Q3 Q4 FY20 FY21 " +
    "FY22 FY23 FY24 FY25 FY26 AM PM GMT EST ET FTE FTEs"
  ).split(" "),
);

/** Lower-case words too common to be a ticker ("all", "cost", "cat"). */
const COMMON_WORDS = new Set(
  "a all am an and any are as at be by can cat cost dis do for go has have he how i if in is it its key low me my new no not now of on one or our out pep so the to up us was we what who why you ko ma hd".split(
    " ",
  ),
);

export interface CompanyMention {
  readonly entry: DirectoryEntry;
  readonly matchedBy: "ticker" | "name" | "nameWord" | "typo";
  /** Index of the first word that named it. */
  readonly at: number;
  readonly asWritten: string;
  /** Named by a word that is also an ordinary word ("Services", "Target"). */
  readonly common?: boolean;
}

const TYPO_CANDIDATES_MAX = 200;

/**
 * The companies the words name, in the order named. `vocabulary` holds words that are never read
 * as a typo of a name (measure words, common words). A listed company that is not covered is
 * taken by its name only when written with a capital, so "target" and "block" stay words.
 */
export function companiesNamed(
  words: ReadonlyArray<Word>,
  directory: CompanyDirectory,
  vocabulary: ReadonlySet<string>,
): CompanyMention[] {
  const found: CompanyMention[] = [];
  const seen = new Set<string>();
  const add = (mention: CompanyMention) => {
    if (seen.has(mention.entry.symbol)) return;
    seen.add(mention.entry.symbol);
    found.push(mention);
  };
  let typoCandidates = 0;
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word;
    if (word.number) continue;
    const upper = word.raw.toUpperCase();
    const bySymbol = directory.bySymbol.get(upper);
    // "hd net income", "ko avg quarterly revenue", "hd fy2024 net income": a covered two-letter
    // ticker in lower case opens a terse question when a figure's, an operation's or a period's
    // word follows it at once.
    // A follower written as a pair ("hd ev/ebitda") counts by either of its words.
    const follower = words[1]?.lower ?? "";
    const terseOpener =
      index === 0 &&
      upper.length === 2 &&
      !vocabulary.has(word.lower) &&
      (follower.split(/[/-]/).some((part) => vocabulary.has(part)) ||
        TERSE_FOLLOWERS.has(follower) ||
        PERIOD_TOKEN.test(follower));
    const tickerWritten =
      bySymbol &&
      (word.dollar ||
        (word.raw === upper && upper.length >= 2 && !ACRONYMS.has(upper)) ||
        (bySymbol.covered && terseOpener) ||
        (bySymbol.covered && upper.length >= 3 && !COMMON_WORDS.has(word.lower) && !vocabulary.has(word.lower)));
    if (bySymbol && tickerWritten) {
      add({ entry: bySymbol, matchedBy: "ticker", at: index, asWritten: word.raw });
      continue;
    }
    const next = words[index + 1];
    // An ordinary word at a sentence's start is the sentence's word, not a company.
    if (word.sentenceStart && ORDINARY_WORDS.has(word.lower) && !writtenAsCompany(word, next)) continue;
    const joined = next && !next.number ? `${word.lower}${next.lower}` : null;
    const byJoined = joined ? directory.byWord.get(joined) : undefined;
    const candidates =
      byJoined ?? directory.byWord.get(word.lower) ?? directory.byWord.get(word.lower.replace(/-/g, ""));
    const capitalOk = isCapitalised(word) && (word.possessive || !word.sentenceStart || !vocabulary.has(word.lower));
    // An ordinary word inside a longer capitalised name ("Amazon Web Services") is part of that
    // name, not a listed company of its own ("Services").
    const previous = words[index - 1];
    const insideName =
      previous !== undefined &&
      isCapitalised(previous) &&
      !previous.sentenceStart &&
      !previous.possessive &&
      !word.possessive &&
      !previous.number &&
      !vocabulary.has(previous.lower) &&
      !directory.byWord.has(previous.lower) &&
      !directory.bySymbol.has(previous.raw.toUpperCase());
    // A listed company named in lower case ("oracle revenue cagr", "what is shopify's ..."): a name
    // word no ordinary word shares, where a name stands (a sentence's start, possessive, after "for").
    const lowerCaseName =
      !isCapitalised(word) &&
      !vocabulary.has(word.lower) &&
      !ORDINARY_WORDS.has(word.lower) &&
      (word.sentenceStart || writtenAsCompany(word, next) || BEFORE_A_NAME.has(words[index - 1]?.lower ?? ""));
    const usable = (candidates ?? []).filter(({ entry, common }) =>
      byJoined
        ? true
        : common
          ? capitalOk && (word.possessive || !word.sentenceStart || entry.covered) && (entry.covered || !insideName)
          : entry.covered || (capitalOk && !insideName) || lowerCaseName,
    );
    const chosenBy = usable.find(({ entry }) => entry.covered) ?? usable[0];
    const chosen = chosenBy?.entry;
    if (chosen) {
      add({
        ...(chosenBy?.common && !byJoined ? { common: true } : {}),
        entry: chosen,
        matchedBy: byJoined ? "name" : "nameWord",
        at: index,
        asWritten: byJoined && next ? `${word.raw} ${next.raw}` : word.raw,
      });
      if (byJoined) index++;
      continue;
    }
    // A four-letter word is a typo only as two letters swapped ("nkie" for "nike") or as a
    // five-letter name with a letter left out after its first ("appl" for "apple").
    const swappedOnly = word.lower.length === 4;
    const capitals = /^[A-Z\d]+$/.test(word.raw);
    if (
      word.lower.length < 4 ||
      vocabulary.has(word.lower) ||
      ORDINARY_WORDS.has(word.lower) ||
      ACRONYMS.has(word.raw) ||
      typoCandidates >= TYPO_CANDIDATES_MAX
    )
      continue;
    typoCandidates++;
    // A word in capitals that is no ticker listed nor an acronym is a covered ticker written with
    // one slip ("APPL", "AMZM", "GOGL"), its first letter kept; or else a name in capitals ("NVDIA").
    if (capitals) {
      const ticker = directory.coveredTickers.find(
        (entry) =>
          entry.symbol.length >= 3 &&
          entry.symbol[0] === upper[0] &&
          editDistance(upper, entry.symbol.replace(".", ""), 1) <= 1,
      );
      if (ticker) {
        add({ entry: ticker, matchedBy: "typo", at: index, asWritten: word.raw });
        continue;
      }
      if (word.lower.length < 5) continue;
    }
    const limit = word.lower.length >= 9 ? 2 : 1;
    let best: DirectoryEntry | null = null;
    for (let length = word.lower.length - limit; length <= word.lower.length + limit && !best; length++) {
      for (const [candidate, entry] of directory.typoWords.get(length) ?? []) {
        // Four letters match only as two swapped: "metal" is not "Meta", "nkie" is "Nike".
        const letterLeftOut = swappedOnly && candidate.length === 5 && candidate[0] === word.lower[0];
        if (
          (swappedOnly || candidate.length === 4) &&
          !letterLeftOut &&
          [...candidate].sort().join("") !== [...word.lower].sort().join("")
        )
          continue;
        if (editDistance(word.lower, candidate, limit) <= limit) {
          best = entry;
          break;
        }
      }
    }
    if (best) add({ entry: best, matchedBy: "typo", at: index, asWritten: word.raw });
  }
  return withOneLetterTickers(words, directory, found);
}

/** Words that join the names of a list ("MA, JPM and V", "V or MA", "V vs MA"). */
const LIST_JOINS = new Set(["and", "or", "vs", "versus", "&", "with"]);

/**
 * A covered one-letter ticker written in capitals ("V") beside another company of a list: "MA,
 * JPM, V", "V or MA". Alone, a capital letter is a word or an initial, not a company.
 */
function withOneLetterTickers(
  words: ReadonlyArray<Word>,
  directory: CompanyDirectory,
  found: CompanyMention[],
): CompanyMention[] {
  const at = new Set(found.map((mention) => mention.at));
  const beside = (index: number) =>
    at.has(index - 1) ||
    at.has(index + 1) ||
    (LIST_JOINS.has(words[index - 1]?.lower ?? "") && at.has(index - 2)) ||
    (LIST_JOINS.has(words[index + 1]?.lower ?? "") && at.has(index + 2));
  const letterTicker = (word: Word) =>
    word.raw.length === 1 && /^[A-Z]$/.test(word.raw) ? directory.bySymbol.get(word.raw) : undefined;
  const mention = (entry: DirectoryEntry, index: number, word: Word) => ({
    entry,
    matchedBy: "ticker" as const,
    at: index,
    asWritten: word.raw,
  });
  const listed = words.flatMap((word, index) => {
    const entry = letterTicker(word);
    if (!entry?.covered || at.has(index) || found.some((each) => each.entry.symbol === entry.symbol)) return [];
    return beside(index) ? [mention(entry, index, word)] : [];
  });
  // "V's slice of combined V + MA revenue": the ticker a list reads as a company is it again
  // where the question writes it as an owner.
  const listedSymbols = new Set(listed.map((each) => each.entry.symbol));
  const again = words.flatMap((word, index) => {
    const entry = letterTicker(word);
    if (!entry || !listedSymbols.has(entry.symbol) || !word.possessive) return [];
    return listed.some((each) => each.at === index) ? [] : [mention(entry, index, word)];
  });
  const added = [...listed, ...again];
  return added.length === 0 ? found : [...found, ...added].sort((a, b) => a.at - b.at);
}
