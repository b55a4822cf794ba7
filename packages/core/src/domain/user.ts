// The signed-in user as the API returns it, and the rule for a display name.
import { Schema } from "effect";

export const Theme = Schema.Literals(["light", "dark"]);
export type Theme = typeof Theme.Type;

export const User = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  username: Schema.String,
  picture_url: Schema.NullOr(Schema.String),
  theme: Schema.NullOr(Theme),
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
