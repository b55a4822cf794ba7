// The valuation's editable assumptions as the user types them: percentages as written (12.5 or
// 12.5%) and whole years, checked against the same bounds as the request schema, so a bad entry
// is named before anything is sent. An empty field means "from the data".
import type { DcfAssumptions, DcfResult } from "../schemas/financials";

export type AssumptionKey = keyof DcfAssumptions & keyof DcfResult["inputs"];

export interface AssumptionField {
  readonly key: AssumptionKey;
  readonly label: string;
  readonly unit: "%" | "years";
  readonly min: number;
  readonly max: number;
}

/** Bounds in the unit shown (percent or years), as in `DcfAssumptions`. */
export const DCF_ASSUMPTION_FIELDS: ReadonlyArray<AssumptionField> = [
  { key: "revenueGrowth", label: "Revenue growth", unit: "%", min: -100, max: 100 },
  { key: "operatingMargin", label: "Operating margin", unit: "%", min: -100, max: 100 },
  { key: "taxRate", label: "Tax rate", unit: "%", min: 0, max: 60 },
  { key: "wacc", label: "WACC", unit: "%", min: 0.1, max: 100 },
  { key: "terminalGrowth", label: "Terminal growth", unit: "%", min: -100, max: 100 },
  { key: "years", label: "Forecast years", unit: "years", min: 1, max: 15 },
  { key: "riskFreeRate", label: "Risk-free rate", unit: "%", min: -100, max: 100 },
  { key: "equityRiskPremium", label: "Equity risk premium", unit: "%", min: -100, max: 100 },
];

export type AssumptionTexts = Partial<Record<AssumptionKey, string>>;

export type ParsedAssumption =
  | { readonly ok: true; readonly value: number | undefined }
  | { readonly ok: false; readonly message: string };

export function parseAssumption(field: AssumptionField, text: string): ParsedAssumption {
  const cleaned = text.trim().replace(/%$/, "").trim().replace(/^−/, "-");
  if (cleaned === "") return { ok: true, value: undefined };
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: `${field.label}: enter a number` };
  const number = Number(cleaned);
  if (field.unit === "years" && !Number.isInteger(number)) {
    return { ok: false, message: `${field.label}: enter a whole number of years` };
  }
  if (number < field.min || number > field.max) {
    return {
      ok: false,
      message: `${field.label}: between ${field.min} and ${field.max}${field.unit === "%" ? "%" : " years"}`,
    };
  }
  return { ok: true, value: field.unit === "%" ? number / 100 : number };
}

/** The values in use, as the last result echoed them (fractions, years). */
export type AssumptionsInUse = Partial<Record<AssumptionKey, number>>;

const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`;

/**
 * The assumptions to send, or the messages of the fields at fault. WACC must stay above terminal
 * growth (the terminal value is finite only then), checked here with the values in use for the
 * fields left alone, so a refusal is named before anything is sent.
 */
export function assumptionsFrom(
  texts: AssumptionTexts,
  inUse: AssumptionsInUse = {},
):
  | { readonly ok: true; readonly assumptions: DcfAssumptions }
  | { readonly ok: false; readonly errors: Partial<Record<AssumptionKey, string>> } {
  const assumptions: Record<string, number> = {};
  const errors: Partial<Record<AssumptionKey, string>> = {};
  for (const field of DCF_ASSUMPTION_FIELDS) {
    const text = texts[field.key];
    if (text === undefined) continue;
    const parsed = parseAssumption(field, text);
    if (!parsed.ok) errors[field.key] = parsed.message;
    else if (parsed.value !== undefined) assumptions[field.key] = parsed.value;
  }
  const wacc = assumptions.wacc ?? inUse.wacc;
  const growth = assumptions.terminalGrowth ?? inUse.terminalGrowth;
  if (!errors.wacc && !errors.terminalGrowth && wacc !== undefined && growth !== undefined && wacc <= growth) {
    const edited = texts.wacc !== undefined ? "wacc" : "terminalGrowth";
    errors[edited] = `WACC (${percent(wacc)}) must be above terminal growth (${percent(growth)}).`;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, assumptions };
}

/** The errors left once a field is typed in again: its own message goes, the others stay. */
export function withoutError<E extends Partial<Record<string, string>>>(errors: E, key: string): E {
  if (!(key in errors)) return errors;
  const { [key]: _gone, ...rest } = errors;
  return rest as E;
}

/** A value as the field shows it: 0.1234 → "12.34", 5 → "5". */
export function assumptionText(field: AssumptionField, value: number): string {
  if (field.unit === "years") return String(Math.round(value));
  return String(Math.round(value * 10_000) / 100);
}

/**
 * The assumptions an address carries (`?wacc=8&years=7`, in the units shown), so a valuation can
 * be shared and survives a reload; a value that would be refused is left out.
 */
export function assumptionsFromAddress(search: string): DcfAssumptions {
  const params = new URLSearchParams(search);
  const texts: AssumptionTexts = {};
  for (const field of DCF_ASSUMPTION_FIELDS) {
    const text = params.get(field.key);
    if (text !== null && parseAssumption(field, text).ok) texts[field.key] = text;
  }
  const parsed = assumptionsFrom(texts);
  return parsed.ok ? parsed.assumptions : {};
}

/** The texts the form shows for assumptions already chosen (from an address). */
export function assumptionTexts(assumptions: DcfAssumptions): AssumptionTexts {
  const texts: AssumptionTexts = {};
  for (const field of DCF_ASSUMPTION_FIELDS) {
    const value = assumptions[field.key];
    if (value !== undefined) texts[field.key] = assumptionText(field, value);
  }
  return texts;
}

/** The address of the page with these assumptions in it; the other parameters are kept. */
export function assumptionsAddress(path: string, search: string, assumptions: DcfAssumptions): string {
  const params = new URLSearchParams(search);
  const texts = assumptionTexts(assumptions);
  for (const field of DCF_ASSUMPTION_FIELDS) {
    const text = texts[field.key];
    if (text === undefined) params.delete(field.key);
    else params.set(field.key, text);
  }
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
}
