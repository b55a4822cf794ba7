// The research session on this device (core's researchSession machine, kept in localStorage per
// user), started under the app's root with the research screens.
import { browserLocalStorage, loadResearchSessions, researchSessionLogic, selectDeviceOwner } from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { AuthActor, useFeatureActor } from "../../app/actors";

const deviceStorage = browserLocalStorage();

export function useResearchSession() {
  const owner = AuthActor.useSelector(selectDeviceOwner);
  const actor = useFeatureActor(
    "researchSession",
    () => researchSessionLogic(deviceStorage, owner),
    () => loadResearchSessions(deviceStorage, owner),
  );
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  return { actor, current };
}
