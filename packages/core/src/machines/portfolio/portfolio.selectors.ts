// What the app asks of the portfolio's state without loading its machine (the first page stays
// small: the machine loads with the portfolio's screens).
import type { PortfolioChange, PortfolioContext } from "./portfolio.machine";

/** Changes made on this device that the server has not kept yet (closing the page would lose them). */
export const selectUnsentChanges = (snapshot: { readonly context: PortfolioContext }) =>
  snapshot.context.pending.length;

/** Whether a change of this kind is waiting or on its way (an add's or an import's button says so). */
export const selectIsSending = (snapshot: { readonly context: PortfolioContext }, kind: PortfolioChange["kind"]) =>
  snapshot.context.pending.some((change) => change.kind === kind);
