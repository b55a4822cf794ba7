// The signed-in user's own account: who they are, their name, saved theme and answer preferences.
// An account removed while its token still lives is told it is not signed in.
import { contract, texts } from "@moatwise/core";
import type { AppServices } from "../context";
import { unauthorized } from "../errors";
import { route } from "../route";

/** The account's answer, or 401 when the account is gone. */
function ofLiveAccount<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw unauthorized(texts.notAuthenticated);
  return found;
}

export function usersRoutes({ users }: AppServices) {
  const endpoints = contract.users;
  return [
    route(endpoints.me, async ({ userId }) => ofLiveAccount(await users.findById(userId))),
    route(endpoints.setTheme, async ({ userId, body }) => ofLiveAccount(await users.setTheme(userId, body.theme))),
    route(endpoints.updateProfile, async ({ userId, body }) =>
      ofLiveAccount(await users.setUsername(userId, body.username)),
    ),
    route(endpoints.setHandle, async ({ userId, body }) => ofLiveAccount(await users.setHandle(userId, body.handle))),
    route(endpoints.preferences, async ({ userId }) => ofLiveAccount(await users.preferences(userId))),
    route(endpoints.setPreferences, async ({ userId, body }) =>
      ofLiveAccount(await users.setPreferences(userId, body)),
    ),
  ];
}
