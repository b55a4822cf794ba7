// Concepts the data lacks (issue 44, item 6), on generated companies, people, phrasings, word
// orders, politeness, filler and slips: the plan carries the concept's refusal and no figure of a
// neighbouring measure; the concept's words count as read; a question of two parts keeps the part
// the data holds (a figure, or the company's material) beside the refusal.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnswerPlan } from "./answerTypes";
import { companyDirectory } from "./companyDirectory";
import { answersFromFacts, asksQuotedMaterial, planQuestion } from "./plan";
import { LACKING_CONCEPTS, type LackingConceptId } from "./plan/lexicon/lackingConcepts";

const COVERED = [
  { symbol: "AAPL", name: "Apple Inc.", people: ["Tim Cook"] },
  { symbol: "MSFT", name: "Microsoft Corporation", people: ["Satya Nadella"] },
  { symbol: "COST", name: "Costco Wholesale Corporation", people: ["Ron M. Vachris"] },
  { symbol: "JPM", name: "JPMorgan Chase & Co.", people: ["Jamie Dimon"] },
  { symbol: "KO", name: "The Coca-Cola Company", people: ["James Quincey"] },
  { symbol: "HD", name: "The Home Depot, Inc.", people: ["Edward P. Decker"] },
  { symbol: "NKE", name: "NIKE, Inc.", people: ["Elliott J. Hill"] },
];
const directory = companyDirectory(COVERED, [{ symbol: "ORCL", name: "Oracle Corporation" }]);
const plan = (question: string) => planQuestion(question, [], directory);

const company = fc.constantFrom(
  ["Apple", "AAPL"],
  ["Microsoft", "MSFT"],
  ["Costco", "COST"],
  ["JPMorgan", "JPM"],
  ["Coca-Cola", "KO"],
  ["Home Depot", "HD"],
  ["Nike", "NKE"],
);
const person = fc.constantFrom(
  ["Tim Cook", "AAPL"],
  ["satya nadella", "MSFT"],
  ["Nadella", "MSFT"],
  ["Jamie Dimon", "JPM"],
  ["James Quincey", "KO"],
  ["Ron Vachris", "COST"],
);

type Ask = (name: string) => string;

