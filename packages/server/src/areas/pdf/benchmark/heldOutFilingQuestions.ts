// PDF chat's held-out filings (issue 45): a third of the 33 real filings in ../shared/filings/, kept
// out of all tuning, so that their score predicts how PDF chat does on a filing a user uploads. The
// questions were written from the filings' own pages before the answering code was read, the way
// an analyst asks them, in the issue's kinds: a statement figure (a line, or a measure the question
// defines on the lines), a judgement (capital intensity, debt, liquidity, customers, geography,
// lawsuits, acquisitions, what moved a margin), a fact stated in the text, and questions the filing
// cannot answer. Each names the page(s) that hold its evidence and, for one figure, that figure in
// the unit asked; a computed figure names the printed lines it is computed from (`inputs`), so the
// exam can find each on the pages. Nothing is tuned on these: a miss here is reported, not fixed.
import type { Figure, Filing, IssueKind } from "./filingQuestions";

export const HELD_OUT_FILINGS = [
  { file: "apple-2015-10k.pdf", company: "Apple", kind: "10-K", pageCount: 84 },
  { file: "ebay-2016-10k.pdf", company: "eBay", kind: "10-K", pageCount: 117 },
  { file: "oracle-2016-10k.pdf", company: "Oracle", kind: "10-K", pageCount: 155 },
  { file: "pg-e-2017-10k.pdf", company: "PG&E", kind: "10-K", pageCount: 267 },
  // The glossy annual report: the 10-K's pages with a letter and covers around them.
  { file: "fedex-2023-annualreport.pdf", company: "FedEx", kind: "10-K", pageCount: 139 },
  { file: "ebay-2023q2-10q.pdf", company: "eBay", kind: "10-Q", pageCount: 188 },
  // Named 2023q3, but it is the 10-Q for the quarter ended September 30, 2022 (its cover says so).
  { file: "pg-e-2023q3-10q.pdf", company: "PG&E", kind: "10-Q", pageCount: 498 },
  // The file ends inside its cross-reference table (it has no trailer): PDF.js refuses it as an
  // invalid PDF; its 5 pages were read with Ghostscript to write its questions.
  {
    file: "intel-2023-8k-2023-08-16.pdf",
    company: "Intel",
    kind: "8-K",
    pageCount: 5,
    truncated: true,
  },
  { file: "salesforce-2021-8k-2021-07-21.pdf", company: "Salesforce", kind: "8-K", pageCount: 13 },
  { file: "intel-2022q4-earnings.pdf", company: "Intel", kind: "earnings release", pageCount: 17 },
  { file: "salesforce-2024q1-earnings.pdf", company: "Salesforce", kind: "earnings release", pageCount: 16 },
] as const satisfies ReadonlyArray<Filing & { readonly truncated?: true }>;

export type HeldOutFile = (typeof HELD_OUT_FILINGS)[number]["file"];

/** A figure the filing does not print: computed from `inputs`, lines printed on the question's pages. */
export interface ComputedFigure extends Figure {
  readonly inputs: ReadonlyArray<number>;
}

export type HeldOutQuestion =
  | {
      readonly file: HeldOutFile;
      readonly kind: Exclude<IssueKind, "unanswerable">;
      readonly question: string;
      /** Pages (1-based, as the PDF viewer counts them) that hold the evidence, the main one first. */
      readonly pages: ReadonlyArray<number>;
      readonly figure?: Figure | ComputedFigure;
    }
  | {
      readonly file: HeldOutFile;
      readonly kind: "unanswerable";
      readonly question: string;
      readonly pages: readonly [];
    };

// Figures in the unit asked; the tolerance is half the last digit the question asks for.
const half = (decimals: number) => 0.5 * 10 ** -decimals + 1e-9;
const usdM = (value: number, decimals = 0): Figure => ({ value, unit: "USD millions", tolerance: half(decimals) });
const perShare = (value: number): Figure => ({ value, unit: "USD per share", tolerance: 0.005 });
const percent = (value: number, decimals = 1): Figure => ({ value, unit: "percent", tolerance: half(decimals) });
const ratio = (value: number, decimals = 2): Figure => ({ value, unit: "ratio", tolerance: half(decimals) });
const computed = (figure: Figure, inputs: number[]): ComputedFigure => ({ ...figure, inputs });
const days = (value: number): Figure => ({ value, unit: "days", tolerance: half(1) });

