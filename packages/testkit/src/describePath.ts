// A path in words, for QA: "start in bootstrapping; restoreSession answers; → signedIn; …".
import { counted } from "@moatwise/core";
import { type AnyMachineSnapshot, type EventObject, initialTransition } from "xstate";
import type { MachineModel } from "./model";
import type { ModelPath } from "./transitionPaths";

const HIDDEN_FIELDS = new Set(["type", "password"]);
/** Longer texts are shown by their start and length, so a path stays one readable line. */
const SHOWN_TEXT_CHARS = 24;

function valueWords(value: unknown): string {
  if (typeof value !== "string" || value.length <= 2 * SHOWN_TEXT_CHARS) return JSON.stringify(value);
  return `${JSON.stringify(`${value.slice(0, SHOWN_TEXT_CHARS)}…`)} (${counted(value.length, "character")})`;
}

export function stateName(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          flatten(child).map((c) => `${key}.${c}`),
        );
  return flatten(snapshot.value).join(" + ");
}

function defaultWords(event: EventObject): string {
  const type = event.type;
  if (type.startsWith("xstate.done.actor.")) return `${type.slice(18)} succeeds`;
  if (type.startsWith("xstate.error.actor.")) return `${type.slice(19)} fails`;
  if (type.startsWith("xstate.after.")) return `${type.slice(13).split(".")[0]} ms pass`;
  const fields = Object.entries(event).filter(([key]) => !HIDDEN_FIELDS.has(key));
  return fields.length === 0 ? type : `${type} (${fields.map(([k, v]) => `${k}: ${valueWords(v)}`).join(", ")})`;
}

export function describePath(model: MachineModel, path: ModelPath): string {
  const [initial] = initialTransition(model.machine, model.input);
  const start = stateName(initial as AnyMachineSnapshot);
  const steps = path.steps.map(
    (step) => `${model.describeEvent?.(step.event) ?? defaultWords(step.event)} → ${stateName(step.state)}`,
  );
  return [`in ${start}`, ...steps].join("; ");
}
