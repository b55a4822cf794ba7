import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inlineChatWidthWithin, isMobileWidth, MOBILE_MEDIA_QUERY } from "./layout";

describe("isMobileWidth: below 768 px", () => {
  it.each([
    [767, true],
    [768, false],
    [390, true],
  ])("%d → %s", (width, mobile) => expect(isMobileWidth(width)).toBe(mobile));
});

describe("inlineChatWidthWithin", () => {
  it.each([
    [400, 1440, 400],
    [100, 1440, 360],
    [900, 1440, 640],
    [600, 1100, 540],
    [500, 800, 360],
    [Number.NaN, 1440, 360],
  ])("asking %d on a %d px viewport gives %d", (requested, viewport, width) => {
    expect(inlineChatWidthWithin(requested, viewport)).toBe(width);
  });

  it("stays within 360 to 640 and leaves the main pane 560 px whenever the viewport allows", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 4000 }), fc.integer({ min: 768, max: 4000 }), (requested, viewport) => {
        const width = inlineChatWidthWithin(requested, viewport);
        expect(width).toBeGreaterThanOrEqual(360);
        expect(width).toBeLessThanOrEqual(640);
        if (viewport - 560 >= 360) expect(viewport - width).toBeGreaterThanOrEqual(560);
      }),
    );
  });
});

describe("MOBILE_MEDIA_QUERY", () => {
  it("matches exactly the widths isMobileWidth calls mobile", () => {
    const widest = Number(MOBILE_MEDIA_QUERY.match(/max-width: (\d+)px/)?.[1]);
    expect(isMobileWidth(widest)).toBe(true);
    expect(isMobileWidth(widest + 1)).toBe(false);
  });
});
