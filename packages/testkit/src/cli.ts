#!/usr/bin/env -S npx tsx
// Prints a machine's generated paths in words, then runs them and prints the coverage:
//   pnpm --filter @moatwise/testkit paths auth
import { formatCoverage } from "./coverage";
import { describePath } from "./describePath";
import { models } from "./models";
import { runModel } from "./runModel";
import { transitionPaths } from "./transitionPaths";

async function main(names: string[]): Promise<number> {
  const chosen = names.length > 0 ? names : Object.keys(models);
  for (const name of chosen) {
    const model = models[name];
    if (!model) {
      console.error(`No model named "${name}". Known: ${Object.keys(models).join(", ")}`);
      return 2;
    }
    const paths = transitionPaths(model);
    console.log(`# ${name}: ${paths.length} paths`);
    for (const [i, path] of paths.entries()) console.log(`${String(i + 1).padStart(3)}. ${describePath(model, path)}`);
    const { report } = await runModel(model);
    console.log(`\n${formatCoverage(report)}\n`);
    if (report.missing.length > 0) return 1;
  }
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
