// The research area's words for statuses, progress, sources and verdicts, once, for every client.
import type { PillarProgress, ResearchSource, ResearchStatus, SanityCheck } from "../../api/schemas/research";

export const RESEARCH_STATUS_WORDS: Readonly<Record<ResearchStatus, string>> = {
  draft: "Draft",
  generating: "Writing…",
  complete: "Complete",
  failed: "Failed",
};

export const PILLAR_PROGRESS_WORDS: Readonly<Record<PillarProgress["state"], string>> = {
  waiting: "Waiting",
  writing: "Writing…",
  done: "Written",
  failed: "Failed",
};

export const SOURCE_KIND_WORDS: Readonly<Record<ResearchSource["kind"], string>> = {
  filing: "Filing",
  statement: "Statement",
  news: "News",
  profile: "Profile",
  overview: "Key figures",
  note: "Your note",
  pdf: "Your PDF",
  material: "Your material",
};

export const VERDICT_WORDS: Readonly<Record<SanityCheck["verdict"], string>> = {
  supported: "Supported",
  mixed: "Mixed",
  unsupported: "Not supported",
};
