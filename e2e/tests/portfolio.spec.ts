// The portfolio (issue 24): holdings added by company search and by CSV (a bad file adds
// nothing), reordered by keyboard, removed and put back, painted from the browser's copy when the
// server cannot be reached, and a page closed with a change unsent asks first; the holdings' news
// with what is new since the last visit; and a question shared on a stock page, voted up and asked
// in the inline chat.
import { expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

const holdingsTable = (page: Page) => page.getByRole("region", { name: "Holdings" }).getByRole("table");
const symbolsInOrder = async (page: Page) =>
  (await holdingsTable(page).locator("tbody tr td:nth-child(2) strong").allTextContents()).map((text) => text.trim());

async function addBySearch(page: Page, query: string, name: string, details: { shares?: string; cost?: string } = {}) {
  await page.getByLabel("Company", { exact: true }).fill(query);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  if (details.shares) await page.getByLabel("Shares").fill(details.shares);
  if (details.cost) await page.getByLabel("Cost per share").fill(details.cost);
  await page.getByRole("button", { name: "Add", exact: true }).click();
}

async function importCsv(page: Page, csv: string) {
  await page.getByTestId("portfolio-csv-input").setInputFiles({
    name: "holdings.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
}

/**
 * The drag library starts listening for the arrow keys in a timer it sets when the drag starts;
 * a timer set after it runs after it, so once this one has run the next key is heard.
 */
const keyboardSensorListening = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

test("a portfolio is built by search and CSV, reordered by keyboard, and painted from this device's copy", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("portfolio"));
  await page.goto("/portfolio/dashboard");
  await expect(page.getByRole("heading", { name: "Start your portfolio" })).toBeVisible();

  await addBySearch(page, "AAPL", "Apple Inc.", { shares: "10", cost: "150" });
  await expect(holdingsTable(page)).toContainText("10 shares · cost $150.00");
  await addBySearch(page, "coca", "The Coca-Cola Company");
  await expect(holdingsTable(page)).toContainText("Watching");

  // A file with bad rows adds nothing and names every one, by the row a spreadsheet shows;
  // a good one adds its holdings.
  await importCsv(page, "symbol,shares\nCOST,-3\nZZZZQ,1\nPEP,many\n");
  const problems = page.getByTestId("portfolio-csv-problems");
  await expect(problems).toContainText("row 1 is the heading");
  await expect(problems.getByRole("listitem")).toHaveText([
    "Row 2: Shares must not be negative.",
    "Row 3: ZZZZQ is not a company Moatwise knows.",
    'Row 4: Shares "many" is not a number.',
  ]);
  await importCsv(page, 'Symbol,Shares,Cost per share,Thesis\nCOST,3,700,"Membership fees, renewals"\n');
  await expect(holdingsTable(page)).toContainText("Membership fees, renewals");
  await expect(problems).toHaveCount(0);
  expect(await symbolsInOrder(page)).toEqual(["AAPL", "KO", "COST"]);

  // A file with rows held already names them and asks: skip them adds only the rest; update
  // takes the file's figures for them.
  await importCsv(page, "symbol,shares\nAAPL,12\nMCD,2\n");
  const choice = page.getByRole("alertdialog", { name: "Rows already held" });
  await expect(choice).toContainText("1 row of the file is already in your portfolio.");
  await expect(choice.getByRole("listitem")).toHaveText(["Row 2: AAPL is already in your portfolio."]);
  await choice.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByText("Imported 1 holding.")).toBeVisible();
  expect(await symbolsInOrder(page)).toEqual(["AAPL", "KO", "COST", "MCD"]);
  await expect(holdingsTable(page)).toContainText("10 shares · cost $150.00");
  await importCsv(page, "symbol,shares\nAAPL,12\n");
  await choice.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Updated 1 holding already in your portfolio.")).toBeVisible();
  await expect(holdingsTable(page)).toContainText("12 shares · cost $150.00");
  await expect(choice).toHaveCount(0);
  await page.getByRole("button", { name: "Remove MCD" }).click();
  await expect.poll(() => symbolsInOrder(page)).toEqual(["AAPL", "KO", "COST"]);
  await expect(page.getByTestId("portfolio-value")).not.toHaveText("—");

  // Reordering by keyboard: Alt+↑ twice on Costco's handle moves it to the top, focus kept.
  const handle = page.getByRole("button", { name: "Move COST", exact: true });
  await handle.focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => symbolsInOrder(page)).toEqual(["AAPL", "COST", "KO"]);
  await expect(handle).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => symbolsInOrder(page)).toEqual(["COST", "AAPL", "KO"]);
  // A drag by keyboard (Space, an arrow) is read out by symbol and place; Escape cancels it.
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // Picked up, then over its own place at once.
  await expect(liveRegion).toHaveText(/^(Picked up COST, in place 1 of 3|COST is over place 1 of 3)\.$/);
  await keyboardSensorListening(page);
  await page.keyboard.press("ArrowDown");
  await expect(liveRegion).toHaveText("COST is over place 2 of 3.");
  await page.keyboard.press("Escape");
  await expect(liveRegion).toHaveText("Moving COST was cancelled; it stays in place 1 of 3.");
  await expect(handle).not.toHaveAttribute("aria-pressed", "true");
  expect(await symbolsInOrder(page)).toEqual(["COST", "AAPL", "KO"]);

  // Removed, then put back where it was.
  await page.getByRole("button", { name: "Remove AAPL", exact: true }).click();
  await expect.poll(() => symbolsInOrder(page)).toEqual(["COST", "KO"]);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect.poll(() => symbolsInOrder(page)).toEqual(["COST", "AAPL", "KO"]);

  // The server kept the order: once saved, a reload shows it.
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await page.reload();
  await expect.poll(() => symbolsInOrder(page)).toEqual(["COST", "AAPL", "KO"]);

  // The server unreachable: the copy on this device paints the portfolio, and says so.
  await page.route("**/v1/portfolio**", (route) => route.abort("internetdisconnected"));
  await page.reload();
  await expect.poll(() => symbolsInOrder(page)).toEqual(["COST", "AAPL", "KO"]);
  const copyNote = page.getByRole("status").filter({ hasText: "Showing the copy on this device" });
  await expect(copyNote).toBeVisible();
  await page.unroute("**/v1/portfolio**");
  await copyNote.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Showing the copy on this device")).toHaveCount(0);

  // The holdings' news: one feed, filtered by holding; what came after the last visit is new.
  await page.goto("/portfolio/news");
  await expect(page.getByRole("heading", { name: "Portfolio news" })).toBeVisible();
  await expect(page.locator(".news-item").first()).toBeVisible();
  await expect(page.getByText("New", { exact: true })).toHaveCount(0);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith("moatwise.portfolioNewsVisit.")) localStorage.setItem(key, "2025-03-01T00:00:00.000Z");
    }
  });
  await page.reload();
  await expect(page.getByText("New", { exact: true }).first()).toBeVisible();
  // The holdings' SEC filings are in the feed too, marked as filings.
  await page.getByLabel("Span", { exact: true }).selectOption("90");
  await expect(page.locator(".news-item-filing").first()).toContainText("filed with the SEC");
  await page.getByLabel("Holding", { exact: true }).selectOption("COST");
  const items = page.locator(".news-item");
  await expect(items.first()).toBeVisible();
  for (const link of await items.getByRole("link", { name: /^[A-Z.]+$/ }).allTextContents()) expect(link).toBe("COST");

  // A holding inside the portfolio: its details above the stock page, changed in place.
  await items.getByRole("link", { name: "COST" }).first().click();
  await expect(page).toHaveURL(/\/portfolio\/COST$/);
  const holding = page.getByRole("region", { name: "Your holding" });
  await expect(holding).toContainText("3 shares · cost $700.00");
  await holding.getByRole("button", { name: "Edit holding" }).click();
  await holding.getByLabel("Shares").fill("4");
  await holding.getByRole("button", { name: "Save" }).click();
  await expect(holding).toContainText("4 shares · cost $700.00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Costco Wholesale Corporation");
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await page.goto("/portfolio/dashboard");
  await expect(holdingsTable(page)).toContainText("4 shares · cost $700.00");

  // A change the server has not kept yet: closing the page asks first.
  await page.route("**/v1/portfolio/**", () => {});
  await page.getByRole("button", { name: "Remove KO", exact: true }).click();
  await expect(page.getByText("Saving…")).toBeVisible();
  const leaving = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await leaving;
  expect(question.type()).toBe("beforeunload");
  await question.accept();
});

