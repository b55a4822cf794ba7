// Writing questions and reports in the background (issue 22). Starting either stores a job in
// PostgreSQL; any server process claims the oldest waiting job (`FOR UPDATE SKIP LOCKED`, so two never take
// the same one) with a lease it renews per pillar, and writes the report pillar by pillar. A job
// whose process died keeps its lease only until it runs out; then another claims it and goes on
// from the pillars not yet written. A retried request (its Idempotency-Key) or a double click
// starts one job; sending the same key again answers how that job stands. A structure job writes
// the questions of the draft's chosen pillars; a report job moves the draft and its report
// draft → generating → complete | failed. One job at a time per draft.
import { type PillarId, type PillarProgress, pillarOf, type ResearchJob, sentenceKey } from "@moatwise/core";
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { newReportMemory, type ReportMemory } from "../../answers/reports/reportMemory";
import { offlineSectionWriter, type SectionWriter, type WrittenSection } from "../../answers/reports/reportWriter";
import { type EvidenceSources, gatherEvidence } from "../../answers/reports/researchEvidence";
import type { Database } from "../../db/database";
import { researchDocuments, researchDrafts, researchJobs, researchQuestions, researchSections } from "../../db/schema";
import { AreaFailure } from "../areaFailure";
import { DEFAULT_JOB_TIMINGS, type JobTimings } from "./jobTimings";
import type { DraftRow, ResearchDraftsService } from "./researchDrafts";

/** A model writing a draft's questions in the background gets this long. */
const STRUCTURE_JOB_TIMEOUT_MS = 300_000;

type JobRow = typeof researchJobs.$inferSelect;
type JobKind = JobRow["kind"];
const ACTIVE = ["queued", "running"] as const;

const noQuestions = () =>
  new AreaFailure("invalid", "draft_has_no_questions", "Choose pillars and write their questions before generating.");
const noPillars = () =>
  new AreaFailure("invalid", "draft_has_no_pillars", "Choose at least one pillar before writing its questions.");

const BUSY: Record<JobKind, string> = {
  structure: "The questions are still being written; try again when they are ready.",
  report: "A report is being written from these questions; wait until it is finished.",
};

