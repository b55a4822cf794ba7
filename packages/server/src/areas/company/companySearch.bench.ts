// Company search latency over a 10,000-row universe (the budget: p95 ≤ 5 ms per search).
// The bundled companies plus synthetic ones with realistic names; queries mix symbols, name
// prefixes, two-word names, near-misses and text that matches nothing.
import { bench, describe } from "vitest";
import { companyIndex } from "./companySearch";
import { companyUniverse } from "./companyUniverse";

const WORDS = [
  "Global",
  "American",
  "Pacific",
  "Energy",
  "Systems",
  "Holdings",
  "Financial",
  "Therapeutics",
  "Networks",
  "Industries",
  "Capital",
  "Foods",
  "Semiconductor",
  "Realty",
  "Brands",
  "Labs",
  "Motors",
  "Retail",
  "Software",
  "Materials",
];

function syntheticCompanies(count: number) {
  const rows = [...companyUniverse];
  for (let i = 0; rows.length < count; i++) {
    const first = WORDS[i % WORDS.length];
    const second = WORDS[Math.floor(i / WORDS.length) % WORDS.length];
    const symbol = `X${i.toString(36).toUpperCase()}`;
    rows.push({ symbol, name: `${first} ${second} ${i} Inc.`, exchange: i % 2 ? "NYSE" : "NASDAQ" });
  }
  return rows;
}

const index = companyIndex(syntheticCompanies(10_000));
const QUERIES = ["AAPL", "micro", "goldman sachs", "mircosoft", "XA1", "energy", "starbuks", "zzqqxx", "bank of", "T"];
let next = 0;

describe(`company search over ${index.size} companies (budget: p95 ≤ 5 ms)`, () => {
  bench("one search, queries in rotation", () => {
    index.search(QUERIES[next++ % QUERIES.length] ?? "");
  });
});
