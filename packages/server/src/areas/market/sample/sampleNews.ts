// The sample set's news: a handful of items per company, written by Moatwise from the set's own
// events (its latest filings and its largest recent price move), never invented headlines. Each
// item says it is a sample item, and links to where the fact can be checked: the filing's EDGAR
// list, or the company's own site for a price move.
import type { NewsItem, PriceBar } from "@moatwise/core";
import { sampleFilings } from "./sampleFilings";
import { samplePriceBars } from "./samplePrices";
import { SAMPLE_PROFILES, type SampleProfile } from "./sampleProfiles.data";

const FILINGS_IN_NEWS = 4;
/** The trading days searched for the largest daily move: about a quarter. */
const MOVE_WINDOW_DAYS = 63;
const PUBLISHER = "Moatwise sample desk";
const SAMPLE_NOTE = "Sample news item written from the bundled data set, not a wire story.";

const FORM_WORDS: Record<string, string> = { "10-K": "annual report", "10-Q": "quarterly report" };

function filingNews(company: SampleProfile): NewsItem[] {
  return (sampleFilings(company.symbol) ?? []).slice(0, FILINGS_IN_NEWS).map((filing) => ({
    symbol: company.symbol,
    publishedDate: filing.acceptedDate,
    publisher: PUBLISHER,
    title: `${company.companyName} files its ${FORM_WORDS[filing.formType] ?? filing.formType} (Form ${filing.formType})`,
    image: null,
    site: "sec.gov",
    text: `${filing.excerpt ?? ""} ${SAMPLE_NOTE}`.trim(),
    url: filing.link,
  }));
}

/** The day with the largest close-to-close move in the last quarter of trading. */
function largestMove(bars: ReadonlyArray<PriceBar>) {
  const recent = bars.slice(-MOVE_WINDOW_DAYS);
  let best: { bar: PriceBar; percent: number } | null = null;
  for (let i = 1; i < recent.length; i++) {
    const bar = recent[i] as PriceBar;
    const before = (recent[i - 1] as PriceBar).close;
    const percent = (bar.close / before - 1) * 100;
    if (!best || Math.abs(percent) > Math.abs(best.percent)) best = { bar, percent };
  }
  return best;
}

function priceMoveNews(company: SampleProfile): NewsItem[] {
  const bars = samplePriceBars(company.symbol);
  const move = bars ? largestMove(bars) : null;
  if (!move) return [];
  const verb = move.percent >= 0 ? "rise" : "fall";
  const size = Math.abs(move.percent).toFixed(1);
  return [
    {
      symbol: company.symbol,
      publishedDate: `${move.bar.date}T21:00:00.000Z`,
      publisher: PUBLISHER,
      title: `${company.companyName} shares ${verb} ${size}%, their largest daily move this quarter`,
      image: null,
      site: new URL(company.website).hostname,
      text: `${company.symbol} closed at $${move.bar.close.toFixed(2)} on ${move.bar.date}. The sample set's daily prices between quarter ends are simulated, so this move is illustrative. ${SAMPLE_NOTE}`,
      url: company.website,
    },
  ];
}

const newestFirst = (a: NewsItem, b: NewsItem) => b.publishedDate.localeCompare(a.publishedDate);

const bySymbol = new Map(
  SAMPLE_PROFILES.map((company) => [
    company.symbol,
    [...filingNews(company), ...priceMoveNews(company)].sort(newestFirst),
  ]),
);

/** A company's sample news, newest first; null outside the set. */
export const sampleNews = (symbol: string): NewsItem[] | null => bySymbol.get(symbol) ?? null;

/** Every company's sample news, newest first: the set's general news. */
export const sampleGeneralNews: ReadonlyArray<NewsItem> = [...bySymbol.values()].flat().sort(newestFirst);
