// The app's one PDF chat, on /pdf-chat and in the inline chat's PDF mode alike. The app UI's
// `pdfSession` follows it through app/pdfSessionBridge.ts.
import { pdfChatActors, pdfChatMachine } from "@moatwise/core";
import { useFeatureActor } from "../../app/actors";
import { useDataContext } from "../../app/data";

/** The PDF chat machine wired to the API (unwired where no server is, in tests of other screens). */
export function usePdfChatActor() {
  const { api, client } = useDataContext();
  return useFeatureActor("pdfChat", () =>
    client ? pdfChatMachine.provide({ actors: pdfChatActors(api, client) }) : pdfChatMachine,
  );
}
