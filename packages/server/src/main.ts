// `pnpm start`: the server with settings from the environment; prints where it listens.
import { counted } from "@moatwise/core";
import { configFromEnv, type ServerConfig } from "./config";
import { startServer } from "./server";

function researchAreaLine(settings: ServerConfig): string {
  if (settings.researchOpen) return "Research area: open to every signed-in user (RESEARCH_OPEN=true).";
  const count = settings.researchAllowlist.length;
  return count === 0
    ? "Research area: closed (set RESEARCH_ALLOWLIST to invite users, or RESEARCH_OPEN=true)."
    : `Research area: ${counted(count, "invited e-mail")} (RESEARCH_ALLOWLIST).`;
}

const config = configFromEnv();
const started = Date.now();
const running = await startServer(config);
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
console.log(`Moatwise is running at ${running.url}  (database: ${where}; ready in ${Date.now() - started} ms)`);
console.log(researchAreaLine(config));
console.log(
  `Company data: ${config.marketDataProviders.join(" → ")}${config.marketDataProviders.length === 1 ? " (the bundled sample set; set SEC_USER_AGENT or FMP_API_KEY for live data)" : ""}.`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await running.close();
    process.exit(0);
  });
}
