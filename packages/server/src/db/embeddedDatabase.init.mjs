// Creates the embedded database's data folder (initdb) in a process of its own, which then ends:
// initdb's WebAssembly memory (about 500 MB) would otherwise stay with the server for its life.
// Plain JavaScript, run by node alone: `node embeddedDatabase.init.mjs <data folder>`.
import { PGlite } from "@electric-sql/pglite";

const db = await PGlite.create(process.argv[2]);
await db.close();
