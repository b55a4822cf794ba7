// A labelled text input with an optional hint below it; the label is tied to the input by id.
import type { InputHTMLAttributes, ReactNode } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly hint?: ReactNode;
}

export function TextField({ id, label, value, onValue, hint, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" value={value} onChange={(e) => onValue(e.target.value)} {...input} />
      {hint && <span className="hint">{hint}</span>}
    </div>
  );
}
