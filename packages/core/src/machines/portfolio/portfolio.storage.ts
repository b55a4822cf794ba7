// The browser's copy of the portfolio (data-areas §3 and §9): one entry named "portfolio", storage
// version 1, holding a map by ticker and an order list, and whose copy it is, so another person
// signing in on the device paints none of it. An entry of another version, owner or shape reads as
// no copy: the server's portfolio follows at once and wins anyway.
import { Schema } from "effect";
import type { PromiseApi } from "../../api/typedApi";
import { PORTFOLIO_STORAGE_KEY, PORTFOLIO_STORAGE_VERSION } from "../../domain/constants";
import { Holding } from "../../domain/schemas/portfolio";
import type { KeyValueStorage } from "../../services/storage";
import { type PortfolioChange, type PortfolioReply, portfolioActors, portfolioMachine } from "./portfolio.machine";

/** The stored entry: `state.holdings` by ticker, `state.order` the tickers in the user's order. */
export interface PortfolioMirror {
  readonly state: {
    readonly owner: string;
    readonly holdings: Readonly<Record<string, Holding>>;
    readonly order: ReadonlyArray<string>;
  };
  readonly version: number;
}

const isHolding = Schema.is(Holding);

export function mirrorOf(owner: string, holdings: ReadonlyArray<Holding>): PortfolioMirror {
  return {
    state: {
      owner,
      holdings: Object.fromEntries(holdings.map((holding) => [holding.symbol, holding])),
      order: holdings.map((holding) => holding.symbol),
    },
    version: PORTFOLIO_STORAGE_VERSION,
  };
}

/** The holdings of `owner`'s copy, in order; none when there is no usable copy. */
export function loadPortfolioMirror(storage: KeyValueStorage, owner: string): Holding[] {
  try {
    const kept = JSON.parse(storage.get(PORTFOLIO_STORAGE_KEY) ?? "null") as PortfolioMirror | null;
    if (kept?.version !== PORTFOLIO_STORAGE_VERSION || kept.state?.owner !== owner) return [];
    const { holdings, order } = kept.state;
    if (!Array.isArray(order)) return [];
    return order.map((symbol) => holdings[symbol]).filter((holding): holding is Holding => isHolding(holding));
  } catch {
    return [];
  }
}

/** Each change as the server's calls. */
export function sendPortfolioChange(api: PromiseApi, change: PortfolioChange): Promise<PortfolioReply> {
  switch (change.kind) {
    case "add":
      return api.portfolio.add(change.holding).then((holding) => ({ kind: "holding", holding }));
    case "import":
      return api.portfolio
        .import(change.overlap ? { csv: change.csv, overlap: change.overlap } : { csv: change.csv })
        .then(({ holdings, added, updated }) => ({ kind: "imported", holdings, added, updated }));
    case "update":
      return api.portfolio.update(change.id, change.change).then((holding) => ({ kind: "holding", holding }));
    case "remove":
      return api.portfolio.remove(change.id).then(() => ({ kind: "done" }));
    case "reorder":
      return api.portfolio.reorder({ order: change.order }).then(() => ({ kind: "done" }));
    case "restore":
      return restoreHolding(api, change.holding, change.index);
  }
}

/** Adds a removed holding again with its fields, and puts it back at `index`. */
async function restoreHolding(api: PromiseApi, holding: Holding, index: number): Promise<PortfolioReply> {
  const { symbol, shares, costPerShare, openedOn, thesis } = holding;
  const restored = await api.portfolio.add({ symbol, shares, costPerShare, openedOn, thesis });
  const { holdings } = await api.portfolio.get();
  const others = holdings.filter((kept) => kept.id !== restored.id);
  const order = [...others.slice(0, index), restored, ...others.slice(index)].map((kept) => kept.id);
  await api.portfolio.reorder({ order });
  const byId = new Map(holdings.map((kept) => [kept.id, kept]));
  return { kind: "portfolio", holdings: order.map((id) => byId.get(id) as Holding) };
}

/** The machine keeping `owner`'s copy in `storage` and talking to the server through `api`. */
export function portfolioLogic(storage: KeyValueStorage, owner: string, api: PromiseApi) {
  return portfolioMachine.provide({
    actors: portfolioActors({
      load: () => api.portfolio.get().then(({ holdings }) => holdings),
      send: (change) => sendPortfolioChange(api, change),
    }),
    actions: {
      persist: ({ context }) => storage.set(PORTFOLIO_STORAGE_KEY, JSON.stringify(mirrorOf(owner, context.holdings))),
    },
  });
}
