// Writes a filing's facts as an answer without a model (issue 39, item 5): the gaps first, then
// for each figure asked its value in the unit and rounding asked, then the formula and each input
// with the line the filing prints and its page ("Capital expenditure in fiscal 2023 was $N
// million: purchases of property, plant and equipment, cash flow statement, page P").
import type { Draft, DraftSentence, Fact, FactsTable, PlannedMeasure } from "./answerTypes";
import { breakdownSentences } from "./breakdownWriter";
import { claimVerdict } from "./claimVerdicts";
import type { FilingPageClass } from "./filingFacts";
import { MEASURE_BY_ID, type MeasureFormula, type SignedTerm } from "./measures";
import { closingBalanceLabel } from "./plan/balanceDates";
import { factValue, periodWords } from "./templateWriter";

const CLASS_WORDS: Readonly<Record<FilingPageClass, string>> = {
  cover: "cover page",
  contents: "table of contents",
  incomeStatement: "income statement",
  comprehensiveIncome: "statement of comprehensive income",
  balanceSheet: "balance sheet",
  cashFlowStatement: "cash flow statement",
  equityStatement: "statement of shareholders' equity",
  mdna: "MD&A",
  riskFactors: "risk factors",
  note: "note",
  earningsTable: "earnings release table",
  exhibit: "exhibit",
  other: "page",
};

/** A page's class as an answer names it: "cash flow statement", "note". */
export const filingPageClassWords = (pageClass: FilingPageClass) => CLASS_WORDS[pageClass];

/** Where a fact stands in the filing: "cash flow statement, page 45", "Note 7 — Debt, page 60". */
export interface FilingPlace {
  readonly pageNumber: number;
  readonly pageClass: FilingPageClass;
  readonly title: string | null;
}

/** "in fiscal 2023", "in the three months ended July 1, 2023", "at July 1, 2023" (a balance sheet's date). */
function inPeriod(period: string): string {
  if (/^(?:three|six|nine|twelve|thirteen|twenty|thirty|fifty|\d+)[- ](?:months|weeks)/i.test(period)) {
    return `in the ${period}`;
  }
  if (/^[A-Z][a-z]+\.? \d{1,2},? \d{4}$/.test(period)) return `at ${period}`;
  return `in ${periodWords(period)}`;
}

const capitalised = (text: string) => (text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text);
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text);

const sentence = (text: string, factIds: ReadonlyArray<string>, block: DraftSentence["block"]): DraftSentence => ({
  text,
  factIds,
  quoteIds: [],
  block,
});

/** A formula in words: "cost of revenue ÷ average inventory", "operating income + D&A". */
export function formulaWords(formula: MeasureFormula): string {
  // A measure's note on how it is taken ("(on average receivables)") is said with its own figure, not in the formula.
  const named = (id: string) => (MEASURE_BY_ID.get(id)?.label ?? id).replace(/ \([^)]*\)$/, "");
  const label = (term: SignedTerm) =>
    `${term.average ? "average " : ""}${named(term.id)}${term.afterRate ? ` × (1 − ${named(term.afterRate)})` : ""}`;
  const sum = (terms: ReadonlyArray<SignedTerm>) =>
    terms
      .map((term, at) => (at === 0 ? (term.sign < 0 ? "− " : "") : term.sign < 0 ? " − " : " + ") + label(term))
      .join("");
  const grouped = (terms: ReadonlyArray<SignedTerm>) => (terms.length > 1 ? `(${sum(terms)})` : sum(terms));
  switch (formula.kind) {
    case "sum":
      return sum(formula.terms);
    case "ratio":
      return `${label({ sign: 1, id: formula.of })} ÷ ${label({ sign: 1, id: formula.to })}${formula.percent ? " × 100" : ""}`;
    case "expression":
      return formula.denominator
        ? `${grouped(formula.numerator)} ÷ ${grouped(formula.denominator)}${formula.percent ? " × 100" : ""}${formula.times ? ` × ${formula.times}` : ""}`
        : sum(formula.numerator);
    default:
      return "";
  }
}