type Unfiled<T> = T extends unknown ? Omit<T, "file"> : never;
const figureQuestion =
  (kind: Exclude<IssueKind, "unanswerable">) =>
  (question: string, pages: number[], figure?: Figure | ComputedFigure) => ({
    kind,
    question,
    pages,
    ...(figure && { figure }),
  });
const statement = figureQuestion("statement figure");
const judgement = figureQuestion("judgement");
const textFact = figureQuestion("text fact");
const cannot = (question: string) => ({ kind: "unanswerable" as const, question, pages: [] as const });

const of = (file: HeldOutFile, entries: ReadonlyArray<Unfiled<HeldOutQuestion>>): HeldOutQuestion[] =>
  entries.map((entry) => ({ file, ...entry }) as HeldOutQuestion);

export const HELD_OUT_QUESTIONS: ReadonlyArray<HeldOutQuestion> = [
  ...of("apple-2015-10k.pdf", [
    statement(
      "From the balance sheet, what were Apple's inventories at September 26, 2015, in USD millions?",
      [43],
      usdM(2_349),
    ),
    statement(
      "How much did Apple spend on property, plant and equipment (capital expenditure) in fiscal 2015, in USD millions?",
      [45, 33],
      usdM(11_247),
    ),
    statement(
      "Days payable outstanding is average accounts payable (the mean of the opening and closing balances) divided by cost of sales, times 365. What was Apple's DPO for fiscal 2015, in days? Round to one decimal place.",
      [43, 41],
      computed(days(85.6), [35_490, 30_196, 140_089]),
    ),
    judgement("Did Apple's debt go up during fiscal 2015?", [43, 60]),
    judgement(
      "Is Apple a capital-intensive business? Compare its capital spending with its sales in fiscal 2015.",
      [45, 41, 33],
    ),
    judgement("What material lawsuits is Apple involved in?", [20, 68]),
    textFact(
      "Which of Apple's reportable segments had the highest net sales in fiscal 2015, and how much, in USD millions?",
      [69, 26],
      usdM(93_864),
    ),
    cannot("How much was Tim Cook paid in total for fiscal 2015?"),
    cannot("What were Apple's net sales in the fourth quarter of fiscal 2015 alone?"),
  ]),
  ...of("ebay-2016-10k.pdf", [
    statement("What were eBay's purchases of property and equipment in 2016, in USD millions?", [65], usdM(626)),
    statement(
      "Current ratio is total current assets divided by total current liabilities. What was eBay's current ratio at December 31, 2016? Round to two decimals.",
      [61],
      computed(ratio(2.31), [8_875, 3_847]),
    ),
    statement("What were eBay's net revenues in the fourth quarter of 2016, in USD millions?", [102], usdM(2_395)),
    judgement("Did eBay take on more debt in 2016?", [61, 87, 48]),
    judgement(
      "What acquisitions did eBay make in 2016, and what did they cost in total, in USD millions?",
      [75, 7],
      usdM(212),
    ),
    judgement(
      "Where does eBay earn its revenue? How much of its 2016 net revenues came from the U.S., in USD millions?",
      [79],
      usdM(3_866),
    ),
    textFact("Why did eBay book an income tax benefit instead of a tax expense in 2016?", [43]),
    cannot("What was Devin Wenig's total compensation as eBay's CEO in 2016?"),
  ]),
  ...of("oracle-2016-10k.pdf", [
    statement(
      "What was Oracle's net cash provided by operating activities in fiscal 2016, in USD millions?",
      [92, 73, 74],
      usdM(13_561),
    ),
    statement(
      "Capital intensity is capital expenditures divided by total revenues. What was Oracle's capital intensity in fiscal 2016, in percent? Round to one decimal place.",
      [92, 89],
      computed(percent(3.2), [1_189, 37_047]),
    ),
    judgement("Did Oracle's borrowings increase during fiscal 2016?", [88, 113, 41]),
    judgement("Who are Oracle's customers, and does any one customer account for 10% or more of revenues?", [19, 101]),
    judgement("Why did Oracle's new software licenses revenues fall in fiscal 2016?", [61]),
    textFact(
      "Which geographic region brought Oracle the most revenue in fiscal 2016, and how much, in USD millions?",
      [58],
      usdM(20_466),
    ),
    textFact("What is Oracle's 2015 Restructuring Plan for?", [115, 60]),
    cannot("What was Larry Ellison's total compensation in fiscal 2016?"),
  ]),
  ...of("pg-e-2017-10k.pdf", [
    statement("What were PG&E Corporation's capital expenditures in 2017, in USD millions?", [124, 131], usdM(5_641)),
    statement(
      "Current ratio is total current assets divided by total current liabilities. What was PG&E Corporation's current ratio at December 31, 2017? Round to two decimals.",
      [122, 123],
      computed(ratio(0.88), [6_281, 7_129]),
    ),
    statement(
      "What were PG&E Corporation's operating revenues in the quarter ended September 30, 2017, in USD millions?",
      [182],
      usdM(4_517),
    ),
    judgement(
      "Is PG&E a capital-intensive business? Compare its capital expenditures with its operating revenues in 2017.",
      [124, 120],
    ),
    judgement("Did PG&E Corporation's debt rise in 2017?", [123, 143]),
    judgement(
      "What lawsuits and liabilities does PG&E face from the Northern California wildfires?",
      [169, 170, 171, 30, 31],
    ),
    textFact("Why did PG&E suspend its dividends in December 2017?", [91, 38]),
    cannot("What was the total compensation of PG&E's chief executive in 2017?"),
  ]),
  ...of("fedex-2023-annualreport.pdf", [
    statement("What were FedEx's capital expenditures in fiscal 2023, in USD millions?", [85, 67, 68], usdM(6_174)),
    statement(
      "From the balance sheet, what were FedEx's total current assets at May 31, 2023, in USD millions?",
      [81],
      usdM(18_610),
    ),
    statement(
      "Days sales outstanding is year-end receivables divided by revenue, times 365. What was FedEx's DSO for fiscal 2023, in days? Round to one decimal place.",
      [81, 83],
      computed(days(41.2), [10_188, 90_155]),
    ),
    judgement("Is FedEx's business capital-intensive?", [85, 83, 36]),
    judgement("What drove the decline in FedEx's operating margin in fiscal 2023?", [58, 53]),
    textFact(
      "Which FedEx segment earned the most operating income in fiscal 2023, and how much, in USD millions?",
      [53, 65, 114],
      usdM(3_140),
    ),
    textFact("What is FedEx's DRIVE program, and what are its business optimization costs for?", [57, 93]),
    cannot("What was Raj Subramaniam's total pay as CEO in fiscal 2023?"),
  ]),
  ...of("ebay-2023q2-10q.pdf", [
    statement(
      "What were eBay's net revenues for the three months ended June 30, 2023, in USD millions?",
      [5, 16, 45],
      usdM(2_540),
    ),
    statement(
      "What were eBay's purchases of property and equipment in the six months ended June 30, 2023, in USD millions?",
      [8],
      usdM(245),
    ),
    statement(
      "Current ratio is total current assets divided by total current liabilities. What was eBay's current ratio at June 30, 2023? Round to two decimals.",
      [4],
      computed(ratio(2.45), [8_717, 3_555]),
    ),
    judgement("Did eBay's debt go down in the first half of 2023?", [4, 30, 8]),
    judgement("Is eBay facing any material lawsuits or legal proceedings?", [61, 35]),
    textFact(
      "Which country outside the U.S. gave eBay the most net revenues in the second quarter of 2023, and how much, in USD millions?",
      [16],
      usdM(413),
    ),
    textFact("What caused eBay's loss on equity investments and warrant in the second quarter of 2023?", [51, 34, 5]),
    cannot("What were eBay's net revenues for the full year 2023?"),
  ]),
  ...of("pg-e-2023q3-10q.pdf", [
    statement(
      "What were PG&E Corporation's capital expenditures in the nine months ended September 30, 2022, in USD millions?",
      [46, 54],
      usdM(7_411),
    ),
    statement(
      "What were PG&E Corporation's total operating revenues in the three months ended September 30, 2022, in USD millions?",
      [42, 50, 16],
      usdM(5_394),
    ),
    statement(
      "Current ratio is total current assets divided by total current liabilities. What was PG&E Corporation's current ratio at September 30, 2022? Round to two decimals.",
      [44, 45],
      computed(ratio(0.87), [12_210, 14_027]),
    ),
    statement(
      "How much did PG&E Corporation carry as a current liability for wildfire-related claims at September 30, 2022, in USD millions?",
      [45, 53],
      usdM(2_194),
    ),
    judgement("Did PG&E's debt increase during the first nine months of 2022?", [45, 71]),
    judgement("What wildfire lawsuits and criminal charges does PG&E face?", [106, 83, 85, 86]),
    textFact("What does California's SB 884 authorize for PG&E?", [40, 28]),
    cannot("What were PG&E Corporation's total operating revenues for the full year 2022?"),
  ]),
  ...of("intel-2023-8k-2023-08-16.pdf", [
    textFact("What does this current report announce?", [2, 4]),
    textFact("How large a termination fee will Intel pay Tower Semiconductor, in USD millions?", [4], usdM(353)),
    textFact("Why was the Tower Semiconductor merger agreement terminated?", [4]),
    judgement("Did Intel complete its acquisition of Tower Semiconductor?", [4, 2]),
    textFact("Which items of Form 8-K does this report include?", [2]),
    textFact(
      "By how much did Intel Foundry Services revenue grow year over year in the second quarter of 2023, in percent?",
      [4],
      percent(300, 0),
    ),
    cannot("What was Intel's net revenue in the second quarter of 2023?"),
  ]),
  ...of("salesforce-2021-8k-2021-07-21.pdf", [
    textFact("What does this current report announce?", [2, 10]),
    textFact(
      "How much cash did Slack shareholders receive for each Slack share, in USD per share?",
      [2, 6],
      perShare(26.79),
    ),
    textFact("How many Salesforce shares did each Slack share convert into?", [2, 5], ratio(0.0776, 4)),
    judgement(
      "Does the Slack acquisition add debt to Salesforce's obligations? What principal amount of notes did it take on, in USD millions?",
      [2],
      usdM(862.5, 1),
    ),
    textFact("Who will lead Slack now that it is part of Salesforce?", [11]),
    textFact("When was the merger agreement between Salesforce and Slack signed?", [2, 3, 5]),
    cannot("How much revenue did Slack contribute to Salesforce in fiscal 2022?"),
  ]),
  ...of("intel-2022q4-earnings.pdf", [
    statement(
      "From the balance sheet, what were Intel's inventories at December 31, 2022, in USD millions?",
      [9],
      usdM(13_224),
    ),
    statement(
      "What were Intel's additions to property, plant and equipment in 2022, in USD millions?",
      [10],
      usdM(24_844),
    ),
    statement(
      "Capital intensity is additions to property, plant and equipment divided by net revenue. What was Intel's capital intensity in 2022, in percent? Round to one decimal place.",
      [10, 8],
      computed(percent(39.4), [24_844, 63_054]),
    ),
    statement(
      "Current ratio is total current assets divided by total current liabilities. What was Intel's current ratio at December 31, 2022? Round to two decimals.",
      [9],
      computed(ratio(1.57), [50_407, 32_155]),
    ),
    judgement("Did Intel's total debt rise in 2022?", [9, 10]),
    judgement("Did Intel's operating cash flow cover its capital spending in 2022?", [10, 16]),
    textFact(
      "Which Intel business unit had the largest revenue in the fourth quarter of 2022, and how much, in USD millions?",
      [11, 2],
      usdM(6_625),
    ),
    cannot("What was Pat Gelsinger's total compensation in 2022?"),
  ]),
  ...of("salesforce-2024q1-earnings.pdf", [
    statement(
      "What were Salesforce's total revenues in the three months ended April 30, 2023, in USD millions?",
      [6, 12],
      usdM(8_247),
    ),
    statement(
      "What were Salesforce's capital expenditures in the three months ended April 30, 2023, in USD millions?",
      [9, 14],
      usdM(243),
    ),
    statement(
      "Current ratio is total current assets divided by total current liabilities. What was Salesforce's current ratio at April 30, 2023? Round to two decimals.",
      [8],
      computed(ratio(1.02), [21_981, 21_626]),
    ),
    judgement("Did Salesforce reduce its debt during the quarter ended April 30, 2023?", [8, 9]),
    judgement("What weighed on Salesforce's GAAP operating margin in the first quarter of fiscal 2024?", [1, 12, 6]),
    textFact(
      "Which region grew revenue fastest in constant currency in the quarter, and by how much, in percent?",
      [11],
      percent(24, 0),
    ),
    textFact("What is Salesforce's restructuring plan for?", [6]),
    cannot("What was Marc Benioff's total compensation in fiscal 2023?"),
  ]),
];
