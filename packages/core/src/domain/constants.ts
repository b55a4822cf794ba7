// Numbers the spec names, with their units in the name. One place, so a change to the spec is one edit.

/** Prefix of every backend call. */
export const API_PREFIX = "/v1";

/** Default access-token life when the server does not say (spec §9: 3600 s). */
export const DEFAULT_TOKEN_LIFE_SECONDS = 3600;

/** Password length bounds accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Longest e-mail address we accept (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MAX_LENGTH = 80;

/** Name of the HttpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE_NAME = "moatwise_refresh";

/** Default request time-out (spec §9: 30 s). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Largest JSON or form body the server reads. */
export const MAX_REQUEST_BODY_BYTES = 1_048_576;
