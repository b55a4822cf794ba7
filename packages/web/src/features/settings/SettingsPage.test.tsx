// Settings as a user meets it: the changes go through core's mutations to a fake /v1, and the
// screen shows what happened (optimistic choice, rollback with Retry, typed text kept on failure).
import { DEFAULT_ANSWER_PREFERENCES } from "@moatwise/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeServer, ok, refused } from "../../testing/fakeServer";
import { ada, authLogic, renderAt } from "../../testing/renderApp";

afterEach(cleanup);

const here = {
  id: "6a1f2f8e-0000-4000-8000-000000000001",
  createdAt: "2026-11-01T10:00:00.000Z",
  lastUsedAt: "2026-11-20T10:00:00.000Z",
  userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/131.0",
  network: "203.0.113.x",
  current: true,
};
const phone = {
  ...here,
  id: "6a1f2f8e-0000-4000-8000-000000000002",
  userAgent: "Mozilla/5.0 (iPhone)",
  current: false,
};

function settingsServer(overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    "GET /users/me/preferences": () => ok(DEFAULT_ANSWER_PREFERENCES),
    "GET /auth/sessions": () => ok([here, phone]),
    "GET /ai/health": () => ok({ provider: "offline", live: false, webSearch: false }),
    ...overrides,
  });
}

describe("Settings", () => {
  it("keeps the typed name and says why when the server refuses it, then saves it", async () => {
    let refuse = true;
    const server = settingsServer({
      "PATCH /users/me": (body) =>
        refuse
          ? refused(400, "username: must be at most 40 characters")
          : ok({ ...ada, username: (body as { username: string }).username }),
    });
    renderAt("/settings", authLogic({ session: ada }), server.api);
    const field = await screen.findByLabelText("Name shown in Moatwise");
    fireEvent.change(field, { target: { value: "  Ada Lovelace  " } });
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    // In words under the name, which is marked invalid; not as the API says it.
    const problem = await screen.findByText("Name must be at most 40 characters.");
    expect(field.getAttribute("aria-describedby")).toContain(problem.id);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(/username: /)).toBeNull();
    expect((field as HTMLInputElement).value).toBe("  Ada Lovelace  ");

    refuse = false;
    fireEvent.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe("Ada Lovelace");
    expect(screen.queryByText("Name must be at most 40 characters.")).toBeNull();
    expect(server.calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { username: "Ada Lovelace" },
      { username: "Ada Lovelace" },
    ]);
  });

  it("shows a new answer default at once, puts the old one back when the save fails, and Retry saves it", async () => {
    let refuse = true;
    let answer = () => {};
    const server = settingsServer({
      "PUT /users/me/preferences": async (body) => {
        await new Promise<void>((release) => (answer = release));
        return refuse ? refused(503, "The server is busy.", "busy") : ok(body);
      },
    });
    renderAt("/settings", authLogic({ session: ada }), server.api);
    const deep = (await screen.findByRole("radio", { name: /Deep/ })) as HTMLInputElement;
    fireEvent.click(deep);
    await waitFor(() => expect(deep.checked).toBe(true));
    answer();
    const toast = await screen.findByText(/Your preferences were not saved\./);
    expect(deep.checked).toBe(false);

    refuse = false;
    fireEvent.click(within(toast.closest("[role=status], [role=alert], li, div") as HTMLElement).getByText("Retry"));
    await waitFor(() => expect(deep.checked).toBe(true));
    answer();
    expect(await screen.findByText("Preferences saved.")).toBeTruthy();
  });

  it("takes a signed-out device off the list, and brings it back with the reason if that fails", async () => {
    const server = settingsServer({
      [`DELETE /auth/sessions/${phone.id}`]: () => refused(409, "That device signed out already.", "gone"),
    });
    renderAt("/settings", authLogic({ session: ada }), server.api);
    const devices = await screen.findByRole("list", { name: "Signed-in devices" });
    await waitFor(() => expect(within(devices).getAllByRole("listitem")).toHaveLength(2));
    fireEvent.click(within(devices).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("That device signed out already.")).toBeTruthy();
    expect(within(devices).getAllByRole("listitem")).toHaveLength(2);
  });
});
