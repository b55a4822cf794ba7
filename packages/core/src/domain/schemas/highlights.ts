// Highlights a user marks in a document: a character range, its text and a colour.
import { Schema } from "effect";
import { boundedText, Id, IsoDateTime } from "./common";

export const HighlightColor = Schema.Literals(["yellow", "blue", "green", "pink"]);
export type HighlightColor = typeof HighlightColor.Type;

/** The largest offset a highlight may have: the database keeps offsets as 32-bit integers. */
export const HIGHLIGHT_OFFSET_MAX = 2_147_483_647;

const Offset = Schema.Finite.check(
  Schema.isInt({ message: "must be a whole number" }),
  Schema.isGreaterThanOrEqualTo(0, { message: "must not be negative" }),
  Schema.isLessThanOrEqualTo(HIGHLIGHT_OFFSET_MAX, { message: `must be at most ${HIGHLIGHT_OFFSET_MAX}` }),
);

export const NewHighlight = Schema.Struct({
  documentId: Id,
  startOffset: Offset,
  endOffset: Offset,
  highlightedText: boundedText(20_000),
  color: HighlightColor,
}).check(
  Schema.makeFilter(
    (highlight) => highlight.endOffset > highlight.startOffset || "endOffset must be after startOffset",
  ),
);
export type NewHighlight = typeof NewHighlight.Type;

export const Highlight = Schema.Struct({
  id: Id,
  documentId: Id,
  startOffset: Offset,
  endOffset: Offset,
  highlightedText: Schema.String,
  color: HighlightColor,
  createdAt: IsoDateTime,
});
export type Highlight = typeof Highlight.Type;
