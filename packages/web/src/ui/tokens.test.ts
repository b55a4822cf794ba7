// The chart colours of both themes stand out from the surfaces they are drawn on by WCAG's
// non-text contrast, 3:1 (issue 43: the net-income bar was near-invisible in dark mode).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(join(import.meta.dirname, "tokens.css"), "utf8");
const NON_TEXT_CONTRAST = 3;

/** The custom properties a block of tokens.css sets, by its selector. */
function tokensOf(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf("}", start));
  const pairs = [...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(
    ([, name, value]) => [name ?? "", value ?? ""] as const,
  );
  return new Map(pairs);
}

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const light = tokensOf(":root");
const dark = new Map([...light, ...tokensOf(':root[data-theme="dark"]')]);

describe("chart colours", () => {
  for (const [theme, tokens] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it(`stand 3:1 against the page and the cards in the ${theme} theme`, () => {
      for (const mark of ["--series-1", "--series-2", "--positive", "--negative"]) {
        for (const ground of ["--bg", "--surface", "--surface-2"]) {
          const [a, b] = [tokens.get(mark), tokens.get(ground)];
          expect(a, `${mark} in ${theme}`).toMatch(/^#/);
          expect(b, `${ground} in ${theme}`).toMatch(/^#/);
          expect(contrast(a as string, b as string), `${mark} on ${ground} in ${theme}`).toBeGreaterThanOrEqual(
            NON_TEXT_CONTRAST,
          );
        }
      }
    });
  }

  it("measures contrast as WCAG does: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#3cc5b0", "#3cc5b0")).toBe(1);
  });
});
