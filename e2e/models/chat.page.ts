// The chat as a person meets it, for the chat model's paths, on /chat with a paused clock: typing a
// question and pressing Enter, Stop, New chat, a conversation in the list, the answer settings and
// Dismiss. The server calls a path decides are held until its step: saving a message or an answer
// and loading a conversation go through to the real server on success and get the model's failure
// otherwise; the answer streams from a stand-in the path writes to event by event (its pieces,
// reasoning, sources, done, a cut or an error); the typewriter and the title's delay run only when
// the path says their time has come. The model's conversations are real ones: "c-2" is made before
// each path ("Costco margins"), "c-1" is the one the path's first question creates. The page must
// show the model's messages (the 'Thinking...' placeholder, the answer as far as it is revealed,
// its reasoning, sources and actions), its error, Stop while an answer can be stopped, the open
// conversation in the address, and its title in the list.
import {
  ANSWER_CHOICE_GROUPS,
  type AnswerPreferences,
  type ChatEntryView,
  type ChatMachineContext,
  canStopAnswer,
  chatEntriesToShow,
  NEW_CHAT_TITLE,
  TITLE_SAVE_DELAY_MS,
  TYPEWRITER_TICK_MS,
  texts,
} from "@moatwise/core";
import {
  type AnyMachineSnapshot,
  type BrowserExecutor,
  chatModel,
  type EventObject,
  fieldOf,
  type PathStep,
} from "@moatwise/testkit/browser";
import { expect, type Page } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "../support/accounts";
import { type AnswerStreams, holdAnswerStreams } from "../support/answerStreams";
import { type HeldCalls, holdCalls } from "../support/heldCalls";
import { pauseClock } from "../support/pageClock";

/** The conversation every path can open, as the model's stored one ("c-2"). */
const STORED_CONVERSATION = "Costco margins";

interface ChatCalls {
  readonly createConversation: HeldCalls;
  readonly appendMessage: HeldCalls;
  readonly loadConversation: HeldCalls;
  readonly generateTitle: HeldCalls;
  readonly answers: AnswerStreams;
  /** The model's conversation ids and the server's. */
  ids: Map<string, string>;
  /** The page's time when the path started: a send's `at` counts from here. */
  startedAt: number;
  /** The page's time when the title's delay runs out, once a question was saved. */
  titleDueAt: number | null;
  /** The server's id of the conversation the path opened last: a missing one stays in the address. */
  lastOpened: string | null;
}
const calls = new WeakMap<Page, ChatCalls>();
const callsOf = (page: Page) => {
  const held = calls.get(page);
  if (!held) throw new Error("The chat page was not prepared.");
  return held;
};

const contextOf = (state: AnyMachineSnapshot) => state.context as ChatMachineContext;
const composer = (page: Page) => page.getByRole("combobox", { name: "Message" });
const history = (page: Page) => page.getByRole("navigation", { name: "Conversations" });
const messages = (page: Page) => page.locator(".chat-thread").getByRole("article");
const chatAlert = (page: Page) => page.locator(".chat-error");
const pageNow = (page: Page) => page.evaluate(() => Date.now());
const linkTo = (page: Page, id: string) => history(page).locator(`a[href="/chat?conversation=${id}"]`);
const conversationInAddress = (page: Page) => new URL(page.url()).searchParams.get("conversation");
/** Whether the path saved a first question, which made the model's conversation "c-1". */
const madeFirstConversation = (earlier: ReadonlyArray<PathStep>) =>
  earlier.some((step) => step.event.type === "xstate.done.actor.saveUserMessage");

/** A failure as the model has it, answered in its place. */
const answerFailure = (held: HeldCalls, event: EventObject) => {
  const error = fieldOf<{ status: number; payload: unknown }>(event, "error");
  return held.answer(error.status, error.payload);
};

async function send(page: Page, event: EventObject) {
  // The machine tells a repeated question by when it was sent: the page's clock says so.
  await page.clock.setSystemTime(callsOf(page).startedAt + fieldOf<number>(event, "at"));
  await composer(page).fill(fieldOf<string>(event, "text"));
  await composer(page).press("Enter");
}

async function saveQuestion(page: Page, _event: EventObject, before: AnyMachineSnapshot) {
  const held = callsOf(page);
  if (contextOf(before).conversationId === null) {
    await held.createConversation.pass();
    await held.appendMessage.pass();
    await expect
      .poll(() => conversationInAddress(page), { message: "the new conversation is in the address" })
      .not.toBeNull();
    held.ids.set("c-1", conversationInAddress(page) ?? "");
    held.titleDueAt = (await pageNow(page)) + TITLE_SAVE_DELAY_MS;
    return;
  }
  await held.appendMessage.pass();
}

async function refuseQuestion(page: Page, event: EventObject, before: AnyMachineSnapshot) {
  const held = callsOf(page);
  const failing = contextOf(before).conversationId === null ? held.createConversation : held.appendMessage;
  await answerFailure(failing, event);
}