test("a question shared about a company is voted up and asked in the inline chat", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("prompts"));
  await page.goto("/stock/PEP");
  const prompts = page.getByRole("region", { name: "Questions investors ask about PEP" });
  await expect(prompts.getByRole("button", { name: "Share" })).toBeVisible();

  await prompts.getByRole("button", { name: "Share" }).click();
  await expect(prompts.getByRole("alert")).toHaveText("A prompt needs at least 3 characters.");
  // Prompts are shared by every user: this one is told apart by a word of its own.
  const question = `How has PepsiCo's revenue grown (${Math.random().toString(36).slice(2, 8)})?`;
  await prompts.getByLabel("Share a question about PEP").fill(question);
  await prompts.getByRole("button", { name: "Share" }).click();
  const row = prompts.getByRole("listitem").filter({ hasText: question });
  await expect(row.getByRole("button", { name: question, exact: true })).toBeVisible();
  await expect(prompts.getByLabel("Share a question about PEP")).toHaveValue("");
  await expect(row.getByRole("button", { name: `Delete: ${question}` })).toBeVisible();

  const up = row.getByRole("button", { name: `Vote up: ${question}` });
  await up.click();
  await expect(up).toHaveAttribute("aria-pressed", "true");
  await expect(row.getByTestId("prompt-score")).toHaveText("1");
  await page.reload();
  await expect(row.getByTestId("prompt-score")).toHaveText("1");
  await up.click();
  await expect(row.getByTestId("prompt-score")).toHaveText("0");
  await expect(up).toHaveAttribute("aria-pressed", "false");

  await row.getByRole("button", { name: question, exact: true }).click();
  const pane = page.getByRole("complementary", { name: "Inline chat" });
  await expect(pane.getByText(question).first()).toBeVisible();
  await expect(pane.getByRole("article", { name: "Answer" }).last()).toHaveAttribute("data-state", "complete", {
    timeout: 15_000,
  });
});
