// The embedded database and PostgreSQL side by side (issue 32, items 9 and 10): a real server
// process per database (`src/main.ts` through tsx; `pnpm start` runs its build), 200 clients of mixed signed-in
// GETs for 20 s, then 500 offline answers streaming at once, and the process's resident memory
// idle and under load. PostgreSQL is measured when BENCH_DATABASE_URL (or DATABASE_URL) names one.
// The figures are printed as one table after the run. BENCH_LOAD_SECONDS shortens the GETs.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CSRF_HEADER } from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import { loadGenerator, percentile, streamLoad } from "../testing/loadWorker";
import { signUpMember } from "../testing/testServer";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CLIENTS = 200;
const STREAMS = 500;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const SERVER_DIR = join(import.meta.dirname, "..", "..");

const GET_PATHS = [
  "/v1/company/profile?symbol=AAPL",
  "/v1/company/quote?symbol=MSFT",
  "/v1/users/me",
  "/v1/notes?symbol=AAPL",
  "/v1/financials/income-statement/NVDA?period=annual",
  "/v1/company/news?symbol=AAPL",
  "/v1/pdf/sessions",
  "/v1/usage",
  "/v1/portfolio",
  "/v1/chat/conversations",
];

interface Figures {
  readonly database: string;
  readonly idleRssMb: number;
  readonly loadedRssMb: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly streamsCompleted: number;
  readonly gapP50Ms: number;
  readonly gapP99Ms: number;
  readonly firstPieceP99Ms: number;
}

const measured: Figures[] = [];
/** The embedded database's first start, which also creates its data folder. */
let firstStartRssMb = 0;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resident memory of a process in MB, from Linux's /proc (0 where there is none). */
function residentMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

async function startServerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--conditions=@moatwise/source", "--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      AI_OFFLINE_DELTA_MS: "20",
      // The bench measures the database, not the per-user allowances, which would refuse the crowd.
      AI_DAILY_QUOTA: "",
      AI_ANSWERS_PER_MINUTE: "0",
      SIGNUPS_PER_HOUR: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    const healthy = await fetch(`${url}/v1/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("The server did not start within 60 s.");
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Measures one database; a failure is printed, since the bench runner keeps it to itself. */
async function measure(database: string, env: Record<string, string>): Promise<void> {
  await measureOnce(database, env).catch((error: unknown) => {
    console.error(`${database}: the measurement failed:`, error);
    throw error;
  });
}

async function measureOnce(database: string, env: Record<string, string>): Promise<void> {
  const { child, url } = await startServerProcess(env);
  try {
    await pause(3000);
    const idleRssMb = residentMb(child.pid);
    let loadedRssMb = idleRssMb;
    const sampler = setInterval(() => {
      loadedRssMb = Math.max(loadedRssMb, residentMb(child.pid));
    }, 250);

    const member = await signUpMember(url, "load");
    const crowd = loadGenerator(
      GET_PATHS.map((path) => `${url}${path}`),
      member.auth,
      CLIENTS,
    );
    await crowd.run(2 * CLIENTS); // connections open, caches filled
    const latencies: number[] = [];
    const started = performance.now();
    while (performance.now() - started < LOAD_SECONDS * 1000) latencies.push(...(await crowd.run(1000)));
    const elapsedSeconds = (performance.now() - started) / 1000;
    await crowd.close();

    const csrf = member.browser.cookies.get("moatwise_csrf") ?? "";
    const streamHeaders = {
      ...member.auth,
      "content-type": "application/json",
      [CSRF_HEADER]: csrf,
      cookie: `moatwise_csrf=${csrf}`,
    };
    const body = JSON.stringify({ message: "What was Apple's revenue and margin?", mode: "chat", options: {} });
    const streams = await streamLoad(`${url}/v1/ai/stream`, streamHeaders, body, STREAMS);
    clearInterval(sampler);
    const done = streams.filter((stream) => stream.ok);
    const gaps = done.flatMap((stream) => stream.gaps);
    measured.push({
      database,
      idleRssMb,
      loadedRssMb,
      requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: Math.max(...latencies),
      streamsCompleted: done.length,
      gapP50Ms: percentile(gaps, 50),
      gapP99Ms: percentile(gaps, 99),
      firstPieceP99Ms: percentile(
        done.map((stream) => stream.first ?? 0),
        99,
      ),
    });
  } finally {
    await stopServerProcess(child);
  }
}

async function stopServerProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function table(rows: ReadonlyArray<Figures>): string {
  const lines: Array<[string, (figures: Figures) => string]> = [
    ["idle resident memory", (f) => `${f.idleRssMb} MB`],
    ["resident memory under load (peak)", (f) => `${f.loadedRssMb} MB`],
    [`${CLIENTS} clients, mixed GETs: requests/s`, (f) => String(f.requestsPerSecond)],
    ["  latency p50", (f) => `${f.p50Ms.toFixed(1)} ms`],
    ["  latency p99", (f) => `${f.p99Ms.toFixed(1)} ms`],
    ["  latency max", (f) => `${f.maxMs.toFixed(0)} ms`],
    [`${STREAMS} offline streams at once: completed`, (f) => String(f.streamsCompleted)],
    ["  gap between pieces p50", (f) => `${f.gapP50Ms.toFixed(1)} ms`],
    ["  gap between pieces p99", (f) => `${f.gapP99Ms.toFixed(1)} ms`],
    ["  first piece p99", (f) => `${f.firstPieceP99Ms.toFixed(0)} ms`],
  ];
  const width = Math.max(...lines.map(([label]) => label.length));
  const header = `${"".padEnd(width)}  ${rows.map((row) => row.database.padStart(12)).join("  ")}`;
  const body = lines.map(
    ([label, cell]) => `${label.padEnd(width)}  ${rows.map((row) => cell(row).padStart(12)).join("  ")}`,
  );
  return [header, ...body].join("\n");
}

afterAll(() => {
  console.log(`\nThe databases under load (${LOAD_SECONDS} s of GETs per database)\n${table(measured)}`);
  console.log(`PGlite's first start (creating the data folder): ${firstStartRssMb} MB resident when idle.`);
  if (!postgresUrl) console.log("PostgreSQL: not measured (set BENCH_DATABASE_URL to a postgres:// URL).");
});

/** Each measurement is a whole run of its own: once, with no warm-up round. */
const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

describe("one server process per database, under the same load", () => {
  bench(
    "embedded PGlite",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "moatwise-load-"));
      try {
        const env = { MOATWISE_DATA_DIR: dataDir, DATABASE_URL: "" };
        // A first start creates the folder; the measured start opens it, as every later start does.
        const first = await startServerProcess(env);
        await pause(3000);
        firstStartRssMb = residentMb(first.child.pid);
        await stopServerProcess(first.child);
        await measure("PGlite", env);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    ONCE,
  );
  if (postgresUrl) {
    bench("PostgreSQL", () => measure("PostgreSQL", { DATABASE_URL: postgresUrl }), ONCE);
  }
});
