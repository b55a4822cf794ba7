// The plan reader on what the data never holds (issue 33): each such figure named as a gap first,
// ownership, a business line's fees, prices outside trading hours, and advice asked without "buy"
// or "sell". Phrasings are generated, so the rules are tested, not the sentences.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { company, plan } from "../testing/planWordings";
import { ABSENT_KIND_OF } from "./absentDataKinds";
import type { Refusal } from "./answerTypes";
import { answersFromFacts } from "./plan";

/** The refusals as the gap says them: the words a concept was read from are for word accounting. */
const refusalsAsSaid = (read: { refusals: ReadonlyArray<Refusal> }) =>
  read.refusals.map(({ asked: _asked, ...said }) => said);

describe("gaps the data never fills, and advice", () => {
  it("names each figure the data never holds, and answers it from the facts (the gap first, no passages)", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          "options chain",
          "implied volatility",
          "insider trades",
          "insider buying",
          "institutional holders",
          "top shareholders",
          "subscriber count",
          "monthly active users",
          "ESG score",
          "price target",
          "guidance",
          "DAUs",
          "annual recurring revenue",
          "remaining performance obligations",
          "gross bookings",
          "renewal rate",
        ),
        (name, figure) => {
          const read = plan(`What is ${name}'s ${figure}?`);
          expect(refusalsAsSaid(read)).toContainEqual({
            kind: "absent",
            about: figure.toLowerCase(),
            lacks: ABSENT_KIND_OF.get(figure.toLowerCase())?.label,
          });
          expect(answersFromFacts(read)).toBe(true);
        },
      ),
    );
  });

  it("reads a question about who owns how much of a company as ownership, which the data does not hold", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `What share of ${name} does its founder own?`,
          (name: string) => `Who owns the most ${name} stock?`,
          (name: string) => `How much of ${name} do index funds own?`,
        ),
        (name, ask) => {
          const read = plan(ask(name));
          expect(refusalsAsSaid(read)).toContainEqual({
            kind: "absent",
            about: "ownership",
            lacks: "ownership and institutional holders",
          });
          expect(answersFromFacts(read)).toBe(true);
        },
      ),
    );
  });

  it("says first that a business line's fees or loans are not held, not passages that share their words", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("investment banking fees", "card fees", "loans", "insurance premiums"),
        (name, asked) => {
          const read = plan(`${name} ${asked} in 2024`);
          expect(read.measures).toEqual([]);
          expect(read.refusals).toContainEqual({ kind: "absent", about: null });
        },
      ),
    );
  });

  it("says pre-market, after-hours and intraday prices are not held, and gives the latest close", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("pre-market price", "after-hours move", "intraday chart", "premarket", "price after hours"),
        (name, asked) => {
          const read = plan(`${name} ${asked}`);
          expect(read.refusals.some((each) => each.kind === "intraday")).toBe(true);
          expect(read.measures.map((each) => each.id)).toEqual(["close"]);
        },
      ),
    );
  });

  it("does not call a valuation asked 'right now' an intraday price", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("right now", "now", "today"), (name, when) => {
        const read = plan(`What is ${name}'s P/E ${when}?`);
        expect(read.measures.map((each) => each.id)).toEqual(["pe"]);
        expect(read.refusals).toEqual([]);
        expect(plan(`${name} share price ${when}`).refusals.map((each) => each.kind)).toEqual(["intraday"]);
      }),
    );
  });

  it("reads advice asked without buy, sell or should, and answers it with how the company compares", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `Is it a good time to add to my ${name} position?`,
          (name: string) => `Would you trim ${name}?`,
          (name: string) => `Is ${name} a bargain?`,
          (name: string) => `time to load up on ${name}?`,
          (name: string) => `Would you own ${name} here?`,
          (name: string) => `Should I be adding ${name} here?`,
          (name: string) => `Is ${name} a good long-term hold?`,
          (name: string) => `Is it too late to buy ${name}?`,
          (name: string) => `Would it be wise to add ${name}?`,
        ),
        (name, ask) => {
          const read = plan(ask(name));
          expect(read.refusals).toContainEqual({ kind: "advice", about: null });
          expect(read.measures.map((each) => each.id)).toContain("pe");
        },
      ),
    );
  });
});

describe("a kind's words in another sense", () => {
  it("reads customers collected from as the receivables' days, not a count of customers", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          (name: string) => `How long does ${name} take to collect from its customers?`,
          (name: string) => `How many days does ${name} need to collect cash from customers in fiscal 2024?`,
          (name: string) => `${name}: days to collect receivables from clients, 2023`,
        ),
        (name, asked) => {
          const read = plan(asked(name));
          expect(read.refusals.filter((each) => each.kind === "absent")).toEqual([]);
          expect(read.measures.some((each) => each.id.startsWith("daysSalesOutstanding"))).toBe(true);
          expect(read.unread ?? []).toEqual([]);
        },
      ),
    );
    expect(plan("How many customers does Apple have?").refusals.map((each) => each.lacks)).toEqual(["customer counts"]);
  });
});
