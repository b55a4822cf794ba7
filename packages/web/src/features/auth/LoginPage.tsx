// Sign in or create an account with e-mail and password. Whatever was typed stays on an error, and
// each field's problem is said in words under it (core's loginProblems); once signed in, the user
// goes on to the page that sent them here.
import {
  credentialsFrom,
  loginProblems,
  newAccountFrom,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  safeNextPath,
  selectAuthError,
  selectIsAuthenticated,
  selectIsSubmitting,
  texts,
} from "@moatwise/core";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Redirect, useSearch } from "wouter";
import { AuthActor, useShell } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { TextField } from "../../ui/TextField";
import "./login.css";

// Google's button and its script loader, fetched only when the server offers Google sign-in.
const GoogleSignIn = lazy(() => import("./GoogleSignIn"));

type Mode = "signIn" | "signUp";

export default function LoginPage() {
  const auth = AuthActor.useActorRef();
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const isSubmitting = AuthActor.useSelector(selectIsSubmitting);
  const serverError = AuthActor.useSelector(selectAuthError);
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"));
  const googleClientId = useData(useQueries().account.authStatus()).data?.google_client_id ?? null;
  const { pendingMessage } = useShell();

  const [mode, setMode] = useState<Mode>("signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [username, setUsername] = useState("");
  const [formError, setFormError] = useState<string | null>(null);

  if (isAuthenticated) return <Redirect to={next} replace />;

  const switchTo = (target: Mode) => {
    setMode(target);
    setFormError(null);
    auth.send({ type: "auth.dismissError" });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "signIn") {
      setFormError(null);
      auth.send({ type: "auth.signIn", ...credentialsFrom({ email, password }) });
      return;
    }
    const check = newAccountFrom({ email, password, username });
    setFormError(check.ok ? null : check.problem);
    if (check.ok) auth.send({ type: "auth.signUp", ...check.account });
  };

  const problems = loginProblems(formError ?? serverError);
  const isSignUp = mode === "signUp";

  return (
    <main className="page page-narrow login">
      <h1>{isSignUp ? "Create your account" : "Sign in to Moatwise"}</h1>
      <p className="lede">
        {isSignUp ? "Research companies with answers you can check." : "Welcome back. Pick up where you left off."}
      </p>
      {pendingMessage && (
        <div className="card login-pending" role="status">
          <p>{texts.questionWaits}</p>
          <blockquote>{pendingMessage}</blockquote>
        </div>
      )}
      <div className="login-tabs" role="tablist" aria-label="Sign in or create an account">
        <button type="button" role="tab" aria-selected={!isSignUp} onClick={() => switchTo("signIn")}>
          Sign in
        </button>
        <button type="button" role="tab" aria-selected={isSignUp} onClick={() => switchTo("signUp")}>
          Create account
        </button>
      </div>
      <form className="card login-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          problem={problems.fields.email}
          required
        />
        {isSignUp && (
          <TextField
            id="login-username"
            label={
              <>
                Name <span className="hint">(optional)</span>
              </>
            }
            autoComplete="nickname"
            value={username}
            onValue={setUsername}
            problem={problems.fields.username}
          />
        )}
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete={isSignUp ? "new-password" : "current-password"}
          value={password}
          onValue={setPassword}
          maxLength={PASSWORD_MAX_LENGTH}
          problem={problems.fields.password}
          required
          hint={isSignUp && `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
        />
        {problems.general && (
          <div className="alert alert-error" role="alert">
            {problems.general}
          </div>
        )}
        {/* Read out once on a refusal; each field's own words stay under it. */}
        {Object.keys(problems.fields).length > 0 && (
          <div className="visually-hidden" role="alert">
            {Object.values(problems.fields).join(" ")}
          </div>
        )}
        <button type="submit" className="button button-primary button-block" disabled={isSubmitting}>
          {isSubmitting ? (isSignUp ? "Creating account…" : "Signing in…") : isSignUp ? "Create account" : "Sign in"}
        </button>
      </form>
      {googleClientId && (
        <Suspense fallback={null}>
          <GoogleSignIn clientId={googleClientId} />
        </Suspense>
      )}
    </main>
  );
}
