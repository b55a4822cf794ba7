// The root actor with the real app-wide machines (their server calls faked): what one machine
// announces reaches the one it concerns, through the actor system and nothing else; the chat and
// its list start when their code arrives, and what was meant for the chat before then reaches it.
import { describe, expect, it, vi } from "vitest";
import { type AnyActorRef, createActor, fromCallback, fromPromise } from "xstate";
import type { User } from "../../domain/account/user";
import type { AppendMessage, Conversation, ConversationSummary } from "../../domain/schemas/chat";
import { systemTimeZone } from "../../services/clock";
import { watchLocation } from "../../services/location";
import { memoryStorage } from "../../services/storage";
import type { AiStreamProgress } from "../../stream/aiAnswerStream";
import { memoryLocation } from "../../testing/memoryLocation";
import { sampleHolding } from "../../testing/sampleHolding";
import { sampleUser } from "../../testing/sampleUser";
import { appUiActions } from "../appUi/appUi.actions";
import { appUiMachine } from "../appUi/appUi.machine";
import { authMachine } from "../auth/auth.machine";
import { streamAnswerActor } from "../chat/chat.actors";
import { chatMachine, type SavedUserMessage } from "../chat/chat.machine";
import { chatEntriesToShow } from "../chat/chat.selectors";
import { conversationsMachine } from "../conversations/conversations.machine";
import { type PdfReopened, pdfChatMachine } from "../pdfChat/pdfChat.machine";
import { type PortfolioReply, portfolioActors, portfolioMachine } from "../portfolio/portfolio.machine";
import { themeMachine } from "../theme/theme.machine";
import { appMachine } from "./app.machine";
import { hasUnsavedWork } from "./unsavedWork";

const researcher: User = { ...sampleUser, theme: "dark", research_access: true };
const letterPdf = {
  sessionId: "0b6f0a3e-4c1e-4d0a-9a57-0d5b8a1c2e3f",
  filename: "letter.pdf",
  pageCount: 3,
  byteSize: 2048,
};

interface StartOptions {
  readonly timezone?: string;
  /** The chat's code arrives only when the test lets it (`chatArrives`). */
  readonly holdChat?: boolean;
  /** The first load of the chat's code fails, as with the network gone. */
  readonly firstChatLoadFails?: boolean;
  /** The page's address at the start ("/" by default). */
  readonly at?: string;
  /** The app-wide UI's start (a message kept from before sign-in). */
  readonly loginPendingMessage?: string;
}

function startApp(
  session: User | null,
  { timezone, holdChat = false, firstChatLoadFails = false, at = "/", loginPendingMessage }: StartOptions = {},
) {
  const location = memoryLocation(at);
  const listed: string[] = [];
  const opened: string[] = [];
  const closed: string[] = [];
  /** What the chat asked the AI, and the progress it streams back (a first delta at once). */
  const asked: string[] = [];
  const pending = () => new Promise<never>(() => {});
  let chatLoads = 0;
  let arrive: () => void = () => {};
  const arrived = holdChat ? new Promise<void>((resolve) => (arrive = resolve)) : Promise.resolve();
  const chatLogic = {
    chat: chatMachine.provide({
      actors: {
        loadConversation: fromPromise<Conversation, { id: string }>(({ input }) => {
          opened.push(input.id);
          return pending();
        }),
        saveUserMessage: fromPromise<SavedUserMessage, { conversationId: string | null; message: AppendMessage }>(
          async ({ input }) => ({
            conversationId: "c-1",
            message: {
              id: "q-1",
              role: "user",
              content: input.message.content,
              type: "chat",
              assistantResponse: null,
              provider: null,
              model: null,
              createdAt: "2026-11-25T10:00:00.000Z",
            },
          }),
        ),
        streamAnswer: streamAnswerActor((input, onProgress: (progress: AiStreamProgress) => void) => {
          asked.push(input.request.message);
          onProgress({ _tag: "delta", content: "Costco's moat is its membership model. [1]" });
          return pending();
        }),
      },
    }),
    conversations: conversationsMachine.provide({
      actors: {
        listConversations: fromPromise<ReadonlyArray<ConversationSummary>, { query: string }>(async () => {
          listed.push("listed");
          return [];
        }),
      },
    }),
  };
  const logic = appMachine.provide({
    actors: {
      loadChat: fromPromise(async () => {
        chatLoads += 1;
        const load = chatLoads;
        await arrived;
        if (firstChatLoadFails && load === 1) throw new TypeError("Failed to fetch dynamically imported module");
        return chatLogic;
      }),
      auth: authMachine.provide({
        actors: {
          restoreSession: fromPromise(async () => session),
          signIn: fromPromise(async () => researcher),
          signUp: fromPromise(async () => researcher),
          signOut: fromPromise(async () => {}),
          signInWithGoogle: fromPromise(async () => researcher),
          sessionEvents: fromCallback(() => {}),
        },
      }),
      theme: themeMachine.provide({ actors: { saveTheme: fromPromise(async () => {}) } }),
      appUi: appUiMachine.provide({ actions: appUiActions(memoryStorage()) }),
      location: watchLocation(location),
    },
  });
  const app = createActor(logic, {
    input: {
      prefersDark: false,
      appUi: { sidebarOpen: true, loginPendingMessage: loginPendingMessage ?? null },
      clientIdPrefix: "t",
      ...(timezone ? { timezone } : {}),
    },
  });
  app.start();
  const actor = (id: string) => app.system.get(id) as AnyActorRef;
  const pdfChat = pdfChatMachine.provide({
    actors: {
      openSession: fromPromise<PdfReopened, { sessionId: string }>(async () => ({ session: letterPdf, exchanges: [] })),
      closeSession: fromPromise<void, { sessionId: string }>(async ({ input }) => {
        closed.push(input.sessionId);
      }),
    },
  });
  /** The PDF chat's screen opens: its machine starts under the root (once, however often asked). */
  const startPdfChat = () => app.send({ type: "feature.start", id: "pdfChat", logic: pdfChat });
  /** Signed in (or out) as `session` says, with the chat running. */
  const settled = async () => {
    await vi.waitFor(() => expect(actor("auth").getSnapshot().hasTag("bootstrapping")).toBe(false));
    app.send({ type: "chat.load" });
    await vi.waitFor(() => expect(actor("chat")).toBeDefined());
  };
  return {
    app,
    actor,
    location,
    listed,
    opened,
    closed,
    asked,
    startPdfChat,
    settled,
    chatLoads: () => chatLoads,
    chatArrives: () => arrive(),
  };
}

