import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/ApiError";
import type { Highlight } from "../domain/schemas/highlights";
import type { Note } from "../domain/schemas/notes";
import type { Prompt } from "../domain/schemas/prompts";
import { workspaceQueries } from "../queries/areaQueries";
import { type ApiStubs, deferred } from "../testing/fakeApi";
import { mutationHarness } from "../testing/mutationHarness";
import { samplePrompt } from "../testing/samplePrompt";
import { workspaceMutations, workspaceTexts } from "./workspaceMutations";

const documentId = "a1c2e3f4-0000-4000-8000-000000000001";
const otherDocument = "a1c2e3f4-0000-4000-8000-000000000002";
const note: Note = {
  id: "b1c2e3f4-0000-4000-8000-000000000001",
  symbol: "AAPL",
  contentHtml: "<p>Services margin keeps rising.</p>",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};
const mark = (id: string, startOffset: number, endOffset: number): Highlight => ({
  id,
  documentId,
  startOffset,
  endOffset,
  highlightedText: "x".repeat(endOffset - startOffset),
  color: "yellow",
  createdAt: "2026-11-01T10:00:00.000Z",
});
const first = mark("c1c2e3f4-0000-4000-8000-000000000001", 0, 12);
const second = mark("c1c2e3f4-0000-4000-8000-000000000002", 40, 60);
const refused = ApiError.fromResponse(503, { detail: "The server is busy.", code: "busy" });

function setUp(stubs: ApiStubs) {
  const harness = mutationHarness(stubs);
  return {
    ...harness,
    mutations: workspaceMutations(harness.ports),
    queries: workspaceQueries(harness.ports.api),
  };
}

describe("notes", () => {
  it("each change to a note refreshes that company's notes, and only those", async () => {
    const { client, mutations, run, queries } = setUp({
      notes: {
        create: async (body) => ({ ...note, ...body }),
        update: async (_id, body) => ({ ...note, ...body }),
        remove: async () => ({ ok: true }),
        organize: async () => note,
      },
    });
    const changes = [
      () => run(mutations.createNote("AAPL"), "<p>New</p>"),
      () => run(mutations.updateNote(), { note, contentHtml: "<p>Edited</p>" }),
      () => run(mutations.removeNote(), note),
      () => run(mutations.organizeNote(), note),
    ];
    for (const change of changes) {
      client.setQueryData(queries.notes("AAPL").queryKey, [note]);
      client.setQueryData(queries.notes("MSFT").queryKey, []);
      await change();
      expect(client.getQueryState(queries.notes("AAPL").queryKey)?.isInvalidated).toBe(true);
      expect(client.getQueryState(queries.notes("MSFT").queryKey)?.isInvalidated).toBe(false);
    }
  });

  it("sends the note's text and the company it belongs to", async () => {
    const sent: unknown[] = [];
    const { mutations, run } = setUp({
      notes: {
        create: async (body) => {
          sent.push(body);
          return { ...note, ...body };
        },
      },
    });
    await run(mutations.createNote("NVDA"), "<p>Data centre</p>");
    expect(sent).toEqual([{ symbol: "NVDA", contentHtml: "<p>Data centre</p>" }]);
  });
});

describe("highlights", () => {
  it("sends only the range, its text and the colour (not where the toolbar stood)", async () => {
    const sent: unknown[] = [];
    const { mutations, run, toasts } = setUp({
      highlights: {
        create: async (body) => {
          sent.push(body);
          return first;
        },
      },
    });
    const picked = { startOffset: 0, endOffset: 12, highlightedText: "Gross margin", top: 100, bottom: 120, left: 40 };
    await run(mutations.createHighlight(documentId), { range: picked, color: "blue" });
    expect(sent).toEqual([
      { documentId, startOffset: 0, endOffset: 12, highlightedText: "Gross margin", color: "blue" },
    ]);
    expect(toasts).toEqual([]);
  });

  it("says in a toast when a highlight could not be saved", async () => {
    const { mutations, run, toasts } = setUp({ highlights: { create: () => Promise.reject(refused) } });
    const range = { startOffset: 0, endOffset: 12, highlightedText: "Gross margin" };
    await expect(run(mutations.createHighlight(documentId), { range, color: "pink" })).rejects.toBe(refused);
    expect(toasts).toEqual([{ message: workspaceTexts.highlightNotSaved, variant: "error" }]);
  });

  it("unpaints a highlight at once, and the document's list is read again afterwards", async () => {
    const removed = deferred<{ ok: true }>();
    const { client, mutations, run, queries } = setUp({ highlights: { remove: () => removed.promise } });
    const key = queries.highlights(documentId).queryKey;
    client.setQueryData(key, [first, second]);
    client.setQueryData(queries.highlights(otherDocument).queryKey, [first]);
    const removing = run(mutations.removeHighlight(documentId), first);
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([second]));
    removed.resolve({ ok: true });
    await removing;
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryData(queries.highlights(otherDocument).queryKey)).toEqual([first]);
  });

  it("paints a highlight again, with a toast, when the server kept it", async () => {
    const { client, mutations, run, queries, toasts } = setUp({
      highlights: { remove: () => Promise.reject(refused) },
    });
    const key = queries.highlights(documentId).queryKey;
    client.setQueryData(key, [first, second]);
    await expect(run(mutations.removeHighlight(documentId), first)).rejects.toBe(refused);
    expect(client.getQueryData(key)).toEqual([first, second]);
    expect(toasts).toEqual([{ message: workspaceTexts.highlightNotRemoved, variant: "error" }]);
  });
});

