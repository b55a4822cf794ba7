// `pnpm start`: the server with settings from the environment; prints where it listens.
import { configFromEnv } from "./config";
import { startServer } from "./server";

const config = configFromEnv();
const started = Date.now();
const running = await startServer(config);
const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
console.log(`Moatwise is running at ${running.url}  (database: ${where}; ready in ${Date.now() - started} ms)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await running.close();
    process.exit(0);
  });
}
