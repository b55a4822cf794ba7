// The chat against the offline provider: a question streams, shows its sources, gets a title and
// survives a reload; on a phone the figures asked are answered and a follow-up keeps its company;
// Stop ends an answer cleanly, keeping what streamed; the inline chat opens from a stock page with the
// company as its context. (A question asked while signed out: see shell.spec.)
import { readFile } from "node:fs/promises";
import { texts } from "@moatwise/core";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

const lastAnswer = (page: Page) => page.getByRole("article", { name: "Answer" }).last();

/** Types a question and sends it once the chat can take it (Send is enabled, as a person would see). */
async function ask(page: Page, question: string) {
  const input = page.getByRole("combobox", { name: "Message" });
  await input.fill(question);
  const send = page.getByRole("button", { name: "Send", exact: true });
  if (await send.isVisible()) await expect(send).toBeEnabled();
  await input.press("Enter");
}

test("a question streams an answer with sources, gets a title, and survives a reload", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("chat"));
  await page.goto("/chat");
  await expect(page.getByText("Offline assistant.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Message" })).toHaveAttribute(
    "placeholder",
    "Ask anything…  (@ for mentions, $ for tickers)",
  );
  // Offline, the answer settings change nothing: one line says so instead of offering them.
  await expect(
    page.getByText("Offline: web search, thinking longer and the answer settings need an AI model."),
  ).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search depth" })).toHaveCount(0);
  await ask(page, "How has Apple's revenue grown?");
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText("How has Apple's revenue grown?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "streaming");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  // Computed from the statements: the change asked for first, then each figure with its year.
  await expect(lastAnswer(page)).toContainText(/Apple's revenue grew by \d+\.\d% from fiscal \d{4} to fiscal \d{4}/);
  await expect(lastAnswer(page)).toContainText(/Apple, revenue, fiscal \d{4}: \$\d+\.\d billion/);
  await expect(lastAnswer(page).getByRole("link", { name: "[1]" }).first()).toHaveAttribute(
    "href",
    /\/stock\/AAPL\?section=financials$/,
  );
  await lastAnswer(page)
    .getByText(/\d+ sources?/)
    .click();
  await expect(lastAnswer(page).getByRole("list", { name: "Sources" }).getByRole("listitem").first()).toContainText(
    "Apple",
  );
  // Copy: clean text with its citation numbers, then the numbered sources with their addresses.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await lastAnswer(page).getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Apple's revenue grew by /);
  expect(copied).not.toContain("**");
  expect(copied).toMatch(
    /\nSources\n\[1\] Apple[^\n]*: financial statements — http:\/\/[^ ]+\/stock\/AAPL\?section=financials$/,
  );

  await expect(page).toHaveURL(/\/chat\?conversation=[0-9a-f-]{36}$/);
  const history = page.getByRole("navigation", { name: "Conversations" });
  await expect(history.getByRole("link", { name: /Apple's revenue grown\?/ })).toHaveAttribute("aria-current", "page");

  await page.reload();
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText("How has Apple's revenue grown?");
  await expect(lastAnswer(page)).toContainText("Apple's revenue grew by");
  await expect(history.getByRole("link", { name: /Apple's revenue grown\?/ })).toBeVisible();
});

test("on a phone, the offline assistant answers the figures asked and keeps the company for a follow-up", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, request, uniqueEmail("chat-phone"));
  // Nothing the page asks for leaves this site: no icon service learns what the user researches.
  const elsewhere: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).host !== new URL(page.url()).host) elsewhere.push(sent.url());
  });
  await page.goto("/chat");
  // The composer keeps to a small part of the phone's height (it took 170 px): a one-line hint.
  await expect(page.getByRole("combobox", { name: "Message" })).toHaveAttribute("placeholder", "Ask anything…");
  const composerHeight = await page.locator(".chat-composer").evaluate((box) => box.getBoundingClientRect().height);
  expect(composerHeight).toBeLessThanOrEqual(125);
  await ask(page, "What are Costco's margins?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  // "Margins" names a family: each of its measures, with its year (issue 44).
  await expect(lastAnswer(page)).toContainText(/gross margin in fiscal \d{4} was \d+\.\d%/);
  await expect(lastAnswer(page)).toContainText(/operating margin in fiscal \d{4} was \d+\.\d%/);
  await expect(lastAnswer(page)).toContainText(/net margin in fiscal \d{4} was \d+\.\d%/);
  await ask(page, "And what about its debt?");
  await expect(page.getByRole("article", { name: "Answer" })).toHaveCount(2);
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(lastAnswer(page)).toContainText(/Costco Wholesale's total debt in fiscal \d{4} was \$\d/);
  await expect(lastAnswer(page)).not.toContainText(/API_KEY|README/);
  await expect(lastAnswer(page).getByRole("button", { name: "Search the web" })).toHaveCount(0);
  await expect(lastAnswer(page).locator(".source-icon-letter")).toHaveText(["M"]);
  expect(elsewhere).toEqual([]);
  await expect(lastAnswer(page).getByRole("button", { name: "Add details" })).toBeVisible();
});

test("a question over 16,000 characters is not sent: the chat says why and keeps the text", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("long"));
  await page.goto("/chat");
  const question = `Explain this passage: ${"revenue ".repeat(2000)}`;
  await ask(page, question);
  await expect(page.getByText(texts.questionTooLong)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Message" })).toHaveValue(question);
  await expect(page.getByRole("article", { name: "Your message" })).toHaveCount(0);
});

test("Stop ends a streaming answer cleanly, and the next question is answered", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("stop"));
  await page.goto("/chat");
  await ask(page, "What are the main risks to JPMorgan's business?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "streaming");
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  // Text had streamed: it stays, marked stopped (chatHistory.spec follows it through a reload).
  await expect(page.getByRole("article", { name: "Answer" })).toHaveCount(1);
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "stopped");
  await expect(page.getByRole("article", { name: "Your message" })).toHaveCount(1);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await ask(page, "Costco membership fees");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(lastAnswer(page)).toContainText("Costco");
});

