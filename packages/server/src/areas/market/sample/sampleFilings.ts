// The sample set's SEC filings: one 10-K per fiscal year and one 10-Q per other quarter, each
// with an excerpt written from the set's own figures (not the filing's words). The bundled set
// keeps no filing timestamps, so a filing is dated on its SEC deadline (60 days after a year,
// 40 after a quarter, for large accelerated filers), or on the set's cut-off when that comes
// first (every filing in the set was filed by then), and its text says so. Each links to the
// company's EDGAR filing list as of that date, a real address that opens the filing on sec.gov.
import type { Filing } from "@moatwise/core";
import type { FilingDocument } from "../marketDataProvider";
import type { QuarterLines, YearLines } from "../statementLines";
import { SAMPLE_ANNUALS } from "./sampleAnnuals.data";
import { SAMPLE_AS_OF } from "./sampleAsOf";
import { SAMPLE_PROFILES, type SampleProfile } from "./sampleProfiles.data";
import { SAMPLE_QUARTERS } from "./sampleQuarters.data";
import { risksKnownIn } from "./sampleRisks.data";

const ANNUAL_DEADLINE_DAYS = 60;
const QUARTERLY_DEADLINE_DAYS = 40;
const DAY_MS = 86_400_000;

/** The SEC deadline `days` after a period's end, or the set's cut-off if earlier. */
function filedOn(periodEnd: string, days: number) {
  const deadline = Date.parse(periodEnd) + days * DAY_MS;
  return new Date(Math.min(deadline, Date.parse(SAMPLE_AS_OF))).toISOString().slice(0, 10);
}

const billions = (millions: number) => `$${(millions / 1000).toFixed(1)} billion`;
const change = (now: number, before: number | undefined) =>
  before && before > 0 ? ` (${now >= before ? "up" : "down"} ${Math.abs((now / before - 1) * 100).toFixed(1)}%)` : "";

function edgarLink(cik: string, form: string, filed: string) {
  const params = new URLSearchParams({
    action: "getcompany",
    CIK: cik,
    type: form,
    dateb: filed.replaceAll("-", ""),
    owner: "include",
    count: "10",
  });
  return `https://www.sec.gov/cgi-bin/browse-edgar?${params}`;
}

interface SampleFiling {
  readonly filing: Filing;
  readonly document: FilingDocument;
}

function results(revenue: number, netIncome: number, before?: { revenue: number; netIncome: number }) {
  return `Revenue was ${billions(revenue)}${change(revenue, before?.revenue)} and net income ${billions(netIncome)}${change(netIncome, before?.netIncome)}.`;
}

const ABOUT_THIS_TEXT =
  "About this text: a sample excerpt written by Moatwise from the figures in the bundled data set and, for risk factors, in our own words from the annual report; not the words of the filing. The date shown is the SEC deadline for the period, or the set's cut-off of 31 March 2025 when that is earlier; the full filing is on sec.gov.";

/** A filing dated on its deadline, linked to the company's EDGAR list, with its text. */
function sampleFiling(
  company: SampleProfile,
  form: "10-K" | "10-Q",
  filed: string,
  excerpt: string,
  period: string,
  paragraphs: ReadonlyArray<string>,
): SampleFiling {
  const link = edgarLink(company.cik, form, filed);
  return {
    filing: {
      symbol: company.symbol,
      cik: company.cik,
      filingDate: filed,
      acceptedDate: `${filed}T16:00:00.000Z`,
      formType: form,
      link,
      finalLink: link,
      excerpt,
    },
    document: {
      title: `${company.companyName} — Form ${form}, ${period} (sample excerpt)`,
      text: [...paragraphs, ABOUT_THIS_TEXT].filter(Boolean).join("\n\n"),
    },
  };
}

function annualFiling(company: SampleProfile, year: YearLines, previous: YearLines | undefined): SampleFiling {
  const [revenue, , , , operatingIncome, , , , netIncome] = year.income;
  const [operatingCash, capex, buybacks, dividends] = year.cash;
  const filed = filedOn(year.end, ANNUAL_DEADLINE_DAYS);
  const excerpt = `Fiscal ${year.fiscalYear}: ${results(revenue, netIncome, previous && { revenue: previous.income[0], netIncome: previous.income[8] })}`;
  return sampleFiling(company, "10-K", filed, excerpt, `fiscal ${year.fiscalYear}`, [
    `Annual report on Form 10-K for the fiscal year ended ${year.end}.`,
    `Business. ${company.description}`,
    `Results. ${excerpt}${operatingIncome !== null ? ` Operating income was ${billions(operatingIncome)}.` : ""}`,
    operatingCash !== null && capex !== null
      ? `Cash. Operations brought in ${billions(operatingCash)} and capital spending took ${billions(capex)}; ${billions(buybacks ?? 0)} went to share repurchases and ${billions(dividends ?? 0)} to dividends.`
      : "",
    `Balance sheet. Total assets were ${billions(year.balance[7])} and shareholders' equity ${billions(year.balance[10])}.`,
    riskFactors(company.symbol, Number(year.fiscalYear)),
  ]);
}

/** The annual report's main risks as known that year, in our words; none for a company the set has none for. */
function riskFactors(symbol: string, fiscalYear: number): string {
  const risks = risksKnownIn(symbol, fiscalYear);
  return risks.length > 0 ? `Risk factors. ${risks.join(" ")}` : "";
}

function quarterlyFiling(company: SampleProfile, quarter: QuarterLines): SampleFiling {
  const [revenue, , operatingIncome, netIncome] = quarter.income;
  const filed = filedOn(quarter.end, QUARTERLY_DEADLINE_DAYS);
  const excerpt = `Fiscal ${quarter.fiscalYear} Q${quarter.quarter}: ${results(revenue, netIncome)}`;
  return sampleFiling(company, "10-Q", filed, excerpt, `fiscal ${quarter.fiscalYear} Q${quarter.quarter}`, [
    `Quarterly report on Form 10-Q for the quarter ended ${quarter.end}.`,
    `Results. ${excerpt}${operatingIncome !== null ? ` Operating income was ${billions(operatingIncome)}.` : ""}`,
    `Balance sheet. Total assets were ${billions(quarter.balance[1])} and shareholders' equity ${billions(quarter.balance[3])}.`,
  ]);
}

function filingsOf(company: SampleProfile): SampleFiling[] {
  const years = SAMPLE_ANNUALS[company.symbol] ?? [];
  const quarters = (SAMPLE_QUARTERS[company.symbol] ?? []).filter((quarter) => quarter.quarter !== 4);
  return [
    ...years.map((year, index) => annualFiling(company, year, years[index - 1])),
    ...quarters.map((quarter) => quarterlyFiling(company, quarter)),
  ].sort((a, b) => b.filing.filingDate.localeCompare(a.filing.filingDate));
}

const bySymbol = new Map(SAMPLE_PROFILES.map((company) => [company.symbol, filingsOf(company)]));
const byLink = new Map([...bySymbol.values()].flat().map((sample) => [sample.filing.link, sample.document]));

/** A company's sample filings, newest first; null outside the set. */
export const sampleFilings = (symbol: string): Filing[] | null =>
  bySymbol.get(symbol)?.map((sample) => sample.filing) ?? null;

/** The text behind a sample filing's address; null for any other address. */
export const sampleFilingDocument = (url: string): FilingDocument | null => byLink.get(url) ?? null;
