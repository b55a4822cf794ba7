// The company a page is about, told to the shell's machine once by BrowserBridge (DESIGN: no relay
// effects in features/): on a stock page (`/stock/{symbol}`, `/portfolio/{symbol}`), once its profile
// has loaded, every way of opening the inline chat (Ctrl+L, the header's Chat button, the palette)
// asks about that company; leaving the page forgets it.
import { companyPageContext, selectIsBootstrapping, symbolFromAddress } from "@moatwise/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { AppUiActor, AuthActor } from "./actors";
import { useData, useQueries } from "./data";

const NOT_COMPANIES = new Set(["dashboard", "news"]);

/** The symbol of the stock page an address is; null for any other page. */
export function companyPageSymbol(path: string): string | null {
  const match = /^\/(stock|portfolio)\/([^/]+)$/.exec(path);
  if (!match?.[2] || (match[1] === "portfolio" && NOT_COMPANIES.has(match[2]))) return null;
  return symbolFromAddress(decodeURIComponent(match[2]));
}

export function useCompanyPageBridge() {
  const [path] = useLocation();
  // Not before the session is known: a profile asked for without it is refused, and its refresh
  // races the session's own (the stock page then waited for ever).
  const bootstrapping = AuthActor.useSelector(selectIsBootstrapping);
  const symbol = bootstrapping ? null : companyPageSymbol(path);
  const { company } = useQueries();
  // The page's own query (the same key): read from the cache, fetched once for both.
  const profile = useData({ ...company.profile(symbol ?? ""), enabled: symbol !== null });
  const ui = AppUiActor.useActorRef();
  const shown = symbol !== null ? (profile.data ?? null) : null;
  useEffect(() => {
    if (!shown) return;
    ui.send({
      type: "page.about",
      pageContext: companyPageContext(shown),
      about: { symbol: shown.symbol, companyName: shown.companyName },
    });
    return () => ui.send({ type: "page.left" });
  }, [shown, ui]);
}
