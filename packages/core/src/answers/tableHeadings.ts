// What a statement table's headings say (issue 39): the scale its figures are printed in ("In
// millions"), and the period each column covers ("Years ended September 24, 2022" is FY2022).

/** The table's scale: "(In millions, except per share amounts)". */
export interface TableUnit {
  readonly scale: number;
  readonly shareScale: number;
}

const SCALES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bin billions\b|\(\$?\s*billions?\)/i, 1e9],
  [/\bin millions\b|\(\$?\s*millions?\)|\bmillions of (u\.?s\.? )?dollars\b|\$ in millions/i, 1e6],
  [/\bin thousands\b|\(\$?\s*thousands?\)|\bthousands of (u\.?s\.? )?dollars\b|\$ in thousands|\(\$000s?\)/i, 1e3],
];

/** The unit a heading states, or null when it states none. */
export function unitOfHeading(text: string): TableUnit | null {
  const found = SCALES.find(([pattern]) => pattern.test(text));
  if (!found) return null;
  const scale = found[1];
  const shares = /shares?[^.;]*?\b(in|reflected in) (thousands|millions)\b/i.exec(text);
  const shareScale = shares ? (shares[2]?.toLowerCase() === "thousands" ? 1e3 : 1e6) : scale;
  return { scale, shareScale };
}

/** A heading that names a column's span, not its year: "Quarters Ended June 30,", "Six Months Ended". */
export const SPAN_HEADING = /\b(months|weeks|quarters?|years?) ended\b/i;

const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
export const DATE = new RegExp(`\\b(${MONTHS})\\s+\\d{1,2},?\\s+(19|20)\\d\\d\\b`, "i");
const QUARTER_WORDS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4 };

/** What the filing covers, read from its cover: a quarter's report dates its balance sheet columns apart. */
export interface FilingContext {
  readonly quarterly: boolean;
}

/**
 * A column's period as the answers write it, from the headings above it ("Years ended September 24,
 * 2022" -> FY2022; "Q2 2023" -> Q2 FY2023), or the heading itself for other spans ("six months ended
 * July 1, 2023"); null when it names no year (a "% Change" column).
 */
export function periodOfHeading(heading: string, context: FilingContext, latestDate = false): string | null {
  const text = heading.replace(/\s+/g, " ").trim();
  const years = [...text.matchAll(/\b(19[89]\d|20\d\d)\b/g)].map((match) => match[1] as string);
  const year = years[years.length - 1];
  if (!year || /%|\bchange\b|variance|\bvs\.?\b/i.test(text)) return null;
  const quarter =
    /\bq([1-4])\b/i.exec(text)?.[1] ??
    String(QUARTER_WORDS[/\b(first|second|third|fourth) quarter\b/i.exec(text)?.[1]?.toLowerCase() ?? ""] ?? "");
  if (quarter) return `Q${quarter} FY${year}`;
  const span =
    /\b(three|six|nine|twelve|3|6|9|12|thirteen|twenty-six|thirty-nine|13|26|39|52)[- ](months|weeks)\b/i.exec(
      text,
    )?.[0] ??
    // "Quarters Ended June 30": a quarter's three months.
    (/\bquarters? ended\b/i.test(text) ? "three months" : null);
  const date = DATE.exec(text)?.[0];
  if (span && !/^(twelve|12|52)\b/i.test(span)) {
    return `${span.toLowerCase()} ended ${date ?? year}`;
  }
  if (/\b(years?|fiscal|twelve months|12 months|52 weeks|annual)\b/i.test(text)) return `FY${year}`;
  if (date && context.quarterly && latestDate) return date;
  return `FY${year}`;
}
