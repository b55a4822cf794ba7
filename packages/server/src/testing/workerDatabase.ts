// On PostgreSQL (DATABASE_URL set, as in CI's second pass), each Vitest worker gets a database of
// its own beside the one named, created on first use: test files run two at a time, and two
// servers must neither apply the migrations into one database at once nor take each other's
// queued jobs. A worker's files still run one after another on its database, as all did before.
// Listed in the server project's setupFiles; with no DATABASE_URL (PGlite) it does nothing.
import pg from "pg";

const SHARED_URL_KEY = "MOATWISE_SHARED_DATABASE_URL";

/** The database URL of Vitest worker `worker`: the shared one's name with `_worker<n>` after it. */
export function workerDatabaseUrl(sharedUrl: string, worker: string): URL {
  const url = new URL(sharedUrl);
  url.pathname = `${url.pathname}_worker${worker}`;
  return url;
}

async function createIfMissing(sharedUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

const worker = process.env.VITEST_POOL_ID;
const shared = process.env[SHARED_URL_KEY] ?? process.env.DATABASE_URL;
if (shared && worker) {
  const own = workerDatabaseUrl(shared, worker);
  if (process.env.DATABASE_URL !== own.toString()) {
    await createIfMissing(shared, decodeURIComponent(own.pathname.slice(1)));
    process.env[SHARED_URL_KEY] = shared;
    process.env.DATABASE_URL = own.toString();
  }
}
