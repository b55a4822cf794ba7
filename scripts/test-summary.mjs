// Prints one line, "N passed, N failed", over every suite that wrote a JSON report this run.
import { existsSync, readFileSync } from "node:fs";

const reports = process.argv.slice(2).filter((file) => existsSync(file));
let passed = 0;
let failed = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || reports.length === 0 ? 1 : 0);
