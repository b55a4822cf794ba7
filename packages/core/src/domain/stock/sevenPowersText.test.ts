import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PowerName } from "../schemas/company";
import { formatPoints } from "./marketFormat";
import { evidenceText, evidenceValue, POWER_MEANINGS } from "./sevenPowersText";

describe("the seven-powers evidence as text", () => {
  it("explains every power in one sentence", () => {
    expect(Object.keys(POWER_MEANINGS)).toEqual([...PowerName.literals]);
    for (const meaning of Object.values(POWER_MEANINGS)) expect(meaning).toMatch(/^[A-Z][^.]*\.$/);
  });

  it("reads a metric in its unit, and a passage as no value", () => {
    const metric = (value: number, unit: "money" | "share" | "points" | "spread" | "times") =>
      evidenceValue({ kind: "metric", label: "x", value, unit });
    expect(metric(391_035_000_000, "money")).toBe("$391.0B");
    expect(metric(0.462, "share")).toBe("46.2%");
    expect(metric(0.023, "points")).toBe("+2.3 pts");
    expect(metric(-0.0104, "points")).toBe("−1.0 pts");
    expect(metric(0.08, "spread")).toBe("8.0 pts");
    expect(metric(1.07, "times")).toBe("1.1×");
    expect(evidenceValue({ kind: "passage", label: "x", text: "A passage." })).toBeNull();
  });

  it("signs percentage points only when they round away from zero", () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), (value) => {
        const text = formatPoints(value);
        expect(text).toMatch(/^[+−]?\d+\.\d pts$/);
        if (text.startsWith("0.0")) expect(Math.abs(value)).toBeLessThan(0.0005);
        else expect(text.startsWith(value > 0 ? "+" : "−")).toBe(true);
      }),
    );
  });

  // Issue 33: a change of +0.352 (a margin from 10 % to 45.2 %) read "+0.4 percentage points".
  it("prints a change of fractions a → b as (b − a) × 100 percentage points, on the page and in words", () => {
    const parsed = (text: string, word: string) => {
      const match = new RegExp(`^([+−]?)(\\d+\\.\\d) ${word}$`).exec(text);
      if (!match) throw new Error(`not in ${word}: ${text}`);
      return (match[1] === "−" ? -1 : 1) * Number(match[2]);
    };
    // Printed to one decimal: off by at most half of 0.1, and a hair for floating point.
    const near = (printed: number, points: number) =>
      expect(Math.abs(printed - points)).toBeLessThanOrEqual(0.05 + 1e-9);
    const fraction = fc.double({ min: -2, max: 2, noNaN: true });
    fc.assert(
      fc.property(fraction, fraction, (from, to) => {
        const points = (to - from) * 100;
        const change = { kind: "metric", label: "Operating margin change", value: to - from, unit: "points" } as const;
        const spread = { ...change, value: Math.abs(to - from), unit: "spread" } as const;
        near(parsed(formatPoints(to - from, true, "percentage points"), "percentage points"), points);
        near(parsed(evidenceValue(change) ?? "", "pts"), points);
        const sentence = evidenceText(change);
        expect(sentence.startsWith("Operating margin change: ")).toBe(true);
        near(parsed(sentence.slice("Operating margin change: ".length), "percentage points"), points);
        near(
          parsed(evidenceText(spread).slice("Operating margin change: ".length), "percentage points"),
          Math.abs(points),
        );
      }),
    );
    expect(evidenceText({ kind: "metric", label: "Change", value: 0.452 - 0.1, unit: "points" })).toBe(
      "Change: +35.2 percentage points",
    );
  });

  it("writes a metric in words and a passage as its label and text", () => {
    expect(
      evidenceText({ kind: "metric", label: "Revenue", value: 391_035_000_000, unit: "money", text: "Size." }),
    ).toBe("Revenue: $391.0 billion (Size.)");
    expect(evidenceText({ kind: "metric", label: "Gross margin", value: 0.126, unit: "share" })).toBe(
      "Gross margin: 12.6%",
    );
    expect(evidenceText({ kind: "passage", label: "From the description", text: "A passage." })).toBe(
      "From the description (A passage.)",
    );
  });
});
