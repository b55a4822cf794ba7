// @moatwise/core: the framework-free heart of Moatwise. Everything a client needs, nothing it
// must not see; no React, no DOM at import time.

// The /v1 contract and its client
export {
  ApiClient,
  type ApiClientOptions,
  type ApiClientShape,
  layerApiClient,
  makeApiClient,
  runApiWith,
} from "./api/ApiClient";
export { ApiError, errorCodeFor, errorMessageFor, NETWORK_ERROR_STATUS } from "./api/ApiError";
export {
  type AnyEndpoint,
  type BodyOf,
  type Endpoint,
  type Endpoints,
  endpoints,
  type ResponseOf,
} from "./api/contract";
export * from "./api/schemas";
export { restoreSession, signIn, signOut, signUp } from "./api/session";
// Domain rules and texts
export * from "./domain/constants";
export { loginPathFor, safeNextPath } from "./domain/navigation";
export { describeSchemaIssue, explainInvalid } from "./domain/schemaIssues";
export { signInErrorText } from "./domain/signInError";
export { texts } from "./domain/texts";
export { displayNameFor, Theme, User } from "./domain/user";

// Machines
export { authActors, type RunApi } from "./machines/auth/auth.actors";
export {
  type AuthContext,
  type AuthEvent,
  type AuthMachine,
  authMachine,
  type Credentials,
  type NewAccount,
} from "./machines/auth/auth.machine";
export * from "./machines/auth/auth.selectors";