describe("the app's root actor", () => {
  it("sends the user's time zone in every AI request's options (spec §3, user_timezone)", async () => {
    const { actor, settled } = startApp(researcher, { timezone: "America/New_York" });
    await settled();
    actor("chat").send({ type: "message.send", text: "What is Costco's moat?", at: 0 });
    await vi.waitFor(() => expect(actor("chat").getSnapshot().context.outgoing).not.toBeNull());
    expect(actor("chat").getSnapshot().context.outgoing.options.user_timezone).toBe("America/New_York");
  });

  it("reads the system's time zone through the clock port", () => {
    expect(systemTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("gives the signed-in user's theme, research access and session to the machines that follow them", async () => {
    const { actor, listed, settled } = startApp(researcher);
    await settled();
    expect(actor("theme").getSnapshot().context.theme).toBe("dark");
    expect(
      actor("palette")
        .getSnapshot()
        .context.commands.map((command: { id: string }) => command.id),
    ).toContain("research");
    expect(actor("chat").getSnapshot().context.signedIn).toBe(true);
    await vi.waitFor(() => expect(listed).toEqual(["listed"]));
  });

  it("starts the PDF chat once, signed in, and stops it on sign-out, leaving its PDF on the server", async () => {
    const { actor, closed, startPdfChat } = startApp(researcher);
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
    startPdfChat();
    const started = actor("pdfChat");
    startPdfChat();
    expect(actor("pdfChat")).toBe(started);
    expect(actor("pdfChat").getSnapshot().context.signedIn).toBe(true);
    actor("pdfChat").send({ type: "pdf.open", sessionId: letterPdf.sessionId });
    await vi.waitFor(() => expect(actor("pdfChat").getSnapshot().hasTag("open")).toBe(true));
    actor("auth").send({ type: "auth.signOut" });
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedOut")).toBe(true));
    // Stopped: the next screen starts it afresh, for whoever signs in next.
    expect(actor("pdfChat")).toBeUndefined();
    startPdfChat();
    expect(actor("pdfChat").getSnapshot().value).toBe("empty");
    expect(actor("pdfChat").getSnapshot().context).toMatchObject({ session: null, entries: [], signedIn: false });
    expect(closed).toEqual([]);
  });

  it("turns the auth machine's welcome into a toast", async () => {
    const { actor } = startApp(null);
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedOut")).toBe(true));
    actor("auth").send({ type: "auth.signIn", email: "ada@example.com", password: "long enough" });
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
    const messages = actor("toasts")
      .getSnapshot()
      .context.toasts.map((toast: { message: string }) => toast.message);
    expect(messages).toEqual(["Welcome back."]);
  });

  it("keeps a message sent while signed out and sends the visitor to sign in, to come back to this page", async () => {
    const { actor, location, settled } = startApp(null, { at: "/chat/COST#latest" });
    await settled();
    actor("chat").send({ type: "message.send", text: "What is Costco's moat?", at: 1 });
    expect(actor("appUi").getSnapshot().context.loginPendingMessage).toBe("What is Costco's moat?");
    expect(location.history).toEqual(["/chat/COST#latest", `/login?next=${encodeURIComponent("/chat/COST#latest")}`]);
  });

  it("runs palette commands: a page is opened, the sidebar and theme toggle in their machines", async () => {
    const { actor, location } = startApp(researcher);
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
    const run = (query: string) => {
      actor("palette").send({ type: "palette.open" });
      actor("palette").send({ type: "palette.query", text: query });
      actor("palette").send({ type: "palette.run" });
    };
    run("Settings");
    expect(location.history).toEqual(["/", "/settings"]);
    run("Toggle Sidebar");
    expect(actor("appUi").getSnapshot().context.sidebarOpen).toBe(false);
    run("Toggle Theme");
    expect(actor("theme").getSnapshot().context.theme).toBe("light");
  });

  it("sends a passage asked about in the inline chat at once, with what the page shows", async () => {
    const { actor, settled } = startApp(researcher);
    await settled();
    actor("inlineChat").send({ type: "history.toggle" });
    actor("appUi").send({
      type: "inlineChat.open",
      context: "Gross margin rose to 46.2%.",
      pageContext: "AAPL overview",
      autoSend: true,
    });
    const chat = actor("chat").getSnapshot().context;
    expect(chat.pageContext).toBe("AAPL overview");
    expect(chat.entries.map((entry: { content: string }) => entry.content)).toContain("Explain this passage.");
    expect(actor("appUi").getSnapshot().context).toMatchObject({ inlineChatAutoSend: false, inlineChatContext: null });
    expect(actor("inlineChat").getSnapshot().value).toBe("conversation");
  });

  it("asks a question about the page's company in the inline chat once, keeping the company and the page", async () => {
    const { actor, settled } = startApp(researcher);
    await settled();
    const about = { symbol: "AAPL", companyName: "Apple Inc." };
    actor("appUi").send({
      type: "inlineChat.open",
      question: "  How durable is the services margin?  ",
      about,
      pageContext: "AAPL overview",
    });
    const chat = actor("chat").getSnapshot().context;
    expect(chat.about).toEqual(about);
    expect(chat.pageContext).toBe("AAPL overview");
    const asked = chat.entries.filter(
      (entry: { role: string; content: string }) => entry.content === "How durable is the services margin?",
    );
    expect(asked).toHaveLength(1);
    expect(actor("appUi").getSnapshot().context).toMatchObject({
      inlineChatOpen: true,
      inlineChatQuestion: null,
      inlineChatAbout: about,
      inlineChatPageContext: "AAPL overview",
    });
    // Opening the pane about the company alone sends nothing more.
    actor("appUi").send({ type: "inlineChat.open", about, pageContext: "AAPL overview" });
    expect(actor("chat").getSnapshot().context.entries).toHaveLength(chat.entries.length);
  });

  it("opens the conversation chosen in the inline chat's history", async () => {
    const { actor, opened, settled } = startApp(researcher);
    await settled();
    actor("inlineChat").send({ type: "history.toggle" });
    actor("inlineChat").send({ type: "history.choose", id: "c-42", activeId: null });
    expect(opened).toEqual(["c-42"]);
  });

  it("loads no chat for a signed-out visitor until a chat screen asks, then loads it once, signed out", async () => {
    const { app, actor, chatLoads } = startApp(null);
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedOut")).toBe(true));
    expect(actor("chat")).toBeUndefined();
    expect(actor("conversations")).toBeUndefined();
    expect(chatLoads()).toBe(0);
    app.send({ type: "chat.load" });
    app.send({ type: "chat.load" });
    await vi.waitFor(() => expect(app.getSnapshot().hasTag("chatRunning")).toBe(true));
    app.send({ type: "chat.load" });
    expect(chatLoads()).toBe(1);
    expect(actor("chat").getSnapshot().context.signedIn).toBe(false);
    expect(actor("conversations").getSnapshot().context.items).toEqual([]);
  });

  it("keeps what waits for the chat when its code fails to arrive, and gives it over on the next load", async () => {
    const { app, actor, asked, chatLoads, chatArrives } = startApp(researcher, {
      holdChat: true,
      firstChatLoadFails: true,
    });
    await vi.waitFor(() => expect(chatLoads()).toBe(1));
    actor("appUi").send({ type: "inlineChat.open", question: "What is Costco's moat?" });
    chatArrives();
    await vi.waitFor(() => expect(app.getSnapshot().matches("chatWaiting")).toBe(true));
    expect(actor("chat")).toBeUndefined();
    expect(app.getSnapshot().context.chatQueue.map((event) => event.type)).toEqual(["context.set", "message.send"]);
    app.send({ type: "chat.load" });
    await vi.waitFor(() => expect(asked).toEqual(["What is Costco's moat?"]));
    expect(chatLoads()).toBe(2);
  });

  it("loads the chat as someone signs in, and its list once it has arrived", async () => {
    const { actor, listed, chatLoads, chatArrives } = startApp(null, { holdChat: true });
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedOut")).toBe(true));
    actor("auth").send({ type: "auth.signIn", email: "ada@example.com", password: "long enough" });
    await vi.waitFor(() => expect(chatLoads()).toBe(1));
    expect(actor("chat")).toBeUndefined();
    chatArrives();
    await vi.waitFor(() => expect(listed).toEqual(["listed"]));
    expect(actor("chat").getSnapshot().context.signedIn).toBe(true);
  });

  it("streams a question asked right after sign-in, before the chat's code has arrived, once it arrives", async () => {
    const { app, actor, asked, chatArrives } = startApp(null, { holdChat: true });
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedOut")).toBe(true));
    actor("auth").send({ type: "auth.signIn", email: "ada@example.com", password: "long enough" });
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
    const about = { symbol: "COST", companyName: "Costco Wholesale Corporation" };
    actor("appUi").send({ type: "inlineChat.open", question: "What is Costco's moat?", about, pageContext: "COST" });
    expect(actor("chat")).toBeUndefined();
    expect(app.getSnapshot().context.chatQueue.map((event) => event.type)).toEqual(["context.set", "message.send"]);

    chatArrives();
    await vi.waitFor(() => expect(asked).toEqual(["What is Costco's moat?"]));
    await vi.waitFor(() =>
      expect(chatEntriesToShow(actor("chat").getSnapshot().context).at(-1)).toMatchObject({ isStreaming: true }),
    );
    expect(actor("chat").getSnapshot().context).toMatchObject({ about, pageContext: "COST", signedIn: true });
    expect(app.getSnapshot().context.chatQueue).toEqual([]);
  });

  it("holds unsaved work while a portfolio change is on its way, and none once the server kept it", async () => {
    const { app, actor } = startApp(researcher);
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
    expect(hasUnsavedWork(app.system)).toBe(false);
    const held = sampleHolding({ shares: 10 });
    let keep: (reply: PortfolioReply) => void = () => {};
    const portfolio = portfolioMachine.provide({
      actors: portfolioActors({
        load: async () => [held],
        send: () => new Promise((resolve) => (keep = resolve)),
      }),
    });
    app.send({ type: "feature.start", id: "portfolio", logic: portfolio, input: { holdings: [held] } });
    await vi.waitFor(() => expect(actor("portfolio").getSnapshot().matches({ server: "loaded" })).toBe(true));
    expect(hasUnsavedWork(app.system)).toBe(false);

    actor("portfolio").send({ type: "holding.update", id: held.id, change: { shares: 12 } });
    expect(hasUnsavedWork(app.system)).toBe(true);
    keep({ kind: "holding", holding: { ...held, shares: 12 } });
    await vi.waitFor(() => expect(hasUnsavedWork(app.system)).toBe(false));

    actor("portfolio").send({ type: "holding.remove", id: held.id });
    expect(hasUnsavedWork(app.system)).toBe(true);
    // Signing out stops the features: what this person had queued is no longer theirs to keep.
    app.send({ type: "features.stop" });
    expect(hasUnsavedWork(app.system)).toBe(false);
  });
});

describe("the page's address, read by core through the location port", () => {
  const asking = (question: string) => ({ initialMessage: question });

  it("opens the conversation the chat page's address names once the session is known, and each one a link names", async () => {
    const { actor, location, opened } = startApp(researcher, { at: "/chat?conversation=c-7" });
    await vi.waitFor(() => expect(opened).toEqual(["c-7"]));
    expect(actor("chat").getSnapshot().context.conversationId).toBe("c-7");
    location.navigate("/chat?conversation=c-8");
    await vi.waitFor(() => expect(opened).toEqual(["c-7", "c-8"]));
    // The address already names the open conversation: it does not move.
    expect(location.history).toEqual(["/chat?conversation=c-7", "/chat?conversation=c-8"]);
  });

  it("tells the chat the company its page is about, and none on the plain chat page", async () => {
    const { actor, location, settled } = startApp(researcher, { at: "/chat/brk.b" });
    await settled();
    await vi.waitFor(() => expect(actor("chat").getSnapshot().context.about).toEqual({ symbol: "BRK.B" }));
    location.navigate("/chat");
    expect(actor("chat").getSnapshot().context.about).toEqual({});
  });

  it("writes a new conversation's id into the chat page's address, and clears it for a new chat", async () => {
    const { actor, location, settled } = startApp(researcher, { at: "/chat/COST" });
    await settled();
    actor("chat").send({ type: "message.send", text: "What is Costco's moat?", at: 1 });
    await vi.waitFor(() => expect(location.history).toEqual(["/chat/COST?conversation=c-1"]));
    actor("chat").send({ type: "conversation.new" });
    expect(location.history).toEqual(["/chat/COST"]);
  });

  it("leaves the address alone when the inline chat opens a conversation on another page", async () => {
    const { actor, location, opened, settled } = startApp(researcher, { at: "/stock/AAPL" });
    await settled();
    actor("inlineChat").send({ type: "history.toggle" });
    actor("inlineChat").send({ type: "history.choose", id: "c-42", activeId: null });
    expect(opened).toEqual(["c-42"]);
    expect(location.history).toEqual(["/stock/AAPL"]);
  });

  it("sends the question the search box brought to the chat page once, and takes it out of the history entry", async () => {
    const { actor, location, asked } = startApp(researcher);
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
    location.navigate("/chat", { state: asking("What is Costco's moat?") });
    await vi.waitFor(() => expect(asked).toEqual(["What is Costco's moat?"]));
    // The entry no longer carries the question; then the saved conversation names itself in it.
    await vi.waitFor(() => expect(location.history).toEqual(["/", "/chat?conversation=c-1"]));
    expect(location.current().state).toBeNull();
    location.navigate("/stock/COST");
    location.back();
    expect(asked).toEqual(["What is Costco's moat?"]);
  });

  it("sends a message kept from before sign-in when the signed-in visitor is on the chat page, and forgets it", async () => {
    const { actor, location, asked, chatLoads } = startApp(null, {
      at: "/login?next=%2Fchat",
      loginPendingMessage: "Is Costco's moat durable?",
    });
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedOut")).toBe(true));
    expect(chatLoads()).toBe(0);
    actor("auth").send({ type: "auth.signIn", email: "ada@example.com", password: "long enough" });
    await vi.waitFor(() => expect(actor("auth").getSnapshot().matches("signedIn")).toBe(true));
    // Signed in on the login page: the message waits for the chat page.
    expect(asked).toEqual([]);
    location.navigate("/chat", { replace: true });
    await vi.waitFor(() => expect(asked).toEqual(["Is Costco's moat durable?"]));
    expect(actor("appUi").getSnapshot().context.loginPendingMessage).toBeNull();
  });

  it("sends nothing from the chat page to a visitor who is signed out", async () => {
    const { actor, asked, settled } = startApp(null, { at: "/chat", loginPendingMessage: "Is Costco's moat durable?" });
    await settled();
    expect(asked).toEqual([]);
    expect(actor("appUi").getSnapshot().context.loginPendingMessage).toBe("Is Costco's moat durable?");
  });

  it("closes the header's search bar on a new page, not on a new query of the same page", async () => {
    const { actor, location } = startApp(researcher, { at: "/search?q=apple" });
    actor("appUi").send({ type: "headerSearch.open" });
    location.navigate("/search?q=costco");
    expect(actor("appUi").getSnapshot().context.headerSearchVisible).toBe(true);
    location.navigate("/stock/COST");
    expect(actor("appUi").getSnapshot().context.headerSearchVisible).toBe(false);
  });

  it("tells the research workflow each research page visited once it runs", async () => {
    const { app, location } = startApp(researcher);
    const heard: unknown[] = [];
    const research = fromCallback(({ receive }) => receive((event) => heard.push(event)));
    location.navigate("/research/d-0");
    app.send({ type: "feature.start", id: "researchSession", logic: research });
    location.navigate("/research/draft/d-1/pillars");
    location.navigate("/research/r-9");
    location.navigate("/stock/COST");
    expect(heard).toEqual([
      { type: "research.visit", visit: { draftId: "d-1", step: "pillars" } },
      { type: "research.visit", visit: { documentId: "r-9" } },
    ]);
  });
});
