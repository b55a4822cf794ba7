// What a kind of filing holds (issue 43): a person's pay asked in any phrasing, of any person and
// year, is executive pay, which a 10-K points to the proxy statement for; the filing's own company
// is no person, and the statements' compensation lines are not pay asked; the kind is read from the cover.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  conceptGapLine,
  conceptLacked,
  FILING_CONCEPTS,
  FILING_KIND_NAMES,
  type FilingKindId,
  filingKindOf,
  subjectWordsOf,
} from "./filingKinds";
import { askedConcepts, personNamed } from "./plan/filingConceptsAsked";

const SYLLABLES = ["ka", "ro", "mi", "lan", "der", "vo", "ta", "bel", "nor", "zi", "quen", "tor", "fa", "lix"];
const capitalised = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;
/** A made-up name of two or three syllables ("Lanvoder"), so no list of real names shapes the rule. */
const madeUp = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 2, maxLength: 3 })
  .map((parts) => capitalised(parts.join("")));
const realFirst = fc.constantFrom("Tim", "Satya", "Mary", "Jane", "Lisa", "Andy", "Jensen", "Ursula", "Sundar", "Ian");
const realLast = fc.constantFrom(
  "Cook",
  "Nadella",
  "Barra",
  "Roe",
  "Su",
  "Jassy",
  "Huang",
  "Borden",
  "O'Brien",
  "McNeil",
);
const initial = fc.constantFrom(..."ABCDEFGHJKLMNPRSTW".split("")).map((letter) => `${letter}.`);
/** A person's name as questions write it: first and last, sometimes with a middle initial. */
const personName = fc
  .tuple(fc.oneof(realFirst, madeUp), fc.option(initial, { nil: undefined }), fc.oneof(realLast, madeUp))
  .map(([first, middle, last]) => [first, middle, last].filter(Boolean).join(" "));
const year = fc.integer({ min: 1995, max: 2030 });

const PAY_PHRASINGS: ReadonlyArray<(name: string, year: number) => string> = [
  (name, year) => `How much did ${name} make in ${year}?`,
  (name, year) => `How much did ${name} earn in ${year}?`,
  (name, year) => `How much did ${name} get paid in ${year}?`,
  (name, year) => `How much was ${name} paid in ${year}?`,
  (name, year) => `What was ${name}'s total compensation in ${year}?`,
  (name, year) => `What was ${name}'s salary in ${year}?`,
  (name, year) => `What bonus did ${name} receive for fiscal ${year}?`,
  (name, year) => `What was ${name}'s bonus in ${year}?`,
  (name, year) => `What did ${name} earn in ${year}?`,
  (name, year) => `${name}'s pay in ${year}?`,
];
const payQuestion = fc
  .tuple(fc.constantFrom(...PAY_PHRASINGS), personName, year)
  .map(([phrase, name, asked]) => ({ name, question: phrase(name, asked) }));

const SUFFIXES = ["Inc.", "Corporation", "Holdings", "Systems", ""];
/** A company: a made-up name with a suffix or none ("Korolan Holdings", "Tavo"). */
const company = fc
  .tuple(madeUp, fc.option(madeUp, { nil: undefined }), fc.constantFrom(...SUFFIXES))
  .map((parts) => parts.filter(Boolean).join(" "));
const wordsOf = (name: string) => name.split(" ").map((word) => word.replace(/\.$/, ""));

const conceptOf = (question: string, subject: ReadonlyArray<string> = []) =>
  askedConcepts(question, subject).map(({ concept }) => concept.id);

