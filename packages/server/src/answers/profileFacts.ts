// Facts from a company's profile (issue 33): a profile field asked as a measure (head count, city,
// sector…), and the company's kind as the applicability rule reads it.
import type { CompanyKind, Fact, FactSource, PlannedMeasure } from "@moatwise/core";
import { publisherOf } from "./factSources";
import type { MarketFacts } from "./ports";
import type { Statements } from "./statementPeriods";

/** The company as the applicability rule reads it: its profile's sector and industry, and its inventory. */
export async function companyKindOf(market: MarketFacts, symbol: string, statements: Statements): Promise<CompanyKind> {
  const profile = await market.profile(symbol).catch(() => null);
  const holdsInventory = statements.annual.some((period) => {
    const inventory = (period.row.balance as { inventory?: unknown }).inventory;
    return typeof inventory === "number" && inventory !== 0;
  });
  return { sector: profile?.sector ?? null, industry: profile?.industry ?? null, holdsInventory };
}

/** A profile field asked as a measure, as a fact dated by the profile, its source recorded; nothing when the profile lacks it. */
export async function profileFact(
  market: MarketFacts,
  symbol: string,
  name: string,
  measure: PlannedMeasure,
  sources: Map<string, FactSource>,
  addFact: (fact: Fact) => string,
) {
  if (measure.formula.kind !== "profile") return;
  const profile = await market.profile(symbol).catch(() => null);
  if (!profile) return;
  const field = measure.formula.field;
  const raw =
    field === "city"
      ? [profile.city, profile.state].filter(Boolean).join(", ") || null
      : field === "fullTimeEmployees"
        ? profile.fullTimeEmployees
        : profile[field];
  if (raw === null || raw === undefined || raw === "") return;
  const sourceId = `profile:${symbol}`;
  sources.set(sourceId, {
    id: sourceId,
    url: profile.website ?? `/stock/${encodeURIComponent(symbol)}`,
    title: `${name} (${symbol}): company profile`,
    publisher: publisherOf(profile.provenance.provider),
    excerpt: profile.description?.slice(0, 300) ?? `${name}'s company profile.`,
  });
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
