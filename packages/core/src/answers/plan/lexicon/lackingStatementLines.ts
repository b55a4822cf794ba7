// Lines of the statements and their notes that the data leaves out (issue 44, item 6), as data: a
// question naming one is told so first, never answered with the main line its words contain. A
// filing may print such a line: PDF chat looks for it there.
import type { StatementName } from "../../measures";

/** Lines of a company's statements the data does not carry (it keeps the main lines only). */
export type StatementLineId =
  | "retainedEarnings"
  | "deferredRevenue"
  | "interestIncome"
  | "leases"
  | "pensions"
  | "debtMaturities"
  | "treasuryStock"
  | "minorityInterest"
  | "comprehensiveIncome"
  | "preferredStock"
  | "accruedLiabilities"
  | "impairments"
  | "litigationReserves"
  | "restructuring"
  | "cashTaxesPaid"
  | "warrantyReserves"
  | "assetRetirement"
  | "taxCarryforwards"
  | "productRecalls"
  | "basicEps"
  | "paidInCapital"
  | "purchaseObligations"
  | "inventoryComposition";

/** A row of a line the data lacks, as the lacking-concept reader reads every row. */
export interface StatementLineConcept {
  readonly id: StatementLineId;
  readonly lacks: string;
  readonly instead: string;
  readonly phrases: string;
  readonly statementLine: StatementName;
  readonly cues?: readonly [string, string];
  readonly unless?: string;
  /** Said in place of the general "does not forecast" refusal (what comes due is in the notes). */
  readonly future?: true;
}

/** What the data's statements carry: said in place of a line they do not. */
const MAIN_LINES =
  "the main lines of the financial statements (revenue to net income, cash, receivables, inventory, PP&E, " +
  "goodwill and intangibles, total assets, debt, equity, operating cash flow, capex, buybacks and dividends), " +
  "not this one";

/** A line of the statements the data does not carry: named as the gap says it, with its phrases. */
const statementLine = (
  id: StatementLineId,
  statement: StatementName,
  lacks: string,
  phrases: string,
  more: Pick<Partial<StatementLineConcept>, "cues" | "unless" | "future"> = {},
) => ({ id, lacks, instead: MAIN_LINES, phrases, statementLine: statement, ...more }) satisfies StatementLineConcept;

/**
 * Lines of the statements and their notes that investors ask for and the data leaves out: a
 * question naming one is told so first, never answered with the main line its words contain
 * ("retained earnings" is not net income, "deferred revenue" is not revenue).
 */