/** Ways to ask each concept of a company, in several word orders and inflections. */
const ASKS: Readonly<Record<LackingConceptId, ReadonlyArray<Ask>>> = {
  ownership: [
    (c) => `who owns the most ${c} stock`,
    (c) => `${c} shares: which funds hold the most?`,
    (c) => `what percentage of ${c} is held by institutions`,
    (c) => `${c}'s largest shareholders`,
    (c) => `how much of ${c} do insiders own`,
    (c) => `the institutions holding ${c}`,
    (c) => `${c} 13F holders`,
  ],
  callRemarks: [
    (c) => `what did management say on ${c}'s last earnings call`,
    (c) => `${c} earnings call transcript`,
    (c) => `what did ${c}'s CEO tell analysts about demand`,
    (c) => `${c} conference call remarks on pricing`,
    (c) => `comments from ${c} executives on the call`,
  ],
  comparableSales: [
    (c) => `${c} same-store sales`,
    (c) => `comparable sales growth at ${c}`,
    (c) => `how were ${c}'s comps last year`,
    (c) => `like-for-like sales of ${c}`,
  ],
  segments: [
    (c) => `${c} revenue by segment`,
    (c) => `${c}'s sales breakdown by region`,
    (c) => `what is ${c}'s product mix`,
  ],
  unitCounts: [
    (c) => `how many units did ${c} sell`,
    (c) => `${c} units shipped in 2023`,
    (c) => `how many widgets did ${c} ship`,
  ],
  headCountHistory: [
    (c) => `${c} headcount history`,
    (c) => `how many employees did ${c} have in 2019`,
    (c) => `how has ${c}'s workforce grown`,
  ],
  guidance: [
    (c) => `${c}'s guidance for next year`,
    (c) => `what is the outlook ${c} gave`,
    (c) => `did ${c} raise its guidance`,
  ],
  adjusted: [
    (c) => `does ${c} report non-GAAP numbers`,
    (c) => `${c} pro forma figures`,
    (c) => `what were ${c}'s adjusted figures`,
    (c) => `${c}'s normalized figures`,
  ],
  retainedEarnings: [
    (c) => `${c} retained earnings`,
    (c) => `how big is ${c}'s accumulated deficit`,
    (c) => `retained earnings of ${c} at the end of 2023`,
  ],
  deferredRevenue: [
    (c) => `${c}'s deferred revenue balance`,
    (c) => `how much unearned revenue does ${c} carry`,
    (c) => `${c} contract liabilities`,
  ],
  interestIncome: [
    (c) => `${c} interest income`,
    (c) => `how much interest income did ${c} earn in 2024`,
    (c) => `${c}'s other income last year`,
  ],
  leases: [
    (c) => `${c} operating lease liabilities`,
    (c) => `how much does ${c} owe on its leases`,
    (c) => `${c}'s right-of-use assets`,
  ],
  pensions: [
    (c) => `is ${c}'s pension plan underfunded`,
    (c) => `${c} pension obligations`,
    (c) => `${c}'s defined benefit funded status`,
  ],
  debtMaturities: [
    (c) => `when does ${c}'s debt mature`,
    (c) => `${c} debt maturities`,
    (c) => `how much of ${c}'s debt comes due next year`,
    (c) => `${c}'s short-term debt`,
  ],
  treasuryStock: [(c) => `${c} treasury stock`, (c) => `how many treasury shares does ${c} hold`],
  minorityInterest: [(c) => `${c} noncontrolling interests`, (c) => `${c}'s minority interest on the balance sheet`],
  comprehensiveIncome: [(c) => `${c} other comprehensive income`, (c) => `${c}'s AOCI`],
  preferredStock: [(c) => `does ${c} have preferred stock`, (c) => `${c} preferred shares outstanding`],
  accruedLiabilities: [(c) => `${c} accrued liabilities`, (c) => `${c}'s accrued expenses`],
  impairments: [(c) => `did ${c} book a goodwill impairment`, (c) => `${c} write-downs in 2023`],
  restructuring: [(c) => `${c} restructuring charges`, (c) => `how much did ${c} spend on severance`],
  warrantyReserves: [
    (c) => `how much does ${c} set aside for warranty claims`,
    (c) => `${c} product warranty reserve`,
    (c) => `what were ${c}'s warranty costs in 2023`,
  ],
  assetRetirement: [
    (c) => `${c} asset retirement obligations`,
    (c) => `what are ${c}'s decommissioning costs`,
    (c) => `how big are ${c}'s AROs`,
  ],
  taxCarryforwards: [
    (c) => `how big are ${c}'s net operating loss carryforwards`,
    (c) => `${c} NOLs`,
    (c) => `does ${c} have a valuation allowance on its deferred tax assets`,
  ],
  productRecalls: [
    (c) => `what did product recalls cost ${c} in 2024`,
    (c) => `${c} recall charges`,
    (c) => `has ${c} had any product recalls`,
  ],
  basicEps: [
    (c) => `${c} basic earnings per share for 2023`,
    (c) => `what was ${c}'s basic share count`,
    (c) => `${c} basic weighted average shares outstanding`,
  ],
  paidInCapital: [
    (c) => `how much additional paid-in capital does ${c} report`,
    (c) => `${c} APIC`,
    (c) => `${c}'s paid in capital at year end`,
  ],
  purchaseObligations: [
    (c) => `what purchase commitments does ${c} have`,
    (c) => `${c} contractual obligations table`,
    (c) => `how big are ${c}'s supply commitments`,
  ],
  inventoryComposition: [
    (c) => `${c} finished goods inventory`,
    (c) => `what share of ${c}'s inventory is work in process`,
    (c) => `${c} inventory breakdown`,
  ],
  shareholderMeetings: [
    (c) => `when is ${c}'s AGM`,
    (c) => `what did ${c} shareholders vote on at the annual meeting`,
    (c) => `${c} say on pay result`,
  ],
  internalControls: [
    (c) => `does ${c} have a material weakness`,
    (c) => `${c} internal controls over financial reporting`,
    (c) => `any significant deficiencies at ${c}`,
  ],
  employeeStockPlans: [
    (c) => `${c} ESPP terms`,
    (c) => `does ${c} offer an employee stock purchase plan`,
    (c) => `${c} employee share purchase plan discount`,
  ],
  freeFloat: [
    (c) => `what is ${c}'s public float`,
    (c) => `${c} free float`,
    (c) => `how many float shares does ${c} have`,
  ],
  commodityPrices: [
    (c) => `what oil price does ${c} need to break even`,
    (c) => `${c} breakeven price`,
    (c) => `how do crude prices affect ${c}`,
  ],
  currencyEffects: [
    (c) => `how much did the strong dollar hurt ${c}`,
    (c) => `${c} currency headwinds`,
    (c) => `what were ${c}'s fx headwinds last year`,
  ],
  patents: [(c) => `when do ${c}'s key patents expire`, (c) => `${c} loss of exclusivity`, (c) => `${c} patent cliff`],
  customers: [
    (c) => `who are ${c}'s biggest customers`,
    (c) => `${c} customer concentration`,
    (c) => `who is ${c}'s largest customer`,
  ],
  sharesRepurchased: [
    (c) => `what was ${c}'s average repurchase price`,
    (c) => `${c} number of shares repurchased`,
    (c) => `${c} average buyback price`,
  ],
  workforceTurnover: [
    (c) => `what's ${c}'s annual employee turnover rate`,
    (c) => `${c} staff attrition`,
    (c) => `how good is ${c} at employee retention`,
  ],
  cashTaxesPaid: [
    (c) => `how much did ${c} actually pay in cash taxes last year`,
    (c) => `${c} income taxes paid, not the tax expense`,
    (c) => `what were ${c}'s cash tax payments in 2023`,
  ],
  stockSplits: [
    (c) => `when did ${c} last split its stock`,
    (c) => `${c} stock split history`,
    (c) => `what was ${c}'s last split ratio`,
  ],
  earningsDates: [
    (c) => `when does ${c} report earnings next`,
    (c) => `${c} next earnings date`,
    (c) => `what is ${c}'s earnings calendar`,
  ],
  board: [
    (c) => `who sits on ${c}'s board`,
    (c) => `${c} board of directors`,
    (c) => `how many independent directors does ${c} have`,
  ],
  auditor: [(c) => `who is ${c}'s auditor`, (c) => `which firm audits ${c}`, (c) => `${c} audit opinion`],
  dividendDates: [
    (c) => `when is ${c}'s next ex-dividend date`,
    (c) => `${c} dividend record date`,
    (c) => `when does ${c} pay its dividend`,
  ],
  suppliers: [
    (c) => `who are ${c}'s main suppliers`,
    (c) => `which contract manufacturers does ${c} use`,
    (c) => `${c} supplier list`,
  ],
  productPricing: [
    (c) => `what does ${c} charge for its basic plan`,
    (c) => `${c} subscription price per month`,
    (c) => `list prices of ${c}'s products`,
  ],
  dealTerms: [
    (c) => `what was the purchase price of ${c}'s last deal`,
    (c) => `how much did ${c} pay for its latest acquisition`,
    (c) => `${c} deal terms`,
  ],
  macro: [
    (c) => `how do interest rates affect ${c}`,
    (c) => `where is the 10-year treasury yield, and what does it mean for ${c}`,
    (c) => `${c} and inflation`,
  ],
  pipeline: [
    (c) => `what is in ${c}'s drug pipeline`,
    (c) => `when are ${c}'s phase 3 readouts`,
    (c) => `${c} clinical trial results`,
  ],
  litigationReserves: [
    (c) => `how much has ${c} reserved for lawsuits`,
    (c) => `${c} litigation reserves`,
    (c) => `what did ${c} set aside for settlements`,
  ],
  dealRumours: [
    (c) => `is ${c} a takeover target`,
    (c) => `any merger rumours about ${c}`,
    (c) => `what is the buyout speculation around ${c}`,
  ],
  consensus: [
    (c) => `what do analysts expect from ${c}`,
    (c) => `${c} price target`,
    (c) => `consensus EPS estimate for ${c}`,
    (c) => `has ${c} been downgraded`,
  ],
};

