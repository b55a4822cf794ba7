// Signing in, creating an account and signing out as a person does, for the auth model's paths,
// against the real server: the form on /login, the tabs, the account menu. The sign-in, sign-up
// and sign-out calls are held until the path says how they end: a success goes through to the real
// server, a failure is answered with the model's. The model's one person (name "ada") is a real
// account made for each path; a sign-up makes a new one. The page must show who is signed in, the
// form's busy button, and the error the model holds. Google sign-in and the session's own events
// (refreshes, other tabs) are the machine tests' to play.
import { type AuthContext, loginProblems } from "@moatwise/core";
import {
  type AnyMachineSnapshot,
  authModel,
  type BrowserExecutor,
  type EventObject,
  fieldOf,
  samplePassword,
} from "@moatwise/testkit/browser";
import { expect, type Page } from "@playwright/test";
import { type HeldCalls, holdCalls } from "../support/heldCalls";

interface AuthCalls {
  readonly signIn: HeldCalls;
  readonly signUp: HeldCalls;
  readonly signOut: HeldCalls;
  /** The address the model's person signs in with on this path. */
  email: string;
}
const calls = new WeakMap<Page, AuthCalls>();
const callsOf = (page: Page) => {
  const held = calls.get(page);
  if (!held) throw new Error("The auth page was not prepared.");
  return held;
};

const freshEmail = () => `ada-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const contextOf = (state: AnyMachineSnapshot) => state.context as AuthContext;
const onLoginPage = (page: Page) => new URL(page.url()).pathname === "/login";
const accountButton = (page: Page) => page.getByRole("button", { name: /^Account:/ });
const form = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Password") });
const tab = (page: Page, name: "Sign in" | "Create account") =>
  page.getByRole("tablist", { name: "Sign in or create an account" }).getByRole("tab", { name });

/** The login form, on the tab asked for (a click there also clears the error, as the model does next). */
async function openForm(page: Page, name: "Sign in" | "Create account") {
  if (!onLoginPage(page)) await page.getByRole("link", { name: "Sign in", exact: true }).click();
  if ((await tab(page, name).getAttribute("aria-selected")) !== "true") await tab(page, name).click();
}

/** What the form reads out for the model's error: core's words under the fields, or the one apart. */
const announcedProblem = (error: string) => {
  const problems = loginProblems(error);
  return problems.general ?? Object.values(problems.fields).join(" ");
};

/** A failure as the model has it, answered in its place. */
const answerFailure = (held: HeldCalls, event: EventObject) => {
  const error = fieldOf<{ status: number; payload: unknown }>(event, "error");
  return held.answer(error.status, error.payload);
};

export const authExecutor: BrowserExecutor<Page> = {
  model: authModel,
  select: "covering",
  actions: {
    // The page has just started without a session (see reset).
    "xstate.done.actor.restoreSession": async (page, event) => {
      if (!fieldOf(event, "output")) return;
      // A session cookie from an earlier sign-in, and the page started again.
      const signedIn = await page.request.post("/v1/users/signin", {
        form: { username: callsOf(page).email, password: samplePassword },
      });
      expect(signedIn.ok()).toBe(true);
      await page.reload();
    },
    "auth.signIn": async (page, event) => {
      await openForm(page, "Sign in");
      await page.getByLabel("Email").fill(callsOf(page).email);
      await page.getByLabel("Password").fill(fieldOf<string>(event, "password"));
      await form(page).getByRole("button", { name: "Sign in", exact: true }).click();
    },
    "xstate.done.actor.signIn": (page) => callsOf(page).signIn.pass(),
    "xstate.error.actor.signIn": (page, event) => answerFailure(callsOf(page).signIn, event),
    "auth.signUp": async (page, event) => {
      await openForm(page, "Create account");
      callsOf(page).email = freshEmail();
      await page.getByLabel("Email").fill(callsOf(page).email);
      await page.getByLabel(/^Name/).fill(fieldOf<string>(event, "username"));
      await page.getByLabel("Password").fill(fieldOf<string>(event, "password"));
      await form(page).getByRole("button", { name: "Create account", exact: true }).click();
    },
    "xstate.done.actor.signUp": (page) => callsOf(page).signUp.pass(),
    "xstate.error.actor.signUp": (page, event) => answerFailure(callsOf(page).signUp, event),
    // The tabs clear the error; the other tab is as good as this one.
    "auth.dismissError": async (page) => {
      const onSignIn = (await tab(page, "Sign in").getAttribute("aria-selected")) === "true";
      await tab(page, onSignIn ? "Create account" : "Sign in").click();
    },
    "auth.signOut": async (page) => {
      await accountButton(page).click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
    },
    "xstate.done.actor.signOut": (page) => callsOf(page).signOut.pass(),
    "xstate.error.actor.signOut": (page, event) => answerFailure(callsOf(page).signOut, event),
  },
  check: async (page, state) => {
    const { user, error } = contextOf(state);
    if (state.hasTag("authenticated") && user) {
      await expect(accountButton(page)).toHaveAccessibleName(`Account: ${user.username}`);
      return;
    }
    await expect(accountButton(page)).toHaveCount(0);
    if (state.matches("signingIn"))
      await expect(form(page).getByRole("button", { name: "Signing in…" })).toBeDisabled();
    if (state.matches("signingUp"))
      await expect(form(page).getByRole("button", { name: "Creating account…" })).toBeDisabled();
    if (!onLoginPage(page)) return;
    const alert = form(page).getByRole("alert");
    if (state.matches({ signedOut: "error" }) && error) await expect(alert).toHaveText(announcedProblem(error));
    else await expect(alert).toHaveCount(0);
  },
  prepare: async (page) => {
    const held = {
      signIn: await holdCalls(page, /\/v1\/users\/signin$/),
      signUp: await holdCalls(page, /\/v1\/users\/signup$/),
      signOut: await holdCalls(page, /\/v1\/auth\/logout$/),
      email: "",
    };
    calls.set(page, held);
  },
  reset: async (page) => {
    const held = callsOf(page);
    for (const call of [held.signIn, held.signUp, held.signOut]) call.forget();
    // The model's person, as a real account of its own for this path.
    held.email = freshEmail();
    const created = await page.request.post("/v1/users/signup", {
      data: { email: held.email, password: samplePassword, username: "ada" },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();
    await page.goto("/login");
    await expect(tab(page, "Sign in")).toBeVisible();
  },
};
