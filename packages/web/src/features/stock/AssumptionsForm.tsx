// The assumptions form both valuations share (the DCF's and the bank's equity model): every field
// shows the value in use and where it came from, an edited one is marked as the user's, a bad entry
// is named beside its field and goes as the field is typed in again, and nothing typed is lost.
import { withoutError } from "@moatwise/core";
import { type FormEvent, useState } from "react";

const SOURCE_LABELS = { user: "Yours", data: "From the data", default: "Default" } as const;

export interface AssumptionFieldShown<K extends string> {
  readonly key: K;
  readonly label: string;
  readonly unit: string;
}

/** An input as the last result used it. */
export interface AssumptionInUse {
  readonly value: number;
  readonly source: keyof typeof SOURCE_LABELS;
  readonly note: string;
}

export type ParsedAssumptions<K extends string, A> =
  | { readonly ok: true; readonly assumptions: A }
  | { readonly ok: false; readonly errors: Partial<Record<K, string>> };

export function AssumptionsForm<K extends string, F extends AssumptionFieldShown<K>, A>({
  fields,
  inUse,
  shown,
  chosenTexts,
  parse,
  errorIdPrefix = "",
  label,
  onSubmit,
  onReset,
}: {
  readonly fields: ReadonlyArray<F>;
  /** The input the last result used for a field; none while there is no result. */
  readonly inUse: (key: K) => AssumptionInUse | undefined;
  /** A value in use as the field shows it. */
  readonly shown: (field: F, value: number) => string;
  /** The texts of the assumptions already sent (from the address), shown as edited. */
  readonly chosenTexts: () => Partial<Record<K, string>>;
  readonly parse: (texts: Partial<Record<K, string>>) => ParsedAssumptions<K, A>;
  /** Keeps the error ids apart when two forms could share a page. */
  readonly errorIdPrefix?: string;
  readonly label?: string;
  readonly onSubmit: (assumptions: A) => void;
  readonly onReset: () => void;
}) {
  const [texts, setTexts] = useState<Partial<Record<K, string>>>(chosenTexts);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(texts);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    onSubmit(parsed.assumptions);
  };
  return (
    <form className="dcf-form" onSubmit={submit} noValidate aria-label={label}>
      <div className="dcf-fields">
        {fields.map((field) => {
          const input = inUse(field.key);
          const edited = texts[field.key] !== undefined;
          const error = errors[field.key];
          const errorId = `${errorIdPrefix}${field.key}-error`;
          return (
            <label key={field.key} className="field dcf-field">
              <span className="dcf-field-label">
                {field.label}
                <span
                  className={`source-tag source-${edited ? "user" : (input?.source ?? "default")}`}
                  title={input?.note}
                >
                  {edited ? "Edited" : SOURCE_LABELS[input?.source ?? "default"]}
                </span>
              </span>
              <span className="input-with-unit">
                <input
                  className="input"
                  inputMode="decimal"
                  name={field.key}
                  value={texts[field.key] ?? (input ? shown(field, input.value) : "")}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => {
                    setTexts((current) => ({ ...current, [field.key]: event.target.value }));
                    setErrors((current) => withoutError(current, field.key));
                  }}
                />
                <span className="input-unit">{field.unit}</span>
              </span>
              {error && (
                <span id={errorId} className="field-error">
                  {error}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <div className="dcf-actions">
        <button type="submit" className="button button-primary">
          Recalculate
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setTexts({});
            setErrors({});
            onReset();
          }}
        >
          Reset to the data
        </button>
      </div>
    </form>
  );
}
