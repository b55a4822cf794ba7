// Research (data-areas §7), for signed-in users on the allow-list (checked before every call in
// app.ts): drafts; the questions of their pillars, at once or as a background job; starting a
// report's generation (once per Idempotency-Key or while one runs); the reports with their
// sections; and what a reader asks of them (summaries, plain words, a pillar's report, a thesis
// check; stored, rewritten on force=true).
import {
  contract,
  IDEMPOTENCY_KEY_HEADER,
  isSavableSourceUrl,
  type StructuredContent,
  unstorableProblem,
} from "@moatwise/core";
import type { Context } from "hono";
import type { AppEnv, AppServices } from "../context";
import { badRequest, HttpError } from "../errors";
import { created, route } from "../route";

/** Longer than any key a client makes (a UUID is 36); a longer one is refused, not stored. */
const IDEMPOTENCY_KEY_MAX_CHARS = 200;

function idempotencyKeyOf(c: Context<AppEnv>): string | null {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX_CHARS || unstorableProblem(key) !== null) {
    throw new HttpError(
      400,
      "invalid_idempotency_key",
      `${IDEMPOTENCY_KEY_HEADER} must be at most ${IDEMPOTENCY_KEY_MAX_CHARS} characters of plain text.`,
    );
  }
  return key;
}

const ok = { ok: true as const };

const questionPath = (param: (name: "id" | "sectionId" | "questionId") => string) => ({
  id: param("id"),
  sectionId: param("sectionId"),
  questionId: param("questionId"),
});

export function researchRoutes({ researchDrafts, researchDocuments, researchJobs, limits }: AppServices) {
  const endpoints = contract.research;
  return [
    route(endpoints.listDrafts, ({ userId }) => researchDrafts.list(userId)),
    route(endpoints.createDraft, async ({ userId, body }) => created(await researchDrafts.create(userId, body))),
    route(endpoints.getDraft, ({ userId, param }) => researchDrafts.get(userId, param("id"))),
    route(endpoints.updateDraft, ({ userId, param, body }) => researchDrafts.update(userId, param("id"), body)),
    route(endpoints.deleteDraft, async ({ userId, param }) => {
      await researchDrafts.remove(userId, param("id"));
      return ok;
    }),
    route(endpoints.generateStructure, async ({ userId, param, body, c }) => {
      await limits.take(userId, "questionWriting");
      return researchDrafts.generateStructure(userId, param("id"), body, c.req.raw.signal);
    }),
    route(endpoints.startStructure, async ({ userId, param, query, c }) => {
      const key = idempotencyKeyOf(c);
      await limits.take(userId, "questionWriting");
      return researchJobs.startStructure(userId, param("id"), key, query.force === true);
    }),
    route(endpoints.generate, async ({ userId, param, query, c }) => {
      const key = idempotencyKeyOf(c);
      await limits.take(userId, "reportGeneration");
      return researchJobs.start(userId, param("id"), key, query.force === true);
    }),
    route(endpoints.listDocuments, ({ userId }) => researchDocuments.list(userId)),
    route(endpoints.getDocument, ({ userId, param }) => researchDocuments.get(userId, param("id"))),
    route(endpoints.deleteDocument, async ({ userId, param }) => {
      await researchDocuments.remove(userId, param("id"));
      return ok;
    }),
    route(endpoints.updateSection, ({ userId, param, body }) => {
      const unsafe = unsavableSourceField(body.structuredContent);
      if (unsafe)
        throw badRequest(
          `structuredContent.${unsafe}: must be an http or https address, or a path on this site`,
          "invalid_body",
        );
      return researchDocuments.updateSection(userId, param("id"), param("sectionId"), body.structuredContent);
    }),
    route(endpoints.sanityCheck, ({ userId, param, body, query }) =>
      researchDocuments.sanityCheck(userId, param("id"), body.thesis, query.force === true),
    ),
    route(endpoints.questionSummary, ({ userId, param, query }) =>
      researchDocuments.questionSummary(userId, questionPath(param), query.force === true),
    ),
    route(endpoints.questionReadability, ({ userId, param, query }) =>
      researchDocuments.questionReadability(userId, questionPath(param), query.force === true),
    ),
    route(endpoints.pillarReport, ({ userId, param, query }) =>
      researchDocuments.pillarReport(userId, param("id"), param("sectionId"), query.force === true),
    ),
  ];
}

/**
 * The first source of a saved section whose address a page may not open (issue 43: javascript:,
 * another scheme, a control character), as its field's path; null when every one may be kept.
 */
function unsavableSourceField(content: StructuredContent): string | null {
  for (const list of ["keyPoints", "evidence", "risks"] as const) {
    for (const [claimIndex, claim] of content[list].entries()) {
      const sourceIndex = claim.sources.findIndex((source) => !isSavableSourceUrl(source.url));
      if (sourceIndex !== -1) return `${list}.${claimIndex}.sources.${sourceIndex}.url`;
    }
  }
  const table = content.comparison?.source;
  return table && !isSavableSourceUrl(table.url) ? "comparison.source.url" : null;
}