/** A structure job's status, in the words a report's status uses. */
const STRUCTURE_STATUS = { queued: "generating", running: "generating", done: "complete", failed: "failed" } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function researchJobsService(
  db: Database,
  drafts: ResearchDraftsService,
  evidence: EvidenceSources,
  timings: JobTimings = DEFAULT_JOB_TIMINGS,
  writeSection: SectionWriter = offlineSectionWriter,
) {
  let wake: () => void = () => {};
  let running = false;

  const jobAnswer = async (job: JobRow): Promise<ResearchJob> => {
    if (job.kind === "structure" || job.documentId === null) {
      return {
        draftId: job.draftId,
        kind: "structure",
        status: STRUCTURE_STATUS[job.status],
        documentId: null,
        failure: job.error,
      };
    }
    const [document] = await db
      .select({ status: researchDocuments.status, failure: researchDocuments.failure })
      .from(researchDocuments)
      .where(eq(researchDocuments.id, job.documentId));
    return {
      draftId: job.draftId,
      kind: "report",
      status: document?.status ?? "failed",
      documentId: job.documentId,
      failure: document?.failure ?? job.error,
    };
  };

  /** The job this key started, else the one under way for the draft; refused if it is another kind. */
  async function existingJob(userId: string, draftId: string, key: string | null, kind: JobKind) {
    const [byKey] = key
      ? await db
          .select()
          .from(researchJobs)
          .where(and(eq(researchJobs.userId, userId), eq(researchJobs.idempotencyKey, key)))
      : [];
    if (byKey && (byKey.kind !== kind || byKey.draftId !== draftId)) {
      throw new AreaFailure("conflict", "idempotency_key_reused", "This Idempotency-Key already started another job.");
    }
    if (byKey) return byKey;
    const [active] = await db
      .select()
      .from(researchJobs)
      .where(and(eq(researchJobs.draftId, draftId), inArray(researchJobs.status, [...ACTIVE])))
      .limit(1);
    if (active && active.kind !== kind) throw new AreaFailure("conflict", "research_job_running", BUSY[active.kind]);
    return active;
  }

  /** The report to write into: the draft's failed one (its written pillars kept), else a new one. */
  async function documentFor(draft: DraftRow, force: boolean): Promise<string> {
    const pillars = draft.structure?.pillars ?? [];
    const progress: PillarProgress[] = pillars.map((pillar) => ({ pillarId: pillar.pillarId, state: "waiting" }));
    if (draft.documentId && draft.status === "failed" && !force) {
      await db
        .update(researchDocuments)
        .set({ status: "generating", failure: null, updatedAt: new Date() })
        .where(eq(researchDocuments.id, draft.documentId));
      return draft.documentId;
    }
    const [document] = await db
      .insert(researchDocuments)
      .values({
        userId: draft.userId,
        draftId: draft.id,
        companyName: draft.companyName,
        companyTicker: draft.companyTicker,
        status: "generating",
        progress,
      })
      .returning({ id: researchDocuments.id });
    return (document as { id: string }).id;
  }

  /** Stores a job and wakes the worker; the same key sent twice at once stores one. */
  async function enqueue(
    values: Pick<JobRow, "userId" | "draftId" | "kind" | "documentId" | "idempotencyKey">,
    started: () => Promise<unknown>,
  ): Promise<ResearchJob> {
    try {
      const [job] = await db.insert(researchJobs).values(values).returning();
      await started();
      wake();
      return jobAnswer(job as JobRow);
    } catch (error) {
      const stored = await existingJob(values.userId, values.draftId, values.idempotencyKey, values.kind);
      if (stored) return jobAnswer(stored);
      throw error;
    }
  }

  /** Starts writing the draft's report, or answers the job already under way for it. */
  async function start(userId: string, draftId: string, key: string | null, force: boolean): Promise<ResearchJob> {
    const draft = await drafts.find(userId, draftId);
    if (!draft.structure || draft.structure.pillars.every((pillar) => pillar.questions.length === 0)) {
      throw noQuestions();
    }
    const earlier = await existingJob(userId, draftId, key, "report");
    if (earlier) return jobAnswer(earlier);
    if (draft.status === "complete" && draft.documentId && !force) {
      return { draftId, kind: "report", status: "complete", documentId: draft.documentId, failure: null };
    }
    const documentId = await documentFor(draft, force);
    return enqueue({ userId, draftId, kind: "report", documentId, idempotencyKey: key }, () =>
      drafts.change(userId, draftId, { status: "generating", documentId }),
    );
  }

  /** Starts writing the questions of the draft's chosen pillars; written ones stand unless `force`. */
  async function startStructure(
    userId: string,
    draftId: string,
    key: string | null,
    force: boolean,
  ): Promise<ResearchJob> {
    const draft = await drafts.find(userId, draftId);
    if (draft.pillars.length === 0) throw noPillars();
    const earlier = await existingJob(userId, draftId, key, "structure");
    if (earlier) return jobAnswer(earlier);
    const written = new Set(draft.structure?.pillars.map((pillar) => pillar.pillarId) ?? []);
    if (!force && draft.pillars.every((pillar) => written.has(pillar))) {
      return { draftId, kind: "structure", status: "complete", documentId: null, failure: null };
    }
    return enqueue({ userId, draftId, kind: "structure", documentId: null, idempotencyKey: key }, async () => {});
  }

  async function claim(): Promise<JobRow | null> {
    return db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(researchJobs)
        .where(
          or(
            eq(researchJobs.status, "queued"),
            and(eq(researchJobs.status, "running"), lt(researchJobs.leaseUntil, new Date())),
          ),
        )
        .orderBy(asc(researchJobs.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!job) return null;
      const [claimed] = await tx
        .update(researchJobs)
        .set({
          status: "running",
          attempts: sql`${researchJobs.attempts} + 1`,
          leaseUntil: new Date(Date.now() + timings.leaseMs),
          updatedAt: new Date(),
        })
        .where(eq(researchJobs.id, job.id))
        .returning();
      return claimed ?? null;
    });
  }

  async function setProgress(documentId: string, progress: PillarProgress[]) {
    await db
      .update(researchDocuments)
      .set({ progress, updatedAt: new Date() })
      .where(eq(researchDocuments.id, documentId));
  }

  async function writtenPillars(documentId: string): Promise<Set<string>> {
    const rows = await db
      .select({ pillarId: researchSections.pillarId })
      .from(researchSections)
      .where(eq(researchSections.documentId, documentId));
    return new Set(rows.map((row) => row.pillarId));
  }

  /** What the sections written before a restart said, so the pillars still to write do not repeat it. */
  async function memoryOf(documentId: string): Promise<ReportMemory> {
    const memory = newReportMemory();
    const sections = await db
      .select({ id: researchSections.id, title: researchSections.title, content: researchSections.structuredContent })
      .from(researchSections)
      .where(eq(researchSections.documentId, documentId))
      .orderBy(asc(researchSections.position));
    for (const section of sections) {
      const answers = await db
        .select({ answer: researchQuestions.answer })
        .from(researchQuestions)
        .where(eq(researchQuestions.sectionId, section.id));
      const { keyPoints, evidence, risks } = section.content;
      for (const claim of [...answers.flatMap((row) => row.answer), ...keyPoints, ...evidence, ...risks]) {
        if (!memory.said.has(sentenceKey(claim.text))) memory.said.set(sentenceKey(claim.text), section.title);
      }
    }
    return memory;
  }

  async function storeSection(documentId: string, position: number, pillarId: PillarId, written: WrittenSection) {
    await db.transaction(async (tx) => {
      const [section] = await tx
        .insert(researchSections)
        .values({
          documentId,
          position,
          pillarId,
          title: pillarOf(pillarId).title,
          structuredContent: written.structuredContent,
        })
        .returning({ id: researchSections.id });
      if (!section || written.answers.length === 0) return;
      await tx.insert(researchQuestions).values(
        written.answers.map((answer, index) => ({
          sectionId: section.id,
          position: index,
          text: answer.question.text,
          answer: answer.answer,
        })),
      );
    });
  }

  async function finish(job: JobRow, outcome: { failure: string } | null) {
    const status = outcome ? "failed" : "complete";
    await db.transaction(async (tx) => {
      await tx
        .update(researchJobs)
        .set({
          status: outcome ? "failed" : "done",
          error: outcome?.failure ?? null,
          leaseUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(researchJobs.id, job.id));
      if (job.kind === "structure" || job.documentId === null) return;
      await tx
        .update(researchDocuments)
        .set({ status, failure: outcome?.failure ?? null, updatedAt: new Date() })
        .where(eq(researchDocuments.id, job.documentId));
      await tx.update(researchDrafts).set({ status, updatedAt: new Date() }).where(eq(researchDrafts.id, job.draftId));
    });
  }

  /** Writes the questions of the draft's chosen pillars. */
  async function writeStructure(job: JobRow): Promise<void> {
    const draft = await drafts.find(job.userId, job.draftId);
    await drafts.generateStructure(
      job.userId,
      job.draftId,
      { pillars: draft.pillars },
      AbortSignal.timeout(STRUCTURE_JOB_TIMEOUT_MS),
    );
    await finish(job, null);
  }

  /** Writes the pillars the report lacks, renewing the claim after each. */
  async function writeReport(job: JobRow, documentId: string): Promise<void> {
    const draft = await drafts.find(job.userId, job.draftId);
    const pillars = draft.structure?.pillars ?? [];
    const gathered = await gatherEvidence(evidence, {
      userId: job.userId,
      symbol: draft.companyTicker,
      companyName: draft.companyName,
      materials: draft.materials,
    });
    const done = await writtenPillars(documentId);
    const memory = await memoryOf(documentId);
    const progress: PillarProgress[] = pillars.map((pillar) => ({
      pillarId: pillar.pillarId,
      state: done.has(pillar.pillarId) ? "done" : "waiting",
    }));
    for (const [position, pillar] of pillars.entries()) {
      if (!running) return;
      if (done.has(pillar.pillarId)) continue;
      progress[position] = { pillarId: pillar.pillarId, state: "writing" };
      await setProgress(documentId, progress);
      const written = await writeSection(pillarOf(pillar.pillarId), pillar.questions, gathered, memory);
      await storeSection(documentId, position, pillar.pillarId, written);
      progress[position] = { pillarId: pillar.pillarId, state: "done" };
      await setProgress(documentId, progress);
      await db
        .update(researchJobs)
        .set({ leaseUntil: new Date(Date.now() + timings.leaseMs), updatedAt: new Date() })
        .where(eq(researchJobs.id, job.id));
      if (timings.pillarPauseMs > 0) await pause(timings.pillarPauseMs);
    }
    await finish(job, null);
  }

  const run = (job: JobRow) =>
    job.kind === "structure" || job.documentId === null ? writeStructure(job) : writeReport(job, job.documentId);

  async function work(): Promise<void> {
    while (running) {
      const job = await claim().catch(() => null);
      if (!job) {
        await new Promise<void>((resume) => {
          const timer = setTimeout(resume, timings.pollMs);
          wake = () => {
            clearTimeout(timer);
            resume();
          };
        });
        continue;
      }
      await run(job).catch((error: unknown) =>
        finish(job, { failure: error instanceof Error ? error.message : "The report could not be written." }).catch(
          () => {},
        ),
      );
    }
  }

  let worker: Promise<void> | null = null;
  return {
    start,
    startStructure,
    /** Starts this process's worker; `stop` lets it finish the pillar it is writing and end. */
    startWorker() {
      if (running) return;
      running = true;
      worker = work();
    },
    async stop() {
      running = false;
      wake();
      await worker;
    },
  };
}

export type ResearchJobsService = ReturnType<typeof researchJobsService>;
