// The defaults for answers: search depth, complexity and verbosity (spec §5). A choice is saved at
// once; if the save fails the old choice comes back and an error toast offers to retry.
import { ANSWER_CHOICE_GROUPS, type AnswerPreferences, type Choice } from "@moatwise/core";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { ChoiceGroup } from "../../ui/ChoiceGroup";
import { LoadError } from "../../ui/LoadError";

export function AnswerSettings() {
  const { account } = useQueries();
  const preferences = useData(account.preferences());
  const saving = useMutation(useMutations().account.savePreferences());

  const current = preferences.data;
  const choose =
    <K extends keyof AnswerPreferences>(key: K) =>
    (value: AnswerPreferences[K]) => {
      if (current && current[key] !== value) saving.run({ ...current, [key]: value });
    };

  return (
    <section className="card settings-section" aria-labelledby="answers-title">
      <h2 id="answers-title">Answers</h2>
      <p className="muted settings-intro">
        How the assistant answers by default. You can change them for any one question in the chat.
      </p>
      {preferences.isPending && <p className="muted">Loading your preferences…</p>}
      {preferences.isError && <LoadError error={preferences.error} onRetry={() => preferences.refetch()} />}
      {current &&
        ANSWER_CHOICE_GROUPS.map(({ key, legend, choices }) => (
          <ChoiceGroup
            key={key}
            name={key}
            legend={legend}
            choices={choices as ReadonlyArray<Choice<AnswerPreferences[typeof key]>>}
            value={current[key]}
            onChoose={choose(key)}
          />
        ))}
    </section>
  );
}
