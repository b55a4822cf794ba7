// Settings and the feedback around them: the name, the answer defaults (kept by the server), the
// toasts that confirm or report a save (bottom centre, 3000 ms then a 300 ms fade, a click
// dismisses, an action toast clears the others), and the usage page's counts.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

const signUp = (page: Page, request: APIRequestContext) => signUpAndSignIn(page, request, uniqueEmail("settings"));

const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" }).locator(".toast");

test("renaming shows a toast at the bottom centre that lasts 3000 ms, fades for 300 ms, or goes on a click", async ({
  page,
  request,
}) => {
  // The page's timers are all fake from the start (the sign-in's welcome toast too), and the clock
  // stands still once Settings is open, so the toasts' 3000 ms are counted only by runFor: real
  // time spent waiting for the save (a busy machine) cannot use them up.
  await page.clock.install();
  await signUp(page, request);
  await page.getByRole("button", { name: /^Account:/ }).click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);

  const name = page.getByLabel("Name shown in Moatwise");
  await name.fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save name" }).click();
  const saved = toasts(page).filter({ hasText: "Profile saved." });
  await expect(saved).toBeVisible();
  await expect(page.getByRole("button", { name: "Account: Ada Lovelace" })).toBeVisible();

  const box = await saved.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("no layout");
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(40);

  await page.clock.runFor(2900);
  await expect(saved).not.toHaveClass(/toast-fading/);
  await page.clock.runFor(100);
  await expect(saved).toHaveClass(/toast-fading/);
  await page.clock.runFor(300);
  await expect(saved).toHaveCount(0);

  // A click dismisses at once (after the same fade).
  await name.fill("Ada King");
  await page.getByRole("button", { name: "Save name" }).click();
  await toasts(page).filter({ hasText: "Profile saved." }).click();
  await page.clock.runFor(300);
  await expect(toasts(page)).toHaveCount(0);

  // The name was saved on the server.
  await page.reload();
  await expect(page.getByRole("button", { name: "Account: Ada King" })).toBeVisible();
});

test("an empty name cannot be saved, and a refused one keeps the text and says why", async ({ page, request }) => {
  await signUp(page, request);
  await page.goto("/settings");
  const name = page.getByLabel("Name shown in Moatwise");
  await name.fill("   ");
  await expect(page.getByRole("button", { name: "Save name" })).toBeDisabled();
  await page.route("**/v1/users/me", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 503, json: { detail: "The database is restarting.", code: "unavailable" } })
      : route.fallback(),
  );
  await name.fill("Grace Hopper");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The database is restarting." })).toBeVisible();
  await expect(name).toHaveValue("Grace Hopper");
});

test("answer defaults are saved at once; a failed save reverts, and its Retry toast clears the others", async ({
  page,
  request,
}) => {
  await signUp(page, request);
  await page.goto("/settings");
  const answers = page.getByRole("region", { name: "Answers" });
  await expect(answers.getByRole("radio", { name: /^Standard/ })).toBeChecked();

  await answers.getByRole("radio", { name: /^Deep/ }).check();
  await expect(toasts(page).filter({ hasText: "Preferences saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Answers" }).getByRole("radio", { name: /^Deep/ })).toBeChecked();

  await answers.getByRole("radio", { name: /^Simpler/ }).check();
  await expect(toasts(page).filter({ hasText: "Preferences saved." })).toBeVisible();
  await page.route("**/v1/users/me/preferences", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 503, json: { detail: "The database is restarting.", code: "unavailable" } })
      : route.fallback(),
  );
  // click, not check: the refused save puts Balanced back at once, which `check` would call a failure.
  await answers.getByRole("radio", { name: /^Concise/ }).click();
  const failed = toasts(page).filter({ hasText: "Your preferences were not saved. The database is restarting." });
  await expect(failed).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expect(answers.getByRole("radio", { name: /^Balanced/ })).toBeChecked();

  await page.unroute("**/v1/users/me/preferences");
  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(toasts(page).filter({ hasText: "Preferences saved." })).toBeVisible();
  await expect(answers.getByRole("radio", { name: /^Concise/ })).toBeChecked();
});

test("the usage page counts the user's company look-ups by day", async ({ page, request }) => {
  // Straight to Usage: home's market strip would ask for quotes, and whether they are counted
  // before the first read of the page would depend on the machine's speed.
  await signUpAndSignIn(page, request, uniqueEmail("usage"), "/usage");
  await expect(page).toHaveURL(/\/usage$/);
  await expect(page.getByRole("heading", { level: 1, name: "Usage" })).toBeVisible();
  await expect(page.getByText("No requests yet.")).toBeVisible();

  await page.goto("/search?q=costco");
  await expect(page.getByRole("link", { name: /Costco/ }).first()).toBeVisible();
  await page.goto("/usage");
  const legend = page.getByRole("list", { name: "Kinds of request" });
  // One search, one request; nothing else was asked.
  await expect(legend.getByRole("listitem").filter({ hasText: "Company data" })).toHaveText("Company data 1");
  await expect(legend.getByRole("listitem").filter({ hasText: "AI answers" })).toHaveText("AI answers 0");
  await expect(page.getByRole("region", { name: "Totals" })).toContainText("Requests1");
  await page.getByText("Show the numbers").click();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(31);
});

test("the System theme follows the device as it changes, and is kept over a reload; Light and Dark are fixed", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signUp(page, request);
  await page.goto("/settings");
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  const appearance = page.getByRole("region", { name: "Appearance" });
  await appearance.getByRole("radio", { name: /^Dark/ }).check();
  await expect.poll(theme).toBe("dark");
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(theme).toBe("dark");

  const saved = page.waitForResponse((answer) => answer.url().endsWith("/v1/users/me/theme") && answer.ok());
  await appearance.getByRole("radio", { name: /^System/ }).check();
  await saved;
  await expect.poll(theme).toBe("light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(theme).toBe("dark");
  await page.reload();
  await expect(appearance.getByRole("radio", { name: /^System/ })).toBeChecked();
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(theme).toBe("light");
});
