// The company a page is about, told to the shell's machine once by BrowserBridge (DESIGN: no relay
// effects in features/): on a stock page (`/stock/{symbol}`, `/portfolio/{symbol}`), once its profile
// has loaded, every way of opening the inline chat (Ctrl+L, the header's Chat button, the palette)
// asks about that company; leaving the page forgets it.
import { type CompanyProfile, companyPageContext, companyPageSymbol, selectIsBootstrapping } from "@moatwise/core";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { AppUiActor, AuthActor } from "./actors";
import { useDataContext, useQueries } from "./data";

/** The profile the stock page has loaded, read from the query cache (the page fetches it, not this). */
function useLoadedProfile(symbol: string | null): CompanyProfile | null {
  const { queryClient } = useDataContext();
  const { company } = useQueries();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = () =>
    symbol ? (queryClient.getQueryData<CompanyProfile>(company.profile(symbol).queryKey) ?? null) : null;
  return useSyncExternalStore(subscribe, read, read);
}

export function useCompanyPageBridge() {
  const [path] = useLocation();
  // Not before the session is known, as the stock page itself waits for it.
  const bootstrapping = AuthActor.useSelector(selectIsBootstrapping);
  const symbol = bootstrapping ? null : companyPageSymbol(path);
  const shown = useLoadedProfile(symbol);
  const ui = AppUiActor.useActorRef();
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
