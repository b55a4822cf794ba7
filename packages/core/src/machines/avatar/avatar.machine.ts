// A user's picture (spec §2): while it loads, and if it fails, the initials show. A failed image is
// tried again after 1 s and after 2 s; after the third failure the initials stay. A new picture
// address starts over; the same one again changes nothing. `attempt` numbers the tries, so a view can reload the image for each.
import { assertEvent, assign, setup } from "xstate";
import { AVATAR_RETRY_DELAYS_MS } from "../../domain/constants";

export interface AvatarInput {
  readonly url: string | null;
}

export interface AvatarContext {
  readonly url: string | null;
  readonly attempt: number;
}

export type AvatarEvent =
  | { type: "image.loaded" }
  | { type: "image.failed" }
  | { type: "picture.changed"; url: string | null };

const pictureOrNull = (url: string | null): string | null => (url?.trim() ? url.trim() : null);

export const avatarMachine = setup({
  types: {
    input: {} as AvatarInput,
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
  },
  actions: {
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    usePicture: assign(({ event }) => {
      assertEvent(event, "picture.changed");
      return { url: pictureOrNull(event.url), attempt: 0 };
    }),
  },
  guards: {
    hasPicture: ({ context }) => Boolean(context.url),
    isNewPicture: ({ context, event }) => {
      assertEvent(event, "picture.changed");
      return pictureOrNull(event.url) !== context.url;
    },
    hasRetriesLeft: ({ context }) => context.attempt < AVATAR_RETRY_DELAYS_MS.length,
  },
  delays: {
    retryDelay: ({ context }) => AVATAR_RETRY_DELAYS_MS[context.attempt] ?? 0,
  },
}).createMachine({
  id: "avatar",
  context: ({ input }) => ({ url: pictureOrNull(input.url), attempt: 0 }),
  initial: "choosing",
  states: {
    choosing: {
      always: [{ guard: "hasPicture", target: "loading" }, { target: "initials" }],
    },
    loading: {
      on: {
        "image.loaded": { target: "shown" },
        "image.failed": [{ guard: "hasRetriesLeft", target: "waiting" }, { target: "initials" }],
      },
    },
    waiting: {
      after: { retryDelay: { target: "loading", actions: "nextAttempt" } },
    },
    shown: {},
    initials: {},
  },
  on: {
    "picture.changed": { guard: "isNewPicture", target: ".choosing", actions: "usePicture" },
  },
});

export type AvatarMachine = typeof avatarMachine;
