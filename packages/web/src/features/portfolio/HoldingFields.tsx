// A holding's optional fields as typed (shares, cost per share, opened date, thesis): one set of
// inputs for adding a company and for changing a holding, each with its problem in words under it.
// How the text becomes a holding's fields, and a refusal its fields' problems, is core's.
import { HOLDING_THESIS_MAX_CHARS, type HoldingField, type HoldingText } from "@moatwise/core";
import { useId } from "react";

export function HoldingFields({
  text,
  onChange,
  problems = {},
}: {
  readonly text: HoldingText;
  readonly onChange: (text: HoldingText) => void;
  readonly problems?: Partial<Record<HoldingField, string>>;
}) {
  const formId = useId();
  const field = (name: HoldingField, hintId?: string) => {
    const problem = problems[name];
    const problemId = `${formId}-${name}-problem`;
    const describedBy = [hintId, problem ? problemId : undefined].filter(Boolean).join(" ") || undefined;
    return {
      value: text[name],
      onChange: (event: { target: { value: string } }) => onChange({ ...text, [name]: event.target.value }),
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": describedBy,
    };
  };
  const problemOf = (name: HoldingField) =>
    problems[name] ? (
      <span id={`${formId}-${name}-problem`} className="field-error">
        {problems[name]}
      </span>
    ) : null;
  const sharesHint = `${formId}-shares-hint`;
  return (
    <>
      <label className="field">
        <span>Shares</span>
        <input className="input" type="number" step="any" {...field("shares", sharesHint)} />
        <span id={sharesHint} className="muted">
          Empty to watch it
        </span>
        {problemOf("shares")}
      </label>
      <label className="field">
        <span>Cost per share</span>
        <input className="input" type="number" step="any" {...field("costPerShare")} />
        {problemOf("costPerShare")}
      </label>
      <label className="field">
        <span>Opened</span>
        <input className="input" type="date" {...field("openedOn")} />
        {problemOf("openedOn")}
      </label>
      <label className="field portfolio-add-thesis">
        <span>Thesis</span>
        <input className="input" maxLength={HOLDING_THESIS_MAX_CHARS} {...field("thesis")} />
        {problemOf("thesis")}
      </label>
    </>
  );
}
