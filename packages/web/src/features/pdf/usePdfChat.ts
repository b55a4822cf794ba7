// The app's one PDF chat, on /pdf-chat and in the inline chat's PDF mode alike. The app UI's
// `pdfSession` follows it in core (machines/app/app.pageData.ts).
import { connectPdfChat, pdfChatActors, pdfChatMachine } from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { useMemo } from "react";
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
 * The PDF chat as both its screens show it, read through core's connectPdfChat: the PDF open,
 * what it is busy with while none is, the answers, and what a person can do.
 */
export function usePdfChat() {
  const pdfChat = usePdfChatActor();
  const snapshot = useSelector(pdfChat, (current) => current);
  return useMemo(() => connectPdfChat(snapshot, pdfChat.send), [snapshot, pdfChat]);
}
