// The offline AI provider, the default with no keys and no network (issues 7, 23, 44). It plans
// the question (core's planQuestion), keeping the conversation's company for a follow-up. Figures,
// comparisons, valuation, a company's risks, moat, news and filings, and what the data lacks are
// answered by the answer engine and written by core's template writer; anything else by BM25
// retrieval (the one passage index, answers/passageIndex.ts) over the local material (the bundled set, and the asking user's own notes
// and PDFs, which rank a little ahead) and an extractive answer quoting the best passages. It
// streams like a live model: what it read (thinking), the sources, then the text in small pieces,
// paced so a reader can follow.
import {
  type AiRequest,
  type AnswerPlan,
  answersFromFacts,
  asksOfNobody,
  asksQuotedMaterial,
  type CompanyDirectory,
  companyDirectory,
  draftText,
  type FactsTable,
  type KnownCompany,
  matchingExcerpt,
  type NamedCompany,
  type OwnSource,
  type PlannedCompany,
  planQuestion,
  queryTerms,
  type SearchResult,
  shortName,
  texts,
  titleFromQuestion,
  unquotedWordsGap,
  writeDraft,
} from "@moatwise/core";
import {
  type ExtractiveAnswer,
  extractiveAnswer,
  OFFLINE_NOTE,
  type RankedPassage,
} from "../../../answers/extractiveAnswer";
import type { Passage } from "../../../answers/localLibrary";
import { companySearchWords, isAboutCompany } from "../../../answers/materialScope";
import { type PassageIndex, passageIndex } from "../../../answers/passageIndex";
import type { AiProvider, AnswerEvent, AskContext } from "../../../languageModel/aiProvider";

export interface OfflineOptions {
  /** The material to search; read once, on the first question. */
  readonly passages: () => Promise<ReadonlyArray<Passage>>;
  /**
   * The asking user's own material (notes, PDF pages) that holds any of the question's words;
   * read afresh for every question, so only rows that can match are read and indexed.
   */
  readonly ownPassages?: (
    userId: string,
    words: ReadonlyArray<string>,
    about?: string,
  ) => Promise<ReadonlyArray<Passage>>;
  /**
   * The companies a PDF's issuer and a page's names are read against: the user's material is
   * quoted for a company only when the one scope rule (answers/materialScope) says it is about it.
   */
  readonly covered?: ReadonlyArray<NamedCompany>;
  /** The asking user's notes on one company, newest first: what "my notes about Costco" reads. */
  readonly ownNotesOn?: (userId: string, symbol: string) => Promise<ReadonlyArray<Passage>>;
  /** The asking user's highlights on one company: what "my highlights on Costco" reads. */
  readonly ownHighlightsOn?: (userId: string, company: PlannedCompany) => Promise<ReadonlyArray<Passage>>;
  /**
   * The plan reader's companies and the answer engine over the server's one MarketData: a
   * question that names a figure, a company's risks, moat, news or filings, a company outside the
   * data or something the data cannot serve is answered by the engine; a plain search from the
   * material about the companies it names.
   */
  readonly facts?: {
    readonly directory: CompanyDirectory;
    readonly run: (plan: AnswerPlan) => Promise<FactsTable>;
  };
  /** Pause between streamed pieces of text; 0 in tests. */
  readonly deltaDelayMs: number;
}

/**
 * What wrote an offline answer, stored with it (issue 37): the template writer over the answer
 * engine's facts and quotes, or quotes found by BM25.
 */
export const OFFLINE_WRITERS = {
  facts: "facts-template",
  quotes: "bm25-extractive",
} as const;
/** Characters per streamed piece: about a few words, as a live model sends them. */
const DELTA_CHARS = 24;
const PASSAGES_SEARCHED = 8;
/** The user's own passages count this much more than bundled ones that match as well. */
const OWN_MATERIAL_BOOST = 1.5;

/** The own sources the chat reads, as an answer names them; a research draft's pasted material it does not. */
const OWN_SOURCES_READ: Partial<Record<OwnSource, string>> = { notes: "notes", highlights: "highlights", pdfs: "PDFs" };
const OWN_SOURCES_UNREAD: Partial<Record<OwnSource, string>> = { pasted: "pasted material" };

