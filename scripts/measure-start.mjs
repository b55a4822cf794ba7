// Measures `pnpm start` as a user meets it: the time from the command to `/v1/health` answering,
// and the resident memory of the whole process tree it leaves running once idle (every process
// under the `pnpm` the user started, threads included: PGlite's thread is part of the server's RSS).
//
//   node scripts/measure-start.mjs [--port 4610] [--idle-seconds 15] [--database-url postgres://…]
//                                  [--clean-build] [--script start] [--repeat 1]
//
// Runs, one after another, each on its own port and stopped before the next:
//   1. a start on a fresh data folder (initdb and every migration run);
//   2. a start on that same folder, now created: the everyday start of a built tree;
//   3. with --database-url, a start on that PostgreSQL instead of the embedded database.
// --clean-build removes every build output first, so the first start is a fresh clone's.
// --repeat N starts the built tree N times on each database and prints every run and the medians:
// on a shared, busy machine one start can differ from the next by seconds and tens of megabytes.
// --script measures another root script the same way (`pnpm <script>`), e.g. to compare two starts.
// Linux only: the tree and its memory are read from /proc.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD_OUTPUTS = ["packages/core/dist", "packages/web/dist", "packages/server/dist", "packages/cli/dist"];

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: "4610" },
    "idle-seconds": { type: "string", default: "15" },
    "database-url": { type: "string" },
    "clean-build": { type: "boolean", default: false },
    script: { type: "string", default: "start" },
    repeat: { type: "string", default: "1" },
  },
});

/** Every process's parent, read from /proc/<pid>/stat (the name field may hold spaces). */
function parentsByPid() {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  return parents;
}

/** The process and all its descendants. */
function processTree(rootPid) {
  const parents = parentsByPid();
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

function describeProcess(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
    return { pid, rssMb: rssKb / 1024, command: command.slice(0, 110) };
  } catch {
    return { pid, rssMb: 0, command: "(ended)" };
  }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function healthAnswers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/v1/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/** `pnpm start` (or --script) in its own process group, so that stopping it stops every process it started. */
function startApp(port, env) {
  const child = spawn("pnpm", [options.script], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), ...env },
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString("utf8")).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  return { child, output: () => output };
}

async function stopApp(child) {
  const exited = new Promise((done) => child.once("exit", done));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) process.kill(-child.pid, "SIGKILL");
  // A child that outlived its parent (none should) would hold the port for the next run.
  await sleep(300);
}

async function measureRun(label, port, env) {
  const load = loadavg()[0].toFixed(1);
  const started = performance.now();
  const app = startApp(port, env);
  while (!(await healthAnswers(port))) {
    if (app.child.exitCode !== null) throw new Error(`${label}: pnpm start ended early:\n${app.output()}`);
    if (performance.now() - started > 300_000) throw new Error(`${label}: no answer in 5 minutes`);
    await sleep(50);
  }
  const startSeconds = (performance.now() - started) / 1000;
  await sleep(Number(options["idle-seconds"]) * 1000);
  const processes = processTree(app.child.pid).map(describeProcess);
  await stopApp(app.child);
  const totalMb = processes.reduce((sum, one) => sum + one.rssMb, 0);
  return { label, load, startSeconds, totalMb, processes };
}

function report(run) {
  console.log(`\n${run.label} (load average at start ${run.load})`);
  console.log(`  /v1/health answered after ${run.startSeconds.toFixed(1)} s`);
  console.log(`  idle RSS of the tree: ${run.totalMb.toFixed(0)} MB in ${run.processes.length} processes`);
  for (const one of run.processes) console.log(`    ${one.rssMb.toFixed(0).padStart(5)} MB  ${one.command}`);
}

if (options["clean-build"]) {
  for (const folder of BUILD_OUTPUTS) rmSync(join(ROOT, folder), { recursive: true, force: true });
}
const port = Number(options.port);
const dataDir = mkdtempSync(join(tmpdir(), "moatwise-measure-"));
const runs = [];
try {
  const embedded = { MOATWISE_DATA_DIR: dataDir, DATABASE_URL: "" };
  const firstLabel = options["clean-build"] ? "fresh clone (nothing built), fresh data folder" : "fresh data folder";
  runs.push(await measureRun(firstLabel, port, embedded));
  for (let time = 0; time < Number(options.repeat); time++) {
    runs.push(await measureRun("built tree, data folder created (PGlite)", port, embedded));
    if (options["database-url"]) {
      const postgres = { DATABASE_URL: options["database-url"] };
      runs.push(await measureRun("built tree, PostgreSQL (DATABASE_URL)", port, postgres));
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
for (const run of runs) report(run);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
console.log("\nmedians");
for (const label of new Set(runs.map((run) => run.label))) {
  const alike = runs.filter((run) => run.label === label);
  const seconds = median(alike.map((run) => run.startSeconds)).toFixed(1);
  const megabytes = median(alike.map((run) => run.totalMb)).toFixed(0);
  console.log(`  ${label}: ${seconds} s to /v1/health, ${megabytes} MB idle (${alike.length} runs)`);
}
