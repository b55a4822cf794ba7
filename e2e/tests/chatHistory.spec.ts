// The chat as chat users expect it (issue 38, item 10): Stop after some text keeps what streamed,
// marked stopped, also after a reload, and exactly what had been shown, on a paused clock (issue
// 43); a sent question edited and sent again, and Try again, keep both versions to switch between;
// the history renamed, searched and a conversation deleted; an address naming a missing
// conversation, and a message sent offline, said in plain words.
// Screenshots of the chat at 1280 and 390 px, light and dark, go to test-results for a look.
import { TYPEWRITER_CHUNK_MAX_CHARS, TYPEWRITER_TICK_MS, texts } from "@moatwise/core";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

const lastAnswer = (page: Page) => page.getByRole("article", { name: "Answer" }).last();
const history = (page: Page) => page.getByRole("navigation", { name: "Conversations" });

async function ask(page: Page, question: string) {
  const input = page.getByRole("combobox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
}

async function answered(page: Page) {
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
}

async function shoot(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme);
    await page.screenshot({ path: test.info().outputPath(`${name}-${theme}.png`), fullPage: false });
  }
}

test("Stop after some text keeps the partial answer, marked stopped, also after a reload", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("stopped"));
  await page.goto("/chat");
  await ask(page, "What are the main risks to JPMorgan's business?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "streaming");
  await expect(lastAnswer(page)).not.toHaveText("");
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "stopped");
  await expect(lastAnswer(page)).toContainText(texts.answerStopped);
  const kept = (await lastAnswer(page).locator(".answer-markdown").textContent())?.trim() ?? "";
  expect(kept.length).toBeGreaterThan(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // Stored as stopped: the reload shows the same text, still marked.
  await expect(page).toHaveURL(/\/chat\?conversation=[0-9a-f-]{36}$/);
  await expect(history(page).getByRole("link", { name: /JPMorgan/ })).toBeVisible();
  await page.reload();
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "stopped");
  await expect(lastAnswer(page).locator(".answer-markdown")).toHaveText(kept);
  await expect(lastAnswer(page)).toContainText(texts.answerStopped);
  await shoot(page, "chat-stopped-1280");
  // The next question is answered as usual.
  await ask(page, "Costco membership fees");
  await answered(page);
  await expect(lastAnswer(page)).toContainText("Costco");
});

test("Stop keeps exactly what was shown: nothing arrives after it, and the reload shows that text, stopped", async ({
  page,
  request,
}) => {
  // The whole answer streams from the server (a piece every 40 ms) before the page gets it.
  test.slow();
  await signUpAndSignIn(page, request, uniqueEmail("stopshown"));
  // The page's clock is paused: the typewriter shows nothing until the test lets time pass.
  await page.clock.install();
  await page.goto("/chat");
  await expect(page.getByText("Offline assistant.")).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  // The answer is handed to the page whole, as a fast stream would be: all of it has arrived before
  // the typewriter shows any (the service worker is off in this file, so the route sees the call).
  let answerBody = "";
  let handedOver = () => {};
  const arrived = new Promise<void>((resolve) => {
    handedOver = resolve;
  });
  await page.route("**/v1/ai/stream", async (route) => {
    const response = await route.fetch();
    answerBody = await response.text();
    await route.fulfill({ response, body: answerBody });
    handedOver();
  });
  await ask(page, "What are the main risks to JPMorgan's business?");
  await arrived;
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "streaming");
  // The typewriter ticks until some of the answer shows (the page reads what arrived meanwhile),
  // then twice more; Stop then.
  const shown = lastAnswer(page).locator(".answer-markdown");
  const shownText = async () => ((await shown.count()) === 0 ? "" : ((await shown.textContent()) ?? "").trim());
  let ticks = 0;
  while ((await shownText()) === "" && ticks < 500) {
    await page.clock.runFor(TYPEWRITER_TICK_MS);
    ticks += 1;
  }
  await page.clock.runFor(2 * TYPEWRITER_TICK_MS);
  ticks += 2;
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "stopped");
  const kept = await shownText();
  // At most what the typewriter shows in the ticks that passed, far less than the answer that arrived.
  // The answer's text: the `delta` events of the stream (`event: delta`, `data: {"content": …}`).
  const answer = answerBody
    .split("\n\n")
    .filter((block) => block.split("\n").includes("event: delta"))
    .map((block) => block.split("\n").find((line) => line.startsWith("data:")) ?? "data:{}")
    .map((line) => (JSON.parse(line.slice(5)) as { content?: string }).content ?? "")
    .join("");
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThanOrEqual(ticks * TYPEWRITER_CHUNK_MAX_CHARS);
  expect(kept.length).toBeLessThan(answer.length / 2);
  // Time passes: nothing more appears.
  await page.clock.runFor(5_000);
  await expect(shown).toHaveText(kept);
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "stopped");
  // Stored as it was shown.
  await expect(page).toHaveURL(/\/chat\?conversation=[0-9a-f-]{36}$/);
  await page.clock.resume();
  await page.reload();
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "stopped");
  await expect(lastAnswer(page).locator(".answer-markdown")).toHaveText(kept);
});

