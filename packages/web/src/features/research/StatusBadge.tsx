// A draft's or report's status, in core's words.
import { RESEARCH_STATUS_WORDS, type ResearchStatus } from "@moatwise/core";

export function StatusBadge({ status }: { readonly status: ResearchStatus }) {
  return <span className={`research-status research-status-${status}`}>{RESEARCH_STATUS_WORDS[status]}</span>;
}