export function writeFilingDraft(table: FactsTable, places: (sourceId: string) => FilingPlace | null): Draft {
  const { rounding } = table.plan;
  const factsById = new Map(table.facts.map((fact) => [fact.id, fact]));
  const sentences: DraftSentence[] = table.gaps.map((gap) => sentence(gap.text, [], "paragraph"));
  const where = (fact: Fact) => {
    const place = places(fact.sourceId);
    if (!place) return "";
    const kind = place.pageClass === "note" && place.title ? place.title : filingPageClassWords(place.pageClass);
    return `${kind}, page ${place.pageNumber}`;
  };
  /** A line as the filing prints it: "purchases of property, plant and equipment, cash flow statement, page 45". */
  const printedLine = (fact: Fact) => [lowerFirst(fact.label), where(fact)].filter(Boolean).join(", ");
  /** The printed lines a computed fact rests on, each once, in order. */
  const inputsOf = (fact: Fact, seen = new Set<string>()): Fact[] =>
    fact.derivedFrom.flatMap((id) => {
      const input = factsById.get(id);
      if (!input || seen.has(id)) return [];
      seen.add(id);
      return input.derivedFrom.length === 0 ? [input] : [input, ...inputsOf(input, seen)];
    });
  /** A measure's name for its fact: the one that says it was taken on closing balances, when it was. */
  const labelFor = (label: string, fact: Fact) => (fact.label === closingBalanceLabel(label) ? fact.label : label);
  const measureLabel = (fact: Fact) => {
    const known = MEASURE_BY_ID.get(fact.measure)?.label;
    return known ? labelFor(known, fact) : fact.label;
  };

  // "Which segment led?": the parts ranked, the leader first, each with its page.
  sentences.push(...breakdownSentences(table, where));
  for (const measure of table.plan.measures) {
    const own = table.facts.filter((fact) => fact.measure === measure.id);
    for (const fact of own) {
      const head = `${capitalised(labelFor(measure.label, fact))} ${inPeriod(fact.period)} was ${factValue(fact, rounding)}`;
      if (fact.derivedFrom.length === 0) {
        sentences.push(sentence(`${head}: ${printedLine(fact)}.`, [fact.id], "paragraph"));
        continue;
      }
      const inputs = inputsOf(fact);
      sentences.push(sentence(`${head}, computed as ${formulaOf(measure, fact)}:`, [fact.id], "paragraph"));
      for (const input of inputs) {
        const said = `${capitalised(measureLabel(input))}, ${periodWords(input.period)}: ${factValue(input, rounding)}`;
        sentences.push(
          sentence(input.derivedFrom.length === 0 ? `${said} (${printedLine(input)})` : said, [input.id], "item"),
        );
      }
    }
  }
  // A change, an average or a total answers the question: it leads, before the figures it is from;
  // a yes/no question's verdict leads before it, unless a figure it rests on is missing (a gap).
  const verdict = table.gaps.length === 0 ? filingVerdict(table) : null;
  sentences.splice(table.gaps.length, 0, ...(verdict ? [verdict] : []), ...operationLeads(table));
  const sourceIds: string[] = [];
  for (const each of sentences) {
    for (const id of each.factIds) {
      const fact = factsById.get(id);
      if (fact && !sourceIds.includes(fact.sourceId)) sourceIds.push(fact.sourceId);
    }
  }
  return { sentences, sourceIds };
}

/**
 * A yes/no question's verdict on the filing's facts, by the chat's one verdict writer
 * (claimVerdicts): the filing's company is "the filer" ("Yes: the filer's total debt rose …").
 */
function filingVerdict(table: FactsTable): DraftSentence | null {
  if (!table.plan.claim) return null;
  const [measure] = table.plan.measures;
  if (!measure) return null;
  // "The filer": the filing names its company only on its cover; "the company" would lose its noun as a legal suffix.
  const names = Object.fromEntries(table.facts.map((fact) => [fact.symbol, "the filer"]));
  const facts = table.facts.map((fact) => ({ ...fact, label: lowerFirst(fact.label) }));
  const lead = claimVerdict({ ...table, names, facts }, measure.id, () => null);
  return lead ? { ...lead, block: "paragraph" } : null;
}

/** The sentences of the operation's facts: "Net income grew by 10.7% from fiscal 2022 to fiscal 2023 (...)". */
function operationLeads(table: FactsTable): DraftSentence[] {
  const { rounding } = table.plan;
  const find = (measure: string) => table.facts.find((fact) => fact.measure === measure);
  // Only the operation asked leads: the average balance a days outstanding is computed on is its input.
  const asked = table.plan.operation.kind;
  const change = asked === "growth" || asked === "cagr";
  return table.plan.measures.flatMap((measure) => {
    const name = capitalised(measure.label);
    const growth = change ? (find(`${measure.id}Growth`) ?? find(`${measure.id}Cagr`)) : undefined;
    const average = asked === "average" ? find(`${measure.id}Average`) : undefined;
    const total = asked === "total" ? find(`${measure.id}Total`) : undefined;
    const out: DraftSentence[] = [];
    if (growth && typeof growth.value === "number") {
      const ends = growth.derivedFrom.flatMap((id) => table.facts.find((fact) => fact.id === id) ?? []);
      const change = find(`${measure.id}Change`);
      const verb =
        growth.unit === "points"
          ? "changed by"
          : growth.value < 0
            ? "changed by"
            : growth.measure.endsWith("Cagr")
              ? "grew at a compound annual rate of"
              : "grew by";
      const span =
        ends.length === 2
          ? ` (from ${factValue(ends[0] as Fact, rounding)} to ${factValue(ends[1] as Fact, rounding)}${
              change
                ? `, a change of ${typeof change.value === "number" && change.value > 0 ? "+" : ""}${factValue(change, rounding)}`
                : ""
            })`
          : "";
      out.push(
        sentence(
          `${name} ${verb} ${factValue(growth, rounding)} from ${periodWords(growth.period)}${span}.`,
          [growth.id, ...growth.derivedFrom, ...(change ? [change.id] : [])],
          "paragraph",
        ),
      );
    }
    if (average) {
      out.push(
        sentence(
          `${name} averaged ${factValue(average, rounding)} over ${periodWords(average.period)}.`,
          [average.id, ...average.derivedFrom],
          "paragraph",
        ),
      );
    }
    if (total) {
      out.push(
        sentence(
          `${name} totalled ${factValue(total, rounding)} over ${periodWords(total.period)}.`,
          [total.id, ...total.derivedFrom],
          "paragraph",
        ),
      );
    }
    return out;
  });
}

/** The measure's formula as its fact was computed: a ratio asked as a percentage is times 100. */
function formulaOf(measure: PlannedMeasure, fact: Fact): string {
  const { formula } = measure;
  const inPercent =
    fact.unit === "percent" && (formula.kind === "ratio" || formula.kind === "expression") && !formula.percent;
  return formulaWords(inPercent ? { ...formula, percent: true } : formula);
}

/** A draft as Markdown: paragraphs, and items as a list under the sentence before them. */
export function draftMarkdown(draft: Pick<Draft, "sentences">): string {
  let out = "";
  for (const each of draft.sentences) {
    if (each.block === "item") out += `\n- ${each.text}`;
    else out += `${out ? "\n\n" : ""}${each.text}`;
  }
  return out;
}
