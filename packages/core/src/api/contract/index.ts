// The whole /v1 contract, grouped by area: `contract.company.profile`, `contract.chat.appendMessage`.
// The server and the tests read it whole; the client loads some areas with their screens.
import { aiEndpoints } from "./ai.contract";
import { chatEndpoints } from "./chat.contract";
import { companyEndpoints } from "./company.contract";
import { docsEndpoints } from "./docs.contract";
import { eagerContract } from "./eagerContract";
import { financialsEndpoints } from "./financials.contract";
import { portfolioEndpoints } from "./portfolio.contract";
import { promptsEndpoints } from "./prompts.contract";
import { researchEndpoints } from "./research.contract";
import { highlightsEndpoints, notesEndpoints, pdfEndpoints } from "./workspace.contract";

export const contract = {
  ...eagerContract,
  chat: chatEndpoints,
  financials: financialsEndpoints,
  research: researchEndpoints,
  prompts: promptsEndpoints,
  portfolio: portfolioEndpoints,
  docs: docsEndpoints,
  company: companyEndpoints,
  ai: aiEndpoints,
  notes: notesEndpoints,
  highlights: highlightsEndpoints,
  pdf: pdfEndpoints,
} as const;

export type Contract = typeof contract;

export * from "./endpoint";
export * from "./requestBounds";
