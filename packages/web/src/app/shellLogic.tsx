// Machines the shell creates more than once (a search box in the header, another on home), wired
// to the page's API here, once, so components only pick them up.
import { type PromiseApi, type SearchBoxMachine, searchBoxActors, searchBoxMachine } from "@moatwise/core";
import { createContext, type ReactNode, useContext, useMemo } from "react";

interface ShellLogic {
  readonly searchBox: SearchBoxMachine;
}

const ShellLogicContext = createContext<ShellLogic | null>(null);

export function ShellLogicProvider({ api, children }: { api: PromiseApi; children: ReactNode }) {
  const logic = useMemo(() => ({ searchBox: searchBoxMachine.provide({ actors: searchBoxActors(api) }) }), [api]);
  return <ShellLogicContext.Provider value={logic}>{children}</ShellLogicContext.Provider>;
}

export function useShellLogic(): ShellLogic {
  const logic = useContext(ShellLogicContext);
  if (!logic) throw new Error("useShellLogic needs a ShellLogicProvider above it.");
  return logic;
}
