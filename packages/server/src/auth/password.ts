// Password hashing with argon2id (the library's default algorithm) at OWASP's recommended cost.
import { hash, verify } from "@node-rs/argon2";

const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the same effort as a real check when the e-mail is unknown, so response time does not
 * reveal which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword("decoy password that matches nothing");
  await verifyPassword(await decoy, password);
  return false;
}
