// The research workflow on this device: core's researchSession machine, its calls run by core's
// research mutations, `{ draftId, documentId }` kept in localStorage per user, started under the
// app's root with the first research page (at that page's address), and read through core's
// connect(): pages render the view and call it, one event per thing a person does.
import {
  browserLocalStorage,
  connectResearchSession,
  loadResearchKept,
  researchSessionActors,
  researchSessionMachine,
  researchSessionPersist,
  researchVisitOf,
  selectDeviceOwner,
} from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { useLocation } from "wouter";
import { AuthActor, useFeatureActor } from "../../app/actors";
import { useDataContext } from "../../app/data";
import { useMutationPorts } from "../../app/mutations";
import { useCurrentLocation } from "../../app/useCurrentLocation";

const deviceStorage = browserLocalStorage();

export function useResearchSession() {
  const owner = AuthActor.useSelector(selectDeviceOwner);
  const ports = useMutationPorts();
  const { queryClient } = useDataContext();
  const [, navigate] = useLocation();
  const location = useCurrentLocation();
  const actor = useFeatureActor(
    "researchSession",
    () =>
      researchSessionMachine.provide({
        actors: researchSessionActors(ports, queryClient),
        actions: {
          persist: researchSessionPersist(deviceStorage, owner),
          navigate: (_, { to }) => navigate(to),
        },
      }),
    () => ({ ...loadResearchKept(deviceStorage, owner), visit: researchVisitOf(location) }),
  );
  const snapshot = useSelector(actor, (current) => current);
  return useMemo(() => connectResearchSession(snapshot, actor.send), [snapshot, actor]);
}
