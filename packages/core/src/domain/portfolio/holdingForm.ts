// A holding's optional fields as a form holds them (shares, cost per share, opened date, thesis, all
// as typed text), one shape for adding a company and for changing a holding: a holding reads into
// text, and text becomes a holding's fields, blank being none.
import type { Holding, HoldingUpdate } from "../schemas/portfolio";

export interface HoldingText {
  readonly shares: string;
  readonly costPerShare: string;
  readonly openedOn: string;
  readonly thesis: string;
}

export const NO_HOLDING_TEXT: HoldingText = { shares: "", costPerShare: "", openedOn: "", thesis: "" };

/** What a holding's fields read as in the form. */
export const holdingText = (holding: Holding): HoldingText => ({
  shares: holding.shares?.toString() ?? "",
  costPerShare: holding.costPerShare?.toString() ?? "",
  openedOn: holding.openedOn ?? "",
  thesis: holding.thesis ?? "",
});

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The typed text as a holding's fields: blank is null (a negative number goes, for the server's rule to name). */
export const holdingFields = (text: HoldingText): Required<HoldingUpdate> => ({
  shares: numberOrNull(text.shares),
  costPerShare: numberOrNull(text.costPerShare),
  openedOn: text.openedOn || null,
  thesis: text.thesis.trim() || null,
});
