// Contract calls this server does not answer yet, each with the issue that builds it. A call
// leaves this list when its route is served; the contract test fails for a call that is neither
// served nor listed here, and for one that is both.
import type { AnyEndpoint } from "@moatwise/core";

export interface PlannedArea {
  /** Where the work is described. */
  readonly issue: string;
  readonly endpoints: ReadonlyArray<AnyEndpoint>;
}

export const PLANNED_AREAS: ReadonlyArray<PlannedArea> = [];
