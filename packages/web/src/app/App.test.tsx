import { authMachine, type Credentials, type User } from "@moatwise/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryLocation } from "wouter/memory-location";
import { fromPromise } from "xstate";
import { App } from "./App";

const ada: User = { id: "u1", email: "ada@example.com", username: "Ada", picture_url: null, theme: null };

/** The server side of sign-in, faked: the UI under test is real. */
function authLogic(options: {
  session?: User | null;
  pendingRestore?: boolean;
  signIn?: (email: string) => Promise<User>;
}) {
  return authMachine.provide({
    actors: {
      restoreSession: fromPromise(() =>
        options.pendingRestore ? new Promise<User | null>(() => {}) : Promise.resolve(options.session ?? null),
      ),
      signIn: fromPromise<User, Credentials>(({ input }) => (options.signIn ?? (async () => ada))(input.email)),
      signUp: fromPromise(async () => ada),
      signOut: fromPromise<void, void>(async () => {}),
    },
  });
}

function renderAt(path: string, logic: ReturnType<typeof authLogic>) {
  const location = memoryLocation({ path, record: true });
  render(<App authLogic={logic} router={{ hook: location.hook, searchHook: location.searchHook }} />);
  return location;
}

afterEach(cleanup);

describe("App", () => {
  it("shows the startup screen while the session is restored", () => {
    renderAt("/", authLogic({ pendingRestore: true }));
    expect(screen.getByText("Preparing your session…")).toBeTruthy();
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });

  it("sends a signed-out visit of a protected route to /login with next", async () => {
    const location = renderAt("/settings?tab=profile", authLogic({ session: null }));
    await screen.findByRole("heading", { name: "Sign in to Moatwise" });
    expect(location.history.at(-1)).toBe(`/login?next=${encodeURIComponent("/settings?tab=profile")}`);
  });

  it("returns to the next path after signing in", async () => {
    const location = renderAt(`/login?next=${encodeURIComponent("/settings")}`, authLogic({ session: null }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    await screen.findByRole("heading", { name: "Settings" });
    expect(location.history.at(-1)).toBe("/settings");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
  });

  it("keeps what was typed and shows the server's reason when sign-in fails", async () => {
    const rejecting = authLogic({
      session: null,
      signIn: () => Promise.reject(new Error("boom")),
    });
    renderAt("/login", rejecting);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Sign in failed");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("checks a new account before sending it", async () => {
    renderAt("/login", authLogic({ session: null }));
    fireEvent.click(await screen.findByRole("tab", { name: "Create account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect((await screen.findByRole("alert")).textContent).toBe("password: must be at least 8 characters");
  });

  it("shows the 404 screen for an unknown path", async () => {
    renderAt("/no/such/page", authLogic({ session: ada }));
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });
});