test("an edited question and Try again keep every version to switch between, by keyboard too", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, request, uniqueEmail("versions"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/chat");
  await ask(page, "How has Apple's revenue grown?");
  await answered(page);
  const firstAnswer = (await lastAnswer(page).locator(".answer-markdown").textContent()) ?? "";

  await page.getByRole("button", { name: "Edit your message" }).click();
  const editor = page.getByRole("textbox", { name: "Edit your message" });
  await expect(editor).toHaveValue("How has Apple's revenue grown?");
  await editor.fill("What are Costco's margins?");
  await editor.press("Enter");
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText(/What are Costco's margins\?/);
  await answered(page);
  await expect(lastAnswer(page)).toContainText("Costco");
  const versions = page.getByRole("group", { name: "Versions of this answer" });
  await expect(versions).toContainText("2 / 2");
  await shoot(page, "chat-versions-1280");

  // Back to the first version by keyboard: the first question and its own answer.
  await page.getByRole("button", { name: "Previous version" }).focus();
  await page.keyboard.press("Enter");
  await expect(versions).toContainText("1 / 2");
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText(/How has Apple's revenue grown\?/);
  await expect(lastAnswer(page).locator(".answer-markdown")).toHaveText(firstAnswer);
  await expect(page.getByRole("button", { name: "Previous version" })).toBeDisabled();

  // Try again asks the question shown once more: a third version, the others kept.
  await lastAnswer(page).getByRole("button", { name: "Try again" }).click();
  await answered(page);
  await expect(versions).toContainText("3 / 3");
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText(/How has Apple's revenue grown\?/);
  await expect(page.getByRole("article", { name: "Answer" })).toHaveCount(1);

  // Stored: after a reload the newest version shows, with the others a click away.
  await page.reload();
  await expect(versions).toContainText("3 / 3");
  await page.getByRole("button", { name: "Previous version" }).click();
  await expect(versions).toContainText("2 / 3");
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText(/What are Costco's margins\?/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(versions).toContainText("3 / 3");
  await shoot(page, "chat-versions-390");
});

test("the history renames, finds and deletes a conversation", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, request, uniqueEmail("history"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/chat");
  await ask(page, "Compare Costco and Walmart revenue growth");
  await answered(page);
  // Titled from what was asked.
  await expect(history(page).getByRole("link", { name: /Costco vs Walmart: revenue growth/ })).toBeVisible();
  await page.getByRole("button", { name: "New chat" }).click();
  await ask(page, "NVIDIA data center revenue");
  await answered(page);
  await expect(history(page).getByRole("listitem")).toHaveCount(2);

  await history(page).getByRole("button", { name: "Actions for Costco vs Walmart: revenue growth" }).click();
  await history(page).getByRole("button", { name: "Rename" }).click();
  const title = history(page).getByRole("textbox", { name: /New title for/ });
  await title.fill("Warehouse retailers");
  await title.press("Enter");
  await expect(history(page).getByRole("link", { name: /Warehouse retailers/ })).toBeVisible();

  const search = history(page).getByRole("searchbox", { name: "Search conversations" });
  await search.fill("walmart");
  await expect(history(page).getByRole("listitem")).toHaveCount(1);
  await expect(history(page).getByRole("link", { name: /Warehouse retailers/ })).toBeVisible();
  await search.fill("tesla");
  await expect(history(page).getByText("No conversation mentions “tesla”.")).toBeVisible();
  await search.fill("");
  await expect(history(page).getByRole("listitem")).toHaveCount(2);
  await shoot(page, "chat-history-1280");

  await history(page).getByRole("button", { name: "Actions for Warehouse retailers" }).click();
  await shoot(page, "chat-history-actions-1280");
  await history(page).getByRole("button", { name: "Delete", exact: true }).click();
  await history(page).getByRole("button", { name: "Delete conversation" }).click();
  await expect(history(page).getByRole("listitem")).toHaveCount(1);
  await page.reload();
  await expect(history(page).getByRole("link", { name: /NVIDIA/ })).toBeVisible();
  await expect(history(page).getByRole("link", { name: /Warehouse retailers/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole("button", { name: "History", exact: true }).click();
  await shoot(page, "chat-history-390");
});

test("an address naming a missing conversation says so and offers a new chat; a message sent offline says the network is at fault", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page, request, uniqueEmail("missing"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/chat?conversation=${crypto.randomUUID()}`);
  const alert = page.getByRole("alert").filter({ hasText: texts.conversationMissing });
  await expect(alert).toBeVisible();
  await shoot(page, "chat-missing-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(alert).toBeVisible();
  await shoot(page, "chat-missing-390");
  await alert.getByRole("button", { name: texts.startNewChat }).click();
  await expect(alert).toHaveCount(0);
  await expect(page).toHaveURL(/\/chat$/);

  await context.setOffline(true);
  await ask(page, "What was Costco's revenue last year?");
  await expect(page.getByRole("alert").filter({ hasText: texts.networkIssue })).toBeVisible();
  await expect(page.getByText(texts.failedToSaveMessage)).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Message" })).toHaveValue("What was Costco's revenue last year?");
  await shoot(page, "chat-offline-send-390");
  await context.setOffline(false);
});

test("sign-up problems read in words under their fields, and what was typed stays", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/login");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Email").fill("ada");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email must be a valid e-mail address.");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
    await expect(page.getByText(/email: |password: /)).toHaveCount(0);
    await expect(page.getByLabel("Email")).toHaveValue("ada");
    await shoot(page, `signup-problems-${width}`);
  }
});
