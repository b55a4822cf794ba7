import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PowerName } from "../../api/schemas/company";
import { formatPoints } from "./marketFormat";
import { evidenceValue, POWER_MEANINGS } from "./sevenPowersText";

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
});
