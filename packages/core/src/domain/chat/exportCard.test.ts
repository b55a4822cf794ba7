// The export card's font-size control and file name.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPORT_FONT_SIZE_MAX, EXPORT_FONT_SIZE_MIN } from "../constants";
import { EXPORT_CARD_MAX_HEIGHT_PX, exportFileName, exportFontSize, fitExportCard } from "./exportCard";

describe("exportFontSize", () => {
  it("keeps whole sizes from 8 to 48, and 26 for anything unreadable", () => {
    expect(exportFontSize(26)).toBe(26);
    expect(exportFontSize(3)).toBe(8);
    expect(exportFontSize(60)).toBe(48);
    expect(exportFontSize(12.6)).toBe(13);
    expect(exportFontSize(Number.NaN)).toBe(26);
  });

  it("always answers a whole size within the range, and leaves one alone", () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const size = exportFontSize(value);
        expect(Number.isInteger(size)).toBe(true);
        expect(size).toBeGreaterThanOrEqual(EXPORT_FONT_SIZE_MIN);
        expect(size).toBeLessThanOrEqual(EXPORT_FONT_SIZE_MAX);
        expect(exportFontSize(size)).toBe(size);
      }),
    );
  });
});

describe("exportFileName", () => {
  const day = new Date("2026-11-21T09:30:00Z");

  it("names the file after the question and the day", () => {
    expect(exportFileName("How has Apple's revenue grown?", day)).toBe(
      "moatwise-how-has-apples-revenue-grown-2026-11-21.png",
    );
    expect(exportFileName("¿¡!", day)).toBe("moatwise-answer-2026-11-21.png");
  });

  it("is always a safe, short .png name", () => {
    fc.assert(
      fc.property(fc.string(), (question) => {
        const name = exportFileName(question, day);
        expect(name).toMatch(/^moatwise-[a-z0-9-]+-2026-11-21\.png$/);
        expect(name.length).toBeLessThanOrEqual("moatwise--2026-11-21.png".length + 40);
        expect(name).not.toContain("--");
      }),
    );
  });

  it("fits the whole answer: 360 px at least, growing to 960 px, then the largest font that fits", () => {
    // A card whose text wraps: its height grows with the square of the font size.
    const card = (words: number) => (size: number) => 120 + (words * size * size) / 400;
    expect(fitExportCard(26, card(50))).toEqual({ height: 360, fontSize: 26, fits: true });
    expect(fitExportCard(26, card(400))).toEqual({ height: 796, fontSize: 26, fits: true });
    expect(fitExportCard(48, card(400))).toEqual({ height: 960, fontSize: 28, fits: true });
    expect(fitExportCard(26, card(1_000_000))).toEqual({ height: 960, fontSize: 8, fits: false });
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 48 }), fc.integer({ min: 1, max: 20_000 }), (size, words) => {
        const heightAt = card(words);
        const fit = fitExportCard(size, heightAt);
        expect(fit.height).toBeGreaterThanOrEqual(360);
        expect(fit.height).toBeLessThanOrEqual(EXPORT_CARD_MAX_HEIGHT_PX);
        expect(fit.fontSize).toBeLessThanOrEqual(size);
        if (fit.fits) {
          expect(heightAt(fit.fontSize)).toBeLessThanOrEqual(fit.height);
          // The largest that fits: one size more would not (unless it is the size chosen).
          if (fit.fontSize < size) expect(heightAt(fit.fontSize + 1)).toBeGreaterThan(EXPORT_CARD_MAX_HEIGHT_PX);
        }
      }),
    );
  });
});
