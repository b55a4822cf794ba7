import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLOATING_REFERENCE_CHIP_MAX_CHARS, REFERENCE_CHIP_MAX_CHARS } from "../constants";
import {
  conversationPreview,
  fallbackTitle,
  NEW_CHAT_TITLE,
  referenceChipText,
  tidyModelTitle,
  truncateReasoning,
} from "./textRules";

describe("fallbackTitle (spec §4)", () => {
  it.each([
    ["Apple moat", "Apple moat"],
    ["  is Apple   overvalued now  ", "is Apple overvalued now"],
    ["What is the moat of Costco compared to Walmart", "the moat of"],
    ["How does Nvidia make money from data centers", "Nvidia make money"],
    ["Summarize Microsoft's latest quarterly earnings call please", "Summarize Microsoft's latest"],
    ["Characteristically extraordinary semiconductors manufacturing outlook", "Characteristically extraord..."],
    ["what is it is was were", "it"],
    ["what is was were did", "what is was"],
    ["", NEW_CHAT_TITLE],
  ])("%j → %j", (message, title) => {
    expect(fallbackTitle(message)).toBe(title);
  });

  const word = fc.stringMatching(/^[A-Za-z']{1,16}$/);

  it("returns a message of up to 4 words whole", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        expect(fallbackTitle(words.join("  "))).toBe(words.join(" "));
      }),
    );
  });

  it("keeps longer titles within 30 characters, marking a cut with ...", () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 5, maxLength: 12 }), (words) => {
        const title = fallbackTitle(words.join(" "));
        expect(title.length).toBeLessThanOrEqual(30);
        if (title.endsWith("...")) expect(title.length).toBe(30);
      }),
    );
  });
});

describe("truncateReasoning and conversationPreview", () => {
  it("leaves short text alone", () => {
    expect(truncateReasoning("Looked at the 10-K.")).toBe("Looked at the 10-K.");
    expect(conversationPreview("What is\n the moat?")).toBe("What is the moat?");
  });

  it("cuts reasoning to 800 and previews to 80 characters, ending in …", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 2000 }), (text) => {
        const reasoning = truncateReasoning(text);
        const preview = conversationPreview(text);
        expect(reasoning.length).toBeLessThanOrEqual(800);
        expect(preview.length).toBeLessThanOrEqual(80);
        if (text.trim().length > 800) expect(reasoning.endsWith("…")).toBe(true);
      }),
    );
    expect(truncateReasoning("x".repeat(801))).toBe(`${"x".repeat(799)}…`);
    expect(conversationPreview("y".repeat(81))).toBe(`${"y".repeat(79)}…`);
  });
});

describe("referenceChipText", () => {
  it("cuts a chip at 100 characters, and at 80 when it floats", () => {
    const passage = "word ".repeat(40);
    expect(referenceChipText(passage)).toHaveLength(REFERENCE_CHIP_MAX_CHARS);
    expect(referenceChipText(passage, true)).toHaveLength(FLOATING_REFERENCE_CHIP_MAX_CHARS);
    expect(referenceChipText(passage).endsWith("…")).toBe(true);
    expect(referenceChipText("  gross\n margin  ")).toBe("gross margin");
  });

  it("never exceeds its limit and keeps short text whole", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, floating) => {
        const chip = referenceChipText(text, floating);
        const max = floating ? FLOATING_REFERENCE_CHIP_MAX_CHARS : REFERENCE_CHIP_MAX_CHARS;
        expect(chip.length).toBeLessThanOrEqual(max);
        const collapsed = text.replace(/\s+/g, " ").trim();
        if (collapsed.length <= max) expect(chip).toBe(collapsed);
      }),
    );
  });
});

describe("tidyModelTitle", () => {
  it("takes off a model's decoration and keeps one line", () => {
    expect(tidyModelTitle('  "**Apple\u2019s   services  margin**"\n')).toBe("Apple\u2019s services margin");
    expect(tidyModelTitle("# “Costco moat”")).toBe("Costco moat");
    expect(tidyModelTitle("***")).toBe("");
  });

  it("cuts a long title at a word, within 80 characters", () => {
    const long = "Why Nvidia keeps its lead in data centre accelerators while AMD and the hyperscalers chase it";
    const title = tidyModelTitle(long);
    expect(title).toBe("Why Nvidia keeps its lead in data centre accelerators while AMD and the");
    expect(long.startsWith(title)).toBe(true);
  });

  it("is bounded, single-line, undecorated and trimmed for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        const title = tidyModelTitle(raw);
        expect(title.length).toBeLessThanOrEqual(80);
        expect(title).not.toMatch(/["“”*#\n\t]|\s{2}/);
        expect(title).toBe(title.trim());
      }),
    );
  });
});
