// Writes a facts table as a draft without a model (issue 33): the gaps first, then a sentence that
// answers the question asked (a comparison's verdict is on the measure asked), then the figures
// with their periods; each sentence names the facts it rests on. Figures are written in the
// rounding and unit the question asked for, else to about four significant figures.

import type { Draft, DraftSentence, Fact, FactsTable } from "./answerTypes";
import { claimVerdict } from "./claimVerdicts";
import {
  beVerb,
  type ComparedFigure,
  type ComparisonWord,
  comparisonSentence,
  levelWithFirst,
  pointsChange,
} from "./comparisonWords";
import {
  basisPointsOf,
  factValue,
  headline,
  money,
  nameOf,
  periodWords,
  possessive,
  sentence,
  signed,
} from "./factWords";
import { gapSaid } from "./gapWords";
import { materialSentences } from "./materialWriter";
import { FALL_MEASURES } from "./measures";

// The words of a fact are the writers' shared vocabulary, part of core's public API from here.
export { factValue, grouped, periodWords, possessive, shortName } from "./factWords";

/**
 * The word a comparison's leader is named with: "highest" of several, "lower" of two asked lowest
 * first; of falls (drawdowns), the "largest" fall or the "smaller" one.
 */
const orderWord = (many: boolean, lowestFirst: boolean, fall = false) => {
  const [top, bottom] = fall ? ["larg", "small"] : ["high", "low"];
  return `${lowestFirst ? bottom : top}${many ? "est" : "er"}` as ComparisonWord;
};

function verdict(table: FactsTable, measureId: string): DraftSentence | null {
  const symbols = [...new Set(table.facts.map((fact) => fact.symbol))];
  const heads = symbols.flatMap((symbol) => {
    const fact = headline(table, symbol, measureId);
    return fact && typeof fact.value === "number" ? [{ symbol, fact, value: fact.value }] : [];
  });
  if (heads.length < 2) return null;
  const { rounding, operation } = table.plan;
  const lowestFirst = operation.lowestFirst === true;
  // "The largest drawdown" is the lowest value; "the smallest" the highest.
  const fall = FALL_MEASURES.has(measureId);
  const lowestValueFirst = lowestFirst !== fall;
  const ranked = [...heads].sort((a, b) => (lowestValueFirst ? a.value - b.value : b.value - a.value));
  const [top, ...rest] = ranked as [(typeof ranked)[number], ...typeof ranked];
  const label = top.fact.label;
  // A change that is its own measure ("share price change") is ranked as a value, not as a growth of it.
  const growing = (operation.kind === "growth" || operation.kind === "cagr") && /(Growth|Cagr)$/.test(top.fact.measure);
  const many = heads.length > 2;
  const word = growing
    ? lowestFirst
      ? many
        ? "slowest"
        : "slower"
      : many
        ? "fastest"
        : "faster"
    : orderWord(many, lowestFirst);
  // The gap between two figures, when the question asks for it.
  const [second] = rest;
  const gap =
    operation.difference && rest.length === 1 && second && second.fact.unit === top.fact.unit
      ? top.fact.unit === "percent"
        ? ` (a difference of ${
            rounding.basisPoints
              ? basisPointsOf(top.value - second.value, rounding.decimals)
              : `${Math.abs(top.value - second.value).toFixed(rounding.decimals ?? 1)} percentage points`
          })`
        : ` (a difference of ${factValue({ ...top.fact, value: Math.abs(top.value - second.value) }, rounding)})`
      : operation.ratio && rest.length === 1 && second && second.value !== 0
        ? ` (${(top.value / second.value).toFixed(rounding.decimals ?? 2)}x ${possessive(nameOf(table, second.symbol))})`
        : "";
  const figures: ComparedFigure[] = ranked.map((each) => ({
    name: nameOf(table, each.symbol),
    value: each.value,
    shown: factValue(each.fact, rounding),
    period: periodWords(each.fact.period),
  }));
  const tied = levelWithFirst(figures).length > 1;
  const shared = new Set(figures.map((figure) => figure.period)).size === 1;
  const othersWithYears = figures
    .slice(1)
    .map((each) => `${possessive(each.name)} ${each.shown}${shared ? "" : ` over ${each.period}`}`)
    .join(", ");
  const base = label.replace(/ (growth|CAGR)$/, "");
  // "Which company's revenue declined the most": a fall ranked first is said as a fall.
  const fellMost = lowestFirst && top.value < 0;
  const text =
    growing && !tied && fellMost
      ? `${possessive(nameOf(table, top.symbol))} ${base} fell ${many ? "the most" : "more"} over ${periodWords(top.fact.period)}: ${factValue(top.fact, rounding)}, against ${othersWithYears}${gap}.`
      : growing && !tied
        ? `${nameOf(table, top.symbol)} grew its ${base} ${word} over ${periodWords(top.fact.period)}: ${factValue(top.fact, rounding)}, against ${othersWithYears}${gap}.`
        : comparisonSentence(label, figures, orderWord(many, lowestFirst, fall), tied ? "" : gap);
  return sentence(
    text,
    ranked.map((each) => each.fact.id),
  );
}