async function chooseSettings(page: Page, event: EventObject, before: AnyMachineSnapshot) {
  const wanted = fieldOf<AnswerPreferences>(event, "preferences");
  for (const group of ANSWER_CHOICE_GROUPS) {
    if (wanted[group.key] === contextOf(before).preferences[group.key]) continue;
    await page.getByRole("combobox", { name: group.legend }).selectOption(wanted[group.key]);
  }
}

async function nameConversation(page: Page) {
  const held = callsOf(page);
  const wait = (held.titleDueAt ?? 0) - (await pageNow(page));
  if (wait > 0) await page.clock.runFor(wait);
  await held.generateTitle.pass();
}

async function endStream(page: Page, event: EventObject) {
  const { answers } = callsOf(page);
  const error = fieldOf<{ reason: string; message: string }>(event, "error");
  if (error.reason === "server") await answers.send("error", { message: error.message });
  await answers.end();
}

async function finishStream(page: Page, event: EventObject) {
  const { answers } = callsOf(page);
  const { _tag, ...done } = fieldOf<Record<string, unknown>>(event, "done");
  await answers.send("done", done);
  await answers.end();
}

/** Whether the clock running on to the title's request leaves the answer as it shows now. */
function titleDelayShowsNothing(before: AnyMachineSnapshot) {
  const progress = contextOf(before).progress;
  if (before.matches({ conversation: "revealing" })) return false;
  return (
    !before.matches({ conversation: "streaming" }) || (progress !== null && progress.shown >= progress.text.length)
  );
}

async function checkEntry(page: Page, index: number, entry: ChatEntryView) {
  const shown = messages(page).nth(index);
  if (entry.role === "user") {
    await expect(shown).toHaveAccessibleName("Your message");
    await expect(shown).toHaveText(entry.content);
    return;
  }
  await expect(shown).toHaveAccessibleName("Answer");
  const state = entry.isLoading ? "thinking" : entry.isStreaming ? "streaming" : entry.stopped ? "stopped" : "complete";
  await expect(shown).toHaveAttribute("data-state", state);
  if (entry.isLoading) {
    await expect(shown).toHaveText(texts.thinking);
    return;
  }
  await expect(shown.locator(".answer-markdown, .answer-plain").first()).toHaveText(entry.content);
  await expect(shown.locator(".answer-reasoning")).toHaveCount(entry.reasoning ? 1 : 0);
  await expect(shown.locator(".answer-sources")).toHaveCount(entry.sources.length > 0 ? 1 : 0);
  // A stopped answer keeps what streamed, says so, and offers its actions like a complete one.
  await expect(shown.getByText(texts.answerStopped)).toHaveCount(entry.stopped ? 1 : 0);
  const complete = !entry.isStreaming && (entry.assistantResponse !== null || entry.stopped);
  await expect(shown.getByRole("button", { name: "Copy" })).toHaveCount(complete ? 1 : 0);
}

async function checkConversation(page: Page, context: ChatMachineContext) {
  const id = context.conversationId === null ? null : callsOf(page).ids.get(context.conversationId);
  // A conversation the server does not have is forgotten by the chat, but the address keeps what was
  // asked for, so a reload says again that it does not exist (issue 43).
  const inAddress = context.conversationMissing ? callsOf(page).lastOpened : (id ?? null);
  await expect
    .poll(() => conversationInAddress(page), { message: "the open conversation in the address" })
    .toBe(inAddress);
  // The list shows a conversation's title once it has one of its own (named, or loaded).
  if (id && context.title !== NEW_CHAT_TITLE) {
    await expect(linkTo(page, id)).toHaveAttribute("aria-current", "page");
    await expect(linkTo(page, id).locator(".conversation-title")).toHaveText(context.title);
  }
}

