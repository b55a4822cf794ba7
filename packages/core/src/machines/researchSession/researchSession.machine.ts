// The research session (data-areas §3, §4): the research a user is preparing on this device, kept
// locally so it can be picked up again. It starts at pillars-selection, moves to questions once
// they are written and to generating once the report is under way; completing it moves it to the
// history (newest first) and clears the current one. Reading the current session when none is
// active fails with the spec's words. Where it is kept is provided from outside (`persist`).
import { assign, setup } from "xstate";
import type { Material, PillarId, ResearchQuestion, ResearchStructure } from "../../api/schemas/research";
import { texts } from "../../domain/texts";

export type ResearchStep = "pillars-selection" | "questions" | "generating";

export interface ResearchSession {
  /** From the time it started and random text: unique on this device. */
  readonly id: string;
  readonly createdAt: string;
  readonly currentStep: ResearchStep;
  readonly company: { readonly name: string; readonly ticker: string };
  readonly materials: ReadonlyArray<Material>;
  readonly selectedPillars: ReadonlyArray<PillarId>;
  readonly generatedQuestions: Readonly<Partial<Record<PillarId, ReadonlyArray<ResearchQuestion>>>>;
  readonly customQuestions: Readonly<Partial<Record<PillarId, ReadonlyArray<ResearchQuestion>>>>;
  /** The server's draft and report for this session, once made. */
  readonly draftId: string;
  readonly documentId: string | null;
}

export interface ResearchSessions {
  readonly current: ResearchSession | null;
  /** Completed sessions, newest first. */
  readonly history: ReadonlyArray<ResearchSession>;
}

export interface ResearchSessionContext extends ResearchSessions {
  /** What the last request could not do, in the user's words. */
  readonly error: string | null;
}

/** The current session, or the spec's failure when none is active. */
export function readCurrentSession(
  context: ResearchSessions,
): { readonly session: ResearchSession } | { readonly error: string } {
  return context.current ? { session: context.current } : { error: texts.noActiveResearchSession };
}

/** Completed sessions kept, at most. */
export const RESEARCH_HISTORY_MAX = 20;

/** A session id from the time and random text, e.g. "mgx3k2a1-4fz9q2". */
export function researchSessionId(now: number, random: number): string {
  return `${now.toString(36)}-${Math.floor(random * 36 ** 6)
    .toString(36)
    .padStart(6, "0")}`;
}

export type ResearchSessionEvent =
  | {
      type: "session.start";
      company: ResearchSession["company"];
      materials: ReadonlyArray<Material>;
      draftId: string;
      at: number;
      random: number;
    }
  | { type: "session.selectPillars"; pillars: ReadonlyArray<PillarId> }
  /** The questions were written (generated), and the user's own kept apart. */
  | { type: "session.questionsWritten"; structure: ResearchStructure; custom?: ResearchStructure }
  | { type: "session.generating"; documentId: string }
  | { type: "session.complete" }
  /** Asks for the current session: none active sets the spec's error (see readCurrentSession). */
  | { type: "session.read" }
  | { type: "session.abandon" };

const byPillar = (structure: ResearchStructure | undefined) =>
  Object.fromEntries((structure?.pillars ?? []).map((pillar) => [pillar.pillarId, pillar.questions]));

const withCurrent =
  (change: (current: ResearchSession, event: ResearchSessionEvent) => Partial<ResearchSession>) =>
  ({ context, event }: { context: ResearchSessionContext; event: ResearchSessionEvent }) =>
    context.current ? { current: { ...context.current, ...change(context.current, event) } } : {};

export const researchSessionMachine = setup({
  types: {
    context: {} as ResearchSessionContext,
    events: {} as ResearchSessionEvent,
    input: {} as ResearchSessions,
  },
  actions: {
    /** Keeps the sessions where this client keeps them; provided from outside. */
    persist: () => {},
    start: assign(({ event }) => {
      if (event.type !== "session.start") return {};
      const current: ResearchSession = {
        id: researchSessionId(event.at, event.random),
        createdAt: new Date(event.at).toISOString(),
        currentStep: "pillars-selection",
        company: event.company,
        materials: event.materials,
        selectedPillars: [],
        generatedQuestions: {},
        customQuestions: {},
        draftId: event.draftId,
        documentId: null,
      };
      return { current, error: null };
    }),
    selectPillars: assign(
      withCurrent((_, event) => (event.type === "session.selectPillars" ? { selectedPillars: event.pillars } : {})),
    ),
    keepQuestions: assign(
      withCurrent((_, event) =>
        event.type === "session.questionsWritten"
          ? {
              currentStep: "questions",
              generatedQuestions: byPillar(event.structure),
              customQuestions: byPillar(event.custom),
            }
          : {},
      ),
    ),
    markGenerating: assign(
      withCurrent((_, event) =>
        event.type === "session.generating" ? { currentStep: "generating", documentId: event.documentId } : {},
      ),
    ),
    complete: assign(({ context }) =>
      context.current
        ? { current: null, history: [context.current, ...context.history].slice(0, RESEARCH_HISTORY_MAX) }
        : {},
    ),
    read: assign(({ context }) => {
      const found = readCurrentSession(context);
      return { error: "error" in found ? found.error : null };
    }),
    abandon: assign({ current: null }),
  },
  guards: {
    active: ({ context }) => context.current !== null,
  },
}).createMachine({
  id: "researchSession",
  context: ({ input }) => ({ ...input, error: null }),
  on: {
    "session.start": { actions: ["start", "persist"] },
    "session.selectPillars": { guard: "active", actions: ["selectPillars", "persist"] },
    "session.questionsWritten": { guard: "active", actions: ["keepQuestions", "persist"] },
    "session.generating": { guard: "active", actions: ["markGenerating", "persist"] },
    "session.complete": { guard: "active", actions: ["complete", "persist"] },
    "session.read": { actions: "read" },
    "session.abandon": { guard: "active", actions: ["abandon", "persist"] },
  },
});

export type ResearchSessionMachine = typeof researchSessionMachine;
