// Opens the database named by the configuration (embedded PGlite, or PostgreSQL when a URL is
// given), applies the migrations, and hands back a Drizzle handle that both speak.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface OpenDatabase {
  readonly db: Database;
  readonly kind: DatabaseKind;
  readonly close: () => Promise<void>;
}

const MIGRATIONS_FOLDER = join(import.meta.dirname, "migrations");
const migrationsConfig = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: "drizzle" };

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, migrationsConfig);
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, migrationsConfig);
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
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
