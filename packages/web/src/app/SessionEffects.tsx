// Connects the app-wide actors: the signed-in user's saved theme reaches the theme machine, the
// theme reaches <html>, and what the auth machine announces ('Welcome back.') becomes a toast.
import { selectUser } from "@moatwise/core";
import { useEffect } from "react";
import { AuthActor, ThemeActor, ToastsActor } from "./actors";

export function SessionEffects() {
  const auth = AuthActor.useActorRef();
  const user = AuthActor.useSelector(selectUser);
  const theme = ThemeActor.useActorRef();
  const current = ThemeActor.useSelector((s) => s.context.theme);
  const toasts = ToastsActor.useActorRef();

  useEffect(() => {
    theme.send({ type: "theme.userChanged", user });
  }, [theme, user]);

  useEffect(() => {
    document.documentElement.dataset.theme = current;
  }, [current]);

  useEffect(() => {
    const subscription = auth.on("auth.notice", ({ message }) =>
      toasts.send({ type: "toast.add", message, variant: "success" }),
    );
    return () => subscription.unsubscribe();
  }, [auth, toasts]);

  return null;
}
