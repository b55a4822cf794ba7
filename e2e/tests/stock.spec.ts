// The stock page on the sample provider: from a search to the profile, chart and statements; a
// DCF that recomputes when an assumption changes and names a bad entry without losing it; a
// filing that opens and downloads; the moat evidence; news widened by saved search terms; a
// company without data marked in the suggestions and said plainly on its page.
import { expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

async function openApple(page: Page) {
  const box = page.getByRole("banner").getByRole("combobox");
  await box.fill("apple");
  await expect(page.getByRole("listbox", { name: "Companies" }).getByRole("option").first()).toContainText(
    "Apple Inc.",
  );
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/stock\/AAPL$/);
}

test("search apple: the stock page shows the profile, the price chart and the statements, labelled as sample data", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("stock"));
  const snapshot = page.getByRole("region", { name: "Market snapshot" });
  await expect(snapshot.getByRole("link", { name: /AAPL/ })).toContainText("$222.13");
  await expect(snapshot.getByText("Sample data")).toBeVisible();
  await page.goto("/settings");
  await openApple(page);
  await expect(page.getByRole("heading", { name: "Apple Inc.", level: 1 })).toBeVisible();
  await expect(page.getByText("Sample data").first()).toBeVisible();
  await expect(page.getByText("Tim Cook")).toBeVisible();
  await expect(page.locator(".price-chart canvas").first()).toBeVisible();
  await page.getByRole("button", { name: "5Y", exact: true }).click();
  await expect(page.getByRole("img", { name: "AAPL closing prices, 5Y" })).toBeVisible();
  await page.getByRole("button", { name: "YTD", exact: true }).click();
  await expect(page.locator(".price-chart-caption")).toContainText(/trading days, 2025-01-\d\d to 2025-03-31/);
  await page.getByRole("button", { name: "MAX", exact: true }).click();
  await expect(page.getByRole("img", { name: "AAPL closing prices, MAX" })).toBeVisible();

  await page.getByRole("tab", { name: "Financials" }).click();
  const revenue = page.getByRole("row", { name: /^Revenue \$/ });
  await expect(revenue).toContainText("$391.0B");
  await page.getByRole("button", { name: "Quarterly" }).click();
  await expect(page.getByRole("columnheader", { name: "Q1 FY2025" })).toBeVisible();
  await page.getByRole("button", { name: "Cash flow" }).click();
  await expect(page.getByRole("rowheader", { name: "Free cash flow", exact: true })).toBeVisible();
  const flow = page.getByRole("img", { name: "Flow of revenue to profit and cash" });
  await expect(flow).toContainText("Free cash flow");

  // The tab is in the address: a reload keeps it, Back returns to the one before.
  await expect(page).toHaveURL(/\/stock\/AAPL\?section=financials$/);
  await page.getByRole("tab", { name: "News" }).click();
  await expect(page).toHaveURL(/\?section=news$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "News" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Financials" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
});

test("a company without data is marked in the suggestions, and its page says so plainly, with no Try again", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("nodata"));
  await page.goto("/settings");
  const box = page.getByRole("banner").getByRole("combobox");
  await box.fill("tesla");
  const tesla = page.getByRole("listbox", { name: "Companies" }).getByRole("option").first();
  await expect(tesla).toContainText("TSLA");
  await expect(tesla).toContainText("No data");
  await box.fill("apple");
  await expect(page.getByRole("listbox", { name: "Companies" }).getByRole("option").first()).not.toContainText(
    "No data",
  );
  await page.goto("/stock/TSLA");
  // An expected state, not an error: no red line, no Try again, and ways on.
  const deadEnd = page.getByRole("region", { name: "TSLA is not in Moatwise's data" });
  await expect(deadEnd).toContainText("Moatwise has no company data for TSLA");
  await expect(deadEnd).not.toContainText(/check the ticker/i);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await expect(deadEnd.getByRole("button", { name: "Ask the assistant" })).toBeVisible();
});

test("the valuation recomputes when an assumption changes, and a bad entry is named and kept", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("dcf"));
  await page.goto("/stock/AAPL");
  await page.getByRole("tab", { name: "Valuation" }).click();
  const value = page.getByTestId("dcf-value");
  await expect(value).toHaveText(/^\$\d/);
  const before = await value.textContent();

  const wacc = page.getByRole("textbox", { name: /^WACC/ });
  await wacc.fill("12");
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(value).not.toHaveText(before ?? "");
  const dearer = Number((await value.textContent())?.replace(/[$,]/g, ""));
  expect(dearer).toBeLessThan(Number(before?.replace(/[$,]/g, "")));
  await expect(page.getByRole("row", { name: /^12\.0%/ })).toBeVisible();

  // The assumptions sent are in the address: a reload (or a shared link) keeps them.
  await expect(page).toHaveURL(/\?section=valuation&wacc=12$/);
  await page.reload();
  await expect(page.getByRole("textbox", { name: /^WACC/ })).toHaveValue("12");
  await expect(value).toHaveText(`$${dearer.toFixed(2)}`);

  await wacc.fill("twelve");
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(page.getByText("WACC: enter a number")).toBeVisible();
  await expect(wacc).toHaveValue("twelve");
  // Typing in the field again takes its message away.
  await wacc.fill("1");
  await expect(page.getByText("WACC: enter a number")).toHaveCount(0);

  // A WACC not above terminal growth is named before anything is sent, and cleared when fixed.
  let sent = 0;
  page.on("request", (call) => {
    if (call.url().endsWith("/v1/financials/discounted-cash-flow")) sent += 1;
  });
  await wacc.fill("2");
  await page.getByRole("textbox", { name: /^Terminal growth/ }).fill("2.5");
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(page.getByText("WACC (2%) must be above terminal growth (2.5%).")).toBeVisible();
  await expect(wacc).toHaveValue("2");
  expect(sent).toBe(0);
  await wacc.fill("9");
  await expect(page.getByText(/must be above terminal growth/)).toHaveCount(0);
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(page).toHaveURL(/\?section=valuation&wacc=9$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Enterprise value (model)")).toBeVisible();
});

