// The embedded database on its own thread: the server's event loop keeps turning while PGlite
// works, a failed statement leaves the connection usable (the pool replaces it), and a data folder
// created on a first start is opened as it was on the next; a new folder gets its schema in the
// process that creates it, and the server then finds no migration left to apply.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appliedMigrationCount, MIGRATIONS_FOLDER, type OpenDatabase, openDatabase } from "./database";
import { createDataFolder, EMBEDDED_SOCKET_PORT, startEmbeddedDatabase } from "./embeddedDatabase";

// Starting PGlite in a new data folder runs initdb in a process of its own: seconds on a quiet
// machine, far more on a loaded one. A limit for a hang, not a measure of speed.
const DATA_FOLDER_START = { timeout: 90_000 };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("the embedded database", () => {
  let open: OpenDatabase;
  beforeAll(async () => {
    open = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => open.close());

  it("leaves the event loop free while a long query runs", async () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      turns += 1;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    const result = await open.db.execute(sql`select count(*)::int as n from generate_series(1, 4000000) as s(i)`);
    running = false;
    expect(rowsOf<{ n: number }>(result)[0]?.n).toBe(4_000_000);
    // In-process PGlite runs the whole query in one synchronous WebAssembly call: no turn at all.
    expect(turns).toBeGreaterThan(10);
  });

  it("stays usable after a statement fails, and rolls back a failed transaction", async () => {
    await open.db.execute(sql`create table clash (id int primary key)`);
    await open.db.execute(sql`insert into clash values (1)`);
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(open.db.execute(sql`insert into clash values (1)`)).rejects.toThrow();
      const count = await open.db.execute(sql`select count(*)::int as n from clash`);
      expect(rowsOf<{ n: number }>(count)[0]?.n).toBe(1);
    }
    await expect(
      open.db.transaction(async (tx) => {
        await tx.execute(sql`insert into clash values (2)`);
        await tx.execute(sql`insert into clash values (1)`);
      }),
    ).rejects.toThrow();
    const ids = await open.db.execute(sql`select id from clash order by id`);
    expect(rowsOf<{ id: number }>(ids).map((row) => row.id)).toEqual([1]);
  });

  it("answers queries sent at once, each with its own result", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => open.db.execute(sql`select ${index}::int as n`)),
    );
    expect(answers.map((answer) => rowsOf<{ n: number }>(answer)[0]?.n)).toEqual(
      Array.from({ length: 50 }, (_, index) => index),
    );
  });
});

describe("an embedded data folder", () => {
  const folder = mkdtempSync(join(tmpdir(), "moatwise-embedded-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is created on the first start and opened as it was on the next", DATA_FOLDER_START, async () => {
    const first = await openDatabase({ dataDir: join(folder, "data") });
    await first.db.execute(sql`create table kept (word text)`);
    await first.db.execute(sql`insert into kept values ('moat')`);
    await first.close();

    const second = await openDatabase({ dataDir: join(folder, "data") });
    const words = await second.db.execute(sql`select word from kept`);
    expect(rowsOf<{ word: string }>(words).map((row) => row.word)).toEqual(["moat"]);
    await second.close();
  });

  it(
    "is created with every shipped migration applied, which the server then leaves as it is",
    DATA_FOLDER_START,
    async () => {
      const dataDir = join(folder, "created");
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
      const shipped = (journal as { entries: unknown[] }).entries.length;
      await createDataFolder(dataDir, MIGRATIONS_FOLDER);

      // Started without migrations: the folder exists, so nothing but the init process built it.
      const embedded = await startEmbeddedDatabase(dataDir);
      const client = new pg.Client({ host: embedded.socketDir, port: EMBEDDED_SOCKET_PORT, user: "postgres" });
      await client.connect();
      const applied = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      const tables = await client.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
      );
      await client.end();
      await embedded.close();
      expect(applied.rows[0]?.n).toBe(shipped);
      expect(tables.rows[0]?.n).toBeGreaterThan(0);

      const opened = await openDatabase({ dataDir });
      expect(await appliedMigrationCount(opened.db)).toBe(shipped);
      await opened.close();
    },
  );
});
