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

/**
 * The first path of each sequence of events, less those whose events begin a longer one. Each
 * distinct event is numbered once (by its JSON) and a path is keyed by its events' numbers, looked
 * up in sets: comparing every path's JSON with every other's took minutes on the larger machines
 * (7,000 paths).
 */
function longestDistinct(paths: ReadonlyArray<ModelPath>): ModelPath[] {
  const eventNumbers = new Map<string, number>();
  const numberOf = (event: EventObject): number => {
    const text = JSON.stringify(event);
    let number = eventNumbers.get(text);
    if (number === undefined) {
      number = eventNumbers.size;
      eventNumbers.set(text, number);
    }
    return number;
  };
  const seen = new Set<string>();
  const distinct: Array<{ path: ModelPath; key: string }> = [];
  const beginnings = new Set<string>();
  for (const path of paths) {
    const numbers = path.steps.map((step) => numberOf(step.event));
    const key = numbers.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    distinct.push({ path, key });
    for (let length = 1; length < numbers.length; length++) beginnings.add(numbers.slice(0, length).join(" "));
  }
  return distinct.filter(({ key }) => !beginnings.has(key)).map(({ path }) => path);
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
  return longestDistinct(paths);
}
