// The app's one PDF chat, on /pdf-chat and in the inline chat's PDF mode alike, and the bridge that
// keeps the app UI's `pdfSession` in step with it: an opened session is kept there, one removed
// elsewhere is forgotten, and a session the user clears from the pane is deleted on the server.
import { type PdfSessionCleanUp, pdfChatActors, pdfChatMachine } from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { AppUiActor, useFeatureActor } from "../../app/actors";
import { useDataContext } from "../../app/data";

/** The PDF chat machine wired to the API (unwired where no server is, in tests of other screens). */
export function usePdfChatActor() {
  const { api, client } = useDataContext();
  return useFeatureActor("pdfChat", () =>
    client ? pdfChatMachine.provide({ actors: pdfChatActors(api, client) }) : pdfChatMachine,
  );
}

export function usePdfSessionBridge(pdfChat: ReturnType<typeof usePdfChatActor>) {
  const ui = AppUiActor.useActorRef();
  const { api } = useDataContext();
  const open = useSelector(pdfChat, (snapshot) => (snapshot.hasTag("open") ? snapshot.context.session : null));
  const kept = AppUiActor.useSelector((snapshot) => snapshot.context.pdfSession);

  useEffect(() => {
    if (open && open.sessionId !== kept?.sessionId) {
      ui.send({ type: "pdfSession.opened", sessionId: open.sessionId, filename: open.filename });
    } else if (!open && kept && !pdfChat.getSnapshot().hasTag("open")) {
      ui.send({ type: "pdfSession.gone", sessionId: kept.sessionId });
    }
  }, [open, kept, ui, pdfChat]);

  useEffect(() => {
    const subscription = ui.on("pdfSession.cleanUp", (event: PdfSessionCleanUp) => {
      if (pdfChat.getSnapshot().context.session?.sessionId === event.sessionId) pdfChat.send({ type: "pdf.clear" });
      else api.pdf.closeSession(event.sessionId).catch(() => {});
    });
    return () => subscription.unsubscribe();
  }, [ui, pdfChat, api]);
}
