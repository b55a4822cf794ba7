// The chat's view-model (zag's `connect`, without DOM props): the conversation as shown, whether an
// answer is under way, and one function per thing a person does. Each send is stamped with the
// clock given (core's systemClock in the app, a simulated one in tests), so no component writes
// `Date.now()` or an event by hand.
import type { SnapshotFrom } from "xstate";
import type { AnswerPreferences } from "../../domain/chat/aiRequest";
import { type FollowUpAction, followUpMessage } from "../../domain/chat/followUps";
import { type Clock, systemClock } from "../../services/clock";
import type { ChatMachine, ChatMachineEvent } from "./chat.machine";
import {
  type ChatEntryView,
  canStopAnswer,
  chatEntriesToShow,
  isChatBusy,
  isConversationLoading,
} from "./chat.selectors";

export interface AskOptions {
  /** Preferences for this one message, over the user's own. */
  readonly preferences?: Partial<AnswerPreferences>;
  /** A passage the question is about ("Explain this"). */
  readonly contextSelection?: string;
}

export function connectChat(
  snapshot: SnapshotFrom<ChatMachine>,
  send: (event: ChatMachineEvent) => void,
  clock: Pick<Clock, "now"> = systemClock,
) {
  const { context } = snapshot;
  // Worked out when read: a view that only asks whether the chat is busy does not lay out the thread.
  let shown: ChatEntryView[] | undefined;
  const entries = () => {
    shown ??= chatEntriesToShow(context);
    return shown;
  };
  const ask = (text: string, options: AskOptions = {}) =>
    send({
      type: "message.send",
      text,
      at: clock.now(),
      ...(options.preferences ? { preferences: options.preferences } : {}),
      ...(options.contextSelection !== undefined ? { contextSelection: options.contextSelection } : {}),
    });
  return {
    /** The messages as shown: each turn in the version picked, the answer as far as revealed. */
    get entries(): ReadonlyArray<ChatEntryView> {
      return entries();
    },
    conversationId: context.conversationId,
    title: context.title,
    /** The company the conversation is about, if any. */
    about: context.about,
    preferences: context.preferences,
    signedIn: context.signedIn,
    /** The label of the last failure, until dismissed or the next send. */
    error: context.error,
    /** The address named a conversation that does not exist or was deleted: offer a new chat. */
    conversationMissing: context.conversationMissing,
    /** A message is being saved, answered or revealed: sending waits. */
    busy: isChatBusy(snapshot.value),
    /** Stop is offered while the answer streams or is revealed. */
    canStop: canStopAnswer(snapshot.value),
    loading: isConversationLoading(snapshot.value),
    ask,
    /** A follow-up on the last question; Try again asks it again as a new version beside the one shown. */
    followUp: (action: FollowUpAction) => {
      if (action === "retry") return send({ type: "message.retry", at: clock.now() });
      const lastQuestion = entries().findLast((entry) => entry.role === "user")?.content ?? "";
      const message = followUpMessage(action, lastQuestion);
      return ask(message.text, message.preferences ? { preferences: message.preferences } : {});
    },
    /** The last question, edited and sent again: a new version of it. */
    edit: (key: string, text: string) => send({ type: "message.edit", key, text, at: clock.now() }),
    stop: () => send({ type: "message.stop" }),
    showVersion: (turn: string, index: number) => send({ type: "version.show", turn, index }),
    /** Changes some answer settings, keeping the others. */
    setPreferences: (change: Partial<AnswerPreferences>) =>
      send({ type: "preferences.set", preferences: { ...context.preferences, ...change } }),
    newConversation: () => send({ type: "conversation.new" }),
    dismissError: () => send({ type: "error.dismiss" }),
  };
}

export type ChatView = ReturnType<typeof connectChat>;
