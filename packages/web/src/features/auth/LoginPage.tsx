// Sign in or create an account with e-mail and password. Whatever was typed stays on an error;
// once signed in, the user goes on to the page that sent them here.
import {
  explainInvalid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SignUpRequest,
  safeNextPath,
  selectAuthError,
  selectIsAuthenticated,
  selectIsSubmitting,
} from "@moatwise/core";
import { type FormEvent, useState } from "react";
import { Redirect, useSearch } from "wouter";
import { AuthActor } from "../../app/authActor";
import "./login.css";

type Mode = "signIn" | "signUp";

export default function LoginPage() {
  const auth = AuthActor.useActorRef();
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const isSubmitting = AuthActor.useSelector(selectIsSubmitting);
  const serverError = AuthActor.useSelector(selectAuthError);
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"));

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
      auth.send({ type: "auth.signIn", email: email.trim(), password });
      return;
    }
    const account = { email: email.trim(), password, ...(username.trim() ? { username: username.trim() } : {}) };
    const problem = explainInvalid(SignUpRequest, account);
    setFormError(problem);
    if (!problem) auth.send({ type: "auth.signUp", ...account });
  };

  const error = formError ?? serverError;
  const isSignUp = mode === "signUp";

  return (
    <main className="page page-narrow login">
      <h1>{isSignUp ? "Create your account" : "Sign in to Moatwise"}</h1>
      <p className="lede">
        {isSignUp ? "Research companies with answers you can check." : "Welcome back. Pick up where you left off."}
      </p>
      <div className="login-tabs" role="tablist" aria-label="Sign in or create an account">
        <button type="button" role="tab" aria-selected={!isSignUp} onClick={() => switchTo("signIn")}>
          Sign in
        </button>
        <button type="button" role="tab" aria-selected={isSignUp} onClick={() => switchTo("signUp")}>
          Create account
        </button>
      </div>
      <form className="card login-form" onSubmit={submit} noValidate aria-busy={isSubmitting}>
        <div className="field">
          <label htmlFor="login-email">Email</label>
          <input
            id="login-email"
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </div>
        {isSignUp && (
          <div className="field">
            <label htmlFor="login-username">
              Name <span className="hint">(optional)</span>
            </label>
            <input
              id="login-username"
              className="input"
              autoComplete="nickname"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete={isSignUp ? "new-password" : "current-password"}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={PASSWORD_MAX_LENGTH}
            required
          />
          {isSignUp && (
            <span className="hint">
              {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters.
            </span>
          )}
        </div>
        {error && (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        )}
        <button type="submit" className="button button-primary button-block" disabled={isSubmitting}>
          {isSubmitting ? (isSignUp ? "Creating account…" : "Signing in…") : isSignUp ? "Create account" : "Sign in"}
        </button>
      </form>
    </main>
  );
}
