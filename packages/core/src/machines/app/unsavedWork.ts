// Whether the app holds work the server has not kept yet, so the page can warn before it is
// closed or reloaded. Today that is the portfolio's queued changes (kept in order, sent one at a
// time); a feature with such work of its own adds its check here.
import type { AnyActorRef } from "xstate";
import type { PortfolioContext } from "../portfolio/portfolio.machine";
import { selectUnsentChanges } from "../portfolio/portfolio.selectors";

interface ActorLookup {
  readonly get: (id: string) => AnyActorRef | undefined;
}

/** True while a running feature has changes on their way to the server. */
export function hasUnsavedWork(system: ActorLookup): boolean {
  const portfolio = system.get("portfolio");
  if (!portfolio) return false;
  return selectUnsentChanges(portfolio.getSnapshot() as { context: PortfolioContext }) > 0;
}