function shareOf(table: FactsTable, measureId: string): DraftSentence | null {
  const heads = [...new Set(table.facts.map((fact) => fact.symbol))].flatMap((symbol) => {
    const fact = headline(table, symbol, measureId);
    return fact && typeof fact.value === "number" ? [{ symbol, fact, value: fact.value }] : [];
  });
  const [first] = heads;
  if (!first || heads.length < 2) return null;
  const total = heads.reduce((sum, each) => sum + each.value, 0);
  const names = heads.map((each) => nameOf(table, each.symbol)).join(" and ");
  const share = ((first.value / total) * 100).toFixed(table.plan.rounding.decimals ?? 1);
  return sentence(
    `${nameOf(table, first.symbol)} had ${share}% of ${possessive(names)} combined ${first.fact.label} in ${periodWords(first.fact.period)} (${factValue(first.fact, table.plan.rounding)} of ${money(total, table.plan.rounding)}).`,
    heads.map((each) => each.fact.id),
  );
}

function oneCompany(table: FactsTable, symbol: string, measureId: string): DraftSentence | null {
  const fact = headline(table, symbol, measureId);
  if (!fact) return null;
  const { rounding } = table.plan;
  const name = nameOf(table, symbol);
  // A margin's change is in percentage points: it rose or fell by them (never "the change ... grew by +2.9").
  if (fact.measure.endsWith("Growth") && fact.unit === "points" && typeof fact.value === "number") {
    const margin = fact.label.replace(/^change in /, "").replace(/ \(percentage points\)$/, "");
    const ends = fact.derivedFrom
      .map((id) => table.facts.find((each) => each.id === id))
      .filter((each): each is Fact => Boolean(each));
    const span =
      ends.length === 2
        ? ` (from ${factValue(ends[0] as Fact, rounding)} to ${factValue(ends[1] as Fact, rounding)})`
        : "";
    return sentence(
      `${possessive(name)} ${margin} ${pointsChange(fact.value, rounding.decimals ?? 1, rounding.basisPoints)} from ${periodWords(fact.period)}${span}.`,
      [fact.id, ...fact.derivedFrom],
    );
  }
  if (fact.measure.endsWith("Growth") || fact.measure.endsWith("Cagr")) {
    const falling = typeof fact.value === "number" && fact.value < 0;
    const verb = fact.measure.endsWith("Cagr")
      ? falling
        ? "shrank at a compound annual rate of"
        : "grew at a compound annual rate of"
      : falling
        ? "fell by"
        : "grew by";
    const ends = fact.derivedFrom
      .map((id) => table.facts.find((each) => each.id === id))
      .filter((each): each is Fact => Boolean(each));
    // The difference itself, when the engine computed one ("a change of $2.8 billion").
    const difference = table.facts.find(
      (each) => each.symbol === symbol && each.measure === fact.measure.replace(/(Growth|Cagr)$/, "Change"),
    );
    const span =
      ends.length === 2
        ? ` (from ${factValue(ends[0] as Fact, rounding)} to ${factValue(ends[1] as Fact, rounding)}${
            difference ? `, a change of ${signed(factValue(difference, rounding), difference.value)}` : ""
          })`
        : "";
    const [start, end] = ends;
    // Asked how many times it multiplied: the end over the start, as a multiple.
    if (
      table.plan.operation.multiple &&
      start &&
      end &&
      typeof start.value === "number" &&
      typeof end.value === "number" &&
      start.value > 0
    ) {
      const times = end.value / start.value;
      return sentence(
        `${possessive(name)} ${fact.label.replace(/ (growth|CAGR)$/, "")} multiplied ${times.toFixed(rounding.decimals ?? 2)}x from ${periodWords(fact.period)} (from ${factValue(start, rounding)} to ${factValue(end, rounding)}, a change of ${signed(factValue(fact, rounding), fact.value)}).`,
        [fact.id, ...fact.derivedFrom],
      );
    }
    // A fall is said by its size: "fell by 5.0%", not "changed by -5.0%".
    const size = falling
      ? factValue({ ...fact, value: Math.abs(fact.value as number) }, rounding)
      : factValue(fact, rounding);
    return sentence(
      `${possessive(name)} ${fact.label.replace(/ (growth|CAGR)$/, "")} ${verb} ${size} from ${periodWords(fact.period)}${span}.`,
      // The difference, when said, is a fact of its own: the sentence rests on it too.
      [fact.id, ...fact.derivedFrom, ...(difference && span ? [difference.id] : [])],
    );
  }
  if (fact.measure.endsWith("Average")) {
    return sentence(
      `${possessive(name)} ${fact.label.replace(/^average /, "")} averaged ${factValue(fact, rounding)} over ${periodWords(fact.period)}.`,
      [fact.id, ...fact.derivedFrom],
    );
  }
  if (fact.measure.endsWith("Total")) {
    return sentence(
      `${possessive(name)} ${fact.label.replace(/ in total$/, "")} totalled ${factValue(fact, rounding)} over ${periodWords(fact.period)}.`,
      [fact.id],
    );
  }
  if (fact.unit === "text") return sentence(`${possessive(name)} ${fact.label}: ${fact.value}.`, [fact.id]);
  // A closing price is "on" its date: "the close at the close of" says it twice.
  const when = /^\d{4}-\d{2}-\d{2}$/.test(fact.period)
    ? fact.measure === "close"
      ? `on ${fact.period}`
      : `at the close of ${fact.period}`
    : /\.\./.test(fact.period)
      ? `from ${periodWords(fact.period)}`
      : `in ${periodWords(fact.period)}`;
  return sentence(
    `${possessive(name)} ${fact.label} ${when} ${beVerb(fact.label, "past")} ${factValue(fact, rounding)}.`,
    [fact.id],
  );
}

