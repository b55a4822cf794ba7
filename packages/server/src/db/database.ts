// Opens the database named by the configuration (embedded PGlite on its own thread, or PostgreSQL
// when a URL is given), applies the migrations, and hands back a Drizzle handle: both are spoken
// to through the same PostgreSQL driver.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { EMBEDDED_SOCKET_PORT, startEmbeddedDatabase } from "./embeddedDatabase";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

/**
 * PostgreSQL's LISTEN/NOTIFY: a word one server process says reaches every process on the same
 * database at once (used to drop a revoked session from every process's cache).
 */
export interface Notifications {
  /**
   * Hears every payload said on `channel`. `onLost` is told when the listening connection fails
   * (what was said meanwhile is missed; listening starts again by itself).
   */
  listen(channel: string, listener: NotificationListener): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface NotificationListener {
  readonly onPayload: (payload: string) => void;
  readonly onLost: () => void;
}

/** How long a lost listening connection waits before it is opened again. */
const RELISTEN_AFTER_MS = 1000;

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: DatabaseKind;
  readonly notifications: Notifications;
  readonly close: () => Promise<void>;
}

/** Channels are our own constant names; quoting keeps them identifiers. */
const channelName = (channel: string) => `"${channel.replace(/"/g, "")}"`;

export const MIGRATIONS_FOLDER = join(import.meta.dirname, "migrations");
const migrationsConfig = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: "drizzle" };

/**
 * Notifications within one process: the embedded database belongs to one server process, so what
 * it says reaches every listener there, with nothing to lose.
 */
function inProcessNotifications(): Notifications {
  const listeners = new Map<string, NotificationListener[]>();
  return {
    async listen(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    async notify(channel, payload) {
      for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener.onPayload(payload));
    },
  };
}

async function migratedDrizzle(pool: pg.Pool): Promise<Database> {
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, migrationsConfig);
  return db as unknown as Database;
}

/**
 * The embedded database runs on a worker thread and is reached over its unix socket. One pooled
 * connection: PGlite has one backend, so a transaction holds it and other queries wait their turn,
 * as they did in-process.
 */
async function openPglite(dataDir: string): Promise<OpenDatabase> {
  // A new folder gets its schema in the process that creates it: the server's thread stays smaller.
  const embedded = await startEmbeddedDatabase(dataDir, MIGRATIONS_FOLDER);
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: EMBEDDED_SOCKET_PORT,
    user: "postgres",
    database: "postgres",
    max: 1,
    idleTimeoutMillis: 0,
  });
  try {
    const db = await migratedDrizzle(pool);
    const close = async () => {
      await pool.end();
      await embedded.close();
    };
    return { db, kind: "pglite", notifications: inProcessNotifications(), close };
  } catch (error) {
    await pool.end().catch(() => {});
    await embedded.close();
    throw error;
  }
}

/**
 * Notifications on PostgreSQL: one connection of its own listens (a pooled one would be handed
 * to other queries). When it fails, every listener is told it lost what was said meanwhile, and
 * a new connection listens again a second later.
 */
function postgresNotifications(url: string, pool: pg.Pool) {
  const listeners = new Map<string, NotificationListener[]>();
  let connection: Promise<pg.Client> | null = null;
  let closed = false;

  function lost(): void {
    connection = null;
    for (const channelListeners of listeners.values()) for (const listener of channelListeners) listener.onLost();
    if (closed) return;
    setTimeout(() => void listening().catch(lost), RELISTEN_AFTER_MS).unref();
  }

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", ({ channel, payload }) => {
      for (const listener of listeners.get(channel) ?? []) listener.onPayload(payload ?? "");
    });
    client.on("error", lost);
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${channelName(channel)}`);
    return client;
  }

  const listening = () => {
    connection ??= connect();
    return connection;
  };

  const notifications: Notifications = {
    async listen(channel, listener) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
      await (await listening()).query(`LISTEN ${channelName(channel)}`);
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
  };
  const close = async () => {
    closed = true;
    const client = await connection?.catch(() => null);
    await client?.end().catch(() => {});
  };
  return { notifications, close };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = await migratedDrizzle(pool);
  const listening = postgresNotifications(url, pool);
  return {
    db,
    kind: "postgres",
    notifications: listening.notifications,
    close: async () => {
      await listening.close();
      await pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** The newest migration this build ships, from drizzle-kit's journal. */
export function latestShippedMigration(): string | null {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.at(-1)?.tag ?? null;
}

export async function appliedMigrationCount(db: Database): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows: Array<{ count: number }> }).rows;
  return rows[0]?.count ?? 0;
}

/** Postgres reports a unique-key clash as SQLSTATE 23505; Drizzle may wrap the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === "object" && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(error) === "23505" || code((error as { cause?: unknown })?.cause) === "23505";
}
