// The research session on this device (core's researchSession machine, kept in localStorage per
// user), started under the app's root with the research screens.
import {
  browserLocalStorage,
  loadResearchSessions,
  type ResearchSession,
  researchSessionLogic,
  selectUser,
} from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { AuthActor, useFeatureActor } from "../../app/actors";

const deviceStorage = browserLocalStorage();

export function useResearchSession() {
  const owner = AuthActor.useSelector((snapshot) => selectUser(snapshot)?.id ?? "signed-out");
  const actor = useFeatureActor(
    "researchSession",
    () => researchSessionLogic(deviceStorage, owner),
    () => loadResearchSessions(deviceStorage, owner),
  );
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  return { actor, current };
}

const STEP_WORDS: Readonly<Record<ResearchSession["currentStep"], string>> = {
  "pillars-selection": "choosing pillars",
  questions: "reviewing questions",
  generating: "writing the report",
};

/** Where the session goes on, and what the user was doing there. */
export function sessionNextStep(session: ResearchSession): { href: string; doing: string } {
  const href =
    session.currentStep === "generating" && session.documentId
      ? `/research/${session.documentId}`
      : `/research/draft/${session.draftId}/${session.currentStep === "questions" ? "questions" : "pillars"}`;
  return { href, doing: STEP_WORDS[session.currentStep] };
}
