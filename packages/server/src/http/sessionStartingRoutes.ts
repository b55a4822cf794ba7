// The calls that start a session, apart from the middleware that reads them, so the CSRF check
// (imported by the request context) and the cross-site refusal (which imports the context) share
// them without an import circle.
import { API_PREFIX } from "@moatwise/core";

/** The calls that start a session: sign-in, sign-up and Google sign-in. */
export const SESSION_STARTING_ROUTES: ReadonlySet<string> = new Set(
  ["POST /users/signin", "POST /users/signup", "POST /auth/google"].map((r) => r.replace(" /", ` ${API_PREFIX}/`)),
);
