// Words that name a sector, with the sector's name in the data.

export const SECTOR_WORDS: ReadonlyArray<readonly [string, string]> = [
  ["tech", "Technology"],
  ["technology", "Technology"],
  ["software", "Technology"],
  ["semiconductor", "Technology"],
  ["healthcare", "Healthcare"],
  ["health-care", "Healthcare"],
  ["pharma", "Healthcare"],
  ["pharmaceutical", "Healthcare"],
  ["staples", "Consumer Defensive"],
  ["defensive", "Consumer Defensive"],
  ["discretionary", "Consumer Cyclical"],
  ["cyclical", "Consumer Cyclical"],
  ["retail", "Consumer Cyclical"],
  ["retailers", "Consumer Cyclical"],
  ["financial", "Financial Services"],
  ["financials", "Financial Services"],
  ["banks", "Financial Services"],
  ["energy", "Energy"],
  ["industrial", "Industrials"],
  ["industrials", "Industrials"],
  ["communication", "Communication Services"],
  ["media", "Communication Services"],
];

/** Words that make a sector's name a group of companies ("tech companies", "among"). */
export const GROUP_WORDS: ReadonlyArray<string> = [
  "companies",
  "company",
  "stocks",
  "names",
  "sector",
  "firms",
  "among",
  "which",
];
