// What one argon2id hash and one verification cost at our parameters: the floor of sign-up and
// sign-in latency on this machine.
import { bench, describe } from "vitest";
import { hashPassword, verifyPassword } from "./password";

const stored = await hashPassword("correct horse battery");

describe("argon2id (m=19 MiB, t=2, p=1)", () => {
  bench("hash a password", async () => {
    await hashPassword("correct horse battery");
  });
  bench("verify a password", async () => {
    await verifyPassword(stored, "correct horse battery");
  });
});
