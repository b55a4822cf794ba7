// The Node layers of core's ports: storage in a 0600 file, a cookie jar over a storage, the
// clients of one process as tabs, and a clipboard that says it is not there.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../services/storage";
import { cookieFetch, forgetCookies } from "./cookieFetch";
import { fileStorage } from "./fileStorage";
import { processTab } from "./processTabs";
import { unavailableClipboard } from "./unavailableClipboard";

const freshPath = () => join(mkdtempSync(join(tmpdir(), "moatwise-core-")), "config", "session.json");

describe("fileStorage", () => {
  it("creates its file with mode 0600 in a folder of 0700, and another instance reads it", () => {
    const path = freshPath();
    fileStorage(path).set("a", "1");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(path, "..")).mode & 0o777).toBe(0o700);
    const again = fileStorage(path);
    expect(again.get("a")).toBe("1");
    again.set("b", "2");
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ a: "1", b: "2" });
  });

  it("narrows a file left with a wider mode, and goes away with its last key", () => {
    const path = freshPath();
    const storage = fileStorage(path);
    storage.set("a", "1");
    writeFileSync(path, '{"a":"1"}', { mode: 0o644 });
    storage.set("a", "2");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    storage.remove("a");
    expect(() => statSync(path)).toThrow();
    expect(storage.get("a")).toBeNull();
  });

  it("reads a file that is not its own as empty", () => {
    const path = freshPath();
    fileStorage(path).set("x", "1");
    writeFileSync(path, "not json");
    expect(fileStorage(path).get("x")).toBeNull();
  });
});

describe("cookieFetch", () => {
  /** A server stand-in that answers with `setCookies` and records the cookie header it got. */
  function recording(setCookies: string[][]) {
    const sent: Array<string | null> = [];
    const fetch = async (input: string | URL | Request) => {
      const request = input as Request;
      sent.push(request.headers.get("cookie"));
      const headers = new Headers();
      for (const line of setCookies.shift() ?? []) headers.append("set-cookie", line);
      return new Response("{}", { headers });
    };
    return { sent, fetch: fetch as typeof globalThis.fetch };
  }

  it("keeps cookies per origin and path, replays them, and drops expired ones", async () => {
    const storage = memoryStorage();
    const server = recording([
      ["refresh=r1; Path=/v1/auth; HttpOnly", "csrf=c1; Path=/v1; HttpOnly"],
      [],
      ["refresh=; Path=/v1/auth; Max-Age=0"],
      [],
    ]);
    const fetch = cookieFetch({ storage, fetch: server.fetch });
    await fetch("http://127.0.0.1:3000/v1/users/signin", { method: "POST" });
    await fetch("http://127.0.0.1:3000/v1/auth/refresh", { method: "POST", body: "x" });
    await fetch("http://127.0.0.1:3000/v1/auth/logout", { method: "POST" });
    await fetch("http://127.0.0.1:3000/v1/auth/refresh");
    expect(server.sent).toEqual([null, "refresh=r1; csrf=c1", "refresh=r1; csrf=c1", "csrf=c1"]);
    await cookieFetch({ storage, fetch: server.fetch })("http://other.example/v1/auth/refresh");
    expect(server.sent.at(-1)).toBeNull();
  });

  it("honours Max-Age against its clock, and forgets an origin on request", async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const server = recording([["s=1; Path=/; Max-Age=60"]]);
    const fetch = cookieFetch({ storage, fetch: server.fetch, now: () => now });
    await fetch("http://a.example/x");
    await fetch("http://a.example/y");
    now += 61_000;
    await fetch("http://a.example/z");
    expect(server.sent).toEqual([null, "s=1", null]);
    now = 1_000_000;
    forgetCookies(storage, "http://a.example");
    await fetch("http://a.example/w");
    expect(server.sent.at(-1)).toBeNull();
  });
});

describe("processTab and unavailableClipboard", () => {
  it("tabs of one process hear each other, not themselves", async () => {
    const [first, second] = [processTab(), processTab()];
    const heard: string[] = [];
    first.subscribe((message) => heard.push(`first ${message.type}`));
    second.subscribe((message) => heard.push(`second ${message.type}`));
    first.post({ type: "session.signedOut", from: first.tabId });
    await Promise.resolve();
    expect(heard).toEqual(["second session.signedOut"]);
  });

  it("a copy reports that it did not happen", async () => {
    const clipboard = unavailableClipboard();
    expect(await clipboard.writeText("a")).toBe(false);
    expect(await clipboard.writeRich({ text: "a", html: "<b>a</b>" })).toBe(false);
  });
});