describe("uploaded PDFs", () => {
  it("removes the PDF named and reads the list again", async () => {
    const closed: string[] = [];
    const { client, mutations, run, queries } = setUp({
      pdf: {
        closeSession: async (sessionId) => {
          closed.push(sessionId);
          return { ok: true };
        },
      },
    });
    const pdf = { sessionId: documentId, filename: "letter.pdf", pageCount: 3, byteSize: 2048 };
    client.setQueryData(queries.pdfSessions().queryKey, [pdf]);
    await run(mutations.removePdf(), pdf);
    expect(closed).toEqual([documentId]);
    expect(client.getQueryState(queries.pdfSessions().queryKey)?.isInvalidated).toBe(true);
  });
});

describe("prompts", () => {
  const question = (id: string, score: number, myVote: Prompt["myVote"] = null) => samplePrompt(id, score, { myVote });

  it("moves a vote and the ranking at once, and sends a second click on the same vote as taking it back", async () => {
    const sent: string[] = [];
    const answered = deferred<Prompt>();
    const { client, mutations, run, queries } = setUp({
      prompts: {
        vote: (id, body) => {
          sent.push(`vote ${id} ${body.voteType}`);
          return answered.promise;
        },
        unvote: async (id, body) => {
          sent.push(`unvote ${id} ${body.voteType}`);
          return question(id, 0);
        },
      },
    });
    const key = queries.prompts("AAPL").queryKey;
    client.setQueryData(key, [question("a", 1), question("b", 1)]);
    const voting = run(mutations.votePrompt("AAPL"), { prompt: question("b", 1), clicked: "up" });
    await vi.waitFor(() =>
      expect((client.getQueryData(key) as Prompt[]).map((p) => [p.id, p.score, p.myVote])).toEqual([
        ["b", 2, "up"],
        ["a", 1, null],
      ]),
    );
    answered.resolve(question("b", 2, "up"));
    await voting;
    await run(mutations.votePrompt("AAPL"), { prompt: question("b", 2, "up"), clicked: "up" });
    expect(sent).toEqual(["vote b up", "unvote b up"]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("puts a vote back, with a toast, when the server did not keep it", async () => {
    const { client, mutations, run, queries, toasts } = setUp({ prompts: { vote: () => Promise.reject(refused) } });
    const key = queries.prompts("AAPL").queryKey;
    client.setQueryData(key, [question("a", 3)]);
    await expect(run(mutations.votePrompt("AAPL"), { prompt: question("a", 3), clicked: "down" })).rejects.toBe(
      refused,
    );
    expect((client.getQueryData(key) as Prompt[])[0]).toMatchObject({ score: 3, myVote: null });
    expect(toasts).toEqual([{ message: workspaceTexts.voteNotSaved, variant: "error" }]);
  });

  it("shares the trimmed text under the company, and reads the list again", async () => {
    const sent: unknown[] = [];
    const { client, mutations, run, queries } = setUp({
      prompts: {
        create: async (symbol, body) => {
          sent.push([symbol, body]);
          return question("new", 0);
        },
      },
    });
    client.setQueryData(queries.prompts("KO").queryKey, []);
    await run(mutations.sharePrompt("KO"), "  Is the dividend safe?  ");
    expect(sent).toEqual([["KO", { symbol: "KO", content: "Is the dividend safe?" }]]);
    expect(client.getQueryState(queries.prompts("KO").queryKey)?.isInvalidated).toBe(true);
  });
});
