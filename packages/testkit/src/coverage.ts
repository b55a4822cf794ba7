// Which transitions a machine has, and a report of how many of them the executed paths took.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** A stable name for a transition: source state, event, and its place among that event's choices. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const choices =
    transition.eventType === "" ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const index = choices.indexOf(transition);
  const targets = (transition.target ?? []).map((t: AnyStateNode) => t.id).join(",") || "(self)";
  return `${source.id} --${transition.eventType || "always"}[${index}]--> ${targets}`;
}

function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodesOf(child as AnyStateNode))];
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export interface CoverageReport {
  readonly machine: string;
  readonly covered: number;
  readonly total: number;
  readonly missing: ReadonlyArray<string>;
}

export function coverageReport(name: string, machine: AnyStateMachine, taken: ReadonlySet<string>): CoverageReport {
  const all = allTransitionKeys(machine);
  const missing = all.filter((key) => !taken.has(key));
  return { machine: name, covered: all.length - missing.length, total: all.length, missing };
}

export function formatCoverage(report: CoverageReport): string {
  const head = `${report.machine}: ${report.covered}/${report.total} transitions covered`;
  return report.missing.length === 0
    ? head
    : `${head}\n  missing:\n${report.missing.map((m) => `    ${m}`).join("\n")}`;
}
