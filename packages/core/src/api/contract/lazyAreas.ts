// The areas that load with their screens: each is fetched (once) the first time one of its calls
// is made (the home's coverage note fetches the company area; /login fetches none). The whole
// contract, for the server and tests, is in index.ts.
import type { AnyEndpoint } from "./endpoint";

export type LazyArea =
  | "chat"
  | "financials"
  | "research"
  | "prompts"
  | "portfolio"
  | "docs"
  | "company"
  | "ai"
  | "notes"
  | "highlights"
  | "pdf";

export const LAZY_AREAS: Readonly<Record<LazyArea, () => Promise<Record<string, AnyEndpoint>>>> = {
  chat: () => import("./chat.contract").then((area) => area.chatEndpoints),
  financials: () => import("./financials.contract").then((area) => area.financialsEndpoints),
  research: () => import("./research.contract").then((area) => area.researchEndpoints),
  prompts: () => import("./prompts.contract").then((area) => area.promptsEndpoints),
  portfolio: () => import("./portfolio.contract").then((area) => area.portfolioEndpoints),
  docs: () => import("./docs.contract").then((area) => area.docsEndpoints),
  company: () => import("./company.contract").then((area) => area.companyEndpoints),
  ai: () => import("./ai.contract").then((area) => area.aiEndpoints),
  notes: () => import("./workspace.contract").then((area) => area.notesEndpoints),
  highlights: () => import("./workspace.contract").then((area) => area.highlightsEndpoints),
  pdf: () => import("./workspace.contract").then((area) => area.pdfEndpoints),
};
