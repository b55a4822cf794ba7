// A holding's optional fields as typed (shares, cost per share, opened date, thesis): one set of
// inputs for adding a company and for changing a holding, and how the typed text becomes a
// holding's fields (blank is none).
import { HOLDING_THESIS_MAX_CHARS, type Holding, type HoldingUpdate } from "@moatwise/core";

export interface HoldingText {
  readonly shares: string;
  readonly costPerShare: string;
  readonly openedOn: string;
  readonly thesis: string;
}

export const NO_HOLDING_TEXT: HoldingText = { shares: "", costPerShare: "", openedOn: "", thesis: "" };

/** What a holding's fields read as in the inputs. */
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

export function HoldingFields({
  text,
  onChange,
}: {
  readonly text: HoldingText;
  readonly onChange: (text: HoldingText) => void;
}) {
  const field = (name: keyof HoldingText) => ({
    value: text[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...text, [name]: event.target.value }),
  });
  return (
    <>
      <label className="field">
        <span>Shares</span>
        <input className="input" type="number" step="any" {...field("shares")} aria-describedby="shares-hint" />
        <span id="shares-hint" className="muted">
          Empty to watch it
        </span>
      </label>
      <label className="field">
        <span>Cost per share</span>
        <input className="input" type="number" step="any" {...field("costPerShare")} />
      </label>
      <label className="field">
        <span>Opened</span>
        <input className="input" type="date" {...field("openedOn")} />
      </label>
      <label className="field portfolio-add-thesis">
        <span>Thesis</span>
        <input className="input" maxLength={HOLDING_THESIS_MAX_CHARS} {...field("thesis")} />
      </label>
    </>
  );
}
