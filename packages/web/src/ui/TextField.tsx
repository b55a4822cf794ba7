// A labelled text input with an optional hint and an optional problem below it; the label is tied
// to the input by id, and the hint and problem by aria-describedby (the problem marks it invalid).
import type { InputHTMLAttributes, ReactNode } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly hint?: ReactNode;
  /** What is wrong with the value, in words; shown under the field. */
  readonly problem?: string | null | undefined;
}

export function TextField({ id, label, value, onValue, hint, problem, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hint ? hintId : null, problem ? problemId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      {problem && (
        <span id={problemId} className="field-error">
          {problem}
        </span>
      )}
    </div>
  );
}
