// The page's data read by core along the address (app.pageData.ts), through the real root actor
// with its real app-wide machines: the company a stock page is about reaches the app UI once its
// profile is in the cache, the account's answer settings reach the chat on the chat page, and the
// PDF chat and the app UI's pdfSession are kept in step.
import { QueryClient } from "@tanstack/query-core";
import { describe, expect, it, vi } from "vitest";
import { type AnyActorRef, createActor, fromCallback, fromPromise } from "xstate";
import type { User } from "../../domain/account/user";
import type { AnswerPreferences } from "../../domain/chat/aiRequest";
import type { CompanyProfile } from "../../domain/schemas/company";
import { companyPageContext } from "../../domain/stock/companyPageContext";
import { companyQueries } from "../../queries/areaQueries";
import { watchLocation } from "../../services/location";
import { memoryStorage } from "../../services/storage";
import { fakeApi } from "../../testing/fakeApi";
import { memoryLocation } from "../../testing/memoryLocation";
import { sampleUser } from "../../testing/sampleUser";
import { appUiActions } from "../appUi/appUi.actions";
import { appUiMachine } from "../appUi/appUi.machine";
import { authMachine } from "../auth/auth.machine";
import { chatMachine } from "../chat/chat.machine";
import { conversationsMachine } from "../conversations/conversations.machine";
import { type PdfReopened, pdfChatMachine } from "../pdfChat/pdfChat.machine";
import { themeMachine } from "../theme/theme.machine";
import { appMachine } from "./app.machine";
import { followPageData } from "./app.pageData";

const apple = {
  symbol: "AAPL",
  companyName: "Apple Inc.",
  exchangeFullName: "NASDAQ Global Select",
  sector: "Technology",
  industry: "Consumer Electronics",
  ceo: "Tim Cook",
  price: 190,
  currency: "USD",
  description: "Apple designs phones.",
} as unknown as CompanyProfile;
const letter = {
  sessionId: "0b6f0a3e-4c1e-4d0a-9a57-0d5b8a1c2e3f",
  filename: "letter.pdf",
  pageCount: 3,
  byteSize: 2048,
};
const deep: AnswerPreferences = { searchDepth: "deep", complexity: "default", verbosity: "detailed" };

function startApp(at: string) {
  const location = memoryLocation(at);
  const queryClient = new QueryClient();
  const closedOnServer: string[] = [];
  const preferenceReads: number[] = [];
  const api = fakeApi({
    users: {
      preferences: async () => {
        preferenceReads.push(1);
        return deep;
      },
    },
    pdf: {
      closeSession: async (sessionId: string) => {
        closedOnServer.push(sessionId);
        return { ok: true };
      },
      sessions: async () => [],
    },
  });
  const app = createActor(
    appMachine.provide({
      actors: {
        auth: authMachine.provide({
          actors: {
            restoreSession: fromPromise<User | null, void>(async () => sampleUser),
            signOut: fromPromise(async () => {}),
            sessionEvents: fromCallback(() => {}),
          },
        }),
        theme: themeMachine.provide({ actors: { saveTheme: fromPromise(async () => {}) } }),
        appUi: appUiMachine.provide({ actions: appUiActions(memoryStorage()) }),
        loadChat: fromPromise(async () => ({ chat: chatMachine, conversations: conversationsMachine })),
        location: watchLocation(location),
        pageData: followPageData({ api, queryClient }),
      },
    }),
    { input: { prefersDark: false, appUi: { sidebarOpen: true, loginPendingMessage: null }, clientIdPrefix: "t" } },
  ).start();
  const actor = (id: string) => app.system.get(id) as AnyActorRef;
  const signedIn = () => vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
  return { app, actor, location, queryClient, closedOnServer, preferenceReads, signedIn };
}

