// The valuation's editable assumptions as the user types them: percentages as written (12.5 or
// 12.5%) and whole years, checked against the same bounds as the request schema, so a bad entry
// is named before anything is sent. An empty field means "from the data".
import type { DcfAssumptions, DcfResult } from "../../api/schemas/financials";

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

/** The assumptions to send, or the messages of the fields at fault. */
export function assumptionsFrom(
  texts: AssumptionTexts,
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
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, assumptions };
}

/** A value as the field shows it: 0.1234 → "12.34", 5 → "5". */
export function assumptionText(field: AssumptionField, value: number): string {
  if (field.unit === "years") return String(Math.round(value));
  return String(Math.round(value * 10_000) / 100);
}
