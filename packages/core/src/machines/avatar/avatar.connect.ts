// The avatar's view-model (zag's `connect`, without DOM props): whether the picture shows or the
// initials do, the image to try (a new `attempt` each try, so the browser fetches it again), and
// what the image's load and error report. Avatar renders it.
import type { SnapshotFrom } from "xstate";
import type { AvatarEvent, avatarMachine } from "./avatar.machine";

export interface AvatarView {
  /** The picture loaded and shows; the initials show otherwise. */
  readonly pictureShown: boolean;
  /** The picture to try now (hidden until it loads), or null while none is being tried. */
  readonly image: { readonly url: string; readonly attempt: number } | null;
  readonly loaded: () => void;
  readonly failed: () => void;
}

export function connectAvatar(
  snapshot: SnapshotFrom<typeof avatarMachine>,
  send: (event: AvatarEvent) => void,
): AvatarView {
  const { url, attempt } = snapshot.context;
  const pictureShown = snapshot.matches("shown");
  const trying = pictureShown || snapshot.matches("loading");
  return {
    pictureShown,
    image: trying && url ? { url, attempt } : null,
    loaded: () => send({ type: "image.loaded" }),
    failed: () => send({ type: "image.failed" }),
  };
}
