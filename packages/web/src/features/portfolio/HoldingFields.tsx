// A holding's optional fields as typed (shares, cost per share, opened date, thesis): one set of
// inputs for adding a company and for changing a holding. How the text becomes a holding's fields
// is core's (holdingForm).
import { HOLDING_THESIS_MAX_CHARS, type HoldingText } from "@moatwise/core";

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
