// A labelled set of radio choices shown as cards, each with a short description. Arrow keys move
// between them (native radio behaviour); the chosen one is highlighted.
import type { Choice } from "@moatwise/core";

export interface ChoiceGroupProps<T extends string> {
  readonly name: string;
  readonly legend: string;
  readonly choices: ReadonlyArray<Choice<T>>;
  readonly value: T | undefined;
  readonly onChoose: (value: T) => void;
  readonly disabled?: boolean;
}

export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChoose,
  disabled,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="choice-options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            <span className="choice-label">{choice.label}</span>
            <span className="choice-description">{choice.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
