// Texts the spec quotes, verbatim and in one place; the web app imports them from here.

export const texts = {
  preparingSession: "Preparing your session…",
  loadingPage: "Loading page…",
  signInFailed: "Sign in failed",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  notAuthenticated: "Not authenticated",
  sessionExpired: "Session expired. Please sign in again.",
  serverUnavailable: "The server is temporarily unavailable. Please try again.",
  requestFailed: "The request failed. Please check your input and try again.",
} as const;
