// A live model writes the answer from the facts (issue 33, item 5): a question that asks for a
// figure is planned and run through the facts engine as offline; the model gets the numbered facts
// and the passages about the companies named, and is told to write from them only, naming the
// facts of each sentence. Each sentence is checked as it arrives by core's `checkAnswer` (the
// research reports' `checkClaim`), and a figure the facts do not hold is marked "(not verified)"
// in the streamed text. The gaps are said first by us, not left to the model. Other questions
// (news, explanations, material) go to the model as before.
import {
  type AiRequest,
  type AnswerPlan,
  answersFromFacts,
  type CompanyDirectory,
  checkAnswer,
  type FactSource,
  type FactsTable,
  factValue,
  markUnverified,
  periodWords,
  planQuestion,
  type Quote,
  queryTerms,
  type SearchResult,
  type Verbosity,
} from "@moatwise/core";
import type { AiProvider, AnswerEvent, AskContext, PromptMessage } from "../languageModel/aiProvider";
import type { Passage } from "./localLibrary";
import { passageIndex } from "./passageIndex";

/** Passages about the companies named, given to the model beside the facts. */
const QUOTES_GIVEN = 3;

export interface LiveWriterOptions {
  /** The live model; it must take a prompt we write (`answerTo`). */
  readonly model: AiProvider;
  readonly facts: {
    readonly directory: CompanyDirectory;
    readonly run: (plan: AnswerPlan) => Promise<FactsTable>;
  };
  /** The material to quote from, read once. */
  readonly passages: () => Promise<ReadonlyArray<Passage>>;
  readonly now?: () => Date;
}

const VERBOSITY: Record<Verbosity, string> = {
  concise: "Be brief: at most 5 sentences.",
  balanced: "Keep it to a short paragraph and, if there are several figures, a compact list.",
  detailed: "Be thorough, and explain what the figures mean.",
};

const factNumber = (index: number) => `F${index + 1}`;
const quoteNumber = (index: number) => `Q${index + 1}`;

/** One fact as the model reads it: its number, id, what it is, value, period and source. */
function factLine(table: FactsTable, index: number): string {
  const fact = table.facts[index] as FactsTable["facts"][number];
  const source = table.sources.find((each) => each.id === fact.sourceId);
  const exact = typeof fact.value === "number" ? `${fact.value} ${fact.unit}` : fact.value;
  return [
    `${factNumber(index)} (${fact.id})`,
    table.names[fact.symbol] ?? fact.symbol,
    fact.label,
    periodWords(fact.period),
    `${factValue(fact, table.plan.rounding)} [exact: ${exact}]`,
    `source: ${source ? `${source.title} (${source.publisher})` : fact.sourceId}`,
  ].join(" | ");
}

export function factsMessages(request: AiRequest, table: FactsTable, today: Date): PromptMessage[] {
  const facts = table.facts.map((_, index) => factLine(table, index)).join("\n");
  const quotes = table.quotes.map((quote, index) => `${quoteNumber(index)} ${quote.text}`).join("\n\n");
  const told = table.gaps.map((gap) => gap.text).join(" ");
  const system = [
    "You are Moatwise, a research assistant for investors and equity analysts.",
    `Today is ${today.toISOString().slice(0, 10)}.`,
    "Write the answer from the numbered facts and passages below only; do not use anything else you know, and never state a figure they do not give.",
    "Answer the question in the first sentence; in a comparison, say which company is ahead on the measure asked.",
    "After every sentence, name the facts and passages it rests on, as [F1] or [F1, F3] or [Q1].",
    "Write each figure as its fact gives it (you may round it), with its period. Write in Markdown.",
    "When the facts do not answer part of the question, say so plainly.",
    told ? `The user has already been told: "${told}" Do not repeat it.` : "",
    VERBOSITY[request.options.verbosity ?? "balanced"],
  ].filter(Boolean);
  return [
    { role: "system", content: system.join("\n") },
    ...(request.chat_history ?? []).filter((item) => item.content.trim() !== ""),
    {
      role: "user",
      content: `${request.message}\n\nFacts:\n${facts || "(none)"}\n\nPassages:\n${quotes || "(none)"}`,
    },
  ];
}

