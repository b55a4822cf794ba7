// The portfolio on this device (core's portfolio machine, with the browser's copy under
// "portfolio"), started under the app's root with the portfolio screens.
import { browserLocalStorage, loadPortfolioMirror, portfolioLogic, selectDeviceOwner } from "@moatwise/core";
import { useSelector } from "@xstate/react";
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
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ server: "loading" }));
  const undoOffered = useSelector(actor, (snapshot) => snapshot.matches({ undo: "offered" }));
  return { actor, context, loading, undoOffered };
}
