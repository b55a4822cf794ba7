// Reading only the own material that can match, on a real database: a note is found by any of
// the words, whatever their case and ending; operators and punctuation in the words are plain
// text; no words find nothing; and the best match comes first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server";
import { signUpMember, startTestServer } from "../testing/testServer";

let server: RunningServer;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  userId = (await signUpMember(server.url, "match")).user.id;
  const { notes } = server.services;
  await notes.create(userId, { symbol: "AAPL", contentHtml: "<p>Services <strong>MARGIN</strong> held.</p>" });
  await notes.create(userId, { symbol: "MSFT", contentHtml: "<p>Azure grew 100% in 2026. Azure margins too.</p>" });
});
afterAll(() => server.close());

const titlesFor = async (words: string[]) =>
  (await server.services.notes.passagesOf(userId, words)).map((passage) => passage.title);

describe("searching a user's own notes", () => {
  it("finds the notes holding any of the words, whatever their case or ending", async () => {
    expect(await titlesFor(["margins"])).toHaveLength(2);
    expect((await titlesFor(["azure", "services"])).sort()).toEqual(["Your note on AAPL", "Your note on MSFT"]);
    expect(await titlesFor(["dividend"])).toEqual([]);
  });

  it("ranks the note that matches more words first", async () => {
    expect(await titlesFor(["azure", "margin"])).toEqual(["Your note on MSFT", "Your note on AAPL"]);
  });

  it("takes operators and punctuation as plain text, and finds nothing for no words", async () => {
    expect(await titlesFor(["-azure"])).toEqual(["Your note on MSFT"]);
    expect(await titlesFor(["100%"])).toEqual(["Your note on MSFT"]);
    expect(await titlesFor(["%", "_", "!", "or"])).toEqual([]);
    expect(await titlesFor([])).toEqual([]);
  });

  it("does not search the markup: a tag's name is not a word of the note", async () => {
    expect(await titlesFor(["strong"])).toEqual([]);
  });
});
