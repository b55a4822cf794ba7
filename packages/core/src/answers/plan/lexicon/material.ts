// The intents a question's words ask for that the sources answer rather than the figures, and the
// measures a valuation question is answered with.
export const MATERIAL_INTENTS = new Set(["risks", "moat", "news", "filings", "valuation", "own"]);

export const VALUATION_MEASURES = ["pe", "priceToSales", "priceToBook", "evToEbitda", "dividendYield"];
