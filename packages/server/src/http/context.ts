// What every handler can reach: the services, and the signed-in user's id once authenticated.

import type { UsersService } from "../areas/users/users.service";
import type { AccessTokens } from "../auth/accessTokens";
import type { RefreshSessions } from "../auth/refreshSessions";
import type { Database, DatabaseKind } from "../db/database";

export interface AppServices {
  readonly db: Database;
  readonly databaseKind: DatabaseKind;
  readonly users: UsersService;
  readonly accessTokens: AccessTokens;
  readonly refreshSessions: RefreshSessions;
}

export interface AppEnv {
  Variables: { userId: string };
}