/** Words that name the user's material, not what it is about: left out when choosing what to quote. */
const OWN_MATERIAL_WORDS = new Set(
  "write wrote written note notes noted jotted saved highlight highlights highlighted pdf pdfs document documents file files upload uploaded paste pasted say says said".split(
    " ",
  ),
);

/** The company as the question wrote it ("Costco"), else its name without the legal suffix. */
export function nameAsAsked(question: string, company: PlannedCompany): string {
  const words = shortName(company.name).split(/\s+/);
  const asked = new Set(queryTerms(question));
  let named = 0;
  while (named < words.length && asked.has((words[named] as string).toLowerCase())) named++;
  return named > 0 ? words.slice(0, named).join(" ") : shortName(company.name);
}

/** "notes", "notes or PDFs": the sources read, as the answer names them. */
const listed = (names: ReadonlyArray<string>) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;

/** The companies of the local material, by their profiles. */
function knownCompanies(passages: ReadonlyArray<Passage>): KnownCompany[] {
  return passages.flatMap((passage) =>
    passage.kind === "profile" && passage.symbol && passage.companyName
      ? [{ symbol: passage.symbol, name: passage.companyName }]
      : [],
  );
}

/** Whom a question is about, and whether it asks of the user's own material only. */
interface Reading {
  readonly subjects: ReadonlyArray<string>;
  /** The companies asked about, with their names: what the user's own material must be about. */
  readonly companies: ReadonlyArray<PlannedCompany>;
  /** "What do my notes say…": the user's own notes and PDFs only. */
  readonly ownOnly: boolean;
}

/** What the plan asks, as the thinking line says it: "value of net margin", "its risks". */
function partsRead(plan: AnswerPlan): string[] {
  const figures = plan.measures.map((measure) => measure.label).join(", ");
  const material = asksQuotedMaterial(plan) ? [`its ${plan.material}`] : [];
  if (figures === "") return material.length > 0 ? material : ["no figure"];
  return [`${plan.operation.kind} of ${figures}`, ...material];
}

/** The answer's text, sources and reasoning from a facts table, each sentence citing its sources. */
function factsAnswer(table: FactsTable): ExtractiveAnswer {
  const draft = writeDraft(table);
  const sources = new Map(table.sources.map((source) => [source.id, source]));
  const searchResults: SearchResult[] = draft.sourceIds.flatMap((id) => {
    const source = sources.get(id);
    if (!source) return [];
    return [
      {
        url: source.url,
        title: source.title,
        content: source.excerpt,
        publisher: source.publisher,
        ...(source.date ? { date: source.date } : {}),
      },
    ];
  });
  const sourceOf = new Map([...table.facts, ...table.quotes].map((each) => [each.id, each.sourceId]));
  const numberOf = (ids: ReadonlyArray<string>) => {
    const numbers = new Set<number>();
    for (const id of ids) {
      const at = draft.sourceIds.indexOf(sourceOf.get(id) ?? "");
      if (at >= 0) numbers.add(at + 1);
    }
    return [...numbers].map((number) => ` [${number}]`).join("");
  };
  const plan = table.plan;
  const about = [
    ...plan.companies.map((company) => company.symbol),
    ...plan.unknownCompanies.map((company) => company.asWritten),
  ];
  return {
    text: `${draftText(draft.sentences, (sentence) => numberOf([...sentence.factIds, ...sentence.quoteIds]))}\n\n${OFFLINE_NOTE}`,
    citations: searchResults.map((source) => source.url),
    searchResults,
    reasoning:
      `Read the question as ${partsRead(plan).join(" and ")}` +
      `${about.length > 0 ? ` for ${about.join(", ")}` : ""}${plan.measures.length > 0 ? `, ${plan.period.kind} period` : ""}, and answered from the data.` +
      (plan.unread && plan.unread.length > 0 ? ` Words not read: ${plan.unread.join(", ")}.` : ""),
  };
}

