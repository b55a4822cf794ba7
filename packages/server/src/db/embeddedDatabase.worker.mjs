// The embedded database's own thread: PGlite runs here and is served over PostgreSQL's protocol on
// a private unix socket, so its queries (WebAssembly, synchronous while they run) never hold up
// the server's event loop. Plain JavaScript: a worker thread gets no TypeScript loader.
// A new data folder is created beforehand by embeddedDatabase.init.mjs, in a process of its own;
// an in-memory database starts from the files of a fresh one (`template`) rather than running
// initdb again, and a thread asked to `makeTemplate` runs initdb once and hands its files back.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const { dataDir, socketPath, postgresqlConf, template, makeTemplate } = workerData;

/**
 * The server's pool holds one connection at a time (PGlite has one backend); a few more may be
 * accepted so that a connection the pool replaces after an error can open while the old one is
 * still being torn down (the socket server rolls back what the old one left open).
 */
const SOCKET_CONNECTIONS = 4;

/** A fresh in-memory database's files, as PGlite's uncompressed tarball. */
async function freshFiles() {
  const db = await PGlite.create("memory://", { postgresqlconf: postgresqlConf });
  const files = await (await db.dumpDataDir("none")).arrayBuffer();
  await db.close();
  parentPort.postMessage({ template: files }, [files]);
}

async function start() {
  const startingFiles = template ? { loadDataDir: new Blob([template]) } : {};
  const db = await PGlite.create(dataDir, { postgresqlconf: postgresqlConf, ...startingFiles });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: SOCKET_CONNECTIONS });
  await server.start();
  parentPort.on("message", async (message) => {
    if (message !== "close") return;
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    parentPort.postMessage({ closed: true });
  });
  parentPort.postMessage({ ready: true });
}

(makeTemplate ? freshFiles() : start()).catch((error) =>
  parentPort.postMessage({ failed: String(error?.stack ?? error) }),
);
