// research new: a report on a company through the same calls as the research pages: a draft,
// its questions per pillar, the report written in the background with its progress per pillar,
// then the report as Markdown (core's reportMarkdown) on standard output or in a file.
import { randomUUID } from "node:crypto";
import {
  PILLAR_IDS,
  PILLAR_PROGRESS_WORDS,
  type PillarId,
  pillarOf,
  RESEARCH_PROGRESS_POLL_MS,
  type ResearchDocument,
  reportMarkdown,
} from "@moatwise/core";
import { signedInUser } from "../client";
import { type Command, text } from "../command";
import { CommandFailure, EXIT, usageFailure } from "../failure";
import { tickerArg } from "./company";

/** The pillars asked for: "all", or ids separated by commas. */
export function pillarsFrom(value: string): PillarId[] {
  if (value.trim() === "all") return [...PILLAR_IDS];
  const asked = value
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = asked.filter((id) => !(PILLAR_IDS as ReadonlyArray<string>).includes(id));
  if (asked.length === 0 || unknown.length > 0) {
    throw usageFailure(
      `${unknown.length > 0 ? `Unknown pillar ${unknown.join(", ")}. ` : ""}--pillars is "all" or some of: ${PILLAR_IDS.join(", ")}`,
    );
  }
  return [...new Set(asked)] as PillarId[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const researchNew: Command = {
  words: ["research", "new"],
  summary: "Write a research report on a company, pillar by pillar",
  usage: "SYMBOL --pillars all|ID,ID… [--out FILE.md]",
  details: [
    `Pillars: ${PILLAR_IDS.join(", ")}.`,
    "Progress goes to standard error; the report, as Markdown, to standard output or --out.",
  ],
  options: { pillars: { type: "string" }, out: { type: "string" } },
  args: { min: 1, max: 1 },
  async run(context) {
    const symbol = tickerArg(context);
    const pillarsText = text(context, "pillars");
    if (!pillarsText) throw usageFailure("Choose the pillars: --pillars all, or ids separated by commas.");
    const pillars = pillarsFrom(pillarsText);
    const { terminal } = context;
    const connection = context.connect();
    await signedInUser(connection);
    const { api } = connection;
    const profile = await api.company.profile({ symbol });
    const draft = await api.research.createDraft({ companyName: profile.companyName, companyTicker: symbol });
    terminal.note(`Writing the questions for ${pillars.length} pillar(s) of ${profile.companyName}…\n`);
    await api.research.generateStructure(draft.id, { pillars });
    const job = await api.research.generate(draft.id, {}, { idempotencyKey: randomUUID() });
    if (!job.documentId) throw new CommandFailure(job.failure ?? "The report could not be started.", EXIT.failed);
    const told = new Map<PillarId, string>();
    let report: ResearchDocument;
    for (;;) {
      report = await api.research.getDocument(job.documentId);
      for (const progress of report.progress) {
        if (told.get(progress.pillarId) === progress.state) continue;
        told.set(progress.pillarId, progress.state);
        terminal.note(`  ${pillarOf(progress.pillarId).title}: ${PILLAR_PROGRESS_WORDS[progress.state]}\n`);
      }
      if (report.status !== "generating") break;
      await pause(RESEARCH_PROGRESS_POLL_MS);
    }
    if (report.status === "failed")
      throw new CommandFailure(report.failure ?? "The report could not be written.", EXIT.failed);
    const markdown = reportMarkdown(report);
    const out = text(context, "out");
    if (out) {
      await terminal.writeFile(out, markdown);
      terminal.note(`Wrote the report to ${out}.\n`);
    } else terminal.write(markdown.endsWith("\n") ? markdown : `${markdown}\n`);
    return EXIT.ok;
  },
};