describe("the page's data, read by core along the address", () => {
  it("tells the app UI the stock page's company once its profile has loaded, and forgets it when the page is left", async () => {
    const { actor, location, queryClient, signedIn } = startApp("/stock/aapl");
    await signedIn();
    expect(actor("appUi").getSnapshot().context.page).toBeNull();
    queryClient.setQueryData(companyQueries(fakeApi({})).profile("AAPL").queryKey, apple);
    expect(actor("appUi").getSnapshot().context.page).toEqual({
      about: { symbol: "AAPL", companyName: "Apple Inc." },
      pageContext: companyPageContext(apple),
    });
    // Every way of opening the pane asks about it.
    actor("appUi").send({ type: "inlineChat.toggle" });
    expect(actor("appUi").getSnapshot().context.inlineChatAbout).toEqual({ symbol: "AAPL", companyName: "Apple Inc." });
    location.navigate("/news");
    expect(actor("appUi").getSnapshot().context.page).toBeNull();
    // A portfolio's own pages are about no company, even with a profile of that name cached.
    queryClient.setQueryData(companyQueries(fakeApi({})).profile("NEWS").queryKey, { ...apple, symbol: "NEWS" });
    location.navigate("/portfolio/news");
    expect(actor("appUi").getSnapshot().context.page).toBeNull();
  });

  it("gives the chat the account's answer settings on the chat page only, and again as they change", async () => {
    const { actor, location, queryClient, preferenceReads, signedIn } = startApp("/");
    await signedIn();
    await vi.waitFor(() => expect(actor("chat")).toBeDefined());
    expect(preferenceReads).toEqual([]);
    location.navigate("/chat");
    await vi.waitFor(() => expect(actor("chat").getSnapshot().context.preferences).toEqual(deep));
    const brief: AnswerPreferences = { ...deep, verbosity: "concise" };
    queryClient.setQueryData(["users", "preferences"], brief);
    expect(actor("chat").getSnapshot().context.preferences).toEqual(brief);
    location.navigate("/news");
    queryClient.setQueryData(["users", "preferences"], deep);
    expect(actor("chat").getSnapshot().context.preferences).toEqual(brief);
  });

  it("keeps the app UI's pdfSession in step with the PDF chat, and closes a cleared one where it is open", async () => {
    const { app, actor, closedOnServer, signedIn } = startApp("/pdf-chat");
    await signedIn();
    // A session kept from before, with no PDF chat running: cleared, it is closed on the server.
    actor("appUi").send({ type: "pdfSession.opened", sessionId: "earlier", filename: "earlier.pdf" });
    actor("appUi").send({ type: "pdfSession.clear" });
    await vi.waitFor(() => expect(closedOnServer).toEqual(["earlier"]));

    const pdfChat = pdfChatMachine.provide({
      actors: {
        openSession: fromPromise<PdfReopened, { sessionId: string }>(async () => ({ session: letter, exchanges: [] })),
        closeSession: fromPromise<void, { sessionId: string }>(async () => {}),
      },
    });
    app.send({ type: "feature.start", id: "pdfChat", logic: pdfChat });
    actor("pdfChat").send({ type: "pdf.open", sessionId: letter.sessionId });
    await vi.waitFor(() =>
      expect(actor("appUi").getSnapshot().context.pdfSession).toEqual({
        sessionId: letter.sessionId,
        filename: "letter.pdf",
      }),
    );
    // Cleared from the inline chat's pane: the PDF chat closes its own session, not the server directly.
    actor("appUi").send({ type: "pdfSession.clear" });
    await vi.waitFor(() => expect(actor("pdfChat").getSnapshot().hasTag("open")).toBe(false));
    expect(actor("appUi").getSnapshot().context.pdfSession).toBeNull();
    expect(closedOnServer).toEqual(["earlier"]);

    // Once the PDF chat runs, a session it does not have open is not kept.
    actor("appUi").send({ type: "pdfSession.opened", sessionId: "other", filename: "other.pdf" });
    expect(actor("appUi").getSnapshot().context.pdfSession).toBeNull();
  });

  it("opens the session the PDF chat's address names as its page opens, and writes the open session into it", async () => {
    const { app, actor, location, signedIn } = startApp("/pdf-chat?session=s-1");
    await signedIn();
    const asked: string[] = [];
    const pdfChat = pdfChatMachine.provide({
      actors: {
        openSession: fromPromise<PdfReopened, { sessionId: string }>(async ({ input }) => {
          asked.push(input.sessionId);
          return { session: { ...letter, sessionId: input.sessionId }, exchanges: [] };
        }),
        closeSession: fromPromise<void, { sessionId: string }>(async () => {}),
      },
    });
    app.send({ type: "feature.start", id: "pdfChat", logic: pdfChat });
    await vi.waitFor(() => expect(actor("pdfChat").getSnapshot().hasTag("open")).toBe(true));
    expect(asked).toEqual(["s-1"]);
    expect(location.history).toEqual(["/pdf-chat?session=s-1"]);
    // Another page and back to the plain PDF chat page: the open session is named again.
    location.navigate("/news");
    location.navigate("/pdf-chat");
    expect(location.history).toEqual(["/pdf-chat?session=s-1", "/news", "/pdf-chat?session=s-1"]);
    // While one is open the PDF chat keeps it (its rule), and the address names it.
    location.navigate("/news");
    location.navigate("/pdf-chat?session=s-2");
    expect(location.history.at(-1)).toBe("/pdf-chat?session=s-1");
    // Cleared, the next page naming a session opens it.
    actor("pdfChat").send({ type: "pdf.clear" });
    await vi.waitFor(() => expect(actor("pdfChat").getSnapshot().value).toBe("empty"));
    location.navigate("/news");
    location.navigate("/pdf-chat?session=s-2");
    await vi.waitFor(() => expect(actor("pdfChat").getSnapshot().context.session?.sessionId).toBe("s-2"));
    expect(asked).toEqual(["s-1", "s-2"]);
    expect(location.history.at(-1)).toBe("/pdf-chat?session=s-2");
  });
});
