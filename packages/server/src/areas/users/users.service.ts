// Accounts: create one, check a password, read one. E-mail addresses are unique ignoring case.
// A new password must pass core's rules (NIST SP 800-63B) with the server's list of common ones,
// and be hard to guess by the strength estimate (auth/passwordStrength.ts).
import type { AnswerPreferences, SignUpRequest, Theme, User } from "@moatwise/core";
import {
  DEFAULT_ANSWER_PREFERENCES,
  displayNameFor,
  isStrongEnough,
  newPasswordProblem,
  PASSWORD_PROBLEM_TEXTS,
  texts,
  weakPasswordText,
} from "@moatwise/core";
import { eq, sql } from "drizzle-orm";
import { commonPasswordCheck } from "../../auth/commonPasswords";
import type { GoogleIdentity } from "../../auth/googleIdTokens";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../../auth/password";
import { passwordStrength } from "../../auth/passwordStrength";
import type { ResearchAccess } from "../../auth/researchAccess";
import { type Database, isUniqueViolation } from "../../db/database";
import { users } from "../../db/schema";
import { AreaFailure } from "../areaFailure";

type UserRow = typeof users.$inferSelect;

function toApiUser(row: UserRow, research: ResearchAccess): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    handle: row.handle,
    picture_url: row.pictureUrl ?? null,
    theme: row.theme ?? null,
    research_access: research.allows(row.email),
  };
}

function toPreferences(row: UserRow): AnswerPreferences {
  return {
    searchDepth: row.searchDepth ?? DEFAULT_ANSWER_PREFERENCES.searchDepth,
    complexity: row.complexity ?? DEFAULT_ANSWER_PREFERENCES.complexity,
    verbosity: row.verbosity ?? DEFAULT_ANSWER_PREFERENCES.verbosity,
  };
}

export type CreateUserResult = { ok: true; user: User } | { ok: false; reason: "email_taken" };

/** Refuses a password its owner may not choose, saying why (400 with the rule's code). */
async function assertAcceptablePassword(password: string, email: string): Promise<void> {
  const problem = newPasswordProblem(password, email, await commonPasswordCheck());
  if (problem) throw new AreaFailure("invalid", problem, PASSWORD_PROBLEM_TEXTS[problem]);
  const strength = await passwordStrength(password, email);
  if (!isStrongEnough(strength)) {
    throw new AreaFailure("invalid", "password_weak", weakPasswordText(strength.weakness));
  }
}

export function usersService(db: Database, research: ResearchAccess) {
  const toUser = (row: UserRow) => toApiUser(row, research);
  const byEmail = async (email: string) =>
    (
      await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    )[0];

  return {
    async create(request: SignUpRequest): Promise<CreateUserResult> {
      const email = request.email.trim();
      await assertAcceptablePassword(request.password, email);
      if (await byEmail(email)) return { ok: false, reason: "email_taken" };
      const passwordHash = await hashPassword(request.password);
      try {
        const [row] = await db
          .insert(users)
          .values({ email, username: displayNameFor({ username: request.username, email }), passwordHash })
          .returning();
        return { ok: true, user: toUser(row as UserRow) };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "email_taken" };
        throw error;
      }
    },

    /** The user when the password matches; null for a wrong password or an unknown e-mail alike. */
    async authenticate(email: string, password: string): Promise<User | null> {
      const row = await byEmail(email);
      if (!row?.passwordHash) return verifyAgainstDecoy(password).then(() => null);
      return (await verifyPassword(row.passwordHash, password)) ? toUser(row) : null;
    },

    /**
     * The account of a verified Google identity: the one already linked to it, else the one with
     * its e-mail (now linked), else a new one named after the Google profile.
     */
    async signInWithGoogle(identity: GoogleIdentity): Promise<User> {
      const [linked] = await db.select().from(users).where(eq(users.googleSubject, identity.subject));
      if (linked) return toUser(linked);
      const existing = await byEmail(identity.email);
      if (existing) {
        const [row] = await db
          .update(users)
          .set({ googleSubject: identity.subject, pictureUrl: existing.pictureUrl ?? identity.picture })
          .where(eq(users.id, existing.id))
          .returning();
        return toUser(row as UserRow);
      }
      const [row] = await db
        .insert(users)
        .values({
          email: identity.email,
          username: displayNameFor({ fullName: identity.name, email: identity.email }),
          authProvider: "google",
          googleSubject: identity.subject,
          pictureUrl: identity.picture,
        })
        .returning();
      return toUser(row as UserRow);
    },

    async setTheme(id: string, theme: Theme | null): Promise<User | null> {
      const [row] = await db.update(users).set({ theme }).where(eq(users.id, id)).returning();
      return row ? toUser(row) : null;
    },

    async setUsername(id: string, username: string): Promise<User | null> {
      const [row] = await db.update(users).set({ username }).where(eq(users.id, id)).returning();
      return row ? toUser(row) : null;
    },

    /** Another user's handle, in any case, is refused (the index on lower(handle) keeps it unique). */
    async setHandle(id: string, handle: string): Promise<User | null> {
      try {
        const [row] = await db.update(users).set({ handle }).where(eq(users.id, id)).returning();
        return row ? toUser(row) : null;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AreaFailure("invalid", "handle_taken", texts.handleTaken);
        throw error;
      }
    },

    async preferences(id: string): Promise<AnswerPreferences | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? toPreferences(row) : null;
    },

    async setPreferences(id: string, preferences: AnswerPreferences): Promise<AnswerPreferences | null> {
      const [row] = await db.update(users).set(preferences).where(eq(users.id, id)).returning();
      return row ? toPreferences(row) : null;
    },

    async findById(id: string): Promise<User | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? toUser(row) : null;
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