/** Every fact of the asked measures, one line each, with its period. */
function figureLines(table: FactsTable): DraftSentence[] {
  const asked = new Set(table.plan.measures.map((measure) => measure.id));
  const shown = table.facts.filter(
    (fact) =>
      asked.has(fact.measure) ||
      [...asked].some(
        (id) => fact.measure.startsWith(id) && /(Growth|Cagr|Total|Average|Change)$/.test(fact.measure),
      ) ||
      (asked.has("priceReturn") && fact.measure === "close") ||
      (asked.has("yearHigh") && fact.measure === "yearLow"),
  );
  return shown.map((fact) =>
    sentence(
      `${nameOf(table, fact.symbol)}, ${fact.label}, ${periodWords(fact.period)}: ${factValue(fact, table.plan.rounding)}`,
      [fact.id],
      "item",
    ),
  );
}

export function writeDraft(table: FactsTable): Draft {
  const sentences: DraftSentence[] = [];
  const measure = table.plan.measures[0];
  const symbols = [...new Set(table.facts.map((fact) => fact.symbol))];
  if (measure && symbols.length > 0) {
    const across = table.plan.operation.across;
    const lead =
      claimVerdict(table, measure.id, verdict) ??
      (across === "shareOf" ? shareOf(table, measure.id) : symbols.length >= 2 ? verdict(table, measure.id) : null);
    const leads = lead
      ? [lead]
      : symbols.flatMap((symbol) =>
          table.plan.measures.flatMap((each) => {
            const line = oneCompany(table, symbol, each.id);
            return line ? [line] : [];
          }),
        );
    sentences.push(...leads.slice(0, 6));
    sentences.push(...figureLines(table));
  }
  sentences.push(...materialSentences(table, (symbol) => nameOf(table, symbol)));
  // What the data lacks is said first; a lead-in promising figures only when figures follow.
  const figuresFollow = sentences.length > 0;
  sentences.unshift(...table.gaps.map((gap) => sentence(gapSaid(gap, figuresFollow))));
  const sourceIds: string[] = [];
  const cited = (sourceId: string | undefined) => {
    if (sourceId !== undefined && !sourceIds.includes(sourceId)) sourceIds.push(sourceId);
  };
  for (const each of sentences) {
    for (const id of each.factIds) cited(table.facts.find((candidate) => candidate.id === id)?.sourceId);
    for (const id of each.quoteIds) cited(table.quotes.find((candidate) => candidate.id === id)?.sourceId);
  }
  return { sentences, sourceIds };
}

/**
 * A draft as Markdown text: consecutive sentences one paragraph, items a list, and a sentence after
 * a list its own paragraph (a closing comparison would otherwise read as part of the last item).
 * `cite` adds each sentence's citation marks before its full stop.
 */
export function draftText(
  sentences: ReadonlyArray<DraftSentence>,
  cite: (sentence: DraftSentence) => string = () => "",
): string {
  const lines: string[] = [];
  let paragraph: string[] = [];
  const close = () => {
    if (paragraph.length > 0) lines.push(paragraph.join(" "), "");
    paragraph = [];
  };
  for (const each of sentences) {
    const text = `${each.text.replace(/\.$/, "")}${cite(each)}${each.text.endsWith(".") ? "." : ""}`;
    if (each.block === "item") {
      close();
      lines.push(`- ${text}`);
    } else {
      if (lines.at(-1)?.startsWith("- ")) lines.push("");
      paragraph.push(text);
    }
  }
  close();
  return lines.join("\n").trim();
}
