// A company named as another's customer (issue 44): "what share of P&G's sales goes to Walmart?".
// Sales by customer are a concept the data lacks: the refusal names it, and the customer is no
// company of the answer, so its own revenue is not set beside the seller's as a comparison.
import type { Refusal } from "../answerTypes";
import type { CompanyMention } from "../companyDirectory";
import type { Word } from "../questionWords";
import { conceptRefusal } from "./concepts";
import { CUSTOMER_LINKS } from "./lexicon/customerWords";
import { LACKING_CONCEPTS } from "./lexicon/lackingConcepts";
import type { Reading } from "./reading";

export interface CustomerNamed {
  readonly customer: CompanyMention;
  /** The indexes of the link's words ("goes to"). */
  readonly linkAt: ReadonlyArray<number>;
}

/** The company named just after a link of selling, when another company is named before it; null if none. */
export function customerNamed(now: Reading): CustomerNamed | null {
  for (const mention of now.mentions) {
    if (!now.mentions.some((other) => other.at < mention.at)) continue;
    const link = CUSTOMER_LINKS.find((words) =>
      words.every((word, offset) => now.lowers[mention.at - words.length + offset] === word),
    );
    if (link) return { customer: mention, linkAt: link.map((_, offset) => mention.at - link.length + offset) };
  }
  return null;
}

const CUSTOMERS = LACKING_CONCEPTS.find((concept) => concept.id === "customers");

/** The gap a customer named makes: sales by customer, read from the link's words. */
export function customerRefusal(named: CustomerNamed, words: ReadonlyArray<Word>): Refusal | null {
  return CUSTOMERS ? conceptRefusal({ concept: CUSTOMERS, at: named.linkAt, read: named.linkAt }, words) : null;
}
