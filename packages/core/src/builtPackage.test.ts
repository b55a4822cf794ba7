// core as other packages get it: `pnpm --filter @moatwise/core build` writes dist/, and plain
// Node 20 (no TypeScript loader, no DOM, no export condition) imports it by its package name and
// gets the API client, the machines and the rules, with types beside them.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const packageFolder = join(import.meta.dirname, "..");

/** Runs an ES module in a plain Node process inside core's folder (so the package name resolves to itself). */
function plainNode(source: string) {
  return spawnSync(process.execPath, ["--input-type=module", "-e", source], {
    cwd: packageFolder,
    env: { PATH: process.env.PATH },
    encoding: "utf8",
  });
}

describe("the built package", () => {
  it("is built (pnpm build runs before the tests)", () => {
    expect(existsSync(join(packageFolder, "dist", "index.js")), "run: pnpm --filter @moatwise/core build").toBe(true);
  });

  it("imports in plain Node: makeApiClient, the machines, the rules and the Node layers", () => {
    const run = plainNode(`
      import * as core from "@moatwise/core";
      import * as node from "@moatwise/core/node";
      import { createActor } from "xstate";
      const client = core.makeApiClient({ baseUrl: "http://127.0.0.1:9" });
      const chat = createActor(core.chatMachine, { input: { signedIn: true, clientIdPrefix: "t" } }).start();
      console.log(JSON.stringify({
        window: typeof window,
        client: typeof client.send,
        machines: [core.authMachine.id, core.chatMachine.id, core.portfolioMachine.id],
        chatState: chat.getSnapshot().value.conversation,
        question: core.detectQuestion("What does Apple sell?"),
        csv: core.parseHoldingsCsv("symbol,shares\\nAAPL,10\\n").ok,
        money: core.formatMoney(391e9),
        node: Object.keys(node).sort(),
      }));
    `);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      window: "undefined",
      client: "function",
      machines: ["auth", "chat", "portfolio"],
      chatState: "idle",
      question: true,
      csv: true,
      money: "$391.0B",
      node: [
        "COOKIE_JAR_KEY",
        "STORAGE_FILE_MODE",
        "cookieFetch",
        "fileStorage",
        "forgetCookies",
        "processTab",
        "unavailableClipboard",
      ],
    });
  });

  it("imports a filing's reading alone in plain Node, as the server's PDF readers do", () => {
    const run = plainNode(`
      import * as filing from "@moatwise/core/filing";
      const runs = filing.unpackRuns({ texts: ["Revenue"], boxes: [56, 700, 40, 9] });
      const reading = filing.readFiling([runs]);
      console.log(JSON.stringify({
        exports: Object.keys(filing).sort(),
        pages: reading.pages.length,
        problem: filing.filingReadingProblem(reading),
      }));
    `);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      exports: ["filingReadingProblem", "readFiling", "unpackRuns"],
      pages: 1,
      problem: null,
    });
  });

  it("imports the page-data follower alone in plain Node, as the web app loads it when a page needs it", () => {
    const run = plainNode(`
      import * as pageData from "@moatwise/core/pageData";
      console.log(JSON.stringify({ exports: Object.keys(pageData).sort(), kind: typeof pageData.pageDataFollower }));
    `);
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({ exports: ["followPageData", "pageDataFollower"], kind: "function" });
  });

  it("serves built files by default and the source under the workspace's condition, with types", () => {
    const manifest = JSON.parse(readFileSync(join(packageFolder, "package.json"), "utf8"));
    expect(manifest.sideEffects).toBe(false);
    for (const [entry, name] of [
      [".", "index"],
      ["./node", "node"],
      ["./filing", "filing"],
      ["./pageData", "pageData"],
    ] as const) {
      expect(manifest.exports[entry]).toEqual({
        "@moatwise/source": `./src/${name}.ts`,
        types: `./dist/types/${name}.d.ts`,
        default: `./dist/${name}.js`,
      });
      expect(existsSync(join(packageFolder, "dist", "types", `${name}.d.ts`))).toBe(true);
    }
    const types = readFileSync(join(packageFolder, "dist", "types", "index.d.ts"), "utf8");
    expect(types).toContain("makeApiClient");
  });
});