export const chatExecutor: BrowserExecutor<Page> = {
  model: chatModel,
  select: "covering",
  actions: {
    "message.send": send,
    "message.stop": (page) => page.getByRole("button", { name: "Stop", exact: true }).click(),
    "conversation.new": (page) => history(page).getByRole("button", { name: "New chat" }).click(),
    "conversation.open": (page, event) => {
      const id = callsOf(page).ids.get(fieldOf<string>(event, "id")) ?? "";
      callsOf(page).lastOpened = id;
      return linkTo(page, id).click();
    },
    "preferences.set": chooseSettings,
    "error.dismiss": (page) => chatAlert(page).getByRole("button", { name: "Dismiss" }).click(),
    "xstate.done.actor.saveUserMessage": saveQuestion,
    "xstate.error.actor.saveUserMessage": refuseQuestion,
    "xstate.done.actor.loadConversation": (page) => callsOf(page).loadConversation.pass(),
    "xstate.error.actor.loadConversation": (page, event) => answerFailure(callsOf(page).loadConversation, event),
    "stream.thinking": (page, event) => callsOf(page).answers.send("thinking", { content: fieldOf(event, "content") }),
    "stream.delta": (page, event) => callsOf(page).answers.send("delta", { content: fieldOf(event, "content") }),
    "stream.citations": (page, event) =>
      callsOf(page).answers.send("citations", {
        citations: fieldOf(event, "citations"),
        search_results: fieldOf(event, "search_results"),
      }),
    "stream.done": finishStream,
    "stream.failed": endStream,
    "xstate.after.typewriterTick.chat.conversation.streaming.typing": (page) => page.clock.runFor(TYPEWRITER_TICK_MS),
    "xstate.after.typewriterTick.chat.conversation.revealing": (page) => page.clock.runFor(TYPEWRITER_TICK_MS),
    "xstate.done.actor.saveAnswer": (page) => callsOf(page).appendMessage.pass(),
    "xstate.error.actor.saveAnswer": (page, event) => answerFailure(callsOf(page).appendMessage, event),
    "xstate.done.actor.nameConversation": nameConversation,
  },
  canPlay: (event, before, earlier) => {
    const context = contextOf(before);
    switch (event.type) {
      case "message.stop":
        return canStopAnswer(before.value);
      case "error.dismiss":
        return context.error !== null;
      case "conversation.open":
        return fieldOf(event, "id") === "c-2" || madeFirstConversation(earlier);
      // The model's saved question always belongs to "c-1": the first conversation the path makes.
      case "xstate.done.actor.saveUserMessage":
        return context.conversationId === "c-1" || (context.conversationId === null && !madeFirstConversation(earlier));
      // The model's loaded conversation is the stored one.
      case "xstate.done.actor.loadConversation":
        return context.conversationId === "c-2";
      // Only the user's Stop aborts the stream, and that is `message.stop`.
      case "stream.failed":
        return fieldOf<{ reason: string }>(event, "error").reason !== "aborted";
      case "xstate.done.actor.nameConversation":
        return titleDelayShowsNothing(before);
      default:
        return true;
    }
  },
  check: async (page, state) => {
    const context = contextOf(state);
    const entries = chatEntriesToShow(context);
    await expect(messages(page)).toHaveCount(entries.length);
    for (const [index, entry] of entries.entries()) await checkEntry(page, index, entry);
    if (context.error) await expect(chatAlert(page)).toContainText(context.error);
    else await expect(chatAlert(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Stop", exact: true })).toHaveCount(
      canStopAnswer(state.value) ? 1 : 0,
    );
    await checkConversation(page, context);
  },
  prepare: async (page) => {
    // The answers come from a stand-in model (answerStreams), so the page is told a model answers
    // and offers the answer settings, as it does with a live model.
    await page.route(/\/v1\/ai\/health$/, async (route) => {
      const health = await (await route.fetch()).json();
      await route.fulfill({ json: { ...health, live: true } });
    });
    calls.set(page, {
      createConversation: await holdCalls(page, /\/v1\/chat\/conversations$/, "POST"),
      appendMessage: await holdCalls(page, /\/v1\/chat\/conversations\/[^/?]+\/messages$/, "POST"),
      loadConversation: await holdCalls(page, /\/v1\/chat\/conversations\/[^/?]+$/, "GET"),
      generateTitle: await holdCalls(page, /\/generate-title$/, "POST"),
      answers: await holdAnswerStreams(page),
      ids: new Map(),
      startedAt: 0,
      titleDueAt: null,
      lastOpened: null,
    });
  },
  reset: async (page) => {
    const held = callsOf(page);
    for (const call of [held.createConversation, held.appendMessage, held.loadConversation, held.generateTitle]) {
      call.forget();
    }
    held.answers.forget();
    await page.clock.resume();
    held.ids = new Map([["c-2", await signInWithStoredConversation(page)]]);
    held.titleDueAt = null;
    held.lastOpened = null;
    await page.goto("/chat");
    await expect(composer(page)).toBeVisible();
    await expect(history(page).getByRole("link", { name: new RegExp(STORED_CONVERSATION) })).toBeVisible();
    await pauseClock(page);
    held.startedAt = await pageNow(page);
  },
};

/**
 * A new account for the path, signed in for the page (its refresh cookie), with the model's stored
 * conversation made through the API; answers that conversation's id.
 */
async function signInWithStoredConversation(page: Page): Promise<string> {
  const email = uniqueEmail("chat-path");
  const api = page.request;
  expect((await api.post("/v1/users/signup", { data: { email, password: PASSWORD } })).status()).toBe(201);
  const signedIn = await api.post("/v1/users/signin", { form: { username: email, password: PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const headers = {
    authorization: `Bearer ${(await signedIn.json()).access_token}`,
    "x-csrf-token": signedIn.headers()["x-csrf-token"] ?? "",
  };
  const created = await api.post("/v1/chat/conversations", { headers, data: { title: STORED_CONVERSATION } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const message = { role: "user", content: STORED_CONVERSATION, type: "chat" };
  expect((await api.post(`/v1/chat/conversations/${id}/messages`, { headers, data: message })).ok()).toBe(true);
  return id;
}
