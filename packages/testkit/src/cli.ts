#!/usr/bin/env -S npx tsx
// QA's view of a machine's generated paths:
//   pnpm --filter @moatwise/testkit paths <machine>          the paths in words, run on the machine, with coverage
//   pnpm --filter @moatwise/testkit paths <machine> --json   the same paths as JSON (events and state values)
//   pnpm --filter @moatwise/testkit paths <machine> --run    the paths a person can play, in Chromium on the real app
// With no machine named, every model is printed.
import { spawnSync } from "node:child_process";
import { formatCoverage } from "./coverage";
import { describePath } from "./describePath";
import type { MachineModel } from "./model";
import { models } from "./models";
import { runModel } from "./runModel";
import { transitionPaths } from "./transitionPaths";

/** Machines whose paths e2e/ can play in the browser (e2e/tests/modelPaths.spec.ts). */
const PLAYED_IN_BROWSER = new Set(["auth", "chat", "palette", "researchSession", "searchBox", "toasts"]);

async function printPaths(model: MachineModel): Promise<number> {
  const paths = transitionPaths(model);
  console.log(`# ${model.name}: ${paths.length} paths`);
  for (const [i, path] of paths.entries()) console.log(`${String(i + 1).padStart(3)}. ${describePath(model, path)}`);
  const { report } = await runModel(model);
  console.log(`\n${formatCoverage(report)}\n`);
  return report.missing.length > 0 ? 1 : 0;
}

function pathsAsJson(model: MachineModel) {
  return {
    machine: model.name,
    paths: transitionPaths(model).map((path) => ({
      description: describePath(model, path),
      steps: path.steps.map((step) => ({ event: step.event, state: step.state.value })),
    })),
  };
}

/** Runs the machine's browser paths with Playwright (the e2e package starts the app and server). */
function runInBrowser(name: string): number {
  if (!PLAYED_IN_BROWSER.has(name)) {
    console.error(`No browser executor plays "${name}" yet. Played: ${[...PLAYED_IN_BROWSER].join(", ")}.`);
    return 2;
  }
  const run = spawnSync(
    "pnpm",
    [
      "--filter",
      "@moatwise/e2e",
      "exec",
      "playwright",
      "test",
      "tests/modelPaths.spec.ts",
      "--grep",
      `model paths: ${name} `,
    ],
    { stdio: "inherit" },
  );
  return run.status ?? 1;
}

async function main(args: string[]): Promise<number> {
  const json = args.includes("--json");
  const run = args.includes("--run");
  const names = args.filter((arg) => !arg.startsWith("--"));
  const chosen = names.length > 0 ? names : Object.keys(models);
  const unknown = chosen.filter((name) => !models[name]);
  if (unknown.length > 0) {
    console.error(`No model named "${unknown.join(", ")}". Known: ${Object.keys(models).join(", ")}`);
    return 2;
  }
  const chosenModels = chosen.map((name) => models[name] as MachineModel);
  if (json) {
    console.log(JSON.stringify(chosenModels.map(pathsAsJson), null, 2));
    return 0;
  }
  if (run) {
    for (const name of chosen) {
      const code = runInBrowser(name);
      if (code !== 0) return code;
    }
    return 0;
  }
  for (const model of chosenModels) {
    const code = await printPaths(model);
    if (code !== 0) return code;
  }
  return 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code));
