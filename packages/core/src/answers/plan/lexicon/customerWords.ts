// Words that make a company named after them a customer of the one named before ("what share of
// P&G's sales goes to Walmart?", "how much of Nvidia's revenue comes from Microsoft?").

/** The links of selling, as the words just before the customer's name. */
export const CUSTOMER_LINKS: ReadonlyArray<ReadonlyArray<string>> = [
  "goes to",
  "go to",
  "went to",
  "going to",
  "sold to",
  "sells to",
  "sell to",
  "selling to",
  "sales to",
  "comes from",
  "come from",
  "came from",
  "coming from",
].map((link) => link.split(" "));
