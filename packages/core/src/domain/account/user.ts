// The signed-in user as the API returns it, and the rule for a display name.
import { Schema } from "effect";

export const Theme = Schema.Literals(["light", "dark"]);
export type Theme = typeof Theme.Type;

export const User = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  username: Schema.String,
  /**
   * The public name the user's shared prompts carry: unique, given at sign-up ("investor-…") and
   * never drawn from the e-mail, so no one can post as someone else.
   */
  handle: Schema.String,
  picture_url: Schema.NullOr(Schema.String),
  theme: Schema.NullOr(Theme),
  /** May use the research area (spec §6): on the server's allow-list, or the area is open to all. */
  research_access: Schema.Boolean,
  /**
   * Ours: this session is the account's first sign-in on any device (no session began before it),
   * so it is welcomed to Moatwise, not welcomed back. Given with a session's tokens.
   */
  first_visit: Schema.optionalKey(Schema.Boolean),
});
export type User = typeof User.Type;

/** Username falls back to the full name, then to the part of the e-mail before @. */
export function displayNameFor(profile: { username?: string | null; fullName?: string | null; email: string }): string {
  const username = profile.username?.trim();
  if (username) return username;
  const fullName = profile.fullName?.trim();
  if (fullName) return fullName;
  return profile.email.split("@")[0] ?? profile.email;
}

/** A profile's picture: its avatar, else picture, else picture_url; blank values do not count. */
export function pictureUrlFor(profile: { readonly [field: string]: unknown }): string | null {
  for (const candidate of [profile.avatar, profile.picture, profile.picture_url]) {
    if (typeof candidate === "string" && candidate.trim() !== "") return candidate.trim();
  }
  return null;
}

/** An avatar's fallback: the first letters of up to two words of the name, or `?` for none. */
export function initialsFor(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  return letters || "?";
}
