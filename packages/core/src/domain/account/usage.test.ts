import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UsageResponse } from "../schemas/auth";
import { dayTotal, summariseUsage } from "./usage";

const zero = { ai: 0, chat: 0, company: 0, financials: 0, research: 0, pdf: 0 };

describe("summariseUsage", () => {
  it("adds up each kind and finds the busiest day, the latest of equals", () => {
    const usage: UsageResponse = {
      days: [
        { date: "2026-11-19", counts: { ...zero, ai: 3, company: 1 } },
        { date: "2026-11-20", counts: { ...zero, chat: 4 } },
        { date: "2026-11-21", counts: { ...zero, pdf: 1 } },
      ],
    };
    expect(summariseUsage(usage)).toEqual({
      total: 9,
      byKind: { ...zero, ai: 3, company: 1, chat: 4, pdf: 1 },
      busiestDay: { date: "2026-11-20", total: 4 },
    });
  });

  it("has no busiest day when nothing was asked", () => {
    expect(summariseUsage({ days: [{ date: "2026-11-21", counts: zero }] })).toMatchObject({
      total: 0,
      busiestDay: null,
    });
  });

  it("totals equal the sum of every day's totals", () => {
    const counts = fc.record({
      ai: fc.nat(1000),
      chat: fc.nat(1000),
      company: fc.nat(1000),
      financials: fc.nat(1000),
      research: fc.nat(1000),
      pdf: fc.nat(1000),
    });
    fc.assert(
      fc.property(fc.array(counts, { maxLength: 40 }), (days) => {
        const usage: UsageResponse = { days: days.map((c, i) => ({ date: `2026-01-${i}`, counts: c })) };
        const summary = summariseUsage(usage);
        return summary.total === usage.days.reduce((s, d) => s + dayTotal(d.counts), 0);
      }),
    );
  });
});
