// The areas that load with their screens: each is fetched (once) the first time one of its calls
// is made. The whole contract, for the server and tests, is in index.ts.
import type { AnyEndpoint } from "./endpoint";

export type LazyArea = "chat" | "financials" | "research" | "prompts" | "portfolio" | "docs";

export const LAZY_AREAS: Readonly<Record<LazyArea, () => Promise<Record<string, AnyEndpoint>>>> = {
  chat: () => import("./chat.contract").then((area) => area.chatEndpoints),
  financials: () => import("./financials.contract").then((area) => area.financialsEndpoints),
  research: () => import("./research.contract").then((area) => area.researchEndpoints),
  prompts: () => import("./prompts.contract").then((area) => area.promptsEndpoints),
  portfolio: () => import("./portfolio.contract").then((area) => area.portfolioEndpoints),
  docs: () => import("./docs.contract").then((area) => area.docsEndpoints),
};
