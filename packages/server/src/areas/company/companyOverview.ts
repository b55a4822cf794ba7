// A company's overview (GET /company/overview): the profile's description and the facts worth
// knowing first, each one sentence written from the figures (scale, growth, margins, cash,
// balance sheet, market value). A fact whose figures are missing is left out, never guessed.
import {
  type CompanyProfile,
  type Filing,
  formatCount,
  formatMoney,
  formatMultiple,
  formatPercent,
  type MetricsPeriod,
  type SourceLink,
} from "@moatwise/core";

type Figure = number | null;

export interface OverviewInputs {
  readonly profile: CompanyProfile;
  /** Fiscal-year metrics, newest first. */
  readonly periods: ReadonlyArray<MetricsPeriod>;
  /** The latest fiscal year's revenue, free cash flow and net debt. */
  readonly latest: {
    readonly revenue: Figure;
    readonly freeCashFlow: Figure;
    readonly netDebt: Figure;
    readonly ebitda: Figure;
  };
  readonly filings: ReadonlyArray<Filing>;
}

const known = (value: Figure): value is number => value !== null && Number.isFinite(value);
const changeWord = (change: number) => (change >= 0 ? "up" : "down");

function introduction({ companyName, industry, sector, city, state, fullTimeEmployees, ceo }: CompanyProfile) {
  const what =
    industry && sector ? `a ${industry.toLowerCase()} company in the ${sector.toLowerCase()} sector` : "a company";
  const where = city && state ? `, based in ${city}, ${state}` : "";
  return [
    `${companyName} is ${what}${where}.`,
    known(fullTimeEmployees) ? `It has about ${formatCount(fullTimeEmployees)} employees.` : "",
    ceo ? `Its chief executive is ${ceo}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function scale(latest: OverviewInputs["latest"], period: MetricsPeriod | undefined): string | null {
  if (!known(latest.revenue) || !period) return null;
  const growth = known(period.revenueGrowth)
    ? `, ${changeWord(period.revenueGrowth)} ${formatPercent(Math.abs(period.revenueGrowth))} on the year before`
    : "";
  return `Revenue of ${formatMoney(latest.revenue)} in fiscal ${period.fiscalYear}${growth}.`;
}

function growthOverYears(periods: ReadonlyArray<MetricsPeriod>): string | null {
  const growths = periods.map((period) => period.revenueGrowth).filter(known);
  if (growths.length < 3) return null;
  const compound = growths.reduce((product, growth) => product * (1 + growth), 1) ** (1 / growths.length) - 1;
  return `Revenue grew ${formatPercent(compound)} a year on average over the last ${growths.length} fiscal years.`;
}

function margins(periods: ReadonlyArray<MetricsPeriod>): string | null {
  const [latest] = periods;
  const earliest = periods.at(-1);
  if (!latest || !known(latest.operatingMargin)) return null;
  const then =
    earliest && earliest !== latest && known(earliest.operatingMargin)
      ? `, against ${formatPercent(earliest.operatingMargin)} in fiscal ${earliest.fiscalYear}`
      : "";
  return `Operating margin of ${formatPercent(latest.operatingMargin)}${then}.`;
}

function cash(latest: OverviewInputs["latest"]): string | null {
  if (!known(latest.freeCashFlow) || !known(latest.revenue) || latest.revenue <= 0) return null;
  return `Free cash flow of ${formatMoney(latest.freeCashFlow)}, ${formatPercent(latest.freeCashFlow / latest.revenue)} of revenue.`;
}

function balanceSheet(latest: OverviewInputs["latest"]): string | null {
  if (!known(latest.netDebt)) return null;
  if (latest.netDebt <= 0) return `Net cash of ${formatMoney(-latest.netDebt)} after all debt.`;
  const leverage =
    known(latest.ebitda) && latest.ebitda > 0 ? `, ${formatMultiple(latest.netDebt / latest.ebitda)} EBITDA` : "";
  return `Net debt of ${formatMoney(latest.netDebt)}${leverage}.`;
}

function returns(period: MetricsPeriod | undefined): string | null {
  if (!period || !known(period.roic)) return null;
  return `Return on invested capital of ${formatPercent(period.roic)} in fiscal ${period.fiscalYear}.`;
}

function marketValue({ marketCap, price }: CompanyProfile): string | null {
  if (!known(marketCap) || !known(price)) return null;
  return `Market value of ${formatMoney(marketCap)} at $${price.toFixed(2)} a share.`;
}

function sourcesOf(profile: CompanyProfile, filings: ReadonlyArray<Filing>): SourceLink[] {
  const annual = filings.find((filing) => filing.formType === "10-K");
  return [
    ...(annual ? [{ title: `Form 10-K filed ${annual.filingDate}`, url: annual.link }] : []),
    ...(profile.website ? [{ title: `${profile.companyName} website`, url: profile.website }] : []),
  ];
}

export function overviewFrom({ profile, periods, latest, filings }: OverviewInputs) {
  const [period] = periods;
  const highlights = [
    scale(latest, period),
    growthOverYears(periods),
    margins(periods),
    returns(period),
    cash(latest),
    balanceSheet(latest),
    marketValue(profile),
  ].filter((line): line is string => line !== null);
  return {
    symbol: profile.symbol,
    companyName: profile.companyName,
    summary: [introduction(profile), profile.description].filter(Boolean).join(" "),
    highlights,
    sources: sourcesOf(profile, filings),
  };
}
