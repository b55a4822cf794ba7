// The areas the first page may call before anything else has loaded: the session (auth, users), the
// server's health and the usage meter. Every other area (companies, the AI, notes, highlights, PDFs,
// conversations, financial statements, research, portfolio, prompts) loads with its first call
// (lazyAreas.ts), so its shapes stay out of the first page's code (the first-load budget, issue 5).
import { authEndpoints, healthEndpoints, usageEndpoints, usersEndpoints } from "./account.contract";

export const eagerContract = {
  health: healthEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  usage: usageEndpoints,
} as const;
