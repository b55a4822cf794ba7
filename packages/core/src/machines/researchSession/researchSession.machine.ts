// The research workflow (data-areas §3, §4) as states: a company is picked and a draft made on the
// server, pillars are chosen, their questions written, edited and saved, the report started and
// watched until it is complete or failed. Every call is an invoked actor provided from outside
// (researchSession.actors.ts runs core's research mutations); the server's draft is the truth,
// and all the device keeps is which draft and report the user was on (`persist`). Where the user
// is (an address) arrives as `research.visit`; where the workflow goes next leaves as `navigate`.
import { assertEvent, assign, fromCallback, fromPromise, type SnapshotFrom, setup } from "xstate";
import { failureMessage } from "../../api/failureMessage";
import { RESEARCH_PILLARS, togglePillar } from "../../domain/research/pillars";
import {
  addQuestion,
  editQuestion,
  hasQuestionsToAnswer,
  moveQuestion,
  removeQuestion,
} from "../../domain/research/questionEdits";
import { draftStepAddress, reportAddress } from "../../domain/research/researchAddresses";
import type {
  Material,
  PillarId,
  ResearchDocument,
  ResearchDraft,
  ResearchJob,
  ResearchStructure,
} from "../../domain/schemas/research";

/** What the device keeps of the research under way: which draft, and which report once started. */
export interface ResearchKept {
  readonly draftId: string | null;
  readonly documentId: string | null;
}

/** The research page the user is on: a draft's step, or a report. */
export type ResearchVisit =
  | { readonly draftId: string; readonly step: "pillars" | "questions" }
  | { readonly documentId: string };

export interface ResearchSessionInput extends ResearchKept {
  /** The page the session starts on, if it is a research page: it wins over what was kept. */
  readonly visit?: ResearchVisit | null;
}

export interface ResearchSessionContext extends ResearchKept {
  /** The server's draft, as it last answered. */
  readonly draft: ResearchDraft | null;
  /** The pillars chosen on the pillars step. */
  readonly chosen: ReadonlyArray<PillarId>;
  /** The questions as the user is editing them (saved before the report starts). */
  readonly structure: ResearchStructure | null;
  /** The report, as its progress last read. */
  readonly report: ResearchDocument | null;
  /** The step an opened draft was asked for. */
  readonly openedAt: "pillars" | "questions" | null;
  /** The key of this press of "Write the report": a retried call starts one job. */
  readonly reportKey: string | null;
  /** What the last call could not do, in the user's words. */
  readonly error: string | null;
}

export type ResearchSessionEvent =
  | {
      type: "research.create";
      company: { readonly name: string; readonly ticker: string };
      materials: ReadonlyArray<Material>;
    }
  | { type: "research.visit"; visit: ResearchVisit }
  | { type: "research.new" }
  | { type: "pillar.toggle"; pillarId: PillarId }
  | { type: "pillars.chooseAll" }
  | { type: "pillars.clear" }
  | { type: "questions.write" }
  | { type: "question.edit"; pillarId: PillarId; questionId: string; text: string }
  | { type: "question.move"; pillarId: PillarId; questionId: string; step: -1 | 1 }
  | { type: "question.remove"; pillarId: PillarId; questionId: string }
  | { type: "question.add"; pillarId: PillarId; questionId: string; text: string }
  | { type: "questions.back" }
  | { type: "report.write"; key: string }
  | { type: "report.progress"; report: ResearchDocument }
  | { type: "report.retry"; key: string };

const EMPTY: Omit<ResearchSessionContext, keyof ResearchKept> = {
  draft: null,
  chosen: [],
  structure: null,
  report: null,
  openedAt: null,
  reportKey: null,
  error: null,
};

const takeDraft = (draft: ResearchDraft) => ({
  draft,
  draftId: draft.id,
  documentId: draft.documentId,
  chosen: draft.pillars,
  structure: draft.structure,
  error: null,
});

