// The error screens as people meet them: an unknown address, a page whose code cannot be loaded
// (after an update), and a page with a bug, with its technical details, retries and local log.
import { expect, type Page, test } from "@playwright/test";

const ROADMAP_CHUNK = "**/assets/RoadmapPage-*.js";

test("an unknown address shows the 404 screen; Go Back returns, Go Home goes home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Error 404")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0);
  // A fresh tab has nowhere to go back to: Go Back goes home.
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/roadmap");
  await page.goto("/still/not/here");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/roadmap$/);
  await expect(page.getByRole("heading", { level: 1, name: "Roadmap" })).toBeVisible();

  await page.goto("/nothing");
  await page.getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a page whose code fails to load shows the Loading Error; Try Again reloads it", async ({ page }) => {
  await page.route(ROADMAP_CHUNK, (route) => route.abort("failed"));
  await page.goto("/roadmap");
  await expect(page.getByRole("heading", { level: 1, name: "Loading Error" })).toBeVisible();
  await expect(
    page.getByText("Failed to load application resources. This usually happens after an app update."),
  ).toBeVisible();
  // The header and sidebar stay usable around the error.
  await expect(page.getByRole("banner")).toBeVisible();

  await page.unroute(ROADMAP_CHUNK);
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Roadmap" })).toBeVisible();
});

async function serveBrokenRoadmap(page: Page) {
  await page.route(ROADMAP_CHUNK, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `export default function RoadmapPage() {
        throw new TypeError("Cannot read properties of undefined (reading 'milestones')");
      }`,
    }),
  );
}

test("a page with a bug shows the general error screen, its details, three retries and the local log", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await serveBrokenRoadmap(page);
  await page.goto("/roadmap");
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Something went wrong" })).toBeVisible();
  await expect(page.getByText("Application Error")).toBeVisible();
  await expect(page.getByText("Something went wrong. Our team has been notified.")).toBeVisible();
  const support = page.getByText("If this keeps happening, contact support and quote the error ID");
  await expect(support).toBeVisible();
  const errorId = (await support.locator("code").textContent()) ?? "";
  expect(errorId).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{7}$/);

  await page.getByRole("button", { name: "Show Technical Details" }).click();
  const details = page.locator("#error-details");
  await expect(details.getByText("TypeError", { exact: true })).toBeVisible();
  await expect(
    details.getByText("Cannot read properties of undefined (reading 'milestones')", { exact: true }),
  ).toBeVisible();
  await expect(details.locator("pre")).toContainText("RoadmapPage");
  await details.getByRole("button", { name: "Copy" }).click();
  await expect(details.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(errorId);
  await page.getByRole("button", { name: "Hide Technical Details" }).click();
  await expect(details).toHaveCount(0);

  // The bug is still there: each Try Again fails again, and after three the offer is gone.
  for (let retry = 1; retry <= 3; retry++) {
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Something went wrong" })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Try Again" })).toHaveCount(0);
  await expect(page.getByText("Trying again did not help. Reload the page or go home.")).toBeVisible();

  const log = await page.evaluate(() => JSON.parse(localStorage.getItem("moatwise.errorLog") ?? "[]"));
  expect(log).toHaveLength(4);
  expect(log[0]).toMatchObject({ id: errorId, type: "TypeError", severity: "critical" });

  await page.getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("link", { name: "Roadmap" }).first().click();
  // Another visit starts over with all three retries.
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
});
