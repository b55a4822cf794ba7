// Reading only the own material that can match, on a real database: a note is read when it
// holds any of the words, whatever their case; `%` and `_` are plain characters; no words read nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server";
import { signUpMember, startTestServer } from "../testing/testServer";

let server: RunningServer;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  userId = (await signUpMember(server.url, "match")).user.id;
  const { notes } = server.services;
  await notes.create(userId, { symbol: "AAPL", contentHtml: "<p>Services MARGIN held.</p>" });
  await notes.create(userId, { symbol: "MSFT", contentHtml: "<p>Azure grew 100% in 2026.</p>" });
});
afterAll(() => server.close());

const titlesFor = async (words: string[]) =>
  (await server.services.notes.passagesOf(userId, words)).map((passage) => passage.title).sort();

describe("containsAnyWord", () => {
  it("reads the notes holding any of the words, whatever their case", async () => {
    expect(await titlesFor(["margin"])).toEqual(["Your note on AAPL"]);
    expect(await titlesFor(["azure", "services"])).toEqual(["Your note on AAPL", "Your note on MSFT"]);
    expect(await titlesFor(["dividend"])).toEqual([]);
  });

  it("takes % and _ as plain characters, and reads nothing for no words", async () => {
    expect(await titlesFor(["100%"])).toEqual(["Your note on MSFT"]);
    expect(await titlesFor(["%"])).toEqual(["Your note on MSFT"]);
    expect(await titlesFor(["_"])).toEqual([]);
    expect(await titlesFor([])).toEqual([]);
  });
});
