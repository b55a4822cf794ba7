// Browser journeys in Chromium against the real server (built web app + /v1) on a fresh database.
import { mkdtempSync } from "node:fs";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { researcherEmail } from "./support/accounts";
import { CHROMIUM_FLAGS, chromiumPath } from "./support/chromium";
import { GOOGLE_TEST_CLIENT_ID } from "./support/fakeGoogle";

// The workspace's packages from their TypeScript source (their "@moatwise/source" export
// condition), not their build: in this process (which lists the tests) through a module hook, and
// in the test workers and the servers started below through NODE_OPTIONS.
register("./support/sourceConditionHooks.mjs", import.meta.url);
const SOURCE_CONDITION = "--conditions=@moatwise/source";
if (!process.env.NODE_OPTIONS?.includes(SOURCE_CONDITION)) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ""} ${SOURCE_CONDITION}`.trim();
}

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Journeys run in two browsers at once (one per worker), against the servers below. A worker's
 * files run one after another, so what a worker's journeys share (its invited researcher) no
 * other worker touches.
 */
const WORKERS = 2;
/**
 * Journeys whose waits are real time against short-lived tokens (sessions.spec.ts: four tabs must
 * click within one 8 s token), run last, while no other journey competes for the CPU. (Naming
 * such a file alone runs every journey before it; `--no-deps` runs it at once.)
 */
const RUN_ALONE = /sessions\.spec\.ts/;
/** The e-mails the main server lets into the research area: one invited researcher per worker. */
const researchAllowlist = Array.from({ length: WORKERS }, (_, worker) => researcherEmail(worker)).join(",");
/** A second server whose access tokens live 8 s, for the session journeys. */
export const shortTokenPort = port + 1;
/** A stand-in for Google's keys and ID tokens, and a server that trusts it for Google sign-in. */
export const fakeGooglePort = port + 2;
export const googleSignInPort = port + 3;
const dataDir = mkdtempSync(join(tmpdir(), "moatwise-e2e-"));
const shortTokenDataDir = mkdtempSync(join(tmpdir(), "moatwise-e2e-short-"));
const googleDataDir = mkdtempSync(join(tmpdir(), "moatwise-e2e-google-"));

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"], ["json", { outputFile: "../test-results/playwright.json" }]],
  // Two browsers and their servers share the machine's cores: a long journey gets 60 s (each
  // step still waits at most expect's 5 s).
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    trace: "off",
    // The app's service worker would answer requests before page.route sees them; the journeys
    // that intercept requests run without it, and offline.spec.ts allows it where it is the subject.
    serviceWorkers: "block",
  },
  projects: [
    { name: "journeys", testIgnore: RUN_ALONE },
    { name: "alone", testMatch: RUN_ALONE, dependencies: ["journeys"] },
  ],
  webServer: [
    {
      command: "pnpm --filter @moatwise/server start:source",
      url: `http://127.0.0.1:${port}/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        MOATWISE_DATA_DIR: dataDir,
        DATABASE_URL: "",
        RESEARCH_ALLOWLIST: researchAllowlist,
        // The journeys create far more accounts from 127.0.0.1 than a household would in an hour.
        SIGNUPS_PER_HOUR: "0",
        // The offline answer streams at about a piece every 40 ms: slow enough to press Stop.
        AI_OFFLINE_DELTA_MS: "40",
      },
      stdout: "pipe",
    },
    {
      command: "pnpm --filter @moatwise/server start:source",
      url: `http://127.0.0.1:${shortTokenPort}/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(shortTokenPort),
        MOATWISE_DATA_DIR: shortTokenDataDir,
        DATABASE_URL: "",
        ACCESS_TOKEN_TTL_SECONDS: "8",
        SIGNUPS_PER_HOUR: "0",
      },
      stdout: "pipe",
    },
    {
      command: "tsx support/fakeGoogle.ts",
      url: `http://127.0.0.1:${fakeGooglePort}/certs`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(fakeGooglePort) },
    },
    {
      command: "pnpm --filter @moatwise/server start:source",
      url: `http://127.0.0.1:${googleSignInPort}/v1/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(googleSignInPort),
        MOATWISE_DATA_DIR: googleDataDir,
        DATABASE_URL: "",
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${fakeGooglePort}/certs`,
      },
      stdout: "pipe",
    },
  ],
});
