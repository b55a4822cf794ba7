// QA's model paths, played in Chromium against the real app and server: every path the testkit
// generates for a machine that a person can play through the page, each step a user action and
// each state a check of what the page shows. The same paths print with
// `pnpm --filter @moatwise/testkit paths <machine>`, and run here with `--run`.
import { playablePaths, playPath } from "@moatwise/testkit/browser";
import { type Page, test } from "@playwright/test";
import { authExecutor } from "../models/auth.page";
import { chatExecutor } from "../models/chat.page";
import { paletteExecutor } from "../models/palette.page";
import { researchSessionExecutor } from "../models/researchSession.page";
import { searchBoxExecutor } from "../models/searchBox.page";
import { toastsExecutor } from "../models/toasts.page";
import { invitedResearcher, signUpAndSignIn } from "../support/accounts";

/** The account a machine's paths sign in with, when not a new one: research is invitation-only. */
const accounts: Partial<Record<keyof typeof executors, () => string>> = { researchSession: invitedResearcher };

const executors = {
  auth: authExecutor,
  chat: chatExecutor,
  palette: paletteExecutor,
  researchSession: researchSessionExecutor,
  searchBox: searchBoxExecutor,
  toasts: toastsExecutor,
};

for (const [machine, executor] of Object.entries(executors)) {
  test.describe(`model paths: ${machine}`, () => {
    test.describe.configure({ mode: "serial" });
    let page: Page;
    test.beforeAll(async ({ browser, request }) => {
      page = await browser.newPage();
      // A fake clock from the start, so an executor can pause it; it runs as usual until then.
      await page.clock.install();
      await signUpAndSignIn(page, request, accounts[machine as keyof typeof executors]?.());
      await executor.prepare?.(page);
    });
    test.afterAll(() => page.close());

    for (const { name, path } of playablePaths(executor)) {
      test(name, async () => {
        // A research path waits for the real server to write a report.
        if (machine === "researchSession") test.setTimeout(90_000);
        await playPath(executor, path, page);
      });
    }
  });
}
