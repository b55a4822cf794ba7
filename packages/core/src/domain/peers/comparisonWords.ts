// How a compared measure reads in a sentence (issue 43): its label in running text, and its figure
// with the year it is of. A P/E says which earnings it is on ("57.0× on fiscal 2024 earnings"), so
// it is never mistaken for the trailing-twelve-month P/E shown among a stock's key figures.

/** A label in running text: "Gross margin" → "gross margin"; an initialism keeps its capitals ("P/E"). */
export function measureWords(label: string): string {
  return label.replace(/^[A-Z](?=[a-z ])/, (first) => first.toLowerCase()).replace(/ \(fiscal year\)$/, "");
}

/** The measures whose figure is a price over a year's earnings: their year is the earnings'. */
const ON_EARNINGS = new Set(["priceToEarnings"]);

/** "in fiscal 2024"; for a P/E "on fiscal 2024 earnings". */
export function yearWords(measureId: string, year: string): string {
  return ON_EARNINGS.has(measureId) ? `on ${year} earnings` : `in ${year}`;
}

/** "at 12.6% in fiscal 2024"; a P/E "at 57.0× on fiscal 2024 earnings". */
export function figureIn(measureId: string, shown: string, year: string): string {
  return `at ${shown} ${yearWords(measureId, year)}`;
}
