// The portfolio: holdings by ticker and the order the user arranged them in.
import { Schema } from "effect";
import { Id, IsoDateTime, Ticker } from "./common";

const Shares = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0, { message: "must not be negative" }));
const Money = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0, { message: "must not be negative" }));

/** The optional extra fields of a holding. */
const holdingDetails = {
  shares: Schema.optionalKey(Schema.NullOr(Shares)),
  /** Average cost per share in the holding's currency. */
  costBasis: Schema.optionalKey(Schema.NullOr(Money)),
  note: Schema.optionalKey(Schema.NullOr(Schema.String.check(Schema.isMaxLength(2000)))),
};

export const Holding = Schema.Struct({ id: Id, symbol: Ticker, createdAt: IsoDateTime, ...holdingDetails });
export type Holding = typeof Holding.Type;

export const NewHolding = Schema.Struct({ symbol: Ticker, ...holdingDetails });
export type NewHolding = typeof NewHolding.Type;

export const HoldingUpdate = Schema.Struct(holdingDetails);
export type HoldingUpdate = typeof HoldingUpdate.Type;

/** Holding ids in display order. */
export const PortfolioOrder = Schema.Struct({ order: Schema.Array(Id).check(Schema.isMaxLength(500)) });
export type PortfolioOrder = typeof PortfolioOrder.Type;

export const Portfolio = Schema.Struct({ holdings: Schema.Array(Holding), order: Schema.Array(Id) });
export type Portfolio = typeof Portfolio.Type;
