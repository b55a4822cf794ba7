// The choices a user has for answers (spec §5), with the words the settings page and the chat
// input show for them: one word per choice, so both say the same. The values are the AI
// request's; the words are ours.
import type { AnswerPreferences, Complexity, SearchDepth, Verbosity } from "./aiRequest";

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly description: string;
}

export const SEARCH_DEPTH_CHOICES: ReadonlyArray<Choice<SearchDepth>> = [
  { value: "shallow", label: "Quick", description: "Fewer web sources for faster answers." },
  { value: "standard", label: "Standard", description: "The model's usual amount of searching." },
  { value: "deep", label: "Deep", description: "More sources for harder questions; slower." },
];

export const COMPLEXITY_CHOICES: ReadonlyArray<Choice<Complexity>> = [
  { value: "simplest", label: "Simplest", description: "Explained as to a 10-year-old." },
  { value: "simpler", label: "Simpler", description: "Explained as to a university undergraduate." },
  { value: "default", label: "Expert", description: "No simplification; finance terms used freely." },
];

export const VERBOSITY_CHOICES: ReadonlyArray<Choice<Verbosity>> = [
  { value: "concise", label: "Concise", description: "The short answer, with the key figures." },
  { value: "balanced", label: "Balanced", description: "The answer and the reasoning behind it." },
  { value: "detailed", label: "Detailed", description: "A thorough answer with context and caveats." },
];

/**
 * One preference: its choices, its name over them, and the word that names a choice on its own
 * where no legend stands over it ("Deep search", "Simplest terms"); none where the choice says it all.
 */
export interface ChoiceGroup<K extends keyof AnswerPreferences = keyof AnswerPreferences> {
  readonly key: K;
  readonly legend: string;
  readonly noun: string | null;
  readonly choices: ReadonlyArray<Choice<AnswerPreferences[K]>>;
}

/** The preferences in the order Settings and the chat input show them. */
export const ANSWER_CHOICE_GROUPS: readonly [
  ChoiceGroup<"searchDepth">,
  ChoiceGroup<"complexity">,
  ChoiceGroup<"verbosity">,
] = [
  { key: "searchDepth", legend: "Search depth", noun: "search", choices: SEARCH_DEPTH_CHOICES },
  { key: "complexity", legend: "Complexity", noun: "terms", choices: COMPLEXITY_CHOICES },
  { key: "verbosity", legend: "Verbosity", noun: null, choices: VERBOSITY_CHOICES },
];

/**
 * A choice named where no legend stands over it (the chat input's menus): "Deep search"; on a
 * phone, where three menus share a row with Send, its word alone ("Deep").
 */
export const compactChoiceLabel = (group: ChoiceGroup, choice: Choice<string>, mobile = false) =>
  group.noun && !mobile ? `${choice.label} ${group.noun}` : choice.label;

/**
 * What the chat input says when no AI model answers, in place of what needs one: the answer
 * settings, searching the web and thinking longer.
 */
export const OFFLINE_CHOICES_NOTE = "Offline: web search, thinking longer and the answer settings need an AI model.";

/** The choices the chat input offers: all with a live model; none offline, where they change nothing. */
export const offeredChoiceGroups = (live: boolean): ReadonlyArray<ChoiceGroup> => (live ? ANSWER_CHOICE_GROUPS : []);
