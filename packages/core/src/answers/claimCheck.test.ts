// The figure check of a report: a claim verifies when each figure it states stands in a cited
// source, as written or rounded from it, and fails for any figure that does not.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkClaim, claimStanding, sameFigure, statedNumbers } from "./claimCheck";

const texts = (text: string) => statedNumbers(text).map((figure) => figure.text);

describe("statedNumbers", () => {
  it("reads money, percentages, scales and plain figures, but not citations, forms or word parts", () => {
    expect(texts("Revenue was $391.0B in fiscal 2024 [1], up 2.0% [2]; 10-K and FY2023 and Q3.")).toEqual([
      "$391.0B",
      "2024",
      "2.0%",
    ]);
    expect(texts("Net income of 93,736 million and 1.2 billion shares; margin 46 percent")).toEqual([
      "93,736 million",
      "1.2 billion",
      "46 percent",
    ]);
  });

  it("knows how precise each figure is", () => {
    const [billions, percent, plain] = statedNumbers("$391.0B 46.21% 2024");
    expect(billions).toMatchObject({ value: 391e9, percent: false, tolerance: 0.05e9 });
    expect(percent).toMatchObject({ value: 46.21, percent: true });
    expect(percent?.tolerance).toBeCloseTo(0.005);
    expect(plain).toMatchObject({ value: 2024, tolerance: 0.5 });
  });

  it("reads 2 MB of text without a figure, or of figures, in linear time", () => {
    expect(statedNumbers("x".repeat(2_000_000))).toEqual([]);
    expect(statedNumbers("1,".repeat(1_000_000)).length).toBeGreaterThan(0);
  });
});

describe("checkClaim", () => {
  const statement = "Fiscal year 2024: revenue 391,035 million; gross profit 180,683 million; gross margin 46.21%.";

  it("verifies figures rounded from the cited statement line", () => {
    expect(checkClaim("Gross margin was 46.2% in 2024 on revenue of $391.0B [1].", [statement])).toEqual({
      verified: true,
      unsupported: [],
    });
  });

  it("names each figure no cited source states", () => {
    expect(checkClaim("Gross margin was 48.2% in 2024 on revenue of $391.0B [1].", [statement])).toEqual({
      verified: false,
      unsupported: ["48.2%"],
    });
    expect(checkClaim("Revenue was $391.0B.", [])).toEqual({ verified: false, unsupported: ["$391.0B"] });
  });

  it("does not take a percentage for an amount, nor the other way round", () => {
    expect(checkClaim("Margins reached 391%.", [statement]).verified).toBe(false);
  });

  it("passes a claim without figures", () => {
    expect(checkClaim("The company sells phones and services [1].", [])).toEqual({ verified: true, unsupported: [] });
  });

  it("verifies any figure taken from a source and rounded to fewer places; fails one moved past its rounding", () => {
    const amount = fc.integer({ min: 1_000, max: 900_000_000 });
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 2 }), (millions, places) => {
        const source = `Revenue ${millions.toLocaleString("en-US")} million.`;
        const rounded = (millions / 1000).toFixed(places);
        expect(checkClaim(`Revenue was $${rounded}B [1].`, [source]).verified).toBe(true);
        const moved = (millions / 1000 + 2 * 10 ** -places).toFixed(places);
        expect(checkClaim(`Revenue was $${moved}B [1].`, [source]).verified).toBe(false);
      }),
    );
  });

  it("verifies a figure rounded exactly half-way from a large source value (found by fast-check)", () => {
    for (const millions of [557_895_335, 552_991_215]) {
      const source = `Revenue ${millions.toLocaleString("en-US")} million.`;
      expect(checkClaim(`Revenue was $${(millions / 1000).toFixed(2)}B [1].`, [source]).verified).toBe(true);
    }
  });

  it("treats a change by its size: 'fell 5%' is the source's -5%", () => {
    const [fell] = statedNumbers("fell 5%");
    const [source] = statedNumbers("-5%");
    expect(fell && source && sameFigure(fell, source)).toBe(true);
  });
});

describe("claimStanding (issue 34): three honest states", () => {
  const source = "Apple designs iPhone, Mac and iPad. Revenue was 391,035 million in fiscal 2024.";

  it("checks figures, recognises a verbatim quote, and calls anything else not verified", () => {
    expect(claimStanding("Revenue was $391.0B in fiscal 2024.", [source])).toBe("checked");
    expect(claimStanding("Revenue was $500.0B in fiscal 2024.", [source])).toBe("unverified");
    expect(claimStanding("apple designs  iPhone, Mac and iPad.", [source])).toBe("quoted");
    expect(claimStanding("Apple has the strongest brand in the world.", [source])).toBe("unverified");
    expect(claimStanding("Apple designs iPhone.", [])).toBe("unverified");
  });

  it("never calls a sentence without figures anything but quoted when a source holds it, else not verified", () => {
    const word = fc.stringMatching(/^[a-z]{2,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.array(word, { maxLength: 8 }), (said, other) => {
        const sentence = `${said.join(" ")}.`;
        expect(claimStanding(sentence, [`${other.join(" ")} ${said.join(" ")} and more.`])).toBe("quoted");
        const elsewhere = other.join(" ");
        const expected = elsewhere.includes(said.join(" ")) ? "quoted" : "unverified";
        expect(claimStanding(sentence, [elsewhere])).toBe(expected);
      }),
    );
  });
});
