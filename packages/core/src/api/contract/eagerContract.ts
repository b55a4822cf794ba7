// The areas every page may call, loaded with the app; the conversations, financial statements,
// research, portfolio and prompts areas load with their screens (lazyAreas.ts), so their shapes
// stay out of the first page's code.
import { authEndpoints, healthEndpoints, usageEndpoints, usersEndpoints } from "./account.contract";
import { aiEndpoints } from "./ai.contract";
import { companyEndpoints } from "./company.contract";
import { highlightsEndpoints, notesEndpoints, pdfEndpoints } from "./workspace.contract";

export const eagerContract = {
  health: healthEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  usage: usageEndpoints,
  company: companyEndpoints,
  ai: aiEndpoints,
  notes: notesEndpoints,
  highlights: highlightsEndpoints,
  pdf: pdfEndpoints,
} as const;
