// Naming a new conversation (spec §4), as a child of the chat: 500 ms after its first message is
// saved the server is asked for a title; its title, else the local one made from the message, is
// what the child ends with. The chat stops the child when another conversation starts.
import { assign, setup } from "xstate";
import { requiredActor } from "../../api/requiredActor";
import { fallbackTitle } from "../../domain/chat/textRules";
import { TITLE_SAVE_DELAY_MS } from "../../domain/constants";

export interface TitleInput {
  readonly conversationId: string;
  /** The conversation's first question. */
  readonly message: string;
}

export interface TitleContext extends TitleInput {
  readonly title: string | null;
}

export const titleMachine = setup({
  types: { input: {} as TitleInput, context: {} as TitleContext, output: {} as string },
  actors: {
    generateTitle: requiredActor<string, TitleInput>("title", "generateTitle"),
  },
  delays: { titleDelay: TITLE_SAVE_DELAY_MS },
  actions: {
    keepTitle: assign((_, generated: string) => ({ title: generated.trim() || null })),
  },
}).createMachine({
  id: "title",
  context: ({ input }) => ({ ...input, title: null }),
  initial: "waiting",
  states: {
    waiting: { after: { titleDelay: "requesting" } },
    requesting: {
      invoke: {
        src: "generateTitle",
        id: "generateTitle",
        input: ({ context }) => ({ conversationId: context.conversationId, message: context.message }),
        onDone: { target: "named", actions: { type: "keepTitle", params: ({ event }) => event.output } },
        // The local title stands in, as the spec's silent fallback.
        onError: { target: "named" },
      },
    },
    named: { type: "final" },
  },
  output: ({ context }) => context.title ?? fallbackTitle(context.message),
});

export type TitleMachine = typeof titleMachine;