/** The index of the end of the first whole sentence of `text` (its markers with it), or -1. */
function sentenceEnd(text: string, final: boolean): number {
  for (let at = 0; at < text.length; at++) {
    const char = text[at] as string;
    if (char === "\n") return at + 1;
    if (char !== "." && char !== "!" && char !== "?") continue;
    const rest = text.slice(at + 1);
    if (rest === "" && !final) return -1;
    // The markers after the full stop belong to this sentence; wait while one may still be coming.
    const markers = /^(?:[ \t]*\[[FQ][\d, FQ]*\])*/.exec(rest)?.[0] ?? "";
    const after = rest.slice(markers.length);
    if (!final && /^[ \t]*(?:\[[FQ\d, ]*)?$/.test(after)) return -1;
    if (after === "" || /^\s/.test(after)) return at + 1 + markers.length;
  }
  return final && text.length > 0 ? text.length : -1;
}

const MARKER = /\s?\[([FQ][\d, FQ]*)\]/g;

/**
 * Checks the model's text a sentence at a time: each sentence's markers name its facts and
 * passages, its figures are checked against them, failed figures are marked, and the markers
 * become the answer's citation numbers.
 */
export function sentenceChecker(table: FactsTable, question: string) {
  let buffer = "";
  /** The sources cited so far, numbered in the order first cited, as the offline answers are. */
  const cited: string[] = [];
  const sourceNumber = (id: string) => {
    if (!cited.includes(id)) cited.push(id);
    return cited.indexOf(id) + 1;
  };

  function written(sentence: string): string {
    const factIds: string[] = [];
    const quoteIds: string[] = [];
    /** Each marker as its sources' numbers, where the model put it. */
    const numbered = sentence.replace(MARKER, (_, inside: string) => {
      const numbers = new Set<number>();
      for (const name of inside.split(/[\s,]+/).filter(Boolean)) {
        const index = Number(name.slice(1)) - 1;
        const fact = name.startsWith("F") ? table.facts[index] : undefined;
        const quote = name.startsWith("Q") ? table.quotes[index] : undefined;
        if (fact) factIds.push(fact.id);
        if (quote) quoteIds.push(quote.id);
        const source = fact?.sourceId ?? quote?.sourceId;
        if (source) numbers.add(sourceNumber(source));
      }
      return [...numbers].map((number) => ` [${number}]`).join("");
    });
    const plain = sentence.replace(MARKER, "");
    const [check] = checkAnswer({ sentences: [{ text: plain, factIds, quoteIds, block: "paragraph" }] }, table, [
      question,
    ]);
    return markUnverified(numbered, check?.unsupported ?? []);
  }

  return {
    /** The ids of the sources cited so far, in their numbers' order. */
    cited: (): ReadonlyArray<string> => cited,
    /** The whole sentences the text completes, checked and marked. */
    push(text: string): string {
      buffer += text;
      let out = "";
      for (let end = sentenceEnd(buffer, false); end > 0; end = sentenceEnd(buffer, false)) {
        out += written(buffer.slice(0, end));
        buffer = buffer.slice(end);
      }
      return out;
    },
    /** What is left at the end of the answer. */
    end(): string {
      const rest = buffer;
      buffer = "";
      return rest ? written(rest) : "";
    },
  };
}

/** The passages about the companies the plan names that best match the question. */
function quoteFinder(passages: () => Promise<ReadonlyArray<Passage>>) {
  let all: Promise<ReadonlyArray<Passage>> | undefined;
  return async (plan: AnswerPlan, question: string): Promise<Array<{ quote: Quote; passage: Passage }>> => {
    const named = new Set(plan.companies.map((company) => company.symbol));
    if (named.size === 0) return [];
    all ??= passages();
    const found = passageIndex(await all).search(queryTerms(question), {
      filter: (passage) => named.has(passage.symbol ?? ""),
    });
    return found.slice(0, QUOTES_GIVEN).map(({ item: passage }, at) => ({
      passage,
      quote: { id: `quote:${at + 1}`, symbol: passage.symbol, text: passage.text, sourceId: passage.id },
    }));
  };
}

const searchResultOf = (source: FactSource): SearchResult => ({
  url: source.url,
  title: source.title,
  content: source.excerpt,
  publisher: source.publisher,
  ...(source.date ? { date: source.date } : {}),
});

export function liveFactsWriter(options: LiveWriterOptions): AiProvider {
  const { model, facts } = options;
  const now = options.now ?? (() => new Date());
  const quotesFor = quoteFinder(options.passages);

  async function* fromFacts(request: AiRequest, context: AskContext, plan: AnswerPlan): AsyncIterable<AnswerEvent> {
    const answerTo = model.answerTo as NonNullable<AiProvider["answerTo"]>;
    const found = await quotesFor(plan, request.message);
    const ran = await facts.run(plan);
    const quoteSources: FactSource[] = found.map(({ passage }) => ({
      id: passage.id,
      url: passage.url,
      title: passage.title,
      publisher: passage.publisher,
      excerpt: passage.text.slice(0, 300),
      ...(passage.date ? { date: passage.date } : {}),
    }));
    const table: FactsTable = {
      ...ran,
      quotes: [...ran.quotes, ...found.map(({ quote }) => quote)],
      sources: [...ran.sources, ...quoteSources.filter((source) => !ran.sources.some((each) => each.id === source.id))],
    };
    for (const gap of table.gaps) yield { _tag: "delta", content: `${gap.text}\n\n` };

    const checker = sentenceChecker(table, request.message);
    const sourcesById = new Map(table.sources.map((source) => [source.id, source]));
    const citedSources = () => {
      const results = checker.cited().flatMap((id) => {
        const source = sourcesById.get(id);
        return source ? [searchResultOf(source)] : [];
      });
      return { citations: results.map((result) => result.url), search_results: results };
    };
    let citedCount = 0;
    /** The checked text, after the sources it cites for the first time. */
    function* checked(content: string): Iterable<AnswerEvent> {
      if (!content) return;
      if (checker.cited().length > citedCount) {
        citedCount = checker.cited().length;
        yield { _tag: "citations", ...citedSources() };
      }
      yield { _tag: "delta", content };
    }
    for await (const event of answerTo(factsMessages(request, table, now()), request, context)) {
      if (event._tag === "delta") {
        yield* checked(checker.push(event.content));
      } else if (event._tag === "done") {
        yield* checked(checker.end());
        // The model cites our sources, numbered as first cited, not any it searched itself.
        yield { ...event, ...citedSources() };
      } else if (event._tag !== "citations") {
        yield event;
      }
    }
  }

  return {
    ...model,
    answer(request, context) {
      const plan = planQuestion(request.message, request.chat_history ?? [], facts.directory, request.options.symbol);
      // A figure about no company ("what is free cash flow?") is a question for the model's own words.
      const aboutCompanies = plan.companies.length > 0 || plan.unknownCompanies.length > 0 || plan.sector !== null;
      const fromData = request.mode !== "news" && request.mode !== "explain" && answersFromFacts(plan);
      if (!model.answerTo || !fromData || !aboutCompanies) return model.answer(request, context);
      return fromFacts(request, context, plan);
    },
  };
}
