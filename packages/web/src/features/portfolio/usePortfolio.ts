// The portfolio on this device (core's portfolio machine, with the browser's copy under
// "portfolio"), started under the app's root with the portfolio screens, and read through core's
// connectPortfolio: components render the view and call it.
import {
  browserLocalStorage,
  connectPortfolio,
  loadPortfolioMirror,
  portfolioLogic,
  selectDeviceOwner,
} from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { AuthActor, useFeatureActor } from "../../app/actors";
import { useDataContext } from "../../app/data";

const deviceStorage = browserLocalStorage();

export function usePortfolio() {
  const { api } = useDataContext();
  const owner = AuthActor.useSelector(selectDeviceOwner);
  const actor = useFeatureActor(
    "portfolio",
    () => portfolioLogic(deviceStorage, owner, api),
    () => ({ holdings: loadPortfolioMirror(deviceStorage, owner) }),
  );
  const snapshot = useSelector(actor, (current) => current);
  return useMemo(() => connectPortfolio(snapshot, actor.send), [snapshot, actor]);
}
