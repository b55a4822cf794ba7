// The stock page on the sample provider: from a search to the profile, chart and statements; a
// DCF that recomputes when an assumption changes and names a bad entry without losing it; a
// filing that opens.
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
  await page.goto("/settings");
  await openApple(page);
  await expect(page.getByRole("heading", { name: "Apple Inc.", level: 1 })).toBeVisible();
  await expect(page.getByText("Sample data").first()).toBeVisible();
  await expect(page.getByText("Tim Cook")).toBeVisible();
  await expect(page.locator(".price-chart canvas").first()).toBeVisible();
  await page.getByRole("button", { name: "5Y" }).click();
  await expect(page.getByRole("img", { name: "AAPL closing prices, 5Y" })).toBeVisible();

  await page.getByRole("tab", { name: "Financials" }).click();
  const revenue = page.getByRole("row", { name: /^Revenue \$/ });
  await expect(revenue).toContainText("$391.0B");
  await page.getByRole("button", { name: "Quarterly" }).click();
  await expect(page.getByRole("columnheader", { name: "Q1 FY2025" })).toBeVisible();
  await page.getByRole("button", { name: "Cash flow" }).click();
  await expect(page.getByRole("rowheader", { name: "Free cash flow", exact: true })).toBeVisible();
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

  await wacc.fill("twelve");
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(page.getByText("WACC: enter a number")).toBeVisible();
  await expect(wacc).toHaveValue("twelve");

  await wacc.fill("2");
  await page.getByRole("textbox", { name: /^Terminal growth/ }).fill("2.5");
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(page.getByRole("alert")).toContainText("must be above terminal growth");
  await expect(wacc).toHaveValue("2");
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
});
