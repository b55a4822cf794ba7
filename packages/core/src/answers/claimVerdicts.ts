// The verdict a yes/no question leads with (issue 44, item 3): a figure's change against the claim,
// two companies set against each other, every figure asked against a number ("above 50%"), every
// step of a span ("raised it every year since 2020"), or the last figure against the span's own
// average; or, when a count is asked, in how many periods the claim held. Decided from the facts,
// never the reader.
import type { DraftSentence, Fact, FactsTable, Judgement, Threshold } from "./answerTypes";
import { factValue, headline, nameOf, periodWords, possessive, sentence, signed } from "./factWords";
import { judgementOutcome, meetsThreshold } from "./judgementRules";

/** The comparison of two companies' figures, as the writer words it. */
type Comparison = (table: FactsTable, measureId: string) => DraftSentence | null;

/**
 * A yes/no question's verdict, first (issue 44): "Yes: …" or "No: …" with the figures that decide
 * it. One company: whether its figure moved as claimed (and by the factor claimed) between the
 * first and last years. Two companies set against each other: whether the first named leads.
 */
export function claimVerdict(table: FactsTable, measureId: string, verdict: Comparison): DraftSentence | null {
  const claim = table.plan.claim;
  if (!claim) return null;
  if (claim.judgement) return judgementVerdict(table, claim.judgement);
  if (claim.againstAverage) return averageVerdict(table, measureId, claim.direction);
  if (claim.threshold) return thresholdVerdict(table, measureId, claim.threshold);
  if (claim.growthOf) return growthVerdict(table, claim.growthOf, claim.direction);
  if (claim.extreme && claim.ofYear !== undefined)
    return extremeVerdict(table, measureId, claim.ofYear, claim.extreme === "highest");
  if (claim.everyStep) return everyStepVerdict(table, measureId, claim.direction);
  const symbols = [...new Set(table.facts.map((fact) => fact.symbol))];
  const [first, second] = table.plan.measures;
  if (claim.against && symbols.length === 1 && first && second && table.plan.measures.length === 2) {
    return measuresVerdict(table, first.id, second.id, claim.direction);
  }
  // "How many years did revenue grow?" is counted only against a number or another figure; "did
  // revenue come in above expectations?" names nothing the data holds to set it against: no verdict.
  if (claim.counted || (claim.againstWord && symbols.length < 2)) return null;
  if (symbols.length === 2 && claim.against) {
    const compared = verdict(table, measureId);
    const [first] = table.plan.companies;
    const top = compared?.factIds[0]?.split("/")[0];
    if (!compared || !first || !top) return null;
    const tied = compared.text.includes(" tie on ");
    // The sentence leads with the highest, or with the lowest when the question ordered it so
    // ("is Apple's margin lower than Microsoft's?"): the claim holds when its company leads as claimed.
    const leadsAsClaimed = (claim.direction === "up") !== (table.plan.operation.lowestFirst === true);
    const holds = !tied && (leadsAsClaimed ? top === first.symbol : top !== first.symbol);
    return { ...compared, text: `${holds ? "Yes" : "No"}: ${compared.text}` };
  }
  const [symbol] = symbols;
  if (symbols.length !== 1 || !symbol) return null;
  const change = headline(table, symbol, measureId);
  // A change computed from two figures, or a share price's change, from one close to another.
  const changed = change && (/(Growth|Cagr)$/.test(change.measure) || change.measure === "priceReturn");
  if (!change || !changed || typeof change.value !== "number") return null;
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
    `${holds ? "Yes" : "No"}: ${possessive(nameOf(table, symbol))} ${start.label} ${moved} from ${factValue(start, rounding)} ${when(start)} to ${factValue(end, rounding)} ${when(end)} (${size}${times}).`,
    [change.id, start.id, end.id],
  );
}

/** The figures of one measure asked (not a change computed from them), oldest period first. */
const yearlyFigures = (table: FactsTable, measureId: string) =>
  table.facts
    .filter((fact) => fact.measure === measureId && typeof fact.value === "number")
    .sort((a, b) => a.period.localeCompare(b.period));

const COMPARATOR_WORDS: Readonly<Record<Threshold["comparator"], string>> = {
  above: "above",
  below: "below",
  atLeast: "at least",
  atMost: "at most",
};

/** A fact's value in the threshold's unit: a multiple set against a percentage is read in percent. */
function inThresholdUnit(fact: Fact, threshold: Threshold): number | null {
  const value = fact.value as number;
  if (threshold.unit === null || threshold.unit === fact.unit) return value;
  if (threshold.unit === "percent" && fact.unit === "ratio") return value * 100;
  if (threshold.unit === "ratio" && fact.unit === "percent") return value / 100;
  return null;
}