test("the inline chat opens from a stock page with the company as its context", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("inline"));
  await page.goto("/stock/AAPL");
  await page.getByRole("button", { name: "Ask about AAPL" }).click();
  const pane = page.getByRole("complementary", { name: "Inline chat" });
  await expect(pane).toBeVisible();
  await expect(pane.getByRole("button", { name: "How has AAPL's revenue grown?" })).toBeVisible();
  await pane.getByRole("combobox", { name: "Message" }).fill("net income");
  await pane.getByRole("combobox", { name: "Message" }).press("Enter");
  const answer = pane.getByRole("article", { name: "Answer" });
  await expect(answer).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await answer.getByText(/\d+ sources?/).click();
  const sources = answer.getByRole("list", { name: "Sources" }).getByRole("listitem");
  await expect(sources.first()).toContainText("Apple Inc.");
  await expect(sources.filter({ hasNotText: "Apple Inc." })).toHaveCount(0);

  await pane.getByRole("button", { name: "History" }).click();
  await expect(pane.getByRole("button", { name: /net income/ })).toHaveAttribute("aria-current", "true");
  await pane.getByRole("button", { name: /net income/ }).click();
  await expect(answer).toContainText("net income");
  await pane.getByRole("button", { name: "Close the chat" }).click();
  await expect(pane).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Apple Inc.", level: 1 })).toBeVisible();
});

/** How many ranges the page paints in a highlight colour (the CSS Highlight API). */
const paintedIn = (page: Page, color: string) =>
  page.evaluate((name) => CSS.highlights.get(name)?.size ?? 0, `mw-highlight-${color}`);

