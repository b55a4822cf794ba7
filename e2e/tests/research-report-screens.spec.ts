// Screenshots of a nine-pillar report (issue 34) for review, light and dark, at 1280 and 390 px:
// the executive summary, the competitors table and the claim states, written to test-results/.
import { expect, test } from "@playwright/test";
import { invitedResearcher, signUpAndSignIn } from "../support/accounts";
import { chooseForResearch } from "../support/research";

test("a nine-pillar report opens with its executive summary and shows the competitors table", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, request, invitedResearcher());
  await page.goto("/research");
  const form = await chooseForResearch(page, "COST", /Costco Wholesale/);
  await form.getByRole("button", { name: "Choose pillars" }).click();
  await expect(page).toHaveURL(/\/pillars$/);
  await expect(page.getByRole("checkbox")).toHaveCount(9);
  for (const box of await page.getByRole("checkbox").all()) await box.check();
  await expect(page.getByText("9 of 9 chosen")).toBeVisible();
  await page.getByRole("button", { name: "Write questions" }).click();
  await expect(page).toHaveURL(/\/questions$/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Write the report" }).click();
  await expect(page.getByRole("button", { name: "Download Markdown" })).toBeVisible({ timeout: 30_000 });

  const executive = page.getByRole("region", { name: "Executive summary" });
  // Issue 43: Costco against the big-box retailers it competes with, and why they are its peers.
  await expect(executive).toContainText("Strongest against its big-box retail peers in the data");
  const table = page.getByRole("table", { name: /^Peers in the data: big-box retail/ });
  await expect(table.getByRole("row", { name: /Walmart/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Coca-Cola|PepsiCo|Procter/ })).toHaveCount(0);
  await expect(page.locator('.claim[data-state="quoted"]').first()).toContainText("Quoted");

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Loaded at this width, as a phone opens it (the menu drawer closed).
      await page.reload();
      await expect(executive).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await executive.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `../test-results/report-summary-${scheme}-${width}.png` });
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `../test-results/report-competitors-${scheme}-${width}.png` });
    }
  }
});
