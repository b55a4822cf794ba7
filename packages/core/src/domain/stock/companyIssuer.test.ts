import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  companyMentions,
  companyNamed,
  companyNameWords,
  documentIssuer,
  dominantCompany,
  mentionIndex,
  ordinaryWords,
  registrantName,
  sameCompanyName,
} from "./companyIssuer";

// A made-up word that is no legal form and no common word: "Zorvak", "Quillon".
const nameWord = fc
  .tuple(fc.constantFrom(..."BCDFGKLMNPQRSTVZ"), fc.stringMatching(/^[aeiou][a-z]{2,6}[kxqz]$/))
  .map(([first, rest]) => `${first}${rest}`);
/** Two to three distinct made-up words. */
const telling = fc.uniqueArray(nameWord, { minLength: 1, maxLength: 3, selector: (word) => word.toLowerCase() });
const legalForm = fc.constantFrom(
  "Inc.",
  ", Inc.",
  "Corporation",
  "Corp.",
  "Company",
  "Holdings, Inc.",
  "Group, Inc.",
  "Ltd.",
  "plc",
  "& Co.",
  "",
);
const named = (words: ReadonlyArray<string>, form: string, the = false) =>
  `${the ? "The " : ""}${words.join(" ")}${form.startsWith(",") || form === "" ? form : ` ${form}`}`;

/** Two companies whose names share no first word, each with a legal form. */
const twoCompanies = fc
  .tuple(telling, telling, legalForm, legalForm)
  .filter(([a, b]) => a[0]?.toLowerCase() !== b[0]?.toLowerCase())
  .map(([a, b, formA, formB]) => ({
    a: { symbol: "AAA", name: named(a, formA), words: a },
    b: { symbol: "BBB", name: named(b, formB), words: b },
  }));

describe("company names", () => {
  it("are one company's whatever legal form, 'The' or case they are written with", () => {
    fc.assert(
      fc.property(telling, legalForm, legalForm, fc.boolean(), (words, one, other, the) => {
        expect(sameCompanyName(named(words, one, the), named(words, other).toUpperCase())).toBe(true);
        expect(companyNameWords(named(words, one, the))).toEqual(words.map((word) => word.toLowerCase()));
      }),
    );
  });

  it("are two companies' when their telling words differ, though they share every generic word", () => {
    fc.assert(
      fc.property(twoCompanies, ({ a, b }) => {
        expect(sameCompanyName(`${a.name} Corporation`, `${b.name} Corporation`)).toBe(false);
      }),
    );
  });

  it("read a registrant whose ligature was lost as the listed company its words start", () => {
    const listed = [
      { symbol: "ORCL", name: "Oracle Corporation" },
      { symbol: "FOXF", name: "Fox Factory Holding Corp." },
      { symbol: "FOX", name: "Fox Corporation" },
    ];
    expect(companyNamed("Oracle Corporaon", listed)?.symbol).toBe("ORCL");
    expect(companyNamed("FOX FACTORY HOLDING CORP", listed)?.symbol).toBe("FOXF");
    expect(companyNamed("Fox Corp", listed)?.symbol).toBe("FOX");
    expect(companyNamed("Corporation", listed)).toBeNull();
  });
});

describe("a filing's cover", () => {
  const label = fc.constantFrom(
    "(Exact name of registrant as specified in its charter)",
    "(Exact Name of Registrant as Specified in Charter)",
    "(Exact name of Registrants as specified in their charters)",
  );
  const above = [
    "FORM 10-K",
    "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
    "For the transition period from to",
    "Commission File Number: 001-36743",
  ];

  it("names the registrant on the line above the label, or before it on its line", () => {
    fc.assert(
      fc.property(telling, legalForm, label, fc.boolean(), (words, form, under, sameLine) => {
        const name = named(words, form);
        const lines = sameLine ? [...above, `${name}${under}`] : [...above, name, under];
        const read = registrantName([...lines, "Delaware 94-2404110"].join("\n"));
        expect(read).not.toBeNull();
        expect(sameCompanyName(read as string, name)).toBe(true);
      }),
    );
  });

  it("names no registrant when no name stands by the label (a cover laid out as a table)", () => {
    expect(registrantName([...above, "Commission", "File Number", "Exact Name of Registrant"].join("\n"))).toBeNull();
    expect(registrantName("Item 1A. Risk Factors\nApple Inc. competes in markets...")).toBeNull();
  });
});

