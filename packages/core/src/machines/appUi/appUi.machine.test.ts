import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { memoryStorage } from "../../services/storage";
import { appUiActions, appUiInput, LOGIN_PENDING_MESSAGE_KEY } from "./appUi.actions";
import { appUiMachine } from "./appUi.machine";

const startPage = (storage = memoryStorage(), mobile = false) => {
  const actor = createActor(appUiMachine.provide({ actions: appUiActions(storage) }), {
    input: appUiInput(storage, mobile),
  });
  actor.start();
  return actor;
};

describe("loginPendingMessage survives the sign-in round trip", () => {
  it("is kept in the tab's storage and read back by the next page", () => {
    const storage = memoryStorage();
    const before = startPage(storage);
    before.send({ type: "pendingMessage.keep", message: "  What moats does Costco have?  " });
    before.stop();

    const after = startPage(storage);
    expect(after.getSnapshot().context.loginPendingMessage).toBe("What moats does Costco have?");
  });

  it("is gone from storage once the chat has sent it", () => {
    const storage = memoryStorage();
    const page = startPage(storage);
    page.send({ type: "pendingMessage.keep", message: "Compare KO and PEP" });
    page.send({ type: "pendingMessage.clear" });
    expect(storage.get(LOGIN_PENDING_MESSAGE_KEY)).toBeNull();
    expect(startPage(storage).getSnapshot().context.loginPendingMessage).toBeNull();
  });

  it("ignores a blank message, keeping the one already pending", () => {
    const storage = memoryStorage({ [LOGIN_PENDING_MESSAGE_KEY]: "Is AAPL cheap?" });
    const page = startPage(storage);
    page.send({ type: "pendingMessage.keep", message: "   " });
    expect(page.getSnapshot().context.loginPendingMessage).toBe("Is AAPL cheap?");
    expect(storage.get(LOGIN_PENDING_MESSAGE_KEY)).toBe("Is AAPL cheap?");
  });

  it("fails loudly when started without its storage actions", () => {
    const actor = createActor(appUiMachine, { input: { sidebarOpen: true, loginPendingMessage: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: "pendingMessage.keep", message: "hello" });
    expect(String(errors[0])).toMatch(/persistPendingMessage/);
  });
});

describe("the sidebar and the inline chat", () => {
  it("starts with the sidebar open on desktop and closed on mobile", () => {
    expect(startPage(memoryStorage(), false).getSnapshot().context.sidebarOpen).toBe(true);
    expect(startPage(memoryStorage(), true).getSnapshot().context.sidebarOpen).toBe(false);
  });

  it("closes the sidebar when the inline chat opens, with what the page passed", () => {
    const page = startPage();
    page.send({ type: "inlineChat.open", context: "gross margin fell", pageContext: "AAPL 10-K", autoSend: true });
    expect(page.getSnapshot().context).toMatchObject({
      sidebarOpen: false,
      inlineChatOpen: true,
      inlineChatContext: "gross margin fell",
      inlineChatPageContext: "AAPL 10-K",
      inlineChatAutoSend: true,
    });
    page.send({ type: "inlineChat.toggle" });
    expect(page.getSnapshot().context).toMatchObject({ inlineChatOpen: false, inlineChatContext: null });
  });

  it("keeps a dragged width within the rule", () => {
    const page = startPage();
    page.send({ type: "inlineChat.resize", width: 2000, viewportWidth: 1440 });
    expect(page.getSnapshot().context.inlineChatWidth).toBe(640);
  });
});

describe("the inline chat opens with the page's company, however it is opened (issue 38, item 18)", () => {
  const costco = { symbol: "COST", companyName: "Costco Wholesale Corporation" };
  const onCostcoPage = () => {
    const page = startPage();
    page.send({ type: "page.about", pageContext: "Page: Costco Wholesale Corporation (COST)", about: costco });
    return page;
  };

  it("gives Ctrl+L, the header's Chat button and the palette (inlineChat.toggle) the page's company", () => {
    const page = onCostcoPage();
    page.send({ type: "inlineChat.toggle" });
    expect(page.getSnapshot().context).toMatchObject({
      inlineChatOpen: true,
      inlineChatAbout: costco,
      inlineChatPageContext: "Page: Costco Wholesale Corporation (COST)",
    });
  });

  it("lets an opening that names its own company win over the page's", () => {
    const page = onCostcoPage();
    const apple = { symbol: "AAPL", companyName: "Apple Inc." };
    page.send({ type: "inlineChat.open", about: apple, pageContext: "Page: Apple" });
    expect(page.getSnapshot().context).toMatchObject({ inlineChatAbout: apple, inlineChatPageContext: "Page: Apple" });
  });

  it("opens without a company once the page is left", () => {
    const page = onCostcoPage();
    page.send({ type: "page.left" });
    page.send({ type: "inlineChat.toggle" });
    expect(page.getSnapshot().context).toMatchObject({
      inlineChatOpen: true,
      inlineChatAbout: null,
      inlineChatPageContext: null,
    });
  });
});

describe("the inline chat's PDF mode (spec: inlineChatMode, pdfSession)", () => {
  const LETTER = { sessionId: "0b9d5f3e-8a43-4b0c-9a57-5c1f6e1d2a11", filename: "letter.pdf" };

  it("opens the pane in pdf mode, and keeps the session that opens", () => {
    const page = startPage();
    expect(page.getSnapshot().context.inlineChatMode).toBe("default");
    page.send({ type: "sidebar.toggle" });
    page.send({ type: "inlineChat.openPdf" });
    page.send({ type: "pdfSession.opened", ...LETTER });
    const context = page.getSnapshot().context;
    expect(context).toMatchObject({ inlineChatOpen: true, sidebarOpen: false, inlineChatMode: "pdf" });
    expect(context.pdfSession).toEqual(LETTER);
  });

  it("clearing the PDF session resets the mode to default and asks for the session's clean-up", () => {
    const page = startPage();
    const cleanUps: string[] = [];
    page.on("pdfSession.cleanUp", (event) => cleanUps.push(event.sessionId));
    page.send({ type: "inlineChat.openPdf" });
    page.send({ type: "pdfSession.opened", ...LETTER });
    page.send({ type: "pdfSession.clear" });
    expect(page.getSnapshot().context).toMatchObject({
      inlineChatMode: "default",
      pdfSession: null,
      inlineChatOpen: true,
    });
    expect(cleanUps).toEqual([LETTER.sessionId]);
    page.send({ type: "pdfSession.clear" });
    expect(cleanUps).toHaveLength(1);
  });

  it("forgets a session that ended elsewhere without asking to delete it again, and only that session", () => {
    const page = startPage();
    const cleanUps: string[] = [];
    page.on("pdfSession.cleanUp", (event) => cleanUps.push(event.sessionId));
    page.send({ type: "inlineChat.openPdf" });
    page.send({ type: "pdfSession.opened", ...LETTER });
    page.send({ type: "pdfSession.gone", sessionId: "another" });
    expect(page.getSnapshot().context.pdfSession).toEqual(LETTER);
    page.send({ type: "pdfSession.gone", sessionId: LETTER.sessionId });
    expect(page.getSnapshot().context).toMatchObject({ inlineChatMode: "default", pdfSession: null });
    expect(cleanUps).toEqual([]);
  });

  it("switches between the assistant and the PDF with the pane's tabs, keeping the session", () => {
    const page = startPage();
    page.send({ type: "pdfSession.opened", ...LETTER });
    page.send({ type: "inlineChat.mode", mode: "pdf" });
    page.send({ type: "inlineChat.mode", mode: "default" });
    expect(page.getSnapshot().context).toMatchObject({ inlineChatMode: "default", pdfSession: LETTER });
  });
});
