// The notes on a company as a user meets them, over a fake /v1: writing one, a refused save that
// keeps the text, deleting after a second press, and Organize switched off without a live model.
import type { Note } from "@moatwise/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeServer, ok, refused } from "../../testing/fakeServer";
import { renderWithin } from "../../testing/renderApp";
import { NotesSection } from "./NotesSection";

afterEach(cleanup);

const note = (id: string, contentHtml: string): Note => ({
  id,
  symbol: "AAPL",
  contentHtml,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
});

function notesServer(stored: Note[], options: { refuseCreate?: boolean } = {}) {
  return fakeServer({
    "GET /notes": () => ok(stored),
    "GET /ai/health": () => ok({ provider: "offline", model: "bm25", live: false, webSearch: false }),
    "POST /notes": (body) => {
      if (options.refuseCreate) return refused(400, "A note needs some text.", "note_empty");
      const made = note(`6b1f2f8e-0000-4000-8000-00000000000${stored.length + 1}`, (body as Note).contentHtml);
      stored.unshift(made);
      return { status: 201, body: made };
    },
    "DELETE /notes/6b1f2f8e-0000-4000-8000-000000000001": () => {
      stored.splice(0, stored.length);
      return ok({ ok: true });
    },
  });
}

const write = (label: string, html: string) => {
  const editor = screen.getByRole("textbox", { name: label });
  editor.innerHTML = html;
  fireEvent.click(within(editor.closest(".note-editor") ?? document.body).getByRole("button", { name: "Save note" }));
};

describe("Notes on a company", () => {
  it("saves a new note and lists it, with an empty editor for the next", async () => {
    const server = notesServer([]);
    renderWithin(<NotesSection symbol="AAPL" />, server.api);
    expect(await screen.findByText("No notes on AAPL yet.")).toBeTruthy();
    write("New note on AAPL", "<p>Services margin is the swing factor.</p>");
    const list = await screen.findByRole("list", { name: "Your notes on AAPL" });
    expect(within(list).getByText("Services margin is the swing factor.")).toBeTruthy();
    expect(server.calls.filter((call) => call.method === "POST")).toEqual([
      {
        method: "POST",
        path: "/notes",
        query: {},
        body: { symbol: "AAPL", contentHtml: "<p>Services margin is the swing factor.</p>" },
      },
    ]);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "New note on AAPL" }).textContent).toBe(""));
  });

  it("keeps what was written and says why when the server refuses it", async () => {
    renderWithin(<NotesSection symbol="AAPL" />, notesServer([], { refuseCreate: true }).api);
    await screen.findByText("No notes on AAPL yet.");
    write("New note on AAPL", "<p>Check the EU ruling.</p>");
    expect(await screen.findByText("A note needs some text.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "New note on AAPL" }).textContent).toBe("Check the EU ruling.");
  });

  it("deletes only after the second press, and Organize is off without a live model", async () => {
    const server = notesServer([note("6b1f2f8e-0000-4000-8000-000000000001", "<p>Old thought.</p>")]);
    renderWithin(<NotesSection symbol="AAPL" />, server.api);
    const list = await screen.findByRole("list", { name: "Your notes on AAPL" });
    await waitFor(() =>
      expect((within(list).getByRole("button", { name: "Organize" }) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(within(list).getByRole("button", { name: "Delete" }));
    expect(server.calls.some((call) => call.method === "DELETE")).toBe(false);
    fireEvent.click(within(list).getByRole("button", { name: "Delete note" }));
    expect(await screen.findByText("No notes on AAPL yet.")).toBeTruthy();
    expect(server.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/notes/6b1f2f8e-0000-4000-8000-000000000001",
    ]);
  });
});