test("selecting text in an answer offers highlight and ask; a highlight is kept", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("select"));
  await page.goto("/chat");
  await ask(page, "How has Apple's revenue grown?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  const firstParagraph = lastAnswer(page).locator(".answer-markdown p").first();
  const tools = page.getByRole("toolbar", { name: "Selection tools" });

  await firstParagraph.click({ clickCount: 3 });
  await expect(tools).toBeVisible();
  await expect(tools.getByRole("button", { name: /^Highlight / })).toHaveCount(4);
  const saved = page.waitForResponse((answer) => answer.url().endsWith("/v1/highlights") && answer.status() === 201);
  await tools.getByRole("button", { name: "Highlight green" }).click();
  await saved;
  await expect(tools).toHaveCount(0);
  await expect.poll(() => paintedIn(page, "green")).toBe(1);

  await page.reload();
  await expect(lastAnswer(page)).toContainText("Apple's revenue grew by");
  await expect.poll(() => paintedIn(page, "green")).toBe(1);
  await firstParagraph.click({ clickCount: 3 });
  await expect(tools.getByRole("button", { name: "Remove highlight" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(tools).toHaveCount(0);

  const passage = (await firstParagraph.textContent())?.trim() ?? "";
  await firstParagraph.click({ clickCount: 3 });
  await tools.getByRole("button", { name: "Ask about this" }).click();
  const question = page.getByRole("article", { name: "Your message" }).last();
  await expect(question).toContainText("Explain this passage.");
  await expect(question.locator(".reference-chip")).toHaveText(passage.length > 100 ? /…$/ : passage);
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(page.getByRole("article", { name: "Answer" })).toHaveCount(2);
});

test("asking about a passage of a filing opens the inline chat and asks about it", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("filing-ask"));
  await page.goto("/stock/NVDA");
  await page.getByRole("tab", { name: "Filings" }).click();
  await page.getByRole("button", { name: "Open", exact: true }).first().click();
  const paragraph = page.getByRole("region", { name: /filed/ }).locator("p").first();
  await expect(paragraph).toBeVisible();
  await paragraph.click({ clickCount: 3 });
  const tools = page.getByRole("toolbar", { name: "Selection tools" });
  await expect(tools.getByRole("button", { name: /^Highlight / })).toHaveCount(4);
  await tools.getByRole("button", { name: "Ask about this" }).click();
  const pane = page.getByRole("complementary", { name: "Inline chat" });
  await expect(pane.getByRole("article", { name: "Your message" })).toContainText("Explain this passage.");
  await expect(pane.getByRole("article", { name: "Answer" })).toHaveAttribute("data-state", "complete", {
    timeout: 15_000,
  });
});

test("an answer exports as a PNG card 480 px wide that fits the whole answer, drawn at twice its size", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("export"));
  await page.goto("/chat");
  await ask(page, "Costco membership fees");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await lastAnswer(page).getByRole("button", { name: "Export" }).click();
  const dialog = page.getByRole("dialog", { name: "Export as image" });
  const card = dialog.getByTestId("export-card");
  await expect(card).toContainText("Costco membership fees");
  const fontSize = dialog.getByRole("slider", { name: "Font size" });
  await expect(fontSize).toHaveValue("26");
  await expect(fontSize).toHaveAttribute("min", "8");
  await expect(fontSize).toHaveAttribute("max", "48");
  /** The answer's text is all inside the card: nothing runs past its bottom. */
  const wholeAnswerShown = () =>
    card.locator(".export-card-answer").evaluate((answer) => answer.scrollHeight <= answer.clientHeight + 1);
  await fontSize.focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator("output")).toContainText("27 px");
  await expect.poll(wholeAnswerShown).toBe(true);
  await page.keyboard.press("End");
  await expect(dialog.locator("output")).toContainText("48 px");
  await expect.poll(wholeAnswerShown).toBe(true);
  const height = await card.evaluate((element) => Number.parseInt(element.style.height, 10));
  expect(height).toBeGreaterThanOrEqual(360);
  expect(height).toBeLessThanOrEqual(960);

  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download PNG" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^moatwise-costco-membership-fees-\d{4}-\d{2}-\d{2}\.png$/);
  const png = await readFile((await file.path()) ?? "");
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([960, height * 2]);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});