test("a filing opens with its text, and the list filters by form", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("filings"));
  await page.goto("/stock/NVDA");
  await page.getByRole("tab", { name: "Filings" }).click();
  await page.getByRole("combobox", { name: "Form" }).selectOption("10-K");
  await expect(page.locator(".form-badge")).toHaveText(["10-K", "10-K", "10-K", "10-K", "10-K"]);
  await page.getByRole("button", { name: "Open", exact: true }).first().click();
  const text = page.getByRole("region", { name: /10-K filed/ });
  await expect(text.getByRole("heading", { name: /NVIDIA Corporation — Form 10-K, fiscal 2025/ })).toBeVisible();
  await expect(text).toContainText("Revenue was $130.5 billion");
  await expect(page.getByRole("link", { name: "View on SEC" }).first()).toHaveAttribute(
    "href",
    /^https:\/\/www\.sec\.gov\//,
  );
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^NVDA-10-K-\d{4}-\d{2}-\d{2}\.txt$/);
});

test("the moat shows evidence for the seven powers, labelled as evidence only", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("moat"));
  await page.goto("/stock/AAPL");
  await page.getByRole("tab", { name: "Moat" }).click();
  await expect(page.getByText(/^Evidence only: no AI provider is configured/)).toBeVisible();
  await expect(page.locator(".power-card h3")).toHaveText([
    "Scale Economies",
    "Network Economies",
    "Counter-Positioning",
    "Switching Costs",
    "Branding",
    "Cornered Resource",
    "Process Power",
  ]);
  const scale = page.getByRole("region", { name: "Scale Economies" });
  await expect(scale).toContainText("$391.0B");
});

test("news: saved search terms widen the feed, survive a reload and can be removed", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("news"));
  await page.goto("/stock/AAPL");
  await page.getByRole("tab", { name: "News" }).click();
  const items = page.locator(".news-item");
  await expect(items.first()).toBeVisible();
  await expect(page.locator(".news-item .form-badge")).toHaveCount(0);

  await page.getByLabel("Also show news that mentions").fill("Costco,  costco ");
  await page.getByRole("button", { name: "Save terms" }).click();
  const saved = page.getByRole("list", { name: "Saved terms" });
  await expect(saved.getByRole("listitem")).toHaveText(["Costco×"]);
  await expect(page.locator(".news-item .form-badge").first()).toHaveText("COST");

  await page.reload();
  await page.getByRole("tab", { name: "News" }).click();
  await expect(page.getByLabel("Also show news that mentions")).toHaveValue("Costco");
  await page.getByRole("button", { name: "Remove Costco" }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.locator(".news-item .form-badge")).toHaveCount(0);
});

test("text on the Overview tab selects into a highlight kept with the company (issue 43)", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("overview-highlight"));
  await page.goto("/stock/COST");
  const description = page.locator(".stock-description");
  await expect(description).toBeVisible();
  const tools = page.getByRole("toolbar", { name: "Selection tools" });
  await description.click({ clickCount: 3 });
  await expect(tools).toBeVisible();
  await expect(tools.getByRole("button", { name: /^Highlight / })).toHaveCount(4);
  const saved = page.waitForResponse((answer) => answer.url().endsWith("/v1/highlights") && answer.status() === 201);
  await tools.getByRole("button", { name: "Highlight yellow" }).click();
  const stored = (await (await saved).json()) as { documentId: string; highlightedText: string };
  expect(stored.documentId).toBe("overview-COST-profile");
  await expect.poll(() => page.evaluate(() => CSS.highlights.get("mw-highlight-yellow")?.size ?? 0)).toBe(1);
  // Kept after a reload, and the "At a glance" facts select too.
  await page.reload();
  await expect.poll(() => page.evaluate(() => CSS.highlights.get("mw-highlight-yellow")?.size ?? 0)).toBe(1);
  await page.locator(".glance-list li").first().click({ clickCount: 3 });
  await expect(tools.getByRole("button", { name: "Ask about this" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(stored.highlightedText.trim().length).toBeGreaterThan(3);
});