describe("a person's pay asked of a filing", () => {
  it("is executive pay in every phrasing, of any person and year, with the person named", () => {
    fc.assert(
      fc.property(payQuestion, company, ({ name, question }, subject) => {
        const asked = askedConcepts(question, wordsOf(subject));
        const pay = asked.find(({ concept }) => concept.id === "executivePay");
        expect(pay, question).toBeDefined();
        expect(pay?.person, question).toBe(name.replace(/['’]s$/, ""));
      }),
    );
  });

  it("a 10-K, a 10-Q and an earnings release do not hold it; the first sentence sends the reader to the proxy statement, with no figure", () => {
    fc.assert(
      fc.property(payQuestion, fc.constantFrom<FilingKindId>("10-K", "10-Q", "earningsRelease"), (pay, kind) => {
        const lacked = conceptLacked(kind, askedConcepts(pay.question));
        expect(lacked?.concept.id).toBe("executivePay");
        const line = conceptGapLine("annual.pdf", kind, lacked?.concept ?? FILING_CONCEPTS[0]!);
        expect(line).toContain("proxy statement (DEF 14A)");
        expect(line.startsWith(`annual.pdf is ${FILING_KIND_NAMES[kind]}, which does not report executive pay`)).toBe(
          true,
        );
        // Only the forms' names hold digits: no amount opens the answer.
        expect(line.replace(/\b(?:10-K|10-Q|8-K|DEF 14A)\b/g, "")).not.toMatch(/\d|\$/);
      }),
    );
  });

  it("a proxy statement, a 20-F and a filing of no known kind are never told they lack it", () => {
    fc.assert(
      fc.property(payQuestion, fc.constantFrom<FilingKindId | null>("proxy", "20-F", "8-K", null), (pay, kind) => {
        expect(conceptLacked(kind, askedConcepts(pay.question))).toBeNull();
      }),
    );
  });

  it("the filing's own company earning, making or paying is no person's pay", () => {
    const COMPANY_PHRASINGS: ReadonlyArray<(name: string, year: number) => string> = [
      (name, year) => `How much did ${name} make in ${year}?`,
      (name, year) => `How much did ${name} earn in ${year}?`,
      (name, year) => `What did ${name} earn in ${year}?`,
      (name, year) => `How much did ${name} pay in taxes in ${year}?`,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...COMPANY_PHRASINGS), company, year, (phrase, subject, asked) => {
        const question = phrase(subject, asked);
        expect(conceptOf(question, wordsOf(subject)), question).not.toContain("executivePay");
      }),
    );
  });

  it("the statements' compensation and salary lines are not pay asked, even with an officer named", () => {
    const LINES = [
      "What was stock-based compensation in",
      "What was share-based compensation expense in",
      "What were salaries and employee benefits in",
      "How much compensation cost did the CEO's plan add in",
    ];
    fc.assert(
      fc.property(fc.constantFrom(...LINES), year, (line, asked) => {
        expect(conceptOf(`${line} ${asked}?`)).not.toContain("executivePay");
      }),
    );
  });

  it("what the company pays is no one's pay, even with its management named", () => {
    for (const question of [
      "How much debt did management pay down in 2023?",
      "What dividends did the board pay in 2022?",
      "How much interest did the company pay under the CEO's plan?",
    ])
      expect(conceptOf(question), question).not.toContain("executivePay");
  });

  it("an officer's role asks as a name does: the CEO's, the CFO's, the directors' pay", () => {
    for (const question of [
      "What was the CEO paid in 2022?",
      "How much did the chief financial officer make last year?",
      "What did the directors earn in 2021?",
    ])
      expect(conceptOf(question), question).toContain("executivePay");
  });
});

describe("the person a question names", () => {
  it("keeps a middle initial and never takes a question's or a company's words for a name", () => {
    fc.assert(
      fc.property(personName, company, (name, subject) => {
        expect(personNamed(`Did ${name} sell shares of ${subject} in 2022?`, wordsOf(subject))).toBe(name);
      }),
    );
    expect(personNamed("What were Apple's net sales in Fiscal 2022?", ["Apple"])).toBeNull();
    expect(personNamed("How much did Boston Properties earn?", ["Boston", "Properties"])).toBeNull();
    // A founder who shares the company's name is still a person.
    expect(personNamed("How much did Michael Dell make in 2022?", ["Dell", "Technologies"])).toBe("Michael Dell");
  });
});

describe("other things a kind of filing does not hold", () => {
  const lacked = (kind: FilingKindId, question: string) =>
    conceptLacked(kind, askedConcepts(question, ["Acme"]))?.concept.id ?? null;

  it("sends each to where it is found, and leaves what the kind holds alone", () => {
    expect(lacked("10-K", "Who are Acme's largest shareholders?")).toBe("holders");
    expect(lacked("10-K", "Did Jane Roe sell any Acme shares in 2023?")).toBe("insiderTrades");
    expect(lacked("10-Q", "What revenue guidance did Acme give for the next quarter?")).toBe("guidance");
    expect(lacked("10-K", "What were net sales in the third quarter of 2023?")).toBe("quarter");
    expect(lacked("earningsRelease", "How many employees does Acme have?")).toBe("headCount");
    expect(lacked("earningsRelease", "What are Acme's risk factors?")).toBe("riskFactors");
    // What the kind holds: a 10-K's head count, risk factors, holders of record and buybacks.
    expect(lacked("10-K", "How many employees does Acme have?")).toBeNull();
    expect(lacked("10-K", "What are Acme's risk factors?")).toBeNull();
    expect(lacked("10-K", "How many holders of record did Acme have?")).toBeNull();
    expect(lacked("10-K", "How many shares did the company buy back from its executives?")).toBeNull();
    expect(lacked("earningsRelease", "What revenue guidance did Acme give for the next quarter?")).toBeNull();
    expect(lacked("10-Q", "What were net sales in the third quarter of 2023?")).toBeNull();
  });

  it("a product sold is no insider's trade", () => {
    expect(lacked("10-K", "How many Big Macs did Acme sell in 2022?")).toBeNull();
  });
});

describe("the kind of a filing, from its cover", () => {
  const SEC = "UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nWashington, D.C. 20549";
  const cover = (form: string, report: string, name: string) =>
    `${SEC}\nFORM ${form}\n${report}\n${name}\n(Exact name of registrant as specified in its charter)`;
  const kindOf = (pages: ReadonlyArray<string>) => filingKindOf(pages);

  it("reads each form from its cover, whatever the company", () => {
    fc.assert(
      fc.property(company, year, (name, asked) => {
        const annual = cover("10-K", "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d)", name);
        // A 10-K's cover names the proxy statement it incorporates: still a 10-K.
        const incorporating = `${annual}\nPortions of the Registrant's definitive proxy statement for its ${asked} annual meeting are incorporated by reference into Part III.`;
        expect(kindOf([incorporating, "Item 1. Business"])).toBe("10-K");
        expect(kindOf([cover("10-Q", "QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d)", name)])).toBe("10-Q");
        expect(kindOf([cover("20-F", "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d)", name)])).toBe("20-F");
        const current = cover("8-K", "CURRENT REPORT", name);
        expect(kindOf([current, "Item 5.02 Departure of Directors or Certain Officers"])).toBe("8-K");
        expect(kindOf([current, "Item 2.02 Results of Operations and Financial Condition"])).toBe("earningsRelease");
        expect(kindOf([`${SEC}\nSCHEDULE 14A\nProxy Statement Pursuant to Section 14(a)\n${name}`, "Form 10-K"])).toBe(
          "proxy",
        );
        expect(kindOf([`${name} Reports Second Quarter ${asked} Results\n${name} today announced results.`])).toBe(
          "earningsRelease",
        );
        expect(kindOf([`A letter to ${name}'s shareholders`, "Our year in review"])).toBeNull();
      }),
    );
  });

  it("takes the registrant's name as the filing's own company", () => {
    const pages = [cover("10-K", "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d)", "Korolan Systems, Inc.")];
    expect(subjectWordsOf(pages)).toEqual(expect.arrayContaining(["Korolan", "Systems"]));
  });
});
