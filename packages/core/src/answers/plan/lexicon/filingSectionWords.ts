// What analysts ask of a filing, and the sections that answer it (issue 45 item 1): lawsuits are
// answered by Item 3 and the contingencies note, acquisitions by the business-combinations note,
// debt by the debt note and the balance sheet, what drove a change by MD&A. Each row names the
// question's words for a concept, the titles of the sections (a note's or an Item's heading) and the
// page classes that answer it, and words those pages use that a question rarely does. The words
// are read as `textWords` writes them: lower case, whole words; phrases are `|`-separated.
import type { FilingPageClass } from "../../filingFacts";

export interface FilingSectionConcept {
  readonly concept: string;
  /** Question words that ask about the concept, space-separated. */
  readonly words: string;
  /** Question phrases read only whole, `|`-separated. */
  readonly phrases?: string;
  /** Word stems: a question word starting with one asks about the concept ("litigat" → litigation). */
  readonly stems?: string;
  /** Phrases of a section's title that answers, `|`-separated, read as whole words in the title. */
  readonly sections: string;
  /** Page classes that answer, whatever their title. */
  readonly classes?: ReadonlyArray<FilingPageClass>;
  /** Words the answering pages use, space-separated: searched beside the question's own words. */
  readonly pageWords: string;
}

export const FILING_SECTION_CONCEPTS: ReadonlyArray<FilingSectionConcept> = [
  {
    concept: "legal",
    words: "lawsuit lawsuits legal sued suing suit suits court courts antitrust plaintiff plaintiffs verdict",
    phrases: "legal proceedings|legal matters|class action",
    stems: "litigat",
    sections: "legal proceedings|legal matters|litigation|contingencies|commitments and contingencies",
    pageWords: "litigation proceedings plaintiffs court complaint",
  },
  {
    concept: "customers",
    words: "customer customers client clients buyers concentration",
    sections: "business|revenue|revenues|revenue recognition|concentration|segment information|segments",
    pageWords: "customers concentration accounted",
  },
  {
    concept: "geography",
    words: "region regions regional geographic geography geographies geographically country countries international",
    phrases: "where does|where do|operate in|operates in|segment led|segments led",
    sections:
      "segment|segments|segment information|geographic information|geographic|disaggregation of revenue|disaggregated revenue|revenue",
    classes: ["mdna"],
    pageWords: "geographic geography americas europe asia pacific international",
  },
  {
    concept: "acquisitions",
    words: "acquisition acquisitions acquire acquired acquiring merger mergers bought",
    sections: "business combinations|business combination|acquisitions|acquisition|acquisitions and divestitures",
    pageWords: "acquired acquisition consideration goodwill combinations",
  },
  {
    concept: "restructuring",
    words: "restructuring restructure layoffs layoff severance",
    phrases: "workforce reduction|cost reduction",
    sections: "restructuring|restructuring and other charges|restructuring plan|business optimization",
    pageWords: "restructuring severance plan",
  },
  {
    concept: "debt",
    words: "debt borrowings borrowing borrowed borrow indebtedness leverage loans notes",
    sections: "debt|borrowings|notes payable|credit facilities|credit facility|financing arrangements|long-term debt",
    classes: ["balanceSheet"],
    pageWords: "debt borrowings notes senior repayment issuance",
  },
  {
    concept: "tax",
    words: "tax taxes",
    phrases: "tax rate|effective tax rate|income taxes",
    sections: "income taxes|taxes|provision for income taxes",
    pageWords: "effective tax rate provision",
  },
  {
    concept: "drivers",
    words: "why drove driven driver drivers caused cause causes reason reasons explain weighed hurt helped",
    phrases: "what moved|due to|what drove",
    sections: "results of operations|management's discussion",
    classes: ["mdna"],
    pageWords: "primarily due increase decrease offset",
  },
  {
    concept: "capitalIntensity",
    words: "capex capital-intensive",
    phrases: "capital intensive|capital intensity|capital spending|capital expenditure|capital expenditures",
    sections: "property and equipment|property plant and equipment|capital resources",
    classes: ["cashFlowStatement", "incomeStatement"],
    pageWords: "capital expenditures purchases property plant equipment",
  },
  {
    concept: "dividends",
    words: "dividend dividends payout",
    sections: "equity|stockholders' equity|shareholders' equity|capital stock|dividends",
    classes: ["equityStatement", "cashFlowStatement"],
    pageWords: "dividends declared paid per share",
  },
  {
    concept: "liquidity",
    words: "liquidity liquid solvency solvent",
    phrases: "working capital|current ratio|quick ratio|cash position",
    sections: "liquidity and capital resources|liquidity|capital resources",
    classes: ["balanceSheet"],
    pageWords: "liquidity current assets current liabilities cash",
  },
  {
    concept: "risks",
    words: "risk risks threat threats headwind headwinds",
    sections: "risk factors",
    classes: ["riskFactors"],
    pageWords: "adversely affect materially",
  },
  {
    concept: "outlook",
    words: "guidance outlook forecast forecasts forecasting",
    sections: "outlook|business outlook|guidance|forward looking guidance|forward-looking guidance",
    pageWords: "outlook guidance approximately expects",
  },
  {
    concept: "currentReport",
    words: "announce announces announced announcement",
    phrases: "current report|this report|8-k|this filing",
    sections:
      "entry into a material definitive agreement|termination of a material definitive agreement|completion of acquisition or disposition of assets|results of operations and financial condition|creation of a direct financial obligation|departure of directors or certain officers|amendments to articles of incorporation or bylaws|submission of matters to a vote of security holders|regulation fd disclosure|other events|financial statements and exhibits",
    pageWords: "announced agreement press release",
  },
  {
    concept: "officers",
    words: "background experience biography career appointed appointment hired",
    phrases: "new officer|new chief|who is",
    sections:
      "departure of directors or certain officers|executive officers|information about our executive officers|directors and executive officers",
    pageWords: "served previously joined prior appointed",
  },
];
