// What a reader asks of a written report (issue 22), done offline from the report's own claims:
// a question's summary, its answer in plainer words and a pillar's report as one text (the thesis
// check is core's, thesisCheck.ts). Nothing is invented: each is built from claims that carry
// their sources.
import { type Claim, claimCiter, type ResearchSection, type SectionQuestion } from "@moatwise/core";

/** Words in a plain-language sentence, at most; longer ones are cut at a clause. */
const PLAIN_SENTENCE_WORDS = 24;

const withSources = (claim: Claim) => claim.sources.length > 0;

/** The answer's lead figure and lead quote: what a reader needs first. */
export function questionSummary(question: SectionQuestion): string {
  const cited = question.answer.filter(withSources);
  const figure = cited.find((claim) => claim.sources.some((source) => source.kind === "statement"));
  const quote = cited.find((claim) => claim !== figure);
  const lead = [figure, quote].filter((claim): claim is Claim => claim !== undefined).map((claim) => claim.text);
  return lead.length > 0 ? lead.join(" ") : (question.answer[0]?.text ?? "");
}

/** A sentence in plain words: asides in brackets dropped, long ones cut at a clause. */
function plainSentence(sentence: string): string {
  const withoutAsides = sentence
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = withoutAsides.split(" ");
  if (words.length <= PLAIN_SENTENCE_WORDS) return withoutAsides;
  const cut = words.slice(0, PLAIN_SENTENCE_WORDS).join(" ");
  const clause = cut.lastIndexOf(",");
  return `${(clause > 40 ? cut.slice(0, clause) : cut).trim()}.`;
}

/** The answer as short, plain sentences, one per line, figures kept as written. */
export function questionReadability(question: SectionQuestion): string {
  return question.answer.map((claim) => `- ${plainSentence(claim.text)}`).join("\n");
}

/** The section as one Markdown text: summary, key points, evidence and risks, with its sources. */
export function pillarReport(section: ResearchSection): string {
  const { summary, keyPoints, evidence, risks } = section.structuredContent;
  const { list, sources } = claimCiter();
  return [
    `## ${section.title}`,
    "",
    summary,
    "",
    ...list("Key points", keyPoints),
    ...list("Evidence", evidence),
    ...list("Risks", risks),
    "### Sources",
    "",
    ...sources.map((source, index) => `${index + 1}. ${source.title} (${source.url})`),
  ].join("\n");
}
