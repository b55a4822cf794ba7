// A clean console (issue 43, item 15): a signed-out load probes the session without a failed
// request, and an answer's stream, closed by design when it ends, logs nothing.
import { expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

/** Every error the page logs from now on, Chromium's own failed-request lines included. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test("a signed-out load logs no error, nor does a page reloaded signed out", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test.describe("with the app's service worker, as a visitor has it", () => {
  test.use({ serviceWorkers: "allow" });

  test("a chat answer logs no error when its stream ends", async ({ page, request }) => {
    await signUpAndSignIn(page, request, uniqueEmail("console"));
    const errors = consoleErrors(page);
    await page.goto("/chat");
    const input = page.getByRole("combobox", { name: "Message" });
    await input.fill("What is Costco's gross margin?");
    await input.press("Enter");
    const answer = page.getByRole("article", { name: "Answer" }).last();
    await expect(answer).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    // And in the inline chat beside a company's page.
    await page.goto("/stock/COST");
    await page.getByRole("button", { name: "Chat", exact: true }).click();
    const pane = page.getByRole("complementary", { name: "Inline chat" });
    const composer = pane.getByRole("combobox", { name: "Message" });
    await composer.fill("What is the gross margin?");
    await composer.press("Enter");
    await expect(pane.getByRole("article", { name: "Answer" }).last()).toHaveAttribute("data-state", "complete", {
      timeout: 15_000,
    });
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
});
