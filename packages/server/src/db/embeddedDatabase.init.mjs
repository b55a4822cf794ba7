// Creates the embedded database's data folder (initdb) in a process of its own, which then ends:
// initdb's WebAssembly memory (about 500 MB) would otherwise stay with the server for its life.
// With a migrations folder it also applies the migrations, as the server would (same journal, same
// `drizzle` schema, so the server then finds nothing left to apply): PostgreSQL's memory never
// shrinks, and building the schema on the server's own database thread left that server idling
// about 60 MB larger than every later start on the same folder.
// Plain JavaScript, run by node alone: `node embeddedDatabase.init.mjs <data folder> [<migrations folder>]`.
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const [dataDir, migrationsFolder] = process.argv.slice(2);
const db = await PGlite.create(dataDir);
if (migrationsFolder) await migrate(drizzle(db), { migrationsFolder, migrationsSchema: "drizzle" });
await db.close();
