// Kinds of data the app does not have (operating statistics, ownership, pay, bank and insurance
// metrics, …), with the words a question uses for each: a question naming one is told which kind
// the data lacks. The measure dictionary (measures.ts) holds what the data has.
/** A kind of data the app does not have, with the words a question uses for it. */
export interface AbsentDataKind {
  /** What the data lacks, in words the answer's first line uses ("executive pay"). */
  readonly label: string;
  /** The words for it, lower case, as a question writes them. */
  readonly phrases: ReadonlyArray<string>;
  /**
   * Words that, anywhere in the question, give its phrases another sense: "collect from its
   * customers" asks how long receivables take, not how many customers there are.
   */
  readonly unless?: ReadonlyArray<string>;
}

/**
 * Kinds of figures investors ask for that the data does not hold (operating statistics, ownership,
 * pay, bank capital, …): a question naming one, in any of its words, is told which kind the data
 * lacks, not answered with a neighbouring figure.
 */
export const ABSENT_DATA_KINDS: ReadonlyArray<AbsentDataKind> = [
  {
    label: "market share",
    phrases: ["market share"],
  },
  {
    label: "short interest",
    phrases: ["short interest", "short ratio", "days to cover"],
  },
  {
    label: "comparable sales",
    phrases: [
      "comparable sales",
      "comparable store sales",
      "comps",
      "same-store sales",
      "same store sales",
      "same store",
    ],
  },
  {
    label: "subscriber and user counts",
    phrases: [
      "subscribers",
      "subscriptions",
      "subscriber count",
      "subscriber numbers",
      "paid subscribers",
      "paid memberships",
      "memberships",
      "members",
      "users",
      "active users",
      "daily active users",
      "monthly active users",
      "mau",
      "dau",
      "maus",
      "daus",
      "daily active people",
      "net adds",
      "paid net adds",
      "arpu",
      "churn",
      "renewal rate",
      "installed base",
    ],
  },
  {
    label: "customer counts",
    phrases: [
      "customers",
      "customer count",
      "customer base",
      "clients",
      "cardholders",
      "patients",
      "active accounts",
      "card accounts",
    ],
    unless: [
      "collect",
      "collects",
      "collected",
      "collecting",
      "collection",
      "collections",
      "receivable",
      "receivables",
    ],
  },
  {
    label: "store and location counts",
    phrases: ["stores", "restaurants", "warehouses", "locations", "branches", "outlets"],
  },
  {
    label: "product units",
    phrases: [
      "units sold",
      "unit sales",
      "unit volume",
      "deliveries",
      "vehicle deliveries",
      "shipments",
      "barrels",
      "production volume",
      "oil production",
      "gas production",
      "barrels per day",
      "production per day",
      "trips",
      "gross bookings",
      "nights booked",
      "gmv",
      "gross merchandise volume",
      "payments volume",
      "transaction volume",
      "transactions processed",
      "gross dollar volume",
      "payment volume",
      "payment volumes",
      "total payment volume",
      "processed volume",
      "gdv",
      "tpv",
    ],
  },
  {
    label: "order backlog",
    phrases: ["backlog", "order book", "remaining performance obligations", "rpo"],
  },
  {
    label: "recurring-revenue statistics",
    phrases: ["annual recurring revenue", "arr", "net revenue retention", "net retention"],
  },
  {
    label: "bank and insurance metrics",
    phrases: [
      "cet1",
      "tier 1",
      "capital ratio",
      "net interest margin",
      "net interest income",
      "insurance float",
      "loan book",
      "deposits",
      "medical care ratio",
      "medical loss ratio",
      "loss ratio",
      "combined ratio",
      "medical cost ratio",
      "medical benefits ratio",
      "loan loss provisions",
      "loan loss provision",
      "provision for credit losses",
      "credit loss provisions",
      "credit losses",
      "loan losses",
      "charge-offs",
      "net charge-offs",
      "assets under management",
      "aum",
      // An insurer's reserves and premiums: its notes carry them, the data's main lines do not.
      "loss reserves",
      "loss and loss adjustment",
      "loss adjustment",
      "loss-adjustment",
      "unpaid losses",
      "unpaid loss",
      "claims reserves",
      "claim reserves",
      "reserves for losses",
      "insurance reserves",
      "policy reserves",
      "premiums written",
      "written premiums",
      "earned premiums",
      "premiums earned",
      "underwriting profit",
      "underwriting income",
      "underwriting gain",
    ],
  },
  {
    label: "ownership and institutional holders",
    phrases: [
      "insider ownership",
      "institutional ownership",
      "ownership",
      "stake",
      "stakes",
      "institutional holders",
      "institutional holdings",
      "institutional investors",
      "holders",
      "top holders",
      "largest holders",
      "shareholder base",
      "largest shareholders",
      "biggest shareholders",
      "major shareholders",
      "top shareholders",
      "shareholder register",
    ],
  },
  {
    label: "insider trades",
    phrases: [
      "selling shares",
      "selling stock",
      "sold shares",
      "dumping shares",
      "insider trades",
      "insider trading",
      "insider buying",
      "insider selling",
      "insider sales",
      "insider purchases",
      "insider transactions",
      "insider activity",
      "insiders",
      "form 4",
    ],
  },
  {
    label: "executive pay",
    phrases: [
      "ceo pay",
      "ceo paid",
      "ceo compensation",
      "ceo salary",
      "executive pay",
      "executive compensation",
      "pay package",
      "compensation package",
      "compensation",
      "remuneration",
      "salary",
      "salaries",
      "bonus",
      "bonuses",
      "total comp",
      "comp package",
      "proxy",
      "proxy statement",
    ],
  },
  {
    label: "personal wealth",
    phrases: ["personal wealth", "personal fortune"],
  },
  {
    label: "credit ratings",
    phrases: ["credit rating", "credit ratings"],
  },
  {
    label: "ESG and emissions data",
    phrases: [
      "esg",
      "esg score",
      "esg rating",
      "sustainability score",
      "sustainability rating",
      "carbon emissions",
      "emissions",
      "scope 1",
      "carbon footprint",
    ],
  },
  {
    label: "options data",
    phrases: [
      "options chain",
      "option chain",
      "options chains",
      "options activity",
      "options volume",
      "option prices",
      "options prices",
      "call options",
      "put options",
      "open interest",
      "implied volatility",
      "implied vol",
      "put/call ratio",
    ],
  },
  {
    // Labels shared with the lacking concepts (plan/lexicon/lackingConcepts.ts), so each is said once.
    label: "analysts' estimates, ratings and price targets",
    phrases: [
      "price target",
      "price targets",
      "target price",
      "analyst target",
      "analyst rating",
      "analyst ratings",
      "consensus",
      "consensus estimate",
    ],
  },
  {
    label: "the company's guidance and outlook",
    phrases: ["guidance"],
  },
  {
    label: "intraday prices",
    phrases: ["intraday chart"],
  },
];

/**
 * A phrase of several words with its last word in the singular too ("largest shareholder",
 * "paid subscriber"); a one-word phrase stays as it is, so "stores" never takes "App Store".
 */
const withSingular = (phrase: string): string[] => {
  const words = phrase.split(" ");
  const last = words.at(-1) ?? "";
  if (words.length < 2 || !/[^s]s$/.test(last)) return [phrase];
  const singular = last.endsWith("ies") ? `${last.slice(0, -3)}y` : last.slice(0, -1);
  return [phrase, [...words.slice(0, -1), singular].join(" ")];
};

/** The kind of data each phrase names, its singulars included. */
export const ABSENT_KIND_OF: ReadonlyMap<string, AbsentDataKind> = new Map(
  ABSENT_DATA_KINDS.flatMap((kind) =>
    kind.phrases.flatMap((phrase) => withSingular(phrase).map((each) => [each, kind] as const)),
  ),
);

/** Every phrase of the absent data kinds, each once. */
export const ABSENT_PHRASES: ReadonlyArray<string> = [...ABSENT_KIND_OF.keys()];