/**
 * Pieces of the text to stream, cut after a space where one is near. Only the next piece's reach
 * is looked at for a space, so text without spaces costs its length, not its length squared.
 */
export function textPieces(text: string, size = DELTA_CHARS): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    const reach = text.slice(start + size, start + size * 2 + 1);
    const space = reach.indexOf(" ");
    const end = space === -1 ? Math.min(text.length, start + size) : start + size + space + 1;
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });

/**
 * The pieces on a schedule: piece i is due `delayMs` × (i + 1) after the start. When the server is
 * busy and a pause ends late, every piece due by then goes out together, so a loaded server sends
 * fewer, larger writes and each answer keeps its pace instead of falling further behind. With no
 * delay (tests), each piece goes out on its own at once. An abort ends it with the abort's reason.
 */
export async function* pacedPieces(
  pieces: ReadonlyArray<string>,
  delayMs: number,
  signal: AbortSignal,
): AsyncIterable<string> {
  const started = performance.now();
  let sent = 0;
  while (sent < pieces.length) {
    signal.throwIfAborted();
    if (delayMs <= 0) {
      yield pieces[sent++] as string;
      continue;
    }
    await pause(Math.max(0, started + (sent + 1) * delayMs - performance.now()), signal);
    const due = Math.min(pieces.length, Math.max(sent + 1, Math.floor((performance.now() - started) / delayMs)));
    yield pieces.slice(sent, due).join("");
    sent = due;
  }
}

