// The search box the shell shows more than once (in the header, on home, on a dead end), wired to
// the page's API here, once, so components only pick it up. Its machine and component load with
// the first box shown (only signed-in screens show one), not with the first page.
import type { PromiseApi } from "@moatwise/core";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { LoadedSearchBox } from "../shell/SearchBox";

interface ShellLogic {
  /** The search box's logic and component: loaded the first time it is asked for, then the same. */
  readonly searchBox: () => Promise<LoadedSearchBox>;
}

const ShellLogicContext = createContext<ShellLogic | null>(null);

export function ShellLogicProvider({ api, children }: { api: PromiseApi; children: ReactNode }) {
  const logic = useMemo(() => {
    let loading: Promise<LoadedSearchBox> | null = null;
    const searchBox = () => {
      loading ??= import("../shell/SearchBox").then(
        (module) => module.loadedSearchBox(api),
        (error: unknown) => {
          // Not kept: the error screen's Try Again asks for it afresh.
          loading = null;
          throw error;
        },
      );
      return loading;
    };
    return { searchBox };
  }, [api]);
  return <ShellLogicContext.Provider value={logic}>{children}</ShellLogicContext.Provider>;
}

export function useShellLogic(): ShellLogic {
  const logic = useContext(ShellLogicContext);
  if (!logic) throw new Error("useShellLogic needs a ShellLogicProvider above it.");
  return logic;
}
