// PDF chat as a user meets it, over a fake /v1: a PDF over 20 MB refused before it is sent, a
// refused upload that says the server's reason, an accepted one that opens with its name, pages and
// size, Remove PDF that asks the server to clean up and goes back to the upload, and an earlier
// PDF reopened from "Your PDFs" or removed there; a question asked from the composer, stopped.
import { MAX_PDF_BYTES, type PdfExchange, type PdfSession } from "@moatwise/core";
import { memoryLocation } from "@moatwise/core/testing/memoryLocation";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeServer, ok, refused } from "../../testing/fakeServer";
import { renderWithin } from "../../testing/renderApp";
import PdfChatPage from "./PdfChatPage";

afterEach(cleanup);

const letter: PdfSession = {
  sessionId: "0b6f0a3e-4c1e-4d0a-9a57-0d5b8a1c2e3f",
  filename: "letter.pdf",
  pageCount: 3,
  byteSize: 2048,
};

function pdfServer(options: { refuseUpload?: boolean; earlier?: PdfSession[]; asked?: PdfExchange[] } = {}) {
  const earlier = [...(options.earlier ?? [])];
  return fakeServer({
    "GET /pdf/sessions": () => ok(earlier),
    "GET /ai/health": () => ok({ provider: "offline", model: "bm25", live: false, webSearch: false }),
    "POST /pdf/upload": () =>
      options.refuseUpload ? refused(415, "This file is not a PDF.", "not_a_pdf") : ok(letter),
    [`GET /pdf/session/${letter.sessionId}`]: () => ok(letter),
    [`GET /pdf/session/${letter.sessionId}/messages`]: () => ok(options.asked ?? []),
    // An answer that never comes: the question stays answering until the user stops it.
    "POST /pdf/chat": () => new Promise(() => {}),
    [`DELETE /pdf/session/${letter.sessionId}`]: () => {
      earlier.splice(0, earlier.length);
      return ok({ ok: true });
    },
  });
}

async function showPage(server: ReturnType<typeof pdfServer>) {
  const location = memoryLocation("/pdf-chat");
  renderWithin(<PdfChatPage />, server.api, { client: server.client, location });
  await screen.findByText("Choose a PDF, or drop it here");
  return location;
}

const choose = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const pdfFile = (name: string) => new File(["%PDF-1.4 letter"], name, { type: "application/pdf" });
const uploads = (server: ReturnType<typeof pdfServer>) => server.calls.filter((call) => call.path === "/pdf/upload");

describe("PDF chat", () => {
  it("refuses a PDF over 20 MB before sending it, naming its size", async () => {
    const server = pdfServer();
    await showPage(server);
    const large = pdfFile("annual-report.pdf");
    Object.defineProperty(large, "size", { value: MAX_PDF_BYTES + 1 });
    choose(large);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "annual-report.pdf is 20.0 MB; a PDF may be at most 20 MB.",
    );
    expect(uploads(server)).toEqual([]);
  });

  it("says the server's reason when it refuses an upload, and offers the upload again", async () => {
    const server = pdfServer({ refuseUpload: true });
    await showPage(server);
    choose(pdfFile("notes.txt.pdf"));
    expect((await screen.findByRole("alert")).textContent).toBe("This file is not a PDF.");
    expect(uploads(server)).toHaveLength(1);
    expect(screen.getByText("Choose a PDF, or drop it here")).toBeTruthy();
  });

  it("opens an uploaded PDF with its name, pages and size; Remove PDF cleans up and goes back", async () => {
    const server = pdfServer();
    const location = await showPage(server);
    choose(pdfFile("letter.pdf"));
    expect(await screen.findByText("letter.pdf")).toBeTruthy();
    expect(screen.getByText("3 pages · 2 KB")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Ask about the PDF" })).toBeTruthy();
    // (jsdom's form data reaches the fake server without the file's name; e2e sees the real upload.)
    expect(Object.keys(uploads(server)[0]?.body as object)).toEqual(["file"]);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/pdf-chat?session=${letter.sessionId}`));
    fireEvent.click(screen.getByRole("button", { name: "Remove PDF" }));
    expect(await screen.findByText("Choose a PDF, or drop it here")).toBeTruthy();
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
        `/pdf/session/${letter.sessionId}`,
      ]),
    );
  });

  it("lists earlier PDFs to open again or remove", async () => {
    const server = pdfServer({ earlier: [letter] });
    await showPage(server);
    const list = await screen.findByRole("list", { name: "Your PDFs" });
    expect(within(list).getByText("3 pages")).toBeTruthy();
    fireEvent.click(within(list).getByRole("button", { name: "Remove letter.pdf" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Your PDFs" })).toBeNull());
    expect(server.calls.some((call) => call.method === "DELETE")).toBe(true);
  });

  it("reopens an earlier PDF from the list, with the questions asked of it before", async () => {
    const asked: PdfExchange[] = [
      {
        id: "5e0c6f7a-1b2c-4d3e-8f90-a1b2c3d4e5f6",
        question: "What are the main risks?",
        answer: "A slowdown in advertising (page 2).",
        sources: [{ pageNumber: 2, text: "A slowdown in advertising." }],
        createdAt: "2026-11-24T09:30:00.000Z",
      },
    ];
    const server = pdfServer({ earlier: [letter], asked });
    await showPage(server);
    const list = await screen.findByRole("list", { name: "Your PDFs" });
    fireEvent.click(within(list).getByRole("button", { name: "Open" }));
    expect(await screen.findByRole("button", { name: "Remove PDF" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Answer to: What are the main risks?" }).textContent).toContain(
      "A slowdown in advertising",
    );
    expect(server.calls.some((call) => call.path === `/pdf/session/${letter.sessionId}`)).toBe(true);
  });

  it("asks about the open PDF from the composer, which empties and offers Stop until the answer is stopped", async () => {
    const server = pdfServer();
    await showPage(server);
    choose(pdfFile("letter.pdf"));
    const composer = (await screen.findByRole("textbox", { name: "Ask about the PDF" })) as HTMLTextAreaElement;
    expect((screen.getByRole("button", { name: "Ask" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(composer, { target: { value: "What are the main risks?" } });
    fireEvent.keyDown(composer, { key: "Enter" });
    expect(await screen.findByRole("article", { name: "Answer to: What are the main risks?" })).toBeTruthy();
    expect(composer.value).toBe("");
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path === "/pdf/chat").map((call) => call.body)).toEqual([
        { sessionId: letter.sessionId, message: "What are the main risks?" },
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Stop" }));
    expect(await screen.findByText("Stopped.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ask" })).toBeTruthy();
  });
});
