import { LOGIN_PENDING_MESSAGE_KEY } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { describeModelPaths } from "../modelSuite";
import { runPath } from "../runPath";
import { appUiModel, appUiStorage } from "./appUi.model";

const paths = describeModelPaths(appUiModel);

describe("what the paths prove about the app UI", () => {
  it("never leaves the sidebar open right after the inline chat opens", () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const opens = step.event.type === "inlineChat.open" || step.event.type === "inlineChat.toggle";
        if (opens && step.state.context.inlineChatOpen) expect(step.state.context.sidebarOpen).toBe(false);
      }
    }
  });

  it("keeps the tab's storage equal to the pending message at the end of every path", async () => {
    for (const path of paths) {
      appUiStorage.remove(LOGIN_PENDING_MESSAGE_KEY);
      const run = await runPath(appUiModel, path);
      expect(appUiStorage.get(LOGIN_PENDING_MESSAGE_KEY)).toBe(run.finalSnapshot.context.loginPendingMessage);
    }
  });

  it("keeps a question to ask only while the pane is open, trimmed", () => {
    let asked = 0;
    for (const path of paths) {
      for (const step of path.steps) {
        const { inlineChatOpen, inlineChatQuestion } = step.state.context;
        if (!inlineChatOpen) expect(inlineChatQuestion).toBeNull();
        if (step.event.type === "inlineChat.open" && "question" in step.event) {
          asked += 1;
          expect(inlineChatQuestion).toBe("Is the services margin durable?");
        }
      }
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("never lets the pane grow past 640 px", () => {
    for (const path of paths) {
      for (const step of path.steps) expect(step.state.context.inlineChatWidth).toBeLessThanOrEqual(640);
    }
  });

  it("shows the shortcut sheet on ? and hides it on Escape, touching nothing else", () => {
    let shown = 0;
    for (const path of paths) {
      for (const [index, step] of path.steps.entries()) {
        const before = index === 0 ? null : path.steps[index - 1]?.state.context;
        if (step.event.type === "shortcuts.show") {
          shown += 1;
          expect(step.state.context.shortcutSheetOpen).toBe(true);
        }
        if (step.event.type === "shortcuts.hide") expect(step.state.context.shortcutSheetOpen).toBe(false);
        if (before && step.event.type.startsWith("shortcuts.")) {
          expect({ ...step.state.context, shortcutSheetOpen: before.shortcutSheetOpen }).toEqual(before);
        }
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it("after a PDF session is cleared or gone, is in default mode with none, and asks to delete only a session it held", async () => {
    let cleared = 0;
    for (const path of paths) {
      const held: Array<string | null> = [];
      const run = await runPath(appUiModel, path);
      const cleanUps = run.emitted.flatMap((event) =>
        event.type === "pdfSession.cleanUp" ? [(event as unknown as { sessionId: string }).sessionId] : [],
      );
      for (const [index, step] of path.steps.entries()) {
        const before = index === 0 ? null : (path.steps[index - 1]?.state.context ?? null);
        held.push(before?.pdfSession?.sessionId ?? null);
        if (step.event.type === "pdfSession.clear" || step.event.type === "pdfSession.gone") {
          cleared += 1;
          expect(step.state.context.inlineChatMode).toBe("default");
          expect(step.state.context.pdfSession).toBeNull();
        }
      }
      const expected = path.steps.flatMap((step, index) =>
        step.event.type === "pdfSession.clear" && held[index] ? [held[index] as string] : [],
      );
      expect(cleanUps).toEqual(expected);
    }
    expect(cleared).toBeGreaterThan(0);
  });
});
