// The sector a question ranks companies within ("the healthcare companies", "within the financials").
import { SCOPE_WORDS } from "./lexicon/companyWords";
import { GROUP_WORDS, SECTOR_WORDS } from "./lexicon/sectorWords";
import { has, hasPhrase } from "./words";

export function readSector(lowers: ReadonlyArray<string>, lowerSet: ReadonlySet<string>): string | null {
  const groupWord = has(lowerSet, ...GROUP_WORDS);
  if (!groupWord) return null;
  for (let index = 0; index < lowers.length; index++) {
    const word = lowers[index] as string;
    const next = lowers[index + 1] ?? "";
    if (word === "health" && next === "care") return "Healthcare";
    if (word === "consumer" && (next === "staples" || next === "defensive")) return "Consumer Defensive";
    const sector = SECTOR_WORDS.find(([each]) => each === word)?.[1];
    // "Within the financials you cover": a sector named as a group of companies, after a word of scope.
    const scoped =
      word.endsWith("s") &&
      (SCOPE_WORDS.has(lowers[index - 1] ?? "") ||
        (lowers[index - 1] === "the" && SCOPE_WORDS.has(lowers[index - 2] ?? "")));
    if (
      sector &&
      (scoped ||
        ["companies", "company", "stocks", "names", "sector", "firms", "giants", "sector's"].some((each) =>
          lowers.slice(index + 1, index + 3).includes(each),
        ))
    )
      return sector;
  }
  if (
    hasPhrase(lowers, "all companies") ||
    hasPhrase(lowers, "every company") ||
    hasPhrase(lowers, "all the companies") ||
    (hasPhrase(lowers, "which company") && !lowerSet.has("between"))
  )
    return null;
  return null;
}