/** "Visa's net margin was 55.0% in fiscal 2023 and 54.9% in fiscal 2024; Mastercard's …": each company's figures. */
function figuresSaid(table: FactsTable, facts: ReadonlyArray<Fact>): string {
  return [...new Set(facts.map((fact) => fact.symbol))]
    .map((symbol) => {
      const own = facts.filter((fact) => fact.symbol === symbol);
      const values = own.map((fact) => `${factValue(fact, table.plan.rounding)} in ${periodWords(fact.period)}`);
      const listed = values.length === 1 ? values[0] : `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`;
      return `${possessive(nameOf(table, symbol))} ${own[0]?.label} was ${listed}`;
    })
    .join("; ");
}

/**
 * "Yes: Apple's effective tax rate was 16.2% in fiscal 2022, 14.7% in fiscal 2023 and 24.1% in
 * fiscal 2024; the highest of the three in fiscal 2024.": the year claimed against every other asked.
 */
function extremeVerdict(table: FactsTable, measureId: string, ofYear: number, highest: boolean): DraftSentence | null {
  const figures = yearlyFigures(table, measureId);
  const symbols = new Set(figures.map((fact) => fact.symbol));
  const claimed = figures.find((fact) => fact.period.endsWith(String(ofYear)));
  if (symbols.size !== 1 || figures.length < 2 || !claimed) return null;
  const others = figures.filter((fact) => fact !== claimed).map((fact) => fact.value as number);
  const holds = highest
    ? others.every((value) => (claimed.value as number) > value)
    : others.every((value) => (claimed.value as number) < value);
  const extreme = `the ${highest ? "highest" : "lowest"} of the ${figures.length} years asked`;
  return sentence(
    `${holds ? "Yes" : "No"}: ${figuresSaid(table, figures)}; ${holds ? "" : "not "}${extreme} in ${periodWords(claimed.period)}.`,
    figures.map((fact) => fact.id),
  );
}

/**
 * "Yes: Alphabet's operating income grew 50.2% from fiscal 2022 to fiscal 2024, faster than its
 * revenue's 23.8%.": the two growths the facts hold, set against each other for one company.
 */
function growthVerdict(
  table: FactsTable,
  [firstId, secondId]: readonly [string, string],
  direction: "up" | "down",
): DraftSentence | null {
  const growthOf = (id: string) =>
    table.facts.filter((fact) => fact.measure === `${id}Growth` && typeof fact.value === "number");
  const [first] = growthOf(firstId);
  const [second] = growthOf(secondId);
  if (!first || !second || first.symbol !== second.symbol || growthOf(firstId).length !== 1) return null;
  const [a, b] = [first.value as number, second.value as number];
  const holds = direction === "up" ? a > b : a < b;
  const speed = a === b ? "as fast as" : a > b ? "faster than" : "slower than";
  const { rounding } = table.plan;
  return sentence(
    `${holds ? "Yes" : "No"}: ${possessive(nameOf(table, first.symbol))} ${first.label} was ${factValue(first, rounding)} from ${periodWords(first.period)}, ${speed} its ${second.label} of ${factValue(second, rounding)}.`,
    [first.id, second.id],
  );
}

/** "Yes: Visa's net margin was 55.0% in fiscal 2024, above 50%.": every figure asked against the number. */
function thresholdVerdict(table: FactsTable, measureId: string, threshold: Threshold): DraftSentence | null {
  const figures = yearlyFigures(table, measureId).map((fact) => ({ fact, value: inThresholdUnit(fact, threshold) }));
  if (figures.length === 0 || figures.some(({ value }) => value === null)) return null;
  const met = figures.filter(({ value }) => meetsThreshold(value as number, threshold));
  const missed = figures.filter((each) => !met.includes(each));
  const said = figuresSaid(
    table,
    figures.map(({ fact }) => fact),
  );
  const limit = `${COMPARATOR_WORDS[threshold.comparator]} ${threshold.written}`;
  const ids = figures.map(({ fact }) => fact.id);
  if (table.plan.claim?.counted) {
    const counted = countWords(
      met.map(({ fact }) => fact),
      figures.map(({ fact }) => fact),
    );
    return sentence(`${counted}, the figure was ${limit}: ${said}.`, ids);
  }
  // "… and say whether fiscal 2024's margin was below 55%": the one year claimed, the others beside it.
  const ofYear = table.plan.claim?.ofYear;
  const claimed = figures.filter(({ fact }) => fact.period.endsWith(String(ofYear)));
  if (ofYear !== undefined && figures.length > 1 && claimed.length === 1) {
    const [only] = claimed as [(typeof figures)[number]];
    const period = periodWords(only.fact.period);
    return sentence(
      met.includes(only) ? `Yes: ${said}; ${limit} in ${period}.` : `No: ${said}; not ${limit} in ${period}.`,
      ids,
    );
  }
  if (table.plan.claim?.inAny && figures.length > 1) {
    const periodsMet = met.map(({ fact }) => periodWords(fact.period)).join(" and ");
    return sentence(
      met.length > 0 ? `Yes: ${said}; ${limit} in ${periodsMet}.` : `No: ${said}; not ${limit} in any of them.`,
      ids,
    );
  }
  const verdictWords =
    missed.length === 0
      ? `Yes: ${said}, ${limit}.`
      : figures.length === 1
        ? `No: ${said}, not ${limit}.`
        : `No: ${said}; not ${limit} in ${missed.map(({ fact }) => periodWords(fact.period)).join(" and ")}.`;
  return sentence(verdictWords, ids);
}

