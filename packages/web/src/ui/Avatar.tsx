// A user's picture, or their initials while it loads and if it never does. The core avatar
// machine decides when to try the image again (after 1 s, then 2 s) and when to give up. A new
// picture is a new machine, started on it (its input), not an event relayed from the props.
import { avatarMachine, connectAvatar, initialsFor } from "@moatwise/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";

export interface AvatarProps {
  readonly name: string;
  readonly pictureUrl: string | null;
}

export function Avatar(props: AvatarProps) {
  return <AvatarPicture key={props.pictureUrl?.trim() ?? ""} {...props} />;
}

function AvatarPicture({ name, pictureUrl }: AvatarProps) {
  const actor = useActorRef(avatarMachine, { input: { url: pictureUrl } });
  const state = useSelector(actor, (s) => s);

  const view = useMemo(() => connectAvatar(state, actor.send), [state, actor]);
  const { pictureShown, image } = view;
  return (
    <span className="avatar" aria-hidden="true" data-state={String(state.value)}>
      {pictureShown ? null : initialsFor(name)}
      {image ? (
        <img
          // A new element per attempt, so the browser really fetches it again.
          key={image.attempt}
          src={image.url}
          alt=""
          referrerPolicy="no-referrer"
          hidden={!pictureShown}
          onLoad={view.loaded}
          onError={view.failed}
        />
      ) : null}
    </span>
  );
}
