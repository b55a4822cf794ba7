// One API client per command, made from core's public API: the session's cookies kept in the
// user's config folder (a file of mode 0600, through core's Node storage), so the refresh cookie
// that core's token refresh trades for an access token outlives the process.
import { homedir } from "node:os";
import { join } from "node:path";
import {
  type ApiClientShape,
  makeApiClient,
  type PromiseApi,
  promiseApi,
  restoreSession,
  runApiWith,
  singleTab,
  type User,
} from "@moatwise/core";
import { cookieFetch, fileStorage } from "@moatwise/core/node";
import { CommandFailure, EXIT, SIGN_IN_HINT } from "./failure";

export const DEFAULT_SERVER = "http://127.0.0.1:3000";

/** The folder the session is kept in: MOATWISE_CONFIG_DIR, else $XDG_CONFIG_HOME/moatwise, else ~/.config/moatwise. */
export function configFolder(env: Readonly<Record<string, string | undefined>>): string {
  if (env.MOATWISE_CONFIG_DIR) return env.MOATWISE_CONFIG_DIR;
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "moatwise");
}

export const sessionFile = (env: Readonly<Record<string, string | undefined>>) =>
  join(configFolder(env), "session.json");

export interface Connection {
  readonly server: string;
  readonly client: ApiClientShape;
  readonly api: PromiseApi;
  readonly run: ReturnType<typeof runApiWith>;
  /** Forgets the token in memory and stops its refresh timer; the session stays in the file. */
  close(): void;
}

export function connect(server: string, env: Readonly<Record<string, string | undefined>>): Connection {
  const storage = fileStorage(sessionFile(env));
  // One command is one client: no other "tab" to share a refresh with.
  const client = makeApiClient({ baseUrl: server, fetch: cookieFetch({ storage }), crossTab: singleTab() });
  return {
    server,
    client,
    api: promiseApi(client),
    run: runApiWith(client),
    close: () => client.session.signedOut(),
  };
}

/** The signed-in user, the session restored from its cookie; fails with a sign-in hint without one. */
export async function signedInUser(connection: Connection): Promise<User> {
  const user = await connection.run(restoreSession);
  if (!user) throw new CommandFailure(`Not signed in to ${connection.server}. ${SIGN_IN_HINT}`, EXIT.signedOut);
  return user;
}
