// A load generator on its own thread, so the server under test keeps one core to itself: plain
// node:http with keep-alive connections, N requests in `lanes` at once, each request's latency
// in milliseconds sent back.
import { Worker } from "node:worker_threads";

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const agent = new http.Agent({ keepAlive: true, maxSockets: workerData.lanes });
const one = () => new Promise((resolve, reject) => {
  const started = process.hrtime.bigint();
  const request = http.get(workerData.url, { agent, headers: workerData.headers }, (response) => {
    if (response.statusCode !== 200) reject(new Error("answered " + response.statusCode));
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

export function loadGenerator(url: string, headers: Record<string, string>, lanes: number): LoadGenerator {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url, headers, lanes } });
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
