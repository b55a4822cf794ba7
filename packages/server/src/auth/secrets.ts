// The token-signing secret: generated once, kept in the database so tokens survive a restart.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database";
import { serverSettings } from "../db/schema";

const SIGNING_KEY = "access_token_signing_key";

export async function loadSigningKey(db: Database, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = randomBytes(32).toString("base64url");
  await db.insert(serverSettings).values({ key: SIGNING_KEY, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SIGNING_KEY));
  if (!row) throw new Error("The signing key could not be stored.");
  return new TextEncoder().encode(row.value);
}