/** The only figures a concept's refusal stands in with: the company-wide revenue, the latest head count. */
const STAND_INS: Readonly<Partial<Record<LackingConceptId, ReadonlyArray<string>>>> = {
  segments: ["revenue"],
  headCountHistory: ["employees"],
  // A price target is told beside the last close, labelled as one.
  consensus: ["close"],
  // What comes due is told beside the total debt the data has.
  debtMaturities: ["totalDebt"],
  // The stages of inventory beside the total inventory the data has.
  inventoryComposition: ["inventory"],
};

const wrapped = fc.constantFrom(
  (text: string) => text,
  (text: string) => `please, ${text}?`,
  (text: string) => `Could you tell me ${text}, thanks`,
  (text: string) => `hey quick one: ${text}`.toLowerCase(),
  (text: string) => `${text.toUpperCase().slice(0, 1)}${text.slice(1)} please`,
);

const conceptAsk = fc
  .constantFrom(...LACKING_CONCEPTS)
  .chain((concept) => fc.tuple(fc.constant(concept), fc.constantFrom(...ASKS[concept.id])));

const carries = (read: AnswerPlan, concept: (typeof LACKING_CONCEPTS)[number]) =>
  concept.segment
    ? read.refusals.some((refusal) => refusal.kind === "segment")
    : read.refusals.some((refusal) => refusal.kind === "absent" && refusal.lacks === concept.lacks);

