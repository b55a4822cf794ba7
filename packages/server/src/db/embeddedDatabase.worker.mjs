// The embedded database's own thread: PGlite runs here and is served over PostgreSQL's protocol on
// a private unix socket, so its queries (WebAssembly, synchronous while they run) never hold up
// the server's event loop. Plain JavaScript: a worker thread gets no TypeScript loader.
// A new data folder is created beforehand by embeddedDatabase.init.mjs, in a process of its own.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const { dataDir, socketPath, postgresqlConf } = workerData;

/**
 * The server's pool holds one connection at a time (PGlite has one backend); a few more may be
 * accepted so that a connection the pool replaces after an error can open while the old one is
 * still being torn down (the socket server rolls back what the old one left open).
 */
const SOCKET_CONNECTIONS = 4;

async function start() {
  const db = await PGlite.create(dataDir, { postgresqlconf: postgresqlConf });
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

start().catch((error) => parentPort.postMessage({ failed: String(error?.stack ?? error) }));