export const STATEMENT_LINES: ReadonlyArray<StatementLineConcept> = [
  // Taxes paid in cash are a supplemental line of the cash flow statement; tax expense is the P&L's.
  statementLine(
    "cashTaxesPaid",
    "cashFlow",
    "cash taxes paid",
    "cash taxes|cash tax|cash taxes paid|income taxes paid|taxes paid in cash|cash paid for taxes|" +
      "cash paid for income taxes|cash tax payments|cash income taxes|pay in cash taxes|paid in cash taxes",
  ),
  statementLine(
    "retainedEarnings",
    "balance",
    "retained earnings",
    "retained earnings|accumulated deficit|accumulated earnings|reinvested earnings|earned surplus",
  ),
  statementLine(
    "deferredRevenue",
    "balance",
    "deferred revenue",
    "deferred revenue|deferred revenues|unearned revenue|unearned revenues|contract liabilities|contract liability",
  ),
  statementLine(
    "interestIncome",
    "income",
    "interest income",
    "interest income|interest and dividend income|interest and other income|interest earned|investment income|" +
      "other income|non-operating income|nonoperating income|other income expense",
  ),
  statementLine(
    "leases",
    "balance",
    "lease obligations",
    "lease|leases|lease obligations|lease obligation|lease liabilities|lease liability|operating lease|" +
      "operating leases|finance lease|finance leases|capital leases|right-of-use assets|right of use assets|" +
      "rou assets|lease commitments|rent expense",
  ),
  statementLine(
    "pensions",
    "balance",
    "pension plans",
    "pension|pensions|pension plan|pension plans|pension obligations|pension deficit|pension liability|" +
      "pension liabilities|defined benefit|underfunded|overfunded|funded status|opeb|postretirement benefits",
  ),
  statementLine(
    "debtMaturities",
    "balance",
    "debt maturities",
    "debt maturities|debt maturity|maturity schedule|maturity profile|maturity ladder|maturities|mature|matures|maturing|" +
      "comes due|come due|coming due|falls due|fall due|due within|short-term debt|short term debt|" +
      "current portion of long-term debt|current portion of debt|refinancing wall|debt schedule",
    // What comes due is in the notes already, not a forecast: said in place of "does not forecast".
    { future: true },
  ),
  statementLine("treasuryStock", "balance", "treasury stock", "treasury stock|treasury shares"),
  statementLine(
    "minorityInterest",
    "balance",
    "noncontrolling (minority) interests",
    "minority interest|minority interests|noncontrolling interest|noncontrolling interests|" +
      "non-controlling interest|non-controlling interests",
  ),
  statementLine(
    "comprehensiveIncome",
    "income",
    "other comprehensive income",
    "other comprehensive income|comprehensive income|oci|aoci|other comprehensive loss|comprehensive loss|" +
      "accumulated other comprehensive income|accumulated other comprehensive loss|accumulated oci",
  ),
  statementLine("preferredStock", "balance", "preferred stock", "preferred stock|preferred shares|preference shares"),
  statementLine(
    "accruedLiabilities",
    "balance",
    "accrued liabilities",
    "accrued liabilities|accrued expenses|accruals|accrued liability",
  ),
  statementLine(
    "impairments",
    "income",
    "impairment charges",
    "impairment|impairments|impairment charge|impairment charges|write-down|write-downs|writedown|writedowns|" +
      "goodwill impairment",
  ),
  statementLine(
    "litigationReserves",
    "balance",
    "litigation reserves and settlements",
    // "Set aside for" alone is any reserve's (warranties too): with a lawsuit's word it is this one, by the cues.
    "litigation reserve|litigation reserves|legal reserve|legal reserves|legal accrual|legal accruals|" +
      "settlement costs|settlement charges|litigation charges|litigation costs|legal charges",
    {
      cues: [
        "lawsuit lawsuits litigation legal settlement settlements claims",
        "reserved reserve reserves aside accrued set",
      ],
      // Claims under a warranty are the warranty reserve's, not a lawsuit's.
      unless: "warranty warranties",
    },
  ),
  statementLine(
    "restructuring",
    "income",
    "restructuring charges",
    "restructuring|restructuring charge|restructuring charges|restructuring costs|severance",
  ),
  // Reserves and obligations of the balance sheet's notes, and charges of the income statement's.
  statementLine(
    "warrantyReserves",
    "balance",
    "product warranty reserves",
    "warranty|warranties|warranty reserve|warranty reserves|warranty claims|warranty costs|warranty liability|" +
      "warranty liabilities|warranty expense|warranty accrual|product warranty|product warranties",
  ),
  statementLine(
    "assetRetirement",
    "balance",
    "asset retirement obligations",
    "asset retirement obligation|asset retirement obligations|aro|aros|retirement obligations|decommissioning|" +
      "decommissioning costs|decommissioning obligations|plugging and abandonment|abandonment obligations|" +
      "plugging wells|environmental remediation|remediation liabilities",
  ),
  statementLine(
    "taxCarryforwards",
    "balance",
    "tax loss and credit carryforwards (deferred tax assets)",
    "net operating loss|net operating losses|nol|nols|loss carryforward|loss carryforwards|loss carry forward|" +
      "loss carry forwards|loss carry-forward|loss carry-forwards|carryforward|carryforwards|tax credit carryforwards|" +
      "deferred tax asset|deferred tax assets|valuation allowance",
  ),
  // The data keeps diluted earnings per share and the diluted share count only.
  statementLine(
    "basicEps",
    "income",
    "basic EPS and the basic share count (the data keeps the diluted ones)",
    "basic eps|basic earnings per share|basic net income per share|basic earnings|basic shares|basic share count|" +
      "basic weighted average shares|basic weighted-average shares|basic shares outstanding",
  ),
  statementLine(
    "paidInCapital",
    "balance",
    "common stock and additional paid-in capital",
    "additional paid-in capital|additional paid in capital|paid-in capital|paid in capital|apic|capital surplus|" +
      "share premium|capital in excess of par|common stock at par|par value of common stock",
  ),
  statementLine(
    "purchaseObligations",
    "balance",
    "purchase obligations and other commitments",
    "purchase obligations|purchase obligation|purchase commitments|purchase commitment|supply commitments|" +
      "supply agreements|contractual obligations|contractual commitments|committed to suppliers|" +
      "commitments to suppliers|inventory purchase obligations|take-or-pay",
    { future: true },
  ),
  statementLine(
    "inventoryComposition",
    "balance",
    "inventory by stage (raw materials, work in process, finished goods)",
    "raw materials|raw material|work in process|work-in-process|work in progress|work-in-progress|finished goods|" +
      "inventory breakdown|inventory composition|inventory mix|inventory components|components of inventory|" +
      "finished goods inventory|finished goods inventories|raw materials inventory|raw material inventory|" +
      "work in process inventory|work-in-process inventory|inventory of finished goods|inventories of finished goods",
  ),
  statementLine(
    "productRecalls",
    "income",
    "product recall costs",
    "recall|recalls|product recall|product recalls|recall costs|recall charges|recall expenses",
  ),
];
