// The question readers moved into the plan from the server (issue 44): a question put to one filing
// (`plan/filingAsks.ts`) and a research report's question (`plan/reportAsks.ts`), each held to
// generated phrasings built from its lexicon's rows, not to the examples it was written for.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filingNamesOf } from "./filingLines";
import { MEASURES } from "./measures";
import {
  askedTermOf,
  asksAmountOnly,
  asksForFigure,
  asksOutlook,
  datedMonths,
  namesGiven,
  reportAsks,
  reportQuestionWordsProblem,
  requiredPairs,
  yearsAsked,
} from "./plan";
import {
  AMOUNT_ASKED_WORDS,
  ASKING_WORDS,
  FIGURE_ASKED_PHRASES,
  FIGURE_NOUNS,
  FORWARD_ASKED_WORDS,
  SHARE_ASKED_WORDS,
} from "./plan/lexicon/filingAskWords";
import {
  DEBT_WORDS,
  LEADER_WORDS,
  PEER_WORDS,
  PRICE_SUBJECT_WORDS,
  QUARTER_WORDS,
  RANK_WORDS,
} from "./plan/lexicon/reportAskWords";

/** A lexicon row as a question writes it: a stem ("compet*") takes an ending. */
const written = (row: string, ending: string) => (row.endsWith("*") ? `${row.slice(0, -1)}${ending}` : row);
const ending = fc.constantFrom("", "s", "ors", "ition", "ed");
/** Words no reader takes for anything: the filler a phrasing is padded with. */
const filler = fc.array(fc.constantFrom("the", "its", "about", "tell", "me", "please", "now"), { maxLength: 4 });
const say = (...parts: ReadonlyArray<string | ReadonlyArray<string>>) => parts.flat().filter(Boolean).join(" ");
/** Every word of the measure dictionary and of the filings' line names ("Head" of "head count" is one). */
const DICTIONARY_WORDS = new Set(
  MEASURES.flatMap((measure) => [...measure.phrases, measure.label, ...filingNamesOf(measure.id)]).flatMap((phrase) =>
    phrase.toLowerCase().split(/[^a-z0-9]+/),
  ),
);
/** A made-up name: capitalised, and no word the dictionary knows (a random "Head" or "Cash" is no name). */
const capitalised = fc
  .tuple(fc.constantFrom(..."BCDFGHJKLMNPRSTVWZ".split("")), fc.stringMatching(/^[aeiou][a-z]{1,5}[bdgkmnprtz]$/))
  .map(([first, rest]) => `${first}${rest}`)
  .filter((name) => !["Many", "Much"].includes(name) && !DICTIONARY_WORDS.has(name.toLowerCase()));

describe("a report question's one thing asked (plan/reportAsks.ts)", () => {
  it("reads every row of a kind, in any case, with the peers first and a ranking flagged", () => {
    const row = (rows: ReadonlyArray<string>) =>
      fc.tuple(fc.constantFrom(...rows), ending).map(([r, e]) => written(r, e));
    fc.assert(
      fc.property(row(PEER_WORDS), fc.option(row(RANK_WORDS)), filler, fc.boolean(), (peer, rank, pad, upper) => {
        const question = say("How does it", rank ?? "", pad, `compare with its ${peer}?`);
        const asked = reportAsks(upper ? question.toUpperCase() : question);
        expect(asked[0]).toEqual({ kind: "peers", rank: rank !== null });
      }),
    );
    for (const [rows, kind] of [
      [LEADER_WORDS, "chiefExecutive"],
      [QUARTER_WORDS, "latestQuarter"],
      [DEBT_WORDS, "debt"],
    ] as const) {
      fc.assert(
        fc.property(fc.constantFrom(...rows), filler, (word, pad) => {
          expect(reportAsks(say("What of", pad, word, "?")).map((ask) => ask.kind)).toContain(kind);
        }),
      );
    }
  });

  it("reads a word only whole: inside another word it asks nothing", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEBT_WORDS, ...QUARTER_WORDS, "peer", "rival"), (word) => {
        expect(reportAsks(`What about x${word}y?`)).toEqual([]);
      }),
    );
  });

  it("finds a report question about prices unfit, and a pasted form line", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_SUBJECT_WORDS), ending, filler, (row, end, pad) => {
        expect(reportQuestionWordsProblem(say("Why did", pad, written(row, end), "matter?"))).toBe("simulatedPrices");
      }),
    );
    expect(reportQuestionWordsProblem("What does its Form 10-Q say about risks?")).toBe("itemTitle");
    expect(reportQuestionWordsProblem("What drives its margins?")).toBeNull();
  });
});

