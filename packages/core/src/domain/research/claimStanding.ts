// Checking figures against their sources (issues 22, 33): every number a claim states must stand
// in one of the texts it cites, as written there or rounded from it ("$391.0B" is in "391,035
// million"; "46.2%" in "46.21%"), and a claim without figures is quoted or unverified. A pure rule
// of the domain: research reports read it here, and the answer engine checks its drafts with it
// (answers/claimCheck.ts). Linear in the text's length.

export interface StatedNumber {
  /** As written in the text, e.g. "$391.0B" or "46.2%". */
  readonly text: string;
  /** In base units (a percentage as its number of percent). */
  readonly value: number;
  readonly percent: boolean;
  /** Half a unit in the last place written: how far a rounded figure may lie from the exact one. */
  readonly tolerance: number;
}

const SCALES: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
};

/** Citation marks like [1] or [12] are references, not figures. */
const CITATION = /\[\d{1,3}\]/g;
/**
 * A number: digits (with thousands commas, a decimal part), then %, a scale word or letter. Not a
 * form's name ("10-K", "20-F") nor a piece of a word ("FY2024", "Q3").
 */
const NUMBER =
  /(?<![\w.])(-|−)?\$?(\d{1,3}(?:,\d{3})+|\d+)(?!\d|,\d|-[A-Za-z])(\.\d+)?\s?(%|percent\b|(?:thousand|million|billion|trillion|mn|bn|tn)\b|[kKmMbBtT]\b)?/g;

function statedNumber(match: RegExpExecArray): StatedNumber {
  const [text, minus, whole = "0", fraction = "", unit = ""] = match;
  const lowerUnit = unit.toLowerCase();
  const percent = lowerUnit === "%" || lowerUnit === "percent";
  const scale = percent ? 1 : (SCALES[lowerUnit] ?? 1);
  const digits = Number(`${whole.replaceAll(",", "")}${fraction}`);
  const decimals = fraction.length > 0 ? fraction.length - 1 : 0;
  return {
    text: text.trim(),
    value: (minus ? -1 : 1) * digits * scale,
    percent,
    tolerance: 0.5 * 10 ** -decimals * scale,
  };
}

/** The figures a text states, in order, without its citation marks. */
export function statedNumbers(text: string): StatedNumber[] {
  const plain = text.replace(CITATION, " ");
  return [...plain.matchAll(NUMBER)].map(statedNumber);
}

/**
 * Whether two written figures can be the same quantity, one rounded from the other; a change is
 * matched by its size too ("fell 5%" states the "-5%" of a source).
 */
export function sameFigure(a: StatedNumber, b: StatedNumber): boolean {
  if (a.percent !== b.percent) return false;
  // Floating point: a figure rounded exactly half-way must not miss by the last bits of a large value.
  const slack =
    Math.max(a.tolerance, b.tolerance) * (1 + 1e-9) + Math.max(Math.abs(a.value), Math.abs(b.value)) * 1e-12;
  return Math.abs(a.value - b.value) <= slack || Math.abs(Math.abs(a.value) - Math.abs(b.value)) <= slack;
}

export interface ClaimCheck {
  readonly verified: boolean;
  /** The claim's figures that no cited source states. */
  readonly unsupported: ReadonlyArray<string>;
}

/** Checks every figure of `claim` against the texts of the sources it cites. */
export function checkClaim(claim: string, citedTexts: ReadonlyArray<string>): ClaimCheck {
  const stated = statedNumbers(claim);
  if (stated.length === 0) return { verified: true, unsupported: [] };
  const available = citedTexts.flatMap(statedNumbers);
  const unsupported = stated.filter((figure) => !available.some((source) => sameFigure(figure, source)));
  return { verified: unsupported.length === 0, unsupported: unsupported.map((figure) => figure.text) };
}

export type ClaimStanding = "checked" | "quoted" | "unverified";

const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .replace(/[.\s]+$/, "")
    .trim();

/**
 * A claim's honest state (issue 34): with figures, `checked` when every figure stands in a cited
 * text and `unverified` otherwise; without figures, `quoted` when it is a cited text's words
 * verbatim (spacing and case aside) and `unverified` otherwise. A sentence with no figure that no
 * source states is never "verified".
 */
export function claimStanding(claim: string, citedTexts: ReadonlyArray<string>): ClaimStanding {
  if (statedNumbers(claim).length > 0) return checkClaim(claim, citedTexts).verified ? "checked" : "unverified";
  const words = plainWords(claim);
  if (words === "") return "unverified";
  return citedTexts.some((text) => plainWords(text).includes(words)) ? "quoted" : "unverified";
}