describe("whom a document is about", () => {
  it("is the cover's registrant, as the listed company it is, whoever its pages name more", () => {
    fc.assert(
      fc.property(twoCompanies, legalForm, ({ a, b }, form) => {
        const pages = [
          ["FORM 10-K", named(a.words, form), "(Exact name of registrant as specified in its charter)"].join("\n"),
          `${b.words.join(" ")} ${b.words.join(" ")} ${b.words.join(" ")} ${b.words.join(" ")} compete with us.`,
        ];
        expect(documentIssuer(pages, [a, b])).toEqual({ name: named(a.words, form), symbol: "AAA" });
      }),
    );
  });

  it("is, without a cover, the company its pages name far more than any other; else nobody", () => {
    fc.assert(
      fc.property(
        twoCompanies,
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        ({ a, b }, many, few) => {
          const pages = [
            Array.from({ length: many }, () => `${a.words.join(" ")} grew.`).join(" "),
            Array.from({ length: few }, () => `${b.words.join(" ")} shrank.`).join(" "),
          ];
          const standsOut = (mine: number, theirs: number) => mine >= 3 && mine >= 2 * theirs;
          const expected = standsOut(many, few) ? "AAA" : standsOut(few, many) ? "BBB" : null;
          expect(documentIssuer(pages, [a, b])?.symbol ?? null).toBe(expected);
        },
      ),
    );
  });

  it("counts a company's distinctive first word alone, but not one another company's name starts with", () => {
    const companies = [
      { symbol: "COST", name: "Costco Wholesale Corporation" },
      { symbol: "AXP", name: "American Express Company" },
      { symbol: "AAL", name: "American Airlines Group Inc." },
      { symbol: "AAPL", name: "Apple Inc." },
      { symbol: "EBAY", name: "eBay Inc." },
    ];
    const counts = companyMentions(
      "Costco's and COSTCO WHOLESALE beat American rivals; eBay sells pies, Apple sells phones.",
      mentionIndex(companies),
    );
    expect(Object.fromEntries(counts)).toEqual({ COST: 2, EBAY: 1, AAPL: 1 });
    // A name's possessive and its ".com" are the name.
    const mcdonalds = [
      { symbol: "MCD", name: "McDonald's Corporation" },
      { symbol: "AMZN", name: "Amazon.com, Inc." },
    ];
    expect(Object.fromEntries(companyMentions("McDONALD’S and Amazon.com; Amazon's", mentionIndex(mcdonalds)))).toEqual(
      {
        MCD: 1,
        AMZN: 2,
      },
    );
  });

  it("counts a one-word name only where the document never writes the word in lower case", () => {
    const companies = [
      { symbol: "ED", name: "Consolidated Edison, Inc." },
      { symbol: "TGT", name: "Target Corporation" },
      { symbol: "COST", name: "Costco Wholesale Corporation" },
    ];
    const index = mentionIndex(companies);
    const statement = "Consolidated Statements of Operations. Target returns were met; our consolidated target.";
    expect(Object.fromEntries(companyMentions(statement, index))).toEqual({});
    expect(Object.fromEntries(companyMentions("Consolidated Edison and Target and Costco.", index))).toEqual({
      ED: 1,
      TGT: 1,
      COST: 1,
    });
    // The document's lower-case words decide for each of its pages.
    expect(Object.fromEntries(companyMentions("Target grew.", index, ordinaryWords("a target")))).toEqual({});
  });

  it("stands out only by a margin", () => {
    expect(
      dominantCompany(
        new Map([
          ["A", 6],
          ["B", 3],
        ]),
      ),
    ).toBe("A");
    expect(
      dominantCompany(
        new Map([
          ["A", 6],
          ["B", 4],
        ]),
      ),
    ).toBeNull();
    expect(dominantCompany(new Map([["A", 2]]))).toBeNull();
  });
});
