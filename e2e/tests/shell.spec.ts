// The app shell as people use it: the route rules for a visitor, a member and an invited
// researcher; the question kept over sign-in; the command palette; the search box.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { invitedResearcher, PASSWORD as password, signUpAndSignIn, uniqueEmail } from "../support/accounts";

const signUp = (page: Page, request: APIRequestContext, email = uniqueEmail("shell")) =>
  signUpAndSignIn(page, request, email);

test.describe("route rules", () => {
  test("a visitor sees the public pages and is sent to sign in elsewhere, with the whole location", async ({
    page,
  }) => {
    for (const [route, heading] of [
      ["/roadmap", "Roadmap"],
      ["/privacy", "Privacy policy"],
      ["/terms-of-service", "Terms of service"],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    for (const route of [
      "/chat",
      "/search?q=moat",
      "/usage",
      "/stock/AAPL",
      "/portfolio/news",
      "/research",
      "/deep-dive",
    ]) {
      await page.goto(route);
      await expect(page.getByRole("heading", { name: "Sign in to Moatwise" })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("next")).toBe(route);
    }
    await page.goto("/billing");
    await expect(page).toHaveURL(/\/login\?next=%2Fusage$/);
    await expect(page.getByRole("button", { name: "Chat" })).toBeDisabled();
  });

  test("a member sees the signed-in pages, is redirected from /billing and /portfolio, and kept out of research", async ({
    page,
    request,
  }) => {
    await signUp(page, request);
    await page.goto("/billing");
    await expect(page).toHaveURL(/\/usage$/);
    await page.goto("/portfolio");
    await expect(page).toHaveURL(/\/portfolio\/dashboard$/);
    for (const route of ["/deep-dive", "/forum"]) {
      await page.goto(route);
      await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
    }
    await page.goto("/research");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Research" })).toHaveCount(0);
  });

  test("an invited researcher sees the research area; the Chat button hides on its list pages", async ({
    page,
    request,
  }) => {
    await signUp(page, request, invitedResearcher());
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Research" }).click();
    await expect(page).toHaveURL(/\/research$/);
    await expect(page.getByRole("heading", { level: 1, name: "Research" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat" })).toHaveCount(0);
    await page.goto("/research/doc-1");
    await expect(page.getByRole("button", { name: "Chat" })).toBeEnabled();
  });
});

test("a question asked while signed out waits through sign-in, then is sent from the chat", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("pending");
  await request.post("/v1/users/signup", { data: { email, password } });
  await page.goto("/");
  await page.getByLabel("Ask about a company").fill("What is Costco's moat?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fchat$/);

  await page.reload(); // the message lives in the tab's storage, not in memory
  // The sign-in page says the question waits, and shows it.
  const waiting = page.getByRole("status").filter({ hasText: "Your question waits" });
  await expect(waiting).toContainText("What is Costco's moat?");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/chat/);
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText("What is Costco's moat?");
  const answer = page.getByRole("article", { name: "Answer" });
  await expect(answer).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(answer).toContainText("Costco");
  // Sent once: going home shows no question still waiting.
  await page.goto("/");
  await expect(page.getByText("Your question from before you signed in")).toHaveCount(0);
});

test("the command palette filters, wraps, runs, closes, and searches what matches no command", async ({
  page,
  request,
}) => {
  await signUp(page, request);
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Command palette" });
  const input = palette.getByRole("combobox");
  await expect(input).toHaveAttribute("placeholder", "Search 9 commands...");
  await expect(palette.getByText("9 commands found")).toBeVisible();
  // Each toggle shows the shortcut that really runs it, the platform's way; the theme has none.
  await expect(palette.getByRole("option", { name: /Toggle Sidebar/ }).locator("kbd")).toHaveText("Ctrl+B");
  await expect(palette.getByRole("option", { name: /Toggle Inline Chat/ }).locator("kbd")).toHaveText("Ctrl+L");
  await expect(palette.getByRole("option", { name: /Toggle Theme/ }).locator("kbd")).toHaveCount(0);

  await input.fill("settings");
  await expect(palette.getByText("1 command found")).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(palette).toHaveCount(0);

  await page.keyboard.press("Control+k");
  await input.press("ArrowUp"); // wraps from the first command to the last
  await expect(palette.getByRole("option", { selected: true })).toContainText("Toggle Theme");
  await input.press("ArrowDown");
  await expect(palette.getByRole("option", { selected: true })).toContainText("Go to Home");
  await input.press("Escape");
  await expect(palette).toHaveCount(0);

  await page.keyboard.press("Control+k");
  await page.mouse.click(5, 5); // the backdrop
  await expect(palette).toHaveCount(0);

  await page.keyboard.press("Control+k");
  await input.fill("nvidia margins");
  await expect(palette.getByText("No commands found. Press Enter to search.")).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=nvidia%20margins$/);

  // A ticker opens its company.
  await page.keyboard.press("Control+k");
  await input.fill("msft");
  await expect(palette.getByRole("option", { selected: true })).toContainText("Open MSFT");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/stock\/MSFT$/);
  await expect(page.getByRole("heading", { name: "Microsoft Corporation", level: 1 })).toBeVisible();

  // Outside a text field, ? shows the shortcut sheet and / focuses the search.
  await page.locator("body").click({ position: { x: 5, y: 400 } });
  await page.keyboard.press("?");
  const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(sheet).toContainText("Ctrl+K");
  await expect(sheet).toContainText("Ctrl+L");
  await expect(sheet).toContainText("Alt+↑");
  await expect(sheet).toContainText("Alt+↓");
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await page.keyboard.press("/");
  await expect(page.getByRole("banner").getByRole("combobox")).toBeFocused();
});

test("the search box: a company goes to its page, a question to the chat, other text to the results", async ({
  page,
  request,
}) => {
  await signUp(page, request);
  const box = page.getByRole("combobox", { name: "Search companies or ask a question" });
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeDisabled();

  await box.fill("mircosoft");
  const suggestions = page.getByRole("listbox", { name: "Companies" });
  await expect(suggestions.getByRole("option").first()).toContainText("Microsoft Corporation");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/stock\/MSFT$/);
  await expect(page.getByRole("heading", { name: "Microsoft Corporation", level: 1 })).toBeVisible();

  const headerBox = page.getByRole("banner").getByRole("combobox");
  await headerBox.fill("What is the moat of Visa?");
  await expect(page.getByRole("listbox", { name: "Companies" })).toHaveCount(0);
  await headerBox.press("Enter");
  // The chat page; core writes the new conversation into the address as soon as it is saved.
  await expect(page).toHaveURL(/\/chat(\?conversation=[\w-]+)?$/);
  await expect(
    page.getByRole("article", { name: "Your message" }).getByText("What is the moat of Visa?"),
  ).toBeVisible();

  await headerBox.fill("bank");
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=bank$/);
  await expect(page.getByRole("link", { name: /Bank of America Corporation/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Ask the assistant/ })).toBeVisible();
});

test("shortcuts toggle the sidebar, and the shell fits a 390 px phone", async ({ page, request }) => {
  await signUp(page, request);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Control+b");
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();
  await page.keyboard.press("Control+b");
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();
  await page.getByRole("button", { name: "Show navigation" }).click();
  const width = await nav.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(260); // two thirds of 390
  await nav.getByRole("link", { name: "Roadmap" }).click();
  await expect(page).toHaveURL(/\/roadmap$/);
  await expect(nav.getByRole("link", { name: "Settings" })).toBeHidden();

  await page.getByRole("button", { name: "Open search" }).click();
  const box = page.getByRole("banner").getByRole("combobox");
  await expect(box).toBeFocused();
  const boxWidth = await box.evaluate((element) => element.closest("form")?.getBoundingClientRect().width ?? 0);
  expect(boxWidth).toBeGreaterThan(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBe(0);
});
