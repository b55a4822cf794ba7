// Keeps the app UI's `pdfSession` in step with the app's one PDF chat (DESIGN: machines are kept in
// step outside features/): a session opened there is kept, one removed elsewhere is forgotten, and one
// the user clears from the inline chat's pane is closed (the PDF chat's own, or removed on the server
// through core's mutation).
import type { PdfSessionCleanUp } from "@moatwise/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { usePdfChatActor } from "../features/pdf/usePdfChat";
import { AppUiActor } from "./actors";
import { useMutation, useMutations } from "./mutations";

type PdfChatActor = ReturnType<typeof usePdfChatActor>;

export function usePdfSessionBridge(pdfChat: PdfChatActor) {
  const ui = AppUiActor.useActorRef();
  const removing = useMutation(useMutations().workspace.removePdf());
  const remove = removing.run;
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
      else remove({ sessionId: event.sessionId });
    });
    return () => subscription.unsubscribe();
  }, [ui, pdfChat, remove]);
}
