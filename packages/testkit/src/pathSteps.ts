// Picking the steps a model test checks. Each finder fails when it finds nothing, so a check
// written as "for every step of this kind…" cannot pass by matching no step at all (a renamed
// event, a model that lost an event, a path filter too narrow).
import type { EventObject } from "xstate";
import type { ModelPath, PathStep } from "./transitionPaths";

export interface FoundStep {
  readonly path: ModelPath;
  readonly step: PathStep;
  /** The step before it, if it is not the first of its path. */
  readonly before: PathStep | undefined;
}

const typesOf = (types: string | ReadonlyArray<string>) => (typeof types === "string" ? [types] : types);

function found(what: string, steps: FoundStep[]): FoundStep[] {
  if (steps.length === 0) throw new Error(`No path has ${what}: the check would prove nothing.`);
  return steps;
}

/** Every step whose event is one of `types` (and passes `where`), in any path. */
export function stepsOf(
  paths: ReadonlyArray<ModelPath>,
  types: string | ReadonlyArray<string>,
  where: (step: FoundStep) => boolean = () => true,
): FoundStep[] {
  const wanted = typesOf(types);
  const steps = paths.flatMap((path) =>
    path.steps.map((step, index) => ({ path, step, before: path.steps[index - 1] })),
  );
  return found(
    `a step of ${wanted.join(" or ")}`,
    steps.filter((candidate) => wanted.includes(candidate.step.event.type) && where(candidate)),
  );
}

/** The last step of every path that ends with one of `types` (and passes `where`). */
export function endingsOf(
  paths: ReadonlyArray<ModelPath>,
  types: string | ReadonlyArray<string>,
  where: (step: FoundStep) => boolean = () => true,
): FoundStep[] {
  const wanted = typesOf(types);
  const endings = paths.flatMap((path) => {
    const step = path.steps.at(-1);
    return step && wanted.includes(step.event.type) ? [{ path, step, before: path.steps.at(-2) }] : [];
  });
  return found(`an ending with ${wanted.join(" or ")}`, endings.filter(where));
}

/** An event's field, for checks that read what a step's event carried. */
export const fieldOf = <T>(event: EventObject, name: string) => (event as unknown as Record<string, T>)[name] as T;