export const researchSessionMachine = setup({
  types: {
    context: {} as ResearchSessionContext,
    events: {} as ResearchSessionEvent,
    input: {} as ResearchSessionInput,
  },
  actors: {
    /** Makes the draft for a company (and the user's material). */
    createDraft: fromPromise<ResearchDraft, { companyName: string; companyTicker: string; materials: Material[] }>(
      async () => {
        throw new Error("createDraft is provided from outside");
      },
    ),
    /** Reads a draft from the server. */
    loadDraft: fromPromise<ResearchDraft, { draftId: string }>(async () => {
      throw new Error("loadDraft is provided from outside");
    }),
    /** Writes the chosen pillars' questions from the company's data. */
    writeQuestions: fromPromise<ResearchDraft, { draftId: string; pillars: ReadonlyArray<PillarId> }>(async () => {
      throw new Error("writeQuestions is provided from outside");
    }),
    /** Keeps the questions as the user edited them. */
    saveQuestions: fromPromise<ResearchDraft, { draftId: string; structure: ResearchStructure }>(async () => {
      throw new Error("saveQuestions is provided from outside");
    }),
    /** Starts writing the report, once per key. */
    startReport: fromPromise<ResearchJob, { draftId: string; key: string }>(async () => {
      throw new Error("startReport is provided from outside");
    }),
    /** Reports the report's progress (`report.progress`) as it is read again. */
    watchReport: fromCallback<ResearchSessionEvent, { documentId: string }>(() => {
      throw new Error("watchReport is provided from outside");
    }),
  },
  actions: {
    /** Keeps `{ draftId, documentId }` where this client keeps them; provided from outside. */
    persist: () => {},
    /** Opens a page of the workflow; provided from outside (a browser's router). */
    navigate: (_, _params: { to: string }) => {},
    startOver: assign({ ...EMPTY, draftId: null, documentId: null }),
    takeDraft: assign((_, draft: ResearchDraft) => takeDraft(draft)),
    noteOpening: assign(({ event }) => {
      assertEvent(event, "research.visit");
      return "draftId" in event.visit
        ? { ...EMPTY, draftId: event.visit.draftId, documentId: null, openedAt: event.visit.step }
        : { ...EMPTY, draftId: null, documentId: event.visit.documentId };
    }),
    notePillar: assign(({ context, event }) => {
      assertEvent(event, "pillar.toggle");
      return { chosen: togglePillar(context.chosen, event.pillarId) };
    }),
    chooseAll: assign({ chosen: () => RESEARCH_PILLARS.map((pillar) => pillar.id) }),
    clearPillars: assign({ chosen: [] as ReadonlyArray<PillarId> }),
    editQuestions: assign(({ context, event }) => {
      assertEvent(event, ["question.edit", "question.move", "question.remove", "question.add"]);
      const structure = context.structure;
      if (!structure) return {};
      switch (event.type) {
        case "question.edit":
          return { structure: editQuestion(structure, event.pillarId, event.questionId, event.text) };
        case "question.move":
          return { structure: moveQuestion(structure, event.pillarId, event.questionId, event.step) };
        case "question.remove":
          return { structure: removeQuestion(structure, event.pillarId, event.questionId) };
        case "question.add":
          return { structure: addQuestion(structure, event.pillarId, { id: event.questionId, text: event.text }) };
      }
    }),
    noteKey: assign(({ event }) => {
      assertEvent(event, ["report.write", "report.retry"]);
      return { reportKey: event.key, error: null };
    }),
    takeJob: assign((_, job: ResearchJob) => ({ documentId: job.documentId, error: null })),
    takeReport: assign(({ event }) => {
      assertEvent(event, "report.progress");
      return { report: event.report, documentId: event.report.id, draftId: event.report.draftId };
    }),
    /** An invoked call failed (its `xstate.error.actor.*` event): its words for the user. */
    noteFailure: assign(({ event }) => ({ error: failureMessage((event as { error?: unknown }).error) })),
  },
  guards: {
    visitsElsewhere: ({ context, event }) => {
      assertEvent(event, "research.visit");
      return "draftId" in event.visit
        ? event.visit.draftId !== context.draftId || context.documentId !== null
        : event.visit.documentId !== context.documentId;
    },
    revisitsPillars: ({ context, event }) => {
      assertEvent(event, "research.visit");
      return "draftId" in event.visit && event.visit.draftId === context.draftId && event.visit.step === "pillars";
    },
    revisitsQuestions: ({ context, event }) => {
      assertEvent(event, "research.visit");
      return (
        "draftId" in event.visit &&
        event.visit.draftId === context.draftId &&
        event.visit.step === "questions" &&
        context.structure !== null
      );
    },
    hasReport: ({ context }) => context.documentId !== null,
    hasDraft: ({ context }) => context.draftId !== null,
    hasChosen: ({ context }) => context.chosen.length > 0,
    hasQuestions: ({ context }) => hasQuestionsToAnswer(context.structure),
    reportComplete: ({ event }) => {
      assertEvent(event, "report.progress");
      return event.report.status === "complete";
    },
    reportFailed: ({ event }) => {
      assertEvent(event, "report.progress");
      return event.report.status === "failed";
    },
  },
}).createMachine({
  id: "researchSession",
  context: ({ input }) => {
    const visit = input.visit ?? null;
    if (!visit) return { ...EMPTY, draftId: input.draftId, documentId: input.documentId };
    return "draftId" in visit
      ? { ...EMPTY, draftId: visit.draftId, documentId: null, openedAt: visit.step }
      : { ...EMPTY, draftId: null, documentId: visit.documentId };
  },
  initial: "resuming",
  on: {
    "research.new": { target: ".company", actions: ["startOver", "persist"] },
    /** A new draft may be started from any step: the one under way stays on the server. */
    "research.create": { target: ".creatingDraft", actions: "startOver" },
    "research.visit": [{ guard: "visitsElsewhere", target: ".resuming", actions: "noteOpening", reenter: true }],
  },
  states: {
    /** Where the kept (or visited) research stands decides the step. */
    resuming: {
      always: [
        { guard: "hasReport", target: "generating.watching" },
        { guard: "hasDraft", target: "opening" },
        { target: "company" },
      ],
    },
    company: {},
    creatingDraft: {
      tags: ["busy"],
      invoke: {
        id: "createDraft",
        src: "createDraft",
        input: ({ event }) => {
          assertEvent(event, "research.create");
          return {
            companyName: event.company.name,
            companyTicker: event.company.ticker,
            materials: [...event.materials],
          };
        },
        onDone: {
          target: "pillars",
          actions: [
            { type: "takeDraft", params: ({ event }) => event.output },
            "persist",
            { type: "navigate", params: ({ event }) => ({ to: draftStepAddress(event.output.id, "pillars") }) },
          ],
        },
        onError: { target: "company", actions: "noteFailure" },
      },
    },
    /** A draft read from the server, then shown at the step it is at. */
    opening: {
      tags: ["busy"],
      invoke: {
        id: "loadDraft",
        src: "loadDraft",
        input: ({ context }) => ({ draftId: context.draftId ?? "" }),
        onDone: [
          {
            guard: ({ event }) => event.output.documentId !== null,
            target: "generating.watching",
            actions: [{ type: "takeDraft", params: ({ event }) => event.output }, "persist"],
          },
          {
            guard: ({ context, event }) => context.openedAt === "pillars" || event.output.structure === null,
            target: "pillars",
            actions: [{ type: "takeDraft", params: ({ event }) => event.output }, "persist"],
          },
          { target: "editing", actions: [{ type: "takeDraft", params: ({ event }) => event.output }, "persist"] },
        ],
        onError: { target: "company", actions: "noteFailure" },
      },
    },
    pillars: {
      on: {
        /** Back (or forward) to this draft's questions in the browser. */
        "research.visit": { guard: "revisitsQuestions", target: "editing" },
        "pillar.toggle": { actions: "notePillar" },
        "pillars.chooseAll": { actions: "chooseAll" },
        "pillars.clear": { actions: "clearPillars" },
        "questions.write": { guard: "hasChosen", target: "writingQuestions" },
      },
    },
    writingQuestions: {
      tags: ["busy"],
      invoke: {
        id: "writeQuestions",
        src: "writeQuestions",
        input: ({ context }) => ({ draftId: context.draftId ?? "", pillars: context.chosen }),
        onDone: {
          target: "editing",
          actions: [
            { type: "takeDraft", params: ({ event }) => event.output },
            { type: "navigate", params: ({ event }) => ({ to: draftStepAddress(event.output.id, "questions") }) },
          ],
        },
        onError: { target: "pillars", actions: "noteFailure" },
      },
    },
    editing: {
      on: {
        /** Back to this draft's pillars in the browser. */
        "research.visit": { guard: "revisitsPillars", target: "pillars" },
        "question.edit": { actions: "editQuestions" },
        "question.move": { actions: "editQuestions" },
        "question.remove": { actions: "editQuestions" },
        "question.add": { actions: "editQuestions" },
        "questions.back": {
          target: "pillars",
          actions: {
            type: "navigate",
            params: ({ context }) => ({ to: draftStepAddress(context.draftId ?? "", "pillars") }),
          },
        },
        "report.write": { guard: "hasQuestions", target: "saving", actions: "noteKey" },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "saveQuestions",
        src: "saveQuestions",
        input: ({ context }) => ({
          draftId: context.draftId ?? "",
          structure: context.structure ?? { pillars: [] },
        }),
        onDone: { target: "generating", actions: { type: "takeDraft", params: ({ event }) => event.output } },
        onError: { target: "editing", actions: "noteFailure" },
      },
    },
    generating: {
      initial: "starting",
      states: {
        starting: {
          tags: ["busy"],
          invoke: {
            id: "startReport",
            src: "startReport",
            input: ({ context }) => ({ draftId: context.draftId ?? "", key: context.reportKey ?? "" }),
            onDone: {
              target: "watching",
              actions: [
                { type: "takeJob", params: ({ event }) => event.output },
                "persist",
                { type: "navigate", params: ({ event }) => ({ to: reportAddress(event.output.documentId ?? "") }) },
              ],
            },
            // A report that never started goes back to its questions; a retried one stays failed.
            onError: [
              { guard: "hasReport", target: "#researchSession.failed", actions: "noteFailure" },
              { target: "#researchSession.editing", actions: "noteFailure" },
            ],
          },
        },
        /** The report is written on the server; its progress is read until it ends. */
        watching: {
          invoke: {
            id: "watchReport",
            src: "watchReport",
            input: ({ context }) => ({ documentId: context.documentId ?? "" }),
          },
          on: {
            "report.progress": [
              { guard: "reportComplete", target: "#researchSession.complete", actions: ["takeReport", "persist"] },
              { guard: "reportFailed", target: "#researchSession.failed", actions: ["takeReport", "persist"] },
              { actions: "takeReport" },
            ],
          },
        },
      },
    },
    complete: {},
    failed: {
      on: { "report.retry": { guard: "hasDraft", target: "generating", actions: "noteKey" } },
    },
  },
});

export type ResearchSessionMachine = typeof researchSessionMachine;
export type ResearchSessionSnapshot = SnapshotFrom<ResearchSessionMachine>;
