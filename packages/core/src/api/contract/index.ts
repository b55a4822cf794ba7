// The whole /v1 contract, grouped by area: `contract.company.profile`, `contract.chat.appendMessage`.
import { authEndpoints, healthEndpoints, usageEndpoints, usersEndpoints } from "./account.contract";
import { aiEndpoints, chatEndpoints } from "./chat.contract";
import { companyEndpoints } from "./company.contract";
import { financialsEndpoints } from "./financials.contract";
import { researchEndpoints } from "./research.contract";
import {
  highlightsEndpoints,
  notesEndpoints,
  pdfEndpoints,
  portfolioEndpoints,
  promptsEndpoints,
} from "./workspace.contract";

export const contract = {
  health: healthEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  usage: usageEndpoints,
  company: companyEndpoints,
  financials: financialsEndpoints,
  ai: aiEndpoints,
  chat: chatEndpoints,
  research: researchEndpoints,
  notes: notesEndpoints,
  highlights: highlightsEndpoints,
  prompts: promptsEndpoints,
  portfolio: portfolioEndpoints,
  pdf: pdfEndpoints,
} as const;

export type Contract = typeof contract;

export * from "./endpoint";
