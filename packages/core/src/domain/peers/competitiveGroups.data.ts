// Industries whose companies compete for the same customers though their data names them apart
// (issue 43): a warehouse club and a home-improvement chain both sell big-box retail. A company's
// peers are the companies of its industry, or of its industry's group here; never those that
// merely share its sector (Costco is not Coca-Cola's rival). A misread peer set becomes a row here.

export interface CompetitiveGroup {
  /** The group as a reader would name it, in lower case: "big-box retail". */
  readonly name: string;
  /** The industries, as the data names them, whose companies compete with each other. */
  readonly industries: ReadonlyArray<string>;
}

export const COMPETITIVE_GROUPS: ReadonlyArray<CompetitiveGroup> = [
  { name: "big-box retail", industries: ["Discount Stores", "Home Improvement Retail", "Department Stores"] },
  { name: "software", industries: ["Software - Infrastructure", "Software - Application"] },
  { name: "banking", industries: ["Banks - Diversified", "Banks - Regional"] },
  { name: "drug making", industries: ["Drug Manufacturers - General", "Drug Manufacturers - Specialty & Generic"] },
  { name: "oil and gas", industries: ["Oil & Gas Integrated", "Oil & Gas E&P"] },
];
