// After `vitest bench`, prints throughput for every benchmark whose name says its size per
// operation, as "(N MB/op)": MB/s = N / median seconds.
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync(process.argv[2] ?? "test-results/bench.json", "utf8"));
const lines = [];
for (const file of report.files) {
  for (const group of file.groups) {
    for (const bench of group.benchmarks) {
      const requests = /\((\d+) requests\/op\)/.exec(bench.name);
      if (requests) {
        const perSecond = Number(requests[1]) / (bench.mean / 1000);
        lines.push(`${group.fullName.split(" > ").at(-1)} — ${bench.name}: ${Math.round(perSecond)} requests/s`);
        continue;
      }
      const size = /\((\d+(?:\.\d+)?) MB\/op\)/.exec(bench.name);
      if (!size) continue;
      const mbPerSecond = Number(size[1]) / (bench.median / 1000);
      lines.push(`${group.fullName.split(" > ").at(-1)} — ${bench.name}: ${mbPerSecond.toFixed(1)} MB/s`);
    }
  }
}
console.log(lines.length ? `\nThroughput\n${lines.join("\n")}` : "\nNo throughput benchmarks.");
