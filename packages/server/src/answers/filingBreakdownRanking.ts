// Ranks the parts of a figure a filing's breakdown tables hold (issue 45 item 4): "which segment
// had the highest revenue" is answered from the parts read at upload (core's filingBreakdowns), in
// the period asked, highest first (or lowest, or by growth from the column before), each with its
// page. The breakdown of the kind asked is used; another kind only when the filing prints none.
import { type AnswerPlan, breakdownOf, type Fact, FILING_SYMBOL, type FilingReading, type Gap } from "@moatwise/core";

/** Where a part's fact stands: its page, its breakdown (table) on the page, and its row. */
const PLACE = /\/p(\d+)-g(\d+)-r(\d+)$/;

interface Part {
  readonly fact: Fact;
  readonly group: string;
  readonly row: number;
}

const yearOf = (period: string) => Number(/(?:19|20)\d\d/.exec(period)?.[0] ?? Number.NaN);

/** The period of the breakdown asked: the year named, else the latest the breakdown prints. */
function periodIn(plan: AnswerPlan, periods: ReadonlyArray<string>): string | null {
  const years = plan.period.kind === "years" ? plan.period.years : [];
  const asked = years[years.length - 1];
  const sorted = [...periods].sort((a, b) => yearOf(b) - yearOf(a) || a.localeCompare(b));
  if (asked === undefined) return sorted[0] ?? null;
  return sorted.find((period) => period === `FY${asked}`) ?? sorted.find((period) => yearOf(period) === asked) ?? null;
}

/** The column before `period` in the same breakdown: the year before, for a growth. */
function periodBefore(period: string, periods: ReadonlyArray<string>): string | null {
  const year = yearOf(period);
  const shape = period.replace(/(?:19|20)\d\d/, "");
  return periods.find((each) => yearOf(each) === year - 1 && each.replace(/(?:19|20)\d\d/, "") === shape) ?? null;
}

/**
 * The ranked parts as facts (best first), with a gap when the period asked is not printed; null when
 * the question ranks no parts or the filing holds no breakdown of the figure asked.
 */
export function rankedParts(plan: AnswerPlan, reading: FilingReading): { facts: Fact[]; gaps: Gap[] } | null {
  const asked = plan.breakdown;
  const measure = plan.measures[0]?.id ?? "revenue";
  if (!asked) return null;
  const parts: Part[] = reading.facts.flatMap((fact) => {
    const breakdown = breakdownOf(fact.measure);
    const place = PLACE.exec(fact.id);
    if (!breakdown || breakdown.total || breakdown.measure !== measure || !place) return [];
    return [{ fact, group: `${fact.measure}/p${place[1]}-g${place[2]}`, row: Number(place[3]) }];
  });
  if (parts.length === 0) return null;
  // The breakdown of the kind asked, else any the filing prints of the figure; the first printed holding the period.
  const ofKind = parts.filter(({ fact }) => asked.by === null || breakdownOf(fact.measure)?.kinds.includes(asked.by));
  const pool = ofKind.length > 0 ? ofKind : parts;
  const groups = [...new Set(pool.map((part) => part.group))];
  const growth = plan.operation.kind === "growth" || plan.operation.kind === "cagr";
  for (const group of groups) {
    const members = pool.filter((part) => part.group === group);
    const periods = [...new Set(members.map((part) => part.fact.period))];
    const period = periodIn(plan, periods);
    if (!period) continue;
    const now = members.filter((part) => part.fact.period === period);
    const before = periodBefore(period, periods);
    if (growth && !before) continue;
    const ranked = now.map((part) => {
      if (!growth) return { value: part.fact.value as number, facts: [part.fact] };
      const earlier = members.find((each) => each.row === part.row && each.fact.period === before)?.fact;
      const start = earlier?.value as number | undefined;
      if (!earlier || !start || start <= 0) return null;
      const change: Fact = {
        id: `${part.fact.id}/growth`,
        symbol: FILING_SYMBOL,
        measure: `${part.fact.measure}Growth`,
        label: part.fact.label,
        period: `${before}..${period}`,
        value: Number(((((part.fact.value as number) - start) / start) * 100).toFixed(10)),
        unit: "percent",
        sourceId: part.fact.sourceId,
        derivedFrom: [earlier.id, part.fact.id],
      };
      return { value: change.value as number, facts: [change, earlier, part.fact] };
    });
    const kept = ranked.filter((each) => each !== null);
    if (kept.length < 2) continue;
    kept.sort((a, b) => (plan.operation.lowestFirst ? a.value - b.value : b.value - a.value));
    return { facts: kept.flatMap((each) => each.facts), gaps: [] };
  }
  return null;
}
