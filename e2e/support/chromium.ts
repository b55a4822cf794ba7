// Finds the Chromium the browser tests drive. Playwright's own download cannot run on every
// machine, so we use the system's; with none, the suite fails and says how to get one.
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumPath(): string {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`PLAYWRIGHT_CHROMIUM points at ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  throw new Error(
    "No Chromium found for the browser tests. Install one with `apt-get install chromium` " +
      "(or `npx playwright install chromium`), or set PLAYWRIGHT_CHROMIUM to its path.",
  );
}
