// Facts from a company's profile (issue 33): a profile field asked as a measure (head count, city,
// sector…), and the company's kind as the applicability rule reads it.
import type { CompanyKind, CompanyProfile, Fact, FactSource, PlannedMeasure } from "@moatwise/core";
import { publisherOf } from "./factSources";
import { type Computed, noValue } from "./measureComputer";
import type { Statements } from "./statementPeriods";

/** The company's profile, fetched once for a plan however many measures read it; null when the data has none. */
export type ProfileLoaded = () => Promise<CompanyProfile | null>;

/** The company as the applicability rule reads it: its profile's sector and industry, and its inventory. */
export function companyKindOf(profile: CompanyProfile | null, statements: Statements): CompanyKind {
  const holdsInventory = statements.annual.some((period) => {
    const inventory = (period.row.balance as { inventory?: unknown }).inventory;
    return typeof inventory === "number" && inventory !== 0;
  });
  return { sector: profile?.sector ?? null, industry: profile?.industry ?? null, holdsInventory };
}

/** The profile's source, recorded once: its id. */
function profileSource(profile: CompanyProfile, symbol: string, name: string, sources: Map<string, FactSource>) {
  const sourceId = `profile:${symbol}`;
  sources.set(sourceId, {
    id: sourceId,
    url: profile.website ?? `/stock/${encodeURIComponent(symbol)}`,
    title: `${name} (${symbol}): company profile`,
    publisher: publisherOf(profile.provenance.provider),
    excerpt: profile.description?.slice(0, 300) ?? `${name}'s company profile.`,
  });
  return sourceId;
}

export interface ProfileTermOptions {
  readonly symbol: string;
  readonly name: string;
  readonly profile: CompanyProfile | null;
  readonly sources: Map<string, FactSource>;
  readonly addFact: (fact: Fact) => string;
  /** The label of the latest fiscal year the statements hold: the year the profile's head count is of. */
  readonly latestYear: () => string | null;
}

/**
 * The head count as a term of a defined measure ("revenue per employee"): the profile gives the
 * latest head count only, so it serves the latest fiscal year and no earlier one.
 */
export function profileTermOf({ symbol, name, profile, sources, addFact, latestYear }: ProfileTermOptions) {
  return (field: string, period: { readonly label: string }): Computed => {
    const heads = profile?.fullTimeEmployees;
    if (!profile || field !== "fullTimeEmployees" || typeof heads !== "number" || heads <= 0) return noValue;
    if (period.label !== latestYear()) return noValue;
    const sourceId = profileSource(profile, symbol, name, sources);
    const factId = addFact({
      id: `${symbol}/employees/profile`,
      symbol,
      measure: "employees",
      label: "employees (the latest head count, from the company profile)",
      period: profile.provenance.asOf.slice(0, 10),
      value: heads,
      unit: "count",
      sourceId,
      derivedFrom: [],
    });
    return { value: heads, factId };
  };
}

/** A profile field asked as a measure, as a fact dated by the profile, its source recorded; nothing when the profile lacks it. */
export async function profileFact(
  profileLoaded: ProfileLoaded,
  symbol: string,
  name: string,
  measure: PlannedMeasure,
  sources: Map<string, FactSource>,
  addFact: (fact: Fact) => string,
) {
  if (measure.formula.kind !== "profile") return;
  const profile = await profileLoaded();
  if (!profile) return;
  const field = measure.formula.field;
  const raw =
    field === "city"
      ? [profile.city, profile.state].filter(Boolean).join(", ") || null
      : field === "fullTimeEmployees"
        ? profile.fullTimeEmployees
        : profile[field];
  if (raw === null || raw === undefined || raw === "") return;
  const sourceId = profileSource(profile, symbol, name, sources);
  addFact({
    id: `${symbol}/${measure.id}/profile`,
    symbol,
    measure: measure.id,
    label: measure.label,
    period: profile.provenance.asOf.slice(0, 10),
    value: raw,
    unit: measure.unit,
    sourceId,
    derivedFrom: [],
  });
}