/**
 * A judgement's verdict (issue 45): "Yes: FedEx's business is capital-intensive: capital expenditure
 * as a share of revenue was 6.8% in fiscal 2023 (threshold: at least 5% of revenue, met); …". Each
 * test's latest figure against its threshold, the threshold said; no verdict when a figure is missing
 * (the gap that names it is said instead) or when the figures are of several companies.
 */
function judgementVerdict(table: FactsTable, judgement: Judgement): DraftSentence | null {
  const figures = judgement.tests.map((test) => ({ test, fact: yearlyFigures(table, test.measureId).at(-1) ?? null }));
  const symbols = new Set(figures.flatMap(({ fact }) => (fact ? [fact.symbol] : [])));
  const [symbol] = symbols;
  if (symbols.size > 1 || symbol === undefined) return null;
  const outcome = judgementOutcome(
    judgement,
    figures.map(({ test, fact }) => (fact ? inThresholdUnit(fact, test.threshold) : null)),
  );
  if (outcome.kind === "missing") return null;
  const said = figures
    .map(({ test, fact }, at) => {
      const shown = fact as Fact;
      const limit = `${COMPARATOR_WORDS[test.threshold.comparator]} ${test.threshold.written}`;
      // "quick ratio ((current assets − inventory) ÷ current liabilities)": its name here, its formula with its figures.
      return `${shown.label.replace(/ \(.*\)$/, "")} was ${factValue(shown, table.plan.rounding)} in ${periodWords(shown.period)} (threshold: ${limit}, ${outcome.met[at] ? "met" : "not met"})`;
    })
    .join("; ");
  return sentence(
    `${outcome.holds ? "Yes" : "No"}: ${possessive(nameOf(table, symbol))} ${outcome.holds ? judgement.holds : judgement.fails}: ${said}.`,
    figures.flatMap(({ fact }) => (fact ? [fact.id] : [])),
  );
}

/** "Yes: Eli Lilly's R&D rose every year from fiscal 2020 to fiscal 2024", or the first year it did not. */
function everyStepVerdict(table: FactsTable, measureId: string, direction: "up" | "down"): DraftSentence | null {
  const figures = yearlyFigures(table, measureId);
  const symbols = new Set(figures.map((fact) => fact.symbol));
  const first = figures[0];
  const last = figures.at(-1);
  if (symbols.size !== 1 || figures.length < 3 || !first || !last) return null;
  const moved = (before: Fact, after: Fact) =>
    direction === "up"
      ? (after.value as number) > (before.value as number)
      : (after.value as number) < (before.value as number);
  const broken = figures.findIndex((fact, index) => index > 0 && !moved(figures[index - 1] as Fact, fact));
  const who = `${possessive(nameOf(table, first.symbol))} ${first.label}`;
  const verb = direction === "up" ? "rose" : "fell";
  const series = figures
    .map((fact) => `${factValue(fact, table.plan.rounding)} in ${periodWords(fact.period)}`)
    .join(", ");
  if (broken === -1) {
    return sentence(
      `Yes: ${who} ${verb} every year from ${periodWords(first.period)} to ${periodWords(last.period)}: ${series}.`,
      figures.map((fact) => fact.id),
    );
  }
  const before = figures[broken - 1] as Fact;
  const after = figures[broken] as Fact;
  return sentence(
    `No: ${who} did not ${direction === "up" ? "rise" : "fall"} every year: it went from ${factValue(before, table.plan.rounding)} in ${periodWords(before.period)} to ${factValue(after, table.plan.rounding)} in ${periodWords(after.period)} (${series}).`,
    figures.map((fact) => fact.id),
  );
}

