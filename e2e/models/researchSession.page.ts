// The research workflow as an invited user meets it, for the research model's paths: a draft for
// Apple Inc. picked with the company search, a pillar chosen, its questions written by the real
// server, the report started and watched until it is written. The server's calls are real, so a
// call's success (`xstate.done.actor.*`) is the server answering, and a check waits for it; the
// paths with failures, addresses typed in or edits of the model's sample questions are the
// machine tests' (researchSession.model.test.ts).
import { pillarOf, type ResearchSessionContext } from "@moatwise/core";
import type { AnyMachineSnapshot } from "@moatwise/testkit/browser";
import { type BrowserExecutor, fieldOf, researchSessionModel } from "@moatwise/testkit/browser";
import { expect, type Page } from "@playwright/test";
import { chooseAppleForResearch } from "../support/research";

const contextOf = (state: AnyMachineSnapshot) => state.context as ResearchSessionContext;
const serverAnswers = async () => {};
const REPORT_WRITTEN_MS = 30_000;

/** What each state of the workflow shows once it is settled (busy states pass as the server answers). */
async function check(page: Page, state: AnyMachineSnapshot) {
  const context = contextOf(state);
  if (state.matches("company")) {
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.getByRole("region", { name: "New research" })).toBeVisible();
  }
  if (state.matches("pillars")) {
    await expect(page).toHaveURL(/\/research\/draft\/[0-9a-f-]{36}\/pillars$/);
    await expect(page.getByText(`${context.chosen.length} of 9 chosen`)).toBeVisible();
    for (const pillar of context.chosen) {
      await expect(page.getByRole("checkbox", { name: new RegExp(`^${pillarOf(pillar).title}`) })).toBeChecked();
    }
  }
  if (state.matches("editing")) {
    await expect(page).toHaveURL(/\/research\/draft\/[0-9a-f-]{36}\/questions$/);
    for (const pillar of context.chosen) {
      const region = page.getByRole("region", { name: pillarOf(pillar).title });
      await expect(region.getByRole("textbox", { name: "Question 1" })).toHaveValue(/Apple Inc\./);
    }
  }
  if (state.matches({ generating: "watching" })) await expect(page).toHaveURL(/\/research\/[0-9a-f-]{36}$/);
  if (state.matches("complete")) {
    await expect(page).toHaveURL(/\/research\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: "Download Markdown" })).toBeVisible({ timeout: REPORT_WRITTEN_MS });
  }
}

export const researchSessionExecutor: BrowserExecutor<Page> = {
  model: researchSessionModel,
  select: "covering",
  actions: {
    "research.create": async (page) => {
      // A new draft is started from the research page, whichever step the last one was at.
      if (!page.url().endsWith("/research"))
        await page.getByRole("link", { name: "Research", exact: true }).first().click();
      const form = await chooseAppleForResearch(page);
      await form.getByRole("button", { name: "Choose pillars" }).click();
    },
    "xstate.done.actor.createDraft": serverAnswers,
    "pillar.toggle": (page, event) =>
      page.getByRole("checkbox", { name: new RegExp(`^${pillarOf(fieldOf(event, "pillarId")).title}`) }).click(),
    "questions.write": (page) => page.getByRole("button", { name: "Write questions" }).click(),
    "xstate.done.actor.writeQuestions": serverAnswers,
    "report.write": (page) => page.getByRole("button", { name: "Write the report" }).click(),
    "xstate.done.actor.saveQuestions": serverAnswers,
    "xstate.done.actor.startReport": serverAnswers,
    "report.progress": serverAnswers,
  },
  // The real server writes the report to its end: only its completion is an event the page plays.
  canPlay: (event) =>
    event.type !== "report.progress" || fieldOf<{ status: string }>(event, "report").status === "complete",
  check,
  reset: async (page) => {
    await page.goto("/research");
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith("moatwise.researchSessions")) localStorage.removeItem(key);
    });
    await page.reload();
    await expect(page.getByRole("region", { name: "New research" })).toBeVisible();
  },
};
