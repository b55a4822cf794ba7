// Writes a ranking of a figure's parts from a filing's breakdown tables (issue 45 item 4): the part
// that led first, with its figure, period and page, then every part in order ("Services led with
// $85.2 billion of net sales in fiscal 2023 (page 41), of $383.3 billion in all").
import type { DraftSentence, Fact, FactsTable } from "./answerTypes";
import { breakdownOf } from "./filingBreakdowns";
import { MEASURE_BY_ID } from "./measures";
import { factValue, periodWords } from "./templateWriter";

const KIND_WORDS = { segment: "segment", geography: "region", product: "product category" } as const;

const sentence = (text: string, factIds: ReadonlyArray<string>, block: DraftSentence["block"]): DraftSentence => ({
  text,
  factIds,
  quoteIds: [],
  block,
});

/** "fiscal 2022", or "fiscal 2021 to fiscal 2022" for a growth's span. */
const spanWords = (period: string) =>
  period
    .split("..")
    .map((each) => periodWords(each))
    .join(" to ");

/** The ranking's sentences, or none when the table holds no ranked parts. `where` gives a fact's page, written. */
export function breakdownSentences(table: FactsTable, where: (fact: Fact) => string): DraftSentence[] {
  const asked = table.plan.breakdown;
  if (!asked) return [];
  const growth = table.facts.some((fact) => fact.measure.endsWith("Growth"));
  const ranked = table.facts.filter(
    (fact) => breakdownOf(fact.measure.replace(/Growth$/, "")) !== null && fact.measure.endsWith("Growth") === growth,
  );
  const [first] = ranked;
  if (!first) return [];
  const breakdown = breakdownOf(first.measure.replace(/Growth$/, ""));
  const measure = MEASURE_BY_ID.get(breakdown?.measure ?? "")?.label ?? breakdown?.measure.replace(/^line:/, "") ?? "";
  const kind = asked.by && breakdown?.kinds.includes(asked.by) ? asked.by : breakdown?.kinds[0];
  const by = kind ? ` by ${KIND_WORDS[kind]}` : "";
  const { rounding } = table.plan;
  const page = (fact: Fact) => {
    const place = where(fact);
    return place ? ` (${place})` : "";
  };
  const lowest = table.plan.operation.lowestFirst === true;
  const lead = growth
    ? `${first.label} ${lowest ? "grew least" : "grew fastest"}${by}: its ${measure} changed by ${factValue(first, rounding)} from ${spanWords(first.period)}${page(first)}.`
    : `${first.label} ${lowest ? "was lowest" : "led"}${by} with ${factValue(first, rounding)} of ${measure} in ${periodWords(first.period)}${page(first)}.`;
  const items = ranked.map((fact) =>
    sentence(`${fact.label}: ${factValue(fact, rounding)}`, [fact.id, ...fact.derivedFrom], "item"),
  );
  return [
    sentence(lead, [first.id, ...first.derivedFrom], "paragraph"),
    sentence(`${capital(measure)}${by}, in order:`, [], "paragraph"),
    ...items,
  ];
}

const capital = (text: string) => (text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text);
