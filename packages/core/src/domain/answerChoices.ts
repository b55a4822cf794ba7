// The choices a user has for answers (spec §5), with the words the settings page and the chat
// input show for them. The values are the AI request's; the words are ours.
import type { Complexity, SearchDepth, Verbosity } from "./aiRequest";

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
