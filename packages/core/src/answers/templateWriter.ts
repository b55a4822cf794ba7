// Writes a facts table as a draft without a model (issue 33): the gaps first, then a sentence that
// answers the question asked (a comparison's verdict is on the measure asked), then the figures
// with their periods; each sentence names the facts it rests on. Figures are written in the
// rounding and unit the question asked for, else to about four significant figures.

import type { Draft, DraftSentence, Fact, FactsTable, PlannedRounding } from "./answerTypes";
import { beVerb, type ComparedFigure, comparisonSentence, levelWithFirst, pointsChange } from "./comparisonWords";
import { gapSaid } from "./gapWords";
import { materialSentences } from "./materialWriter";
import { yearPartWords } from "./periodLabels";

const SCALES = { trillion: 1e12, billion: 1e9, million: 1e6, thousand: 1e3 } as const;

/** A number to fixed decimals with thousands separators: 198270 → "198,270.0". */
export function grouped(value: number, decimals: number): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** Whether a figure is exact to one decimal and not to none: 5,636.5 (a filing's "in millions" with tenths). */
const inTenths = (value: number) => {
  const tenths = value * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6 && Math.round(tenths) % 10 !== 0;
};

/**
 * A figure in the scale asked ("in millions": 198,270.0 million), else the scale its size reads in;
 * a scale asked without decimals is written to whole units when large ("nearest billion"), unless the
 * figure is printed in tenths of that scale (McDonald's $5,636.5 million), which are kept.
 */
function scaled(size: number, rounding: PlannedRounding, fallback: number): { text: string; scale: string | null } {
  if (rounding.scale) {
    const inScale = size / SCALES[rounding.scale];
    const decimals = rounding.decimals ?? (inScale >= 1000 && !inTenths(inScale) ? 0 : 1);
    return { text: grouped(inScale, decimals), scale: rounding.scale };
  }
  const scale = size >= 1e12 ? "trillion" : size >= 1e9 ? "billion" : size >= 1e6 ? "million" : null;
  if (!scale) return { text: grouped(size, rounding.decimals ?? fallback), scale: null };
  const inScale = size / SCALES[scale];
  return { text: grouped(inScale, rounding.decimals ?? (inScale >= 100 ? 1 : 2)), scale };
}

function money(value: number, rounding: PlannedRounding): string {
  const sign = value < 0 ? "−" : "";
  const { text, scale } = scaled(Math.abs(value), rounding, 2);
  return `${sign}$${text}${scale ? ` ${scale}` : ""}`;
}

/** A fact's value in words, honouring the rounding asked. */
export function factValue(fact: Fact, asked: PlannedRounding): string {
  if (typeof fact.value === "string") return fact.value;
  // Decimals asked for one measure leave the others as they are written by default.
  const rounding = asked.only && !fact.measure.startsWith(asked.only) ? { ...asked, decimals: null } : asked;
  const value = fact.value;
  const decimals = rounding.decimals;
  switch (fact.unit) {
    case "usd":
      return money(value, rounding);
    case "percent":
      return `${value.toFixed(decimals ?? 1)}%`;
    case "points":
      return `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(decimals ?? 1)} percentage points`;
    case "ratio":
      return `${value.toFixed(decimals ?? 2)}x`;
    case "days":
      return `${value.toFixed(decimals ?? 1)} days`;
    case "perShare":
      return `$${grouped(value, decimals ?? 2)}`;
    case "count": {
      if (!rounding.scale) return grouped(Math.round(value), 0);
      const { text, scale } = scaled(value, rounding, 0);
      return `${text} ${scale}`;
    }
    case "shares": {
      // Share counts read in millions or billions, or in the scale asked ("in millions").
      const scale = rounding.scale ?? (value >= 1e9 ? "billion" : "million");
      const inScale = value / SCALES[scale];
      return `${grouped(inScale, decimals ?? (rounding.scale ? (inScale >= 1000 ? 0 : 1) : 2))} ${scale} shares`;
    }
    default:
      return String(value);
  }
}

/** "FY2024" → "fiscal 2024"; "FY2021–FY2023" → "fiscal 2021 to fiscal 2023"; a price span as dates. */
export function periodWords(period: string): string {
  if (period === "TTM") return "the trailing twelve months";
  const span = period.split(/–|\.\./);
  // A part of a year ("H1 FY2024", "9M to Sep 2024") is named as asked.
  const one = (part: string) =>
    yearPartWords(part) ??
    (/^FY\d{4}$/.test(part)
      ? `fiscal ${part.slice(2)}`
      : /^CY\d{4}$/.test(part)
        ? `calendar ${part.slice(2)}`
        : /^Q\d FY\d{4}$/.test(part)
          ? part.replace(" FY", " of fiscal ")
          : part);
  return span.length === 2 ? `${one(span[0] as string)} to ${one(span[1] as string)}` : one(period);
}

const sentence = (
  text: string,
  factIds: ReadonlyArray<string> = [],
  block: DraftSentence["block"] = "paragraph",
): DraftSentence => ({
  text,
  factIds,
  quoteIds: [],
  block,
});

/** A difference written with its sign: "+$2.80 billion", "-$2.80 billion". */
const signed = (written: string, value: Fact["value"]) =>
  typeof value === "number" && value > 0 && !written.startsWith("+") ? `+${written}` : written;

/** "Apple's", "Walgreens'", and a name that is already possessive as it is ("McDonald's"). */
export const possessive = (name: string) =>
  /['’]s$/.test(name) ? name : name.endsWith("s") ? `${name}'` : `${name}'s`;

/** The facts the answer leads with: for each company, the asked measure's headline fact. */
function headline(table: FactsTable, symbol: string, measureId: string): Fact | undefined {
  const ofMeasure = table.facts.filter((fact) => fact.symbol === symbol);
  const kind = table.plan.operation.kind;
  const derived =
    kind === "growth" || kind === "cagr"
      ? ofMeasure.find((fact) => fact.measure === `${measureId}Growth` || fact.measure === `${measureId}Cagr`)
      : kind === "total"
        ? ofMeasure.find((fact) => fact.measure === `${measureId}Total`)
        : kind === "average"
          ? ofMeasure.find((fact) => fact.measure === `${measureId}Average`)
          : undefined;
  if (derived) return derived;
  return ofMeasure.filter((fact) => fact.measure === measureId).at(-1);
}

function nameOf(table: FactsTable, symbol: string): string {
  return shortName(table.names[symbol] ?? symbol);
}

/** A company's name as an answer writes it, without its legal suffix. */
export function shortName(name: string): string {
  // A legal suffix goes whole, with the "and" or "&" that joins it: "Eli Lilly and Company" is
  // "Eli Lilly" (never "Eli Lilly and"), "JPMorgan Chase & Co." is "JPMorgan Chase".
  return name
    .replace(
      /,?\s+(?:(?:and|&)\s+(?:Company|Co\.?)|Inc\.?|Incorporated|Corporation|Company|Co\.|plc|S\.A\.|N\.V\.|SE|AG|Ltd\.?|Limited)$/i,
      "",
    )
    .replace(/^The /, "");
}

function verdict(table: FactsTable, measureId: string): DraftSentence | null {
  const symbols = [...new Set(table.facts.map((fact) => fact.symbol))];
  const heads = symbols.flatMap((symbol) => {
    const fact = headline(table, symbol, measureId);
    return fact && typeof fact.value === "number" ? [{ symbol, fact, value: fact.value }] : [];
  });
  if (heads.length < 2) return null;
  const ranked = [...heads].sort((a, b) => b.value - a.value);
  const [top, ...rest] = ranked as [(typeof ranked)[number], ...typeof ranked];
  const { rounding, operation } = table.plan;
  const label = top.fact.label;
  const growing = operation.kind === "growth" || operation.kind === "cagr";
  const word = growing ? (heads.length > 2 ? "fastest" : "faster") : heads.length > 2 ? "highest" : "higher";
  // The gap between two figures, when the question asks for it.
  const [second] = rest;
  const gap =
    operation.difference && rest.length === 1 && second && second.fact.unit === top.fact.unit
      ? top.fact.unit === "percent"
        ? ` (a difference of ${(top.value - second.value).toFixed(rounding.decimals ?? 1)} percentage points)`
        : ` (a difference of ${factValue({ ...top.fact, value: top.value - second.value }, rounding)})`
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
  const text =
    growing && !tied
      ? `${nameOf(table, top.symbol)} grew its ${label.replace(/ (growth|CAGR)$/, "")} ${word} over ${periodWords(top.fact.period)}: ${factValue(top.fact, rounding)}, against ${othersWithYears}.`
      : comparisonSentence(label, figures, heads.length > 2 ? "highest" : "higher", tied ? "" : gap);
  return sentence(
    text,
    ranked.map((each) => each.fact.id),
  );
}

/**
 * A yes/no question's verdict, first (issue 44): "Yes: …" or "No: …" with the figures that decide
 * it. One company: whether its figure moved as claimed (and by the factor claimed) between the
 * first and last years. Two companies set against each other: whether the first named leads.
 */
function claimVerdict(table: FactsTable, measureId: string): DraftSentence | null {
  const claim = table.plan.claim;
  if (!claim) return null;
  const symbols = [...new Set(table.facts.map((fact) => fact.symbol))];
  if (symbols.length === 2 && claim.against) {
    const compared = verdict(table, measureId);
    const [first] = table.plan.companies;
    const top = compared?.factIds[0]?.split("/")[0];
    if (!compared || !first || !top) return null;
    const tied = compared.text.includes(" tie on ");
    const holds = !tied && (claim.direction === "up" ? top === first.symbol : top !== first.symbol);
    return { ...compared, text: `${holds ? "Yes" : "No"}: ${compared.text}` };
  }
  const [symbol] = symbols;
  if (symbols.length !== 1 || !symbol) return null;
  const change = headline(table, symbol, measureId);
  if (!change || !/(Growth|Cagr)$/.test(change.measure) || typeof change.value !== "number") return null;
  const [start, end] = change.derivedFrom.map((id) => table.facts.find((fact) => fact.id === id));
  if (!start || !end || typeof start.value !== "number" || typeof end.value !== "number") return null;
  const rose = end.value > start.value;
  const moved = end.value === start.value ? "was unchanged" : rose ? "rose" : "fell";
  const holds =
    claim.factor !== null
      ? start.value > 0 && end.value / start.value >= claim.factor
      : claim.direction === "up"
        ? rose
        : end.value < start.value;
  const { rounding } = table.plan;
  const times =
    claim.factor !== null && start.value > 0 ? `, ${(end.value / start.value).toFixed(2)} times the start` : "";
  const size =
    change.unit === "points"
      ? `${change.value < 0 ? "−" : "+"}${Math.abs(change.value).toFixed(rounding.decimals ?? 1)} percentage points`
      : signed(factValue(change, rounding), change.value);
  return sentence(
    `${holds ? "Yes" : "No"}: ${possessive(nameOf(table, symbol))} ${start.label} ${moved} from ${factValue(start, rounding)} in ${periodWords(start.period)} to ${factValue(end, rounding)} in ${periodWords(end.period)} (${size}${times}).`,
    [change.id, start.id, end.id],
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
      `${possessive(name)} ${margin} ${pointsChange(fact.value, rounding.decimals ?? 1)} from ${periodWords(fact.period)}${span}.`,
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
      claimVerdict(table, measure.id) ??
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
