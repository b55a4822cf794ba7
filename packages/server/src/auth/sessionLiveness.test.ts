// Whether a device's session is live, on a real database: answered from the database, then from
// memory for a few seconds; a revocation heard from another process is believed at once; and when
// the listening connection is lost, nothing remembered is trusted until asked again.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NotificationListener, type OpenDatabase, openDatabase } from "../db/database";
import { refreshTokens } from "../db/schema";
import type { RunningServer } from "../server";
import { signUpMember, startTestServer, testConfig } from "../testing/testServer";
import { refreshSessions } from "./refreshSessions";
import { sessionLiveness } from "./sessionLiveness";

let database: OpenDatabase;
let server: RunningServer;
let userId: string;
beforeAll(async () => {
  database = await openDatabase(testConfig());
  server = await startTestServer({}, { database });
  userId = (await signUpMember(server.url, "liveness")).user.id;
});
afterAll(async () => {
  await server.close();
  await database.close();
});

/** Notifications that hand the test the listener, as if another process spoke or the line broke. */
function heardBy() {
  let listener: NotificationListener | undefined;
  return {
    notifications: {
      async listen(_channel: string, heard: NotificationListener) {
        listener = heard;
      },
      async notify() {},
    },
    listener: () => listener as NotificationListener,
  };
}

describe("session liveness", () => {
  it("believes a revocation heard from another process at once", async () => {
    const line = heardBy();
    const liveness = sessionLiveness(database.db, line.notifications, Date.now);
    await liveness.start();
    const { familyId } = await refreshSessions(database.db, 3600, new Uint8Array(32)).start(userId);
    expect(await liveness.isLive(familyId)).toBe(true);
    line.listener().onPayload(familyId);
    expect(await liveness.isLive(familyId)).toBe(false);
  });

  it("asks the database again once the listening connection was lost", async () => {
    const line = heardBy();
    const liveness = sessionLiveness(database.db, line.notifications, Date.now);
    await liveness.start();
    const { familyId } = await refreshSessions(database.db, 3600, new Uint8Array(32)).start(userId);
    expect(await liveness.isLive(familyId)).toBe(true);
    // Another process revokes it, and its word is missed: the remembered answer still says live.
    await database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, familyId));
    expect(await liveness.isLive(familyId)).toBe(true);
    line.listener().onLost();
    expect(await liveness.isLive(familyId)).toBe(false);
  });
});
