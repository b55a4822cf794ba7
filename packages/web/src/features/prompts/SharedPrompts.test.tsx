// Shared prompts as a reader meets them over a fake /v1: other people's questions carry their
// public handle, one's own says "You", and the share box says which handle one posts under.
import type { Prompt } from "@moatwise/core";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeServer, ok } from "../../testing/fakeServer";
import { ada, renderWithin } from "../../testing/renderApp";
import { SharedPrompts } from "./SharedPrompts";

afterEach(cleanup);

const prompt = (id: string, content: string, fields: Partial<Prompt>): Prompt => ({
  id,
  symbol: "AAPL",
  content,
  authorHandle: "investor-0a1b2c3d4e",
  score: 0,
  myVote: null,
  mine: false,
  createdAt: "2026-11-24T09:00:00.000Z",
  ...fields,
});

describe("Shared prompts", () => {
  it("names other authors by handle, the reader as You, and the handle the reader posts as", async () => {
    const server = fakeServer({
      "GET /prompts/AAPL": () =>
        ok([
          prompt("6c1f2f8e-0000-4000-8000-000000000001", "How durable are services margins?", {}),
          prompt("6c1f2f8e-0000-4000-8000-000000000002", "What does the buyback add?", {
            authorHandle: ada.handle,
            mine: true,
          }),
        ]),
    });
    renderWithin(<SharedPrompts profile={{ symbol: "AAPL", companyName: "Apple Inc." }} />, server.api);
    expect(await screen.findByText("investor-0a1b2c3d4e")).toBeTruthy();
    const mine = screen.getByText("What does the buyback add?").closest("li");
    expect(mine?.querySelector(".prompt-meta")?.textContent).toMatch(/^You · Delete/);
    const postingAs = screen.getByText(ada.handle);
    expect(postingAs.closest("p")?.textContent).toBe(`You post as ${ada.handle}.`);
  });
});
