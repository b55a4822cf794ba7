// A research report as Markdown, for download (issue 22): the title, a table of contents, each
// pillar's summary, key points, evidence, risks and questions with their answers, every claim
// followed by the numbers of its sources, a claim whose figures did not verify marked so, and
// the numbered sources at the end with the passage each one quotes.

import { type DateFormatOptions, formatDate } from "../dates";
import type { Claim, ResearchDocument, ResearchSource } from "../schemas/research";
import { statedNumbers } from "./claimStanding";

/** A heading's anchor as GitHub and most Markdown readers make it. */
export const headingAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/\s+/g, "-");

/**
 * Writes claims with [n] marks; every source gets one number, in the order first cited, and
 * `sources` lists them in that order. The report's download and a pillar's report share it.
 */
export function claimCiter() {
  const sources: ResearchSource[] = [];
  const numberOf = (source: ResearchSource) => {
    const known = sources.findIndex((other) => other.id === source.id && other.excerpt === source.excerpt);
    if (known >= 0) return known + 1;
    sources.push(source);
    return sources.length;
  };
  const cite = (claim: Claim) => {
    const marks = claim.sources.map((source) => `[${numberOf(source)}]`).join("");
    // A line citing nothing (what the data lacks) needs no mark; a cited sentence that is neither
    // checked nor quoted says which it failed.
    const unverified =
      claim.verified || claim.sources.length === 0
        ? ""
        : statedNumbers(claim.text).length > 0
          ? " _(figures not verified against the sources)_"
          : " _(not verified: not quoted from the sources)_";
    return `${claim.text}${marks ? ` ${marks}` : ""}${unverified}`;
  };
  /** A "### heading" and the claims as a bulleted list; nothing for no claims. */
  const list = (heading: string, claims: ReadonlyArray<Claim>) =>
    claims.length === 0 ? [] : [`### ${heading}`, "", ...claims.map((claim) => `- ${cite(claim)}`), ""];
  return { cite, list, sources };
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

export function reportMarkdown(report: ResearchDocument, dates: DateFormatOptions = {}): string {
  const { cite, list, sources } = claimCiter();
  const sections = report.sections.flatMap((section) => [
    `## ${section.title}`,
    "",
    section.structuredContent.summary,
    "",
    ...list("Key points", section.structuredContent.keyPoints),
    ...list("Evidence", section.structuredContent.evidence),
    ...list("Risks", section.structuredContent.risks),
    ...section.questions.flatMap((question) => [
      `### ${question.text}`,
      "",
      ...question.answer
        .map((claim) => cite(claim))
        .join(" ")
        .split("\n"),
      "",
    ]),
  ]);
  return [
    `# ${report.companyName} (${report.companyTicker}): research report`,
    "",
    `Written ${formatDate(report.updatedAt, dates)}. Every figure is checked against the source it cites.`,
    "",
    "## Contents",
    "",
    ...report.sections.map((section) => `- [${section.title}](#${headingAnchor(section.title)})`),
    "",
    ...sections,
    "## Sources",
    "",
    ...sources.map((source, index) => `${index + 1}. ${source.title}: ${source.url}\n   > ${oneLine(source.excerpt)}`),
    "",
  ].join("\n");
}

/** The download's file name: ticker, "research", and the day it was written. */
export const reportFileName = (report: Pick<ResearchDocument, "companyTicker" | "updatedAt">) =>
  `${report.companyTicker}-research-${report.updatedAt.slice(0, 10)}.md`;
