// Writing reports in the background (issue 22). Starting generation stores a job in PostgreSQL;
// any server process claims the oldest waiting job (`FOR UPDATE SKIP LOCKED`, so two never take
// the same one) with a lease it renews per pillar, and writes the report pillar by pillar. A job
// whose process died keeps its lease only until it runs out; then another claims it and goes on
// from the pillars not yet written. A retried request (its Idempotency-Key) or a double click
// starts one job. Status: the draft and its report move draft → generating → complete | failed.
import { type PillarId, type PillarProgress, pillarOf, type ResearchJob } from "@moatwise/core";
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { researchDocuments, researchDrafts, researchJobs, researchQuestions, researchSections } from "../../db/schema";
import { AreaFailure } from "../areaFailure";
import { writeSection } from "./reportWriter";
import type { DraftRow, ResearchDraftsService } from "./researchDrafts";
import { type EvidenceSources, gatherEvidence } from "./researchEvidence";

export interface JobTimings {
  /** How long a claim holds before another process may take the job over. */
  readonly leaseMs: number;
  /** How often a process looks for jobs other processes queued or left behind. */
  readonly pollMs: number;
  /** A pause after each pillar (tests use it to stop a process half-way). */
  readonly pillarPauseMs: number;
}

export const DEFAULT_JOB_TIMINGS: JobTimings = { leaseMs: 30_000, pollMs: 1000, pillarPauseMs: 0 };

type JobRow = typeof researchJobs.$inferSelect;
const ACTIVE = ["queued", "running"] as const;

const noQuestions = () =>
  new AreaFailure("invalid", "draft_has_no_questions", "Choose pillars and write their questions before generating.");

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function researchJobsService(
  db: Database,
  drafts: ResearchDraftsService,
  evidence: EvidenceSources,
  timings: JobTimings = DEFAULT_JOB_TIMINGS,
) {
  let wake: () => void = () => {};
  let running = false;

  const jobAnswer = async (job: JobRow): Promise<ResearchJob> => {
    const [document] = await db
      .select({ status: researchDocuments.status })
      .from(researchDocuments)
      .where(eq(researchDocuments.id, job.documentId));
    return { draftId: job.draftId, status: document?.status ?? "failed", documentId: job.documentId };
  };

  async function existingJob(userId: string, draftId: string, key: string | null): Promise<JobRow | undefined> {
    const byKey = key ? and(eq(researchJobs.userId, userId), eq(researchJobs.idempotencyKey, key)) : undefined;
    const active = and(eq(researchJobs.draftId, draftId), inArray(researchJobs.status, [...ACTIVE]));
    const [job] = await db
      .select()
      .from(researchJobs)
      .where(byKey ? or(byKey, active) : active)
      .limit(1);
    return job;
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

  /** Starts writing the draft's report, or answers the job already under way for it. */
  async function start(userId: string, draftId: string, key: string | null, force: boolean): Promise<ResearchJob> {
    const draft = await drafts.find(userId, draftId);
    if (!draft.structure || draft.structure.pillars.every((pillar) => pillar.questions.length === 0)) {
      throw noQuestions();
    }
    const earlier = await existingJob(userId, draftId, key);
    if (earlier) return jobAnswer(earlier);
    if (draft.status === "complete" && draft.documentId && !force) {
      return { draftId, status: "complete", documentId: draft.documentId };
    }
    const documentId = await documentFor(draft, force);
    try {
      const [job] = await db
        .insert(researchJobs)
        .values({ userId, draftId, documentId, idempotencyKey: key })
        .returning();
      await drafts.change(userId, draftId, { status: "generating", documentId });
      wake();
      return jobAnswer(job as JobRow);
    } catch (error) {
      // The same key sent twice at once: the other request stored the job first.
      const stored = await existingJob(userId, draftId, key);
      if (stored) return jobAnswer(stored);
      throw error;
    }
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

  async function storeSection(
    documentId: string,
    position: number,
    pillarId: PillarId,
    written: ReturnType<typeof writeSection>,
  ) {
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
      await tx
        .update(researchDocuments)
        .set({ status, failure: outcome?.failure ?? null, updatedAt: new Date() })
        .where(eq(researchDocuments.id, job.documentId));
      await tx.update(researchDrafts).set({ status, updatedAt: new Date() }).where(eq(researchDrafts.id, job.draftId));
    });
  }

  /** Writes the pillars the report lacks, renewing the claim after each. */
  async function run(job: JobRow): Promise<void> {
    const draft = await drafts.find(job.userId, job.draftId);
    const pillars = draft.structure?.pillars ?? [];
    const gathered = await gatherEvidence(evidence, {
      userId: job.userId,
      symbol: draft.companyTicker,
      companyName: draft.companyName,
      materials: draft.materials,
    });
    const done = await writtenPillars(job.documentId);
    const progress: PillarProgress[] = pillars.map((pillar) => ({
      pillarId: pillar.pillarId,
      state: done.has(pillar.pillarId) ? "done" : "waiting",
    }));
    for (const [position, pillar] of pillars.entries()) {
      if (!running) return;
      if (done.has(pillar.pillarId)) continue;
      progress[position] = { pillarId: pillar.pillarId, state: "writing" };
      await setProgress(job.documentId, progress);
      await storeSection(
        job.documentId,
        position,
        pillar.pillarId,
        writeSection(pillarOf(pillar.pillarId), pillar.questions, gathered),
      );
      progress[position] = { pillarId: pillar.pillarId, state: "done" };
      await setProgress(job.documentId, progress);
      await db
        .update(researchJobs)
        .set({ leaseUntil: new Date(Date.now() + timings.leaseMs), updatedAt: new Date() })
        .where(eq(researchJobs.id, job.id));
      if (timings.pillarPauseMs > 0) await pause(timings.pillarPauseMs);
    }
    await finish(job, null);
  }

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