/**
 * "Did PepsiCo generate more free cash flow than net income in 2024?": one company's first figure
 * named against its second, in each period asked. "No: PepsiCo's free cash flow was $7.19 billion in
 * fiscal 2024, less than its net income of $9.58 billion." Figures of different units are no verdict.
 */
function measuresVerdict(
  table: FactsTable,
  firstId: string,
  secondId: string,
  direction: "up" | "down",
): DraftSentence | null {
  const firsts = yearlyFigures(table, firstId);
  const seconds = new Map(yearlyFigures(table, secondId).map((fact) => [fact.period, fact]));
  const pairs = firsts.flatMap((fact) => {
    const other = seconds.get(fact.period);
    return other && other.unit === fact.unit ? [{ fact, other }] : [];
  });
  const [firstPair] = pairs;
  if (!firstPair) return null;
  const rounding = table.plan.rounding;
  const holds = ({ fact, other }: (typeof pairs)[number]) =>
    direction === "up"
      ? (fact.value as number) > (other.value as number)
      : (fact.value as number) < (other.value as number);
  const compared = ({ fact, other }: (typeof pairs)[number]) => {
    const word =
      fact.value === other.value
        ? "the same as"
        : (fact.value as number) > (other.value as number)
          ? "more than"
          : "less than";
    return `${factValue(fact, rounding)} in ${periodWords(fact.period)}, ${word} its ${other.label} of ${factValue(other, rounding)}`;
  };
  const said = pairs.map(compared).join("; ");
  if (table.plan.claim?.counted) {
    const held = pairs.filter(holds).map(({ fact }) => fact);
    const claimed = `${direction === "up" ? "more" : "less"} than its ${firstPair.other.label}`;
    return sentence(
      `${countWords(
        held,
        pairs.map(({ fact }) => fact),
      )}, ${possessive(nameOf(table, firstPair.fact.symbol))} ${firstPair.fact.label} was ${claimed}: ${said}.`,
      pairs.flatMap(({ fact, other }) => [fact.id, other.id]),
    );
  }
  const claimHolds = table.plan.claim?.inAny ? pairs.some(holds) : pairs.every(holds);
  return sentence(
    `${claimHolds ? "Yes" : "No"}: ${possessive(nameOf(table, firstPair.fact.symbol))} ${firstPair.fact.label} was ${said}.`,
    pairs.flatMap(({ fact, other }) => [fact.id, other.id]),
  );
}

/** "In 4 of the 5 periods asked (fiscal 2021, …)": how many periods a claim held in, and which. */
function countWords(held: ReadonlyArray<Fact>, all: ReadonlyArray<Fact>): string {
  const yearly = all.every((fact) => /^(FY|CY)\d{4}$/.test(fact.period));
  const noun = yearly ? "years" : "periods";
  const which = held.length === 0 ? "none" : held.map((fact) => periodWords(fact.period)).join(", ");
  return `In ${held.length} of the ${all.length} ${noun} asked (${which})`;
}

/**
 * "Yes: Meta's operating margin was 42.2% in fiscal 2024, above its fiscal 2020 to fiscal 2024
 * average of 35.9%.": the last figure of the span against the span's own average.
 */
function averageVerdict(table: FactsTable, measureId: string, direction: "up" | "down"): DraftSentence | null {
  const figures = yearlyFigures(table, measureId);
  // One company's figure against its own average: several companies' are no one verdict.
  if (new Set(figures.map((fact) => fact.symbol)).size !== 1) return null;
  const last = figures.at(-1);
  const average = table.facts.find(
    (fact) => fact.measure === `${measureId}Average` && fact.symbol === last?.symbol && typeof fact.value === "number",
  );
  if (!last || !average) return null;
  const [value, mean] = [last.value as number, average.value as number];
  const holds = direction === "up" ? value > mean : value < mean;
  const side = value === mean ? "equal to" : value > mean ? "above" : "below";
  const rounding = table.plan.rounding;
  return sentence(
    `${holds ? "Yes" : "No"}: ${possessive(nameOf(table, last.symbol))} ${last.label} was ${factValue(last, rounding)} in ${periodWords(last.period)}, ${side} its ${periodWords(average.period)} average of ${factValue(average, rounding)}.`,
    [last.id, average.id],
  );
}

/** "in fiscal 2024" for a year's figure, "on 2024-12-31" for a day's close. */
const when = (fact: Fact) => (/^\d{4}-\d{2}-\d{2}$/.test(fact.period) ? "on " : "in ") + periodWords(fact.period);
