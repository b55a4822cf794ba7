// A load generator on its own thread, so the server under test keeps one core to itself: plain
// node:http with keep-alive connections, N requests in `lanes` at once (GETs taken in turn from a
// list of addresses), each request's latency in milliseconds sent back. `streamLoad` opens many
// streaming answers at once and measures the gaps between their pieces.
import { Worker } from "node:worker_threads";

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.lanes });
let next = 0;
const one = () => new Promise((resolve, reject) => {
  const started = process.hrtime.bigint();
  const url = workerData.urls[next++ % workerData.urls.length];
  const request = http.get(url, { agent, headers: workerData.headers }, (response) => {
    if (response.statusCode !== 200) reject(new Error(url + " answered " + response.statusCode));
    response.resume();
    response.on("end", () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
  });
  request.on("error", reject);
});
parentPort.on("message", async (count) => {
  const latencies = [];
  let started = 0;
  const lane = async () => { while (started < count) { started++; latencies.push(await one()); } };
  try {
    await Promise.all(Array.from({ length: workerData.lanes }, lane));
    parentPort.postMessage({ latencies });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

export interface LoadGenerator {
  /** Sends `count` requests, `lanes` at a time; answers each one's latency in milliseconds. */
  run(count: number): Promise<number[]>;
  close(): Promise<number>;
}

export function loadGenerator(
  url: string | ReadonlyArray<string>,
  headers: Record<string, string>,
  lanes: number,
): LoadGenerator {
  const urls = typeof url === "string" ? [url] : url;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { urls, headers, lanes } });
  return {
    run: (count) =>
      new Promise((resolve, reject) => {
        worker.once("message", (answer: { latencies?: number[]; error?: string }) =>
          answer.error ? reject(new Error(answer.error)) : resolve(answer.latencies ?? []),
        );
        worker.postMessage(count);
      }),
    close: () => worker.terminate(),
  };
}

export const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const STREAM_WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.count });
const now = () => Number(process.hrtime.bigint()) / 1e6;
const one = () => new Promise((resolve) => {
  const started = now();
  const gaps = [];
  let last = started;
  let first = null;
  const request = http.request(workerData.url, { method: "POST", agent, headers: workerData.headers }, (response) => {
    if (response.statusCode !== 200) { response.resume(); return resolve({ ok: false, gaps, first }); }
    response.on("data", () => {
      const at = now();
      if (first === null) first = at - started; else gaps.push(at - last);
      last = at;
    });
    response.on("end", () => resolve({ ok: true, gaps, first, total: now() - started }));
    response.on("error", () => resolve({ ok: false, gaps, first }));
  });
  request.on("error", () => resolve({ ok: false, gaps: [], first: null }));
  request.end(workerData.body);
});
parentPort.on("message", async () => {
  const results = await Promise.all(Array.from({ length: workerData.count }, one));
  parentPort.postMessage(results);
});
`;

export interface StreamResult {
  readonly ok: boolean;
  /** Milliseconds between consecutive pieces of one answer. */
  readonly gaps: number[];
  /** Milliseconds from asking to the first piece. */
  readonly first: number | null;
  readonly total?: number;
}

/** Opens `count` streaming POSTs at once from its own thread and reports each one's timing. */
export async function streamLoad(
  url: string,
  headers: Record<string, string>,
  body: string,
  count: number,
): Promise<StreamResult[]> {
  const worker = new Worker(STREAM_WORKER_SOURCE, { eval: true, workerData: { url, headers, body, count } });
  try {
    return await new Promise((resolve) => {
      worker.once("message", resolve);
      worker.postMessage("go");
    });
  } finally {
    await worker.terminate();
  }
}