export function offlineProvider(options: OfflineOptions): AiProvider {
  let library:
    | Promise<{ index: PassageIndex<Passage>; passages: ReadonlyArray<Passage>; companies: KnownCompany[] }>
    | undefined;
  const ready = () => {
    library ??= options
      .passages()
      .then((passages) => ({ index: passageIndex(passages), passages, companies: knownCompanies(passages) }));
    return library;
  };
  // Read and indexed as the server starts, so the first question does not wait for it.
  ready().catch(() => undefined);
  /** How many companies the local material profiles: what a "found nothing" answer says it searched. */
  const bundledCompanies = async () => (await ready()).companies.length;

  /** Without a facts engine (tests of the passage search), the companies of the local material. */
  let ownDirectory: CompanyDirectory | undefined;
  async function fallbackDirectory(): Promise<CompanyDirectory> {
    const { companies } = await ready();
    ownDirectory ??= companyDirectory(companies);
    return ownDirectory;
  }

  /** The user's passages, each about a company with that company's name, so "Apple" finds notes on AAPL. */
  async function ownPassagesOf(userId: string, request: AiRequest): Promise<Passage[]> {
    // The question before it too, as a follow-up such as "Add details" is searched with it.
    const previous = request.chat_history?.findLast((item) => item.role === "user")?.content ?? "";
    const words = queryTerms(`${request.message} ${previous}`);
    if (words.length === 0) return [];
    const own = (await options.ownPassages?.(userId, words)) ?? [];
    if (own.length === 0) return [];
    const { passages } = await ready();
    const names = new Map(passages.map((passage) => [passage.symbol, passage.companyName]));
    return own.map((passage) => ({
      ...passage,
      companyName: passage.companyName ?? (passage.symbol ? (names.get(passage.symbol) ?? null) : null),
      text: matchingExcerpt(passage.text, words),
    }));
  }

  /**
   * The best passages for the question. The user's own passages join the shared index only for
   * this search: added, searched and removed in one synchronous step, so no other question sees them.
   */
  async function rank(request: AiRequest, own: ReadonlyArray<Passage>, reading: Reading): Promise<RankedPassage[]> {
    const { index } = await ready();
    const named = new Set(reading.subjects);
    const newsOnly = request.mode === "news";
    const terms = queryTerms(request.message);
    if (terms.length === 0) return [];
    const ownIds = new Set(own.map((passage) => passage.id));
    const ownOnly = reading.ownOnly;
    // The user's own material is quoted for the companies asked about only when it is about one.
    const aboutAsked = (passage: Passage) =>
      reading.companies.length === 0 ||
      reading.companies.some((company) => isAboutCompany(passage, company, options.covered ?? []));
    const wanted = (passage: Passage) =>
      ownIds.has(passage.id)
        ? !newsOnly && aboutAsked(passage)
        : ownOnly
          ? false
          : newsOnly
            ? passage.kind === "news"
            : named.size === 0 || passage.symbol === null || named.has(passage.symbol);
    const ranked = index
      .search(terms, {
        added: own,
        filter: wanted,
        boost: (passage) => (ownIds.has(passage.id) ? OWN_MATERIAL_BOOST : 1),
      })
      .slice(0, PASSAGES_SEARCHED)
      .map(({ item, score }) => ({ passage: item, score }));
    // Passages that match about equally (a company's yearly filings) are quoted newest first.
    const band = (score: number) => Math.round(score);
    return ranked.sort(
      (a, b) => band(b.score) - band(a.score) || (b.passage.date ?? "").localeCompare(a.passage.date ?? ""),
    );
  }

  /** A follow-up such as "Add details" names no topic: search with the question before it too. */
  async function rankWithHistory(
    request: AiRequest,
    own: ReadonlyArray<Passage>,
    reading: Reading,
  ): Promise<{ ranked: RankedPassage[]; question: string }> {
    const ranked = await rank(request, own, reading);
    const previous = request.chat_history?.findLast((item) => item.role === "user")?.content;
    if (ranked.length > 0 || !previous) return { ranked, question: request.message };
    const question = `${previous} ${request.message}`;
    return { ranked: await rank({ ...request, message: question }, own, reading), question };
  }

  /** Whom the question is about, from its plan; "What did I paste?" asks of the user's material only. */
  function readRequest(plan: AnswerPlan): Reading {
    return {
      subjects: plan.companies.map((company) => company.symbol),
      companies: plan.companies,
      ownOnly: plan.material === "own" || plan.ownSources.length > 0,
    };
  }

  /** The user's own notes and PDFs alone, when they hold passages for the question; else null. */
  async function fromOwnMaterial(request: AiRequest, context: AskContext, reading: Reading) {
    const own = await ownPassagesOf(context.userId, request);
    if (own.length === 0) return null;
    const ranked = await rank(request, own, { ...reading, ownOnly: true });
    return ranked.length > 0 ? extractiveAnswer(request.message, ranked, await bundledCompanies()) : null;
  }

  /**
   * A question that names the user's own sources about a company ("What did I write in my notes
   * about Costco?"): those sources alone, for that company; notes by its symbol, PDF pages by its
   * name. With none, it says so plainly: never the bundled set's passages instead.
   */
  async function fromOwnSources(request: AiRequest, context: AskContext, plan: AnswerPlan): Promise<ExtractiveAnswer> {
    const read = plan.ownSources.flatMap((source) => OWN_SOURCES_READ[source] ?? []);
    const unread = plan.ownSources.flatMap((source) => OWN_SOURCES_UNREAD[source] ?? []);
    const said: string[] = unread.length > 0 ? [texts.ownSourceNotRead(listed(unread))] : [];
    const ranked: RankedPassage[] = [];
    for (const company of plan.companies) {
      const found: Passage[] = [];
      if (plan.ownSources.includes("notes")) {
        found.push(...((await options.ownNotesOn?.(context.userId, company.symbol)) ?? []));
      }
      if (plan.ownSources.includes("highlights")) {
        found.push(...((await options.ownHighlightsOn?.(context.userId, company)) ?? []));
      }
      if (plan.ownSources.includes("pdfs")) {
        const pages = (await options.ownPassages?.(context.userId, companySearchWords(company), company.symbol)) ?? [];
        found.push(
          ...pages.filter((page) => page.kind === "pdf" && isAboutCompany(page, company, options.covered ?? [])),
        );
      }
      if (found.length === 0 && read.length > 0) {
        said.push(texts.noOwnMaterial(listed(read), nameAsAsked(request.message, company)));
      }
      for (const passage of found) ranked.push({ passage: { ...passage, companyName: company.name }, score: 1 });
    }
    // What to quote is what the question asks about beyond the material's name and the company's.
    const about = queryTerms(request.message).filter((term) => !OWN_MATERIAL_WORDS.has(term));
    const names = plan.companies.map((company) => company.name).join(" ");
    const quoted =
      ranked.length > 0 ? extractiveAnswer(`${names} ${about.join(" ")}`, ranked, await bundledCompanies()) : null;
    const plainly = said.join(" ");
    if (!quoted) {
      return {
        text: `${plainly}\n\n${OFFLINE_NOTE}`,
        citations: [],
        searchResults: [],
        reasoning: `Read your ${listed(read) || "material"} on ${plan.companies.map((company) => company.symbol).join(", ")}. None found.`,
      };
    }
    return plainly === "" ? quoted : { ...quoted, text: `${plainly}\n\n${quoted.text}` };
  }

  async function fromPassages(request: AiRequest, context: AskContext, reading: Reading) {
    const own = await ownPassagesOf(context.userId, request);
    const { ranked, question } = await rankWithHistory(request, own, reading);
    return extractiveAnswer(question, ranked, await bundledCompanies());
  }

  return {
    name: "offline",
    model: OFFLINE_WRITERS.quotes,
    live: false,
    webSearch: false,

    async *answer(request: AiRequest, context: AskContext): AsyncIterable<AnswerEvent> {
      const directory = options.facts?.directory ?? (await fallbackDirectory());
      const plan = planQuestion(request.message, request.chat_history ?? [], directory, request.options.symbol);
      const reading = readRequest(plan);
      let answer: ExtractiveAnswer;
      let writer: string = OFFLINE_WRITERS.facts;
      if (request.mode !== "news" && plan.ownSources.length > 0 && plan.companies.length > 0) {
        answer = await fromOwnSources(request, context, plan);
        writer = OFFLINE_WRITERS.quotes;
      } else if (options.facts && request.mode !== "news" && answersFromFacts(plan)) {
        const own = asksOfNobody(plan) ? await fromOwnMaterial(request, context, reading) : null;
        if (own) writer = OFFLINE_WRITERS.quotes;
        answer = own ?? factsAnswer(await options.facts.run(plan));
      } else {
        writer = OFFLINE_WRITERS.quotes;
        const material = await fromPassages(request, context, reading);
        // What the data cannot serve (advice, a segment, a figure it does not hold) is said first.
        // So is a period asked that the data does not reach ("what did it report for Q1 2025?").
        const gapsTable =
          options.facts && (plan.refusals.length > 0 || (plan.periodAsked && plan.companies.length > 0))
            ? await options.facts.run({ ...plan, measures: [] })
            : null;
        const gaps = gapsTable && gapsTable.gaps.length > 0 ? factsAnswer(gapsTable) : null;
        // With none, what the question asked that no passage speaks of ("WACC") is said first.
        const unquoted = unquotedWordsGap(plan.unread, material.text);
        const gapsSaid = gaps ? gaps.text.replace(`\n\n${OFFLINE_NOTE}`, "") : null;
        const lead =
          gapsSaid === null ? unquoted : plan.refusals.length > 0 || !unquoted ? gapsSaid : `${gapsSaid} ${unquoted}`;
        answer = lead ? { ...material, text: `${lead}\n\n${material.text}` } : material;
      }
      yield { _tag: "thinking", content: answer.reasoning };
      if (answer.citations.length > 0) {
        yield { _tag: "citations", citations: [...answer.citations], search_results: [...answer.searchResults] };
      }
      for await (const content of pacedPieces(textPieces(answer.text), options.deltaDelayMs, context.signal)) {
        yield { _tag: "delta", content };
      }
      if (context.signal.aborted) return;
      yield {
        _tag: "done",
        citations: [...answer.citations],
        search_results: [...answer.searchResults],
        reasoning_summary: answer.reasoning,
        mode: request.mode,
        provider: "offline",
        model: writer,
      };
    },

    // Titled from what was asked ("Costco vs Walmart: revenue growth"), not its first three words.
    async title(message: string) {
      return titleFromQuestion(message);
    },

    async health() {
      return { status: "ok", detail: "Answers by quoting local material; no web search and no opinions." };
    },
  };
}
