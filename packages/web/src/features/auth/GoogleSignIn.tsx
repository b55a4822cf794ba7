// "Sign in with Google", shown only when the server reports a Google client id. The ID token the
// button hands back goes to the auth machine (POST /auth/google); its failures read
// 'Google sign in failed' unless the server said more.
import { texts } from "@moatwise/core";
import { useEffect, useRef, useState } from "react";
import { AuthActor, useTheme } from "../../app/actors";
import { loadGoogleIdentity } from "./googleIdentity";

export default function GoogleSignIn({ clientId }: { clientId: string }) {
  const auth = AuthActor.useActorRef();
  const { theme } = useTheme();
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");

  useEffect(() => {
    let active = true;
    loadGoogleIdentity()
      .then((google) => {
        if (!active || !slot.current) return;
        google.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) auth.send({ type: "auth.signInWithGoogle", idToken: credential });
          },
        });
        google.renderButton(slot.current, {
          theme: theme === "dark" ? "filled_black" : "outline",
          size: "large",
          text: "signin_with",
          shape: "rectangular",
          width: Math.min(360, slot.current.clientWidth || 360),
        });
        setState("ready");
      })
      .catch(() => active && setState("unavailable"));
    return () => {
      active = false;
    };
  }, [auth, clientId, theme]);

  return (
    <div className="google-sign-in">
      <div className="login-divider" aria-hidden="true">
        <span>or</span>
      </div>
      <div ref={slot} className="google-button-slot" aria-busy={state === "loading"} />
      {state === "unavailable" && (
        <p className="alert alert-error" role="alert">
          {texts.googleSignInFailed}: Google could not be reached. Use your e-mail and password, or try again later.
        </p>
      )}
    </div>
  );
}
