// Highlights in a document as a user meets them, over a fake /v1: stored ones are painted when the
// text is shown (as after a reload), a selection offers the colours and Ask about this, a colour
// saves the selection's offsets and text and paints it, a selection inside a highlight can remove
// it, and a selection of under 3 characters offers nothing. jsdom has no CSS Highlight registry,
// so the browser's is stood in for by a map of the ranges each colour paints.
import type { Highlight } from "@moatwise/core";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeServer, ok } from "../../testing/fakeServer";
import { renderWithin } from "../../testing/renderApp";
import { highlightName } from "./highlightPainter";
import { SelectableText } from "./SelectableText";

const DOCUMENT = "filing-0123456789abcdef";
const TEXT = "Services revenue grew faster than hardware.";
const CREATED_AT = "2026-11-20T10:00:00.000Z";

/** The colours' painted texts, as the browser's registry would hold them. */
const registry = new Map<string, { ranges: Range[] }>();
const paintedText = (color: string) => registry.get(highlightName(color as never))?.ranges.map(String) ?? [];

beforeAll(() => {
  vi.stubGlobal(
    "Highlight",
    class {
      readonly ranges: Range[];
      constructor(...ranges: Range[]) {
        this.ranges = ranges;
      }
    },
  );
  vi.stubGlobal("CSS", { highlights: registry });
  // jsdom lays nothing out; the toolbar only needs a box to sit by.
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 100, 10, 10);
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  registry.clear();
  document.getSelection()?.removeAllRanges();
});

const stored = (startOffset: number, endOffset: number, color: Highlight["color"]): Highlight => ({
  id: `6b1f2f8e-0000-4000-8000-00000000000${startOffset % 10}`,
  documentId: DOCUMENT,
  startOffset,
  endOffset,
  highlightedText: TEXT.slice(startOffset, endOffset),
  color,
  createdAt: CREATED_AT,
});

function highlightsServer(kept: Highlight[]) {
  return fakeServer({
    [`GET /highlights/document/${DOCUMENT}`]: () => ok(kept),
    "POST /highlights": (body) => {
      const made = { ...(body as Highlight), id: "6b1f2f8e-0000-4000-8000-0000000000aa", createdAt: CREATED_AT };
      kept.push(made as Highlight);
      return { status: 201, body: made };
    },
    "DELETE /highlights/6b1f2f8e-0000-4000-8000-000000000000": () => {
      kept.splice(0, kept.length);
      return ok({ ok: true });
    },
  });
}

async function showDocument(server: ReturnType<typeof highlightsServer>, onAsk: (passage: string) => void = () => {}) {
  renderWithin(
    <SelectableText documentId={DOCUMENT} onAsk={onAsk}>
      <p>{TEXT}</p>
    </SelectableText>,
    server.api,
  );
  await screen.findByText(TEXT);
}

/** Selects the text from `start` to `end`, as a drag ending with the mouse released over it. */
function select(start: number, end: number) {
  const text = screen.getByText(TEXT).firstChild as Text;
  act(() => {
    document.getSelection()?.setBaseAndExtent(text, start, text, end);
    fireEvent.mouseUp(text);
  });
}

describe("Highlights in a document", () => {
  it("paints the stored highlights when the text is shown, as after a reload", async () => {
    await showDocument(highlightsServer([stored(0, 16, "yellow")]));
    await waitFor(() => expect(paintedText("yellow")).toEqual(["Services revenue"]));
    expect(paintedText("blue")).toEqual([]);
  });

  it("saves a chosen colour with the selection's offsets and text, then paints it", async () => {
    const server = highlightsServer([]);
    await showDocument(server);
    await waitFor(() => expect(server.calls.some((call) => call.path.startsWith("/highlights/document"))).toBe(true));
    select(17, 21);
    fireEvent.click(await screen.findByRole("button", { name: "Highlight blue" }));
    await waitFor(() => expect(paintedText("blue")).toEqual(["grew"]));
    expect(server.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { documentId: DOCUMENT, startOffset: 17, endOffset: 21, highlightedText: "grew", color: "blue" },
    ]);
    expect(screen.queryByRole("toolbar", { name: "Selection tools" })).toBeNull();
  });

  it("offers to remove a highlight the selection lies in, and unpaints it", async () => {
    const server = highlightsServer([stored(0, 16, "green")]);
    await showDocument(server);
    await waitFor(() => expect(paintedText("green")).toEqual(["Services revenue"]));
    select(0, 8);
    fireEvent.click(await screen.findByRole("button", { name: "Remove highlight" }));
    await waitFor(() => expect(paintedText("green")).toEqual([]));
    expect(server.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/highlights/6b1f2f8e-0000-4000-8000-000000000000",
    ]);
  });

  it("hands the selected passage to Ask about this, and offers nothing for under 3 characters", async () => {
    const asked: string[] = [];
    await showDocument(highlightsServer([]), (passage) => asked.push(passage));
    select(0, 2);
    expect(screen.queryByRole("toolbar", { name: "Selection tools" })).toBeNull();
    select(22, 38);
    fireEvent.click(await screen.findByRole("button", { name: "Ask about this" }));
    expect(asked).toEqual(["faster than hard"]);
  });
});
