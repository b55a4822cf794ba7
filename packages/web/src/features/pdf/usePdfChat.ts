// The app's one PDF chat, on /pdf-chat and in the inline chat's PDF mode alike. The app UI's
// `pdfSession` follows it in core (machines/app/app.pageData.ts).
import { pdfChatActors, pdfChatMachine } from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { useFeatureActor } from "../../app/actors";
import { useDataContext } from "../../app/data";

/** The PDF chat machine wired to the API (unwired where no server is, in tests of other screens). */
export function usePdfChatActor() {
  const { api, client } = useDataContext();
  return useFeatureActor("pdfChat", () =>
    client ? pdfChatMachine.provide({ actors: pdfChatActors(api, client) }) : pdfChatMachine,
  );
}

/**
 * The PDF chat as both its screens show it: the actor, its
 * state, the PDF open in it, and what it is busy with while none is.
 */
export function usePdfChat() {
  const pdfChat = usePdfChatActor();
  const state = useSelector(pdfChat, (snapshot) => snapshot);
  const { session } = state.context;
  const open = session && state.hasTag("open") ? session : null;
  const busy = state.matches("uploading")
    ? "Reading the PDF…"
    : state.matches("reopening")
      ? "Opening your PDF…"
      : null;
  return { pdfChat, state, open, busy };
}
