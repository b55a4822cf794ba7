// Starting a research draft as a person does: on the research page's "New research" form, the
// company found by its ticker and chosen from the list.
import type { Page } from "@playwright/test";

/** Finds Apple by its ticker in the New research form and chooses it (the form then offers "Choose pillars"). */
export async function chooseAppleForResearch(page: Page) {
  return chooseForResearch(page, "AAPL", /Apple Inc\./);
}

/** Finds a company by its ticker in the New research form and chooses the one named so. */
export async function chooseForResearch(page: Page, ticker: string, name: RegExp) {
  const form = page.getByRole("region", { name: "New research" });
  await form.getByLabel("Company", { exact: true }).fill(ticker);
  await form.getByRole("button", { name: "Find" }).click();
  await form.getByRole("list", { name: "Companies found" }).getByRole("button", { name }).click();
  return form;
}
