// The one rule the chat and the report scope the user's material by (issue 43), over generated
// companies: a PDF is a company's by its issuer, a note by its symbol, and a PDF whose issuer is
// unknown only on a page that names the company more often than any other covered company.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Passage } from "./localLibrary";
import { companySearchWords, isAboutCompany, ownMaterialOn } from "./materialScope";

const nameWord = fc
  .tuple(fc.constantFrom(..."BCDFGKLMNPQRSTVZ"), fc.stringMatching(/^[aeiou][a-z]{2,6}[kxqz]$/))
  .map(([first, rest]) => `${first}${rest}`);
const legalForm = fc.constantFrom("Inc.", "Corporation", "Company", "Holdings, Inc.", "Group", "Corp.", "plc");

/** Two covered companies with distinct symbols and names whose telling words differ, each with a legal form. */
const twoCompanies = fc
  .tuple(nameWord, nameWord, legalForm, legalForm, fc.stringMatching(/^[A-Z]{2,4}$/), fc.stringMatching(/^[A-Z]{2,4}$/))
  .filter(([a, b, , , symbolA, symbolB]) => a.toLowerCase() !== b.toLowerCase() && symbolA !== symbolB)
  .map(([a, b, formA, formB, symbolA, symbolB]) => ({
    asked: { symbol: symbolA, name: `${a} ${formA}`, word: a },
    other: { symbol: symbolB, name: `${b} ${formB}`, word: b },
  }));

const page = (overrides: Partial<Passage>): Passage => ({
  id: "pdf:session:1",
  kind: "pdf",
  symbol: null,
  companyName: null,
  title: "upload.pdf, page 1",
  url: "/pdf-chat?session=session#page-1",
  text: "",
  publisher: "Your PDFs",
  ...overrides,
});

describe("whether the user's material is about a company", () => {
  it("takes a PDF whose issuer is a covered company for that company alone, whatever its pages say", () => {
    fc.assert(
      fc.property(twoCompanies, ({ asked, other }) => {
        const covered = [asked, other];
        // The other company's filing names the company asked about on every line.
        const text = `${asked.name} ${asked.name} ${asked.name} competes with us. Inc. Corporation.`;
        expect(isAboutCompany(page({ symbol: other.symbol, companyName: other.name, text }), asked, covered)).toBe(
          false,
        );
        expect(isAboutCompany(page({ symbol: asked.symbol, companyName: asked.name, text: "" }), asked, covered)).toBe(
          true,
        );
      }),
    );
  });

  it("takes a PDF whose registrant is no covered company by its name, legal forms aside", () => {
    fc.assert(
      fc.property(twoCompanies, legalForm, ({ asked, other }, form) => {
        // Neither is in the list: the report's company is one a live provider covers.
        expect(isAboutCompany(page({ companyName: `${other.word} Corporation` }), asked, [])).toBe(false);
        expect(isAboutCompany(page({ companyName: `THE ${asked.word.toUpperCase()} ${form}` }), asked, [])).toBe(true);
      }),
    );
  });

  it("takes a page of a PDF with no known issuer only when it names the company more than any other", () => {
    fc.assert(
      fc.property(
        twoCompanies,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        ({ asked, other }, own, others) => {
          const text = [
            ...Array.from({ length: own }, (_, index) => `${asked.word}${index % 2 ? "'s" : ""} sales grew.`),
            ...Array.from({ length: others }, () => `${other.word} cut its prices.`),
            "The Company, Inc. and the Corporation reported revenue.",
          ].join(" ");
          const expected = own > 0 && others < own;
          expect(isAboutCompany(page({ text }), asked, [asked, other])).toBe(expected);
          // The same, when the company asked about is outside the covered list.
          expect(isAboutCompany(page({ text }), asked, [other])).toBe(expected);
        },
      ),
    );
  });

  it("takes a note or a highlight for the company of its symbol only", () => {
    fc.assert(
      fc.property(twoCompanies, ({ asked, other }) => {
        const note = (symbol: string): Passage => ({
          ...page({ kind: "note", symbol, text: `${asked.name} is great.` }),
          id: `note:${symbol}`,
        });
        expect(isAboutCompany(note(other.symbol), asked, [asked, other])).toBe(false);
        expect(isAboutCompany(note(asked.symbol), asked, [asked, other])).toBe(true);
      }),
    );
  });
});

describe("the user's own material on a company", () => {
  it("is searched by the words that tell the company apart, never its legal form", () => {
    fc.assert(
      fc.property(twoCompanies, ({ asked }) => {
        const words = companySearchWords(asked);
        expect(words).toEqual([asked.symbol.toLowerCase(), asked.word.toLowerCase()]);
      }),
    );
  });

  it("keeps of what the areas read only what the rule says is about the company", async () => {
    const asked = { symbol: "ZORK", name: "Zorvak Holdings, Inc." };
    const other = { symbol: "QUIL", name: "Quillon Corporation" };
    const searched: Array<{ words: ReadonlyArray<string>; about?: string }> = [];
    const read = ownMaterialOn(
      {
        notesOn: async (_user, symbol) => [page({ id: `note:${symbol}`, kind: "note", symbol })],
        highlightsOn: async () => [],
        pdfPages: async (_user, words, about) => {
          searched.push({ words, ...(about ? { about } : {}) });
          return [
            page({ id: "pdf:other:1", symbol: other.symbol, companyName: other.name, text: "Zorvak Holdings, Inc." }),
            page({ id: "pdf:asked:1", symbol: asked.symbol, companyName: asked.name }),
            page({ id: "pdf:unknown:1", text: "Quillon and Zorvak, Inc. Quillon again." }),
            page({ id: "pdf:unknown:2", text: "Zorvak raised prices; Quillon did not." }),
            page({ id: "pdf:unknown:3", text: "Zorvak's prices rose, and Zorvak gained; Quillon did not." }),
          ];
        },
      },
      [asked, other],
    );
    const kept = await read("user", asked);
    expect(kept.map((passage) => passage.id)).toEqual(["note:ZORK", "pdf:asked:1", "pdf:unknown:3"]);
    expect(searched).toEqual([{ words: ["zork", "zorvak"], about: "ZORK" }]);
  });
});
