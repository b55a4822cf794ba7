// Paths that together take every reachable transition: for each edge of the machine's graph, the
// shortest path to its source state followed by that edge. Paths that are a prefix of another go.
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { type AdjacencyValue, getAdjacencyMap, getShortestPaths, serializeSnapshot } from "xstate/graph";
import type { MachineModel } from "./model";

export interface PathStep {
  readonly event: EventObject;
  readonly state: AnyMachineSnapshot;
}
export interface ModelPath {
  readonly steps: ReadonlyArray<PathStep>;
}

function traversal(model: MachineModel) {
  return {
    ...(model.input === undefined ? {} : { input: model.input }),
    events: [...model.events],
    // A state outside the model's bound is a leaf: nothing more is explored from it.
    filterEvents: (state: AnyMachineSnapshot, event: EventObject) =>
      (model.explore?.(state) ?? true) && state.can(event),
  };
}

function isPrefixOf(shorter: ModelPath, longer: ModelPath): boolean {
  if (shorter.steps.length >= longer.steps.length) return false;
  return shorter.steps.every((step, i) => JSON.stringify(step.event) === JSON.stringify(longer.steps[i]?.event));
}

export function transitionPaths(model: MachineModel): ModelPath[] {
  const options = traversal(model);
  const adjacency = getAdjacencyMap(model.machine, options);
  const shortest = new Map<string, { steps: ReadonlyArray<PathStep> }>(
    getShortestPaths(model.machine, options).map((path) => [serializeSnapshot(path.state), path]),
  );
  const paths: ModelPath[] = [];
  for (const [serialized, vertex] of Object.entries(adjacency) as Array<
    [string, AdjacencyValue<AnyMachineSnapshot, EventObject>]
  >) {
    const toSource = shortest.get(serialized as never);
    if (!toSource) continue;
    const prefix = toSource.steps.slice(1) as PathStep[];
    for (const edge of Object.values(vertex.transitions)) {
      paths.push({ steps: [...prefix, { event: edge.event, state: edge.state as AnyMachineSnapshot }] });
    }
  }
  const unique = paths.filter(
    (path, i) =>
      paths.findIndex(
        (other) => JSON.stringify(other.steps.map((s) => s.event)) === JSON.stringify(path.steps.map((s) => s.event)),
      ) === i,
  );
  return unique.filter((path) => !unique.some((other) => isPrefixOf(path, other)));
}