describe("concepts the data lacks, read by concept", () => {
  it("carries the concept's refusal and no neighbouring figure, for any company, phrasing and politeness", () => {
    fc.assert(
      fc.property(company, conceptAsk, wrapped, ([name, symbol], [concept, ask], wrap) => {
        const read = plan(wrap(ask(name)));
        expect(carries(read, concept)).toBe(true);
        expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        const allowed = STAND_INS[concept.id] ?? [];
        expect(read.measures.map((each) => each.id).filter((id) => !allowed.includes(id))).toEqual([]);
        expect(read.unread ?? []).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("reads a person of a covered company saying something as remarks on a call, about their company", () => {
    fc.assert(
      fc.property(
        person,
        fc.constantFrom(
          (who: string) => `what did ${who} say about AI on the last call`,
          (who: string) => `${who}'s comments during the conference call`,
          (who: string) => `what has ${who} said about margins`,
          (who: string) => `did ${who} mention buybacks in the interview`,
          (who: string) => `what does ${who} think about tariffs`,
          (who: string) => `${who}'s view on the economy`,
        ),
        ([who, symbol], ask) => {
          const read = plan(ask(who));
          const remarks = LACKING_CONCEPTS.find((concept) => concept.id === "callRemarks");
          expect(read.refusals.map((each) => each.lacks)).toEqual([remarks?.lacks]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
          expect(read.measures).toEqual([]);
        },
      ),
    );
  });

  it("reads the concept through one slip in a long word", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom(
          ["who are the biggest sharehlders of", "ownership"],
          ["the guidence of", "guidance"],
          ["the call transcrpt of", "callRemarks"],
          ["the concensus for", "consensus"],
          ["which instituions own", "ownership"],
        ),
        ([name], [words, id]) => {
          const concept = LACKING_CONCEPTS.find((each) => each.id === id);
          expect(concept && carries(plan(`${words} ${name}`), concept)).toBe(true);
        },
      ),
    );
  });

  it("reads the asker's own holding as no question of who owns the company", () => {
    fc.assert(
      fc.property(
        company,
        fc.constantFrom("I hold", "I own", "we own", "my position is in"),
        ([name, symbol], holding) => {
          const read = plan(`${holding} ${name} shares, what was its revenue in 2023?`);
          expect(read.refusals.filter((refusal) => refusal.kind === "absent")).toEqual([]);
          expect(read.measures.map((each) => each.id)).toEqual(["revenue"]);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
    );
  });

  it("keeps a dollar figure held as that figure, not who holds the shares", () => {
    fc.assert(
      fc.property(company, fc.constantFrom("cash", "total debt"), ([name], amount) => {
        const read = plan(`how much ${amount} does ${name} hold`);
        expect(read.refusals).toEqual([]);
        expect(read.measures.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("a question of two parts", () => {
  const notStandIn = LACKING_CONCEPTS.filter((concept) => STAND_INS[concept.id] === undefined);
  const clause = fc
    .constantFrom(...notStandIn)
    .chain((concept) => fc.tuple(fc.constant(concept), fc.constantFrom(...ASKS[concept.id])));

  it("keeps a figure asked in one clause beside the concept asked in the other, in either order", () => {
    fc.assert(
      fc.property(
        company,
        clause,
        fc.constantFrom(
          ["net income", "netIncome"],
          ["free cash flow", "freeCashFlow"],
          ["gross margin", "grossMargin"],
        ),
        fc.boolean(),
        ([name, symbol], [concept, lacking], [words, id], figureFirst) => {
          const figure = `${name}'s ${words} in 2023`;
          const read = plan(figureFirst ? `${figure} and ${lacking(name)}` : `${lacking(name)} and ${figure}`);
          expect(carries(read, concept)).toBe(true);
          expect(read.measures.map((each) => each.id)).toContain(id);
          expect(read.companies.map((each) => each.symbol)).toEqual([symbol]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("answers the company's material beside the concept, not the gap alone", () => {
    fc.assert(
      fc.property(
        company,
        clause,
        fc.constantFrom(
          (name: string) => `how does ${name} make money`,
          (name: string) => `what are the risks to ${name}`,
          (name: string) => `what does ${name} do`,
          (name: string) => `describe ${name}'s business model`,
        ),
        fc.constantFrom(" and ", ", and ", ". Also, "),
        ([name], [concept, lacking], held, join) => {
          const read = plan(`${held(name)}${join}${lacking(name)}`);
          expect(carries(read, concept)).toBe(true);
          expect(read.refusals.some((refusal) => refusal.alongside === "material")).toBe(true);
          // The material is quoted by the engine after the gap (risks), or found in passages after it.
          expect(answersFromFacts(read) && !asksQuotedMaterial(read)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("leaves a concept asked alone to the gap, never to passages", () => {
    fc.assert(
      fc.property(company, clause, ([name], [concept, lacking]) => {
        const read = plan(`${lacking(name)}?`);
        expect(carries(read, concept)).toBe(true);
        expect(read.refusals.some((refusal) => refusal.alongside !== undefined)).toBe(false);
      }),
    );
  });
});