describe("a question put to one filing (plan/filingAsks.ts)", () => {
  it("asks a figure with any figure phrase, or 'what is' with a figure noun, and not with filler alone", () => {
    fc.assert(
      // A unit's "$" asks a figure written against it ("in $m", "in US$5bn"), as the gap check always read it.
      fc.property(fc.constantFrom(...FIGURE_ASKED_PHRASES), filler, (phrase, pad) => {
        expect(asksForFigure(say(pad, phrase.endsWith("$") ? `${phrase}m` : phrase, "x?"))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...FIGURE_NOUNS), fc.constantFrom("is", "are"), filler, (noun, verb, pad) => {
        expect(asksForFigure(say(`What ${verb}`, pad, noun, "?"))).toBe(true);
        expect(asksForFigure(say(`Why ${verb}`, pad, noun, "?"))).toBe(false);
      }),
    );
  });

  it("asks an amount only with an amount word and no share word", () => {
    const amount = fc.constantFrom(...AMOUNT_ASKED_WORDS);
    const share = fc.constantFrom(...SHARE_ASKED_WORDS.filter((word) => word !== "%"));
    fc.assert(
      fc.property(amount, filler, (word, pad) => {
        expect(asksAmountOnly(say("What", pad, word, "?"))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(amount, share, (word, other) => {
        expect(asksAmountOnly(`What ${word} ${other}?`)).toBe(false);
      }),
    );
  });

  it("asks an outlook with any forward word", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORWARD_ASKED_WORDS), filler, (word, pad) => {
        expect(asksOutlook(say("What", pad, word, "for 2031?"))).toBe(true);
      }),
    );
  });

  it("keeps as asked terms neither the asking verb, nor asking words, months or periods", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{4,8}$/),
        fc.constantFrom(...ASKING_WORDS, "march", "sept", "fy2023", "q3", "21st"),
        (verb, word) => {
          const asked = askedTermOf(`How many widgets did Acme ${verb} in 2023?`);
          expect(asked(verb)).toBe(false);
          expect(asked(word)).toBe(false);
          expect(asked("widgets")).toBe(verb !== "widgets");
        },
      ),
    );
  });

  it("pairs a counted thing with the names qualifying it and the place it is counted in", () => {
    fc.assert(
      fc.property(capitalised, capitalised, (product, place) => {
        const pairs = requiredPairs(`How many ${product} units did Acme sell in ${place} in 2023?`);
        expect(pairs).toEqual([["units", "unit"], [product.toLowerCase()], [place.toLowerCase()]]);
        expect(requiredPairs(`How many units did Acme sell in 2023?`)).toEqual([]);
      }),
    );
  });

  it("gives the names a question says mid-sentence, not an abbreviation, and none when it defines", () => {
    fc.assert(
      fc.property(capitalised, (name) => {
        expect(namesGiven(`What was revenue from ${name} in 2023?`).map((given) => given.name)).toEqual([name]);
        expect(namesGiven(`What was revenue from ${name.toUpperCase()} in 2023?`)).toEqual([]);
        expect(namesGiven(`Define margin as revenue from ${name}; what was it?`)).toEqual([]);
      }),
    );
  });

  it("reads the years and the dated months a question names", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2049 }), fc.integer({ min: 0, max: 11 }), (year, month) => {
        const names = "January February March April May June July August September October November December";
        const name = names.split(" ")[month] as string;
        expect(yearsAsked(`What was it in ${year}?`)).toEqual([year]);
        expect(datedMonths(`as of ${name} 30, ${year}`)).toEqual([
          { month: year * 12 + month, name: name.toLowerCase() },
        ]);
      }),
    );
  });
});
