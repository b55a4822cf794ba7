// Moatwise on a 390 px phone and for a newcomer (issue 38): every route, signed in and with data,
// fits the screen in both themes; every interactive element of the main pages is at least 44 px;
// the header stays at the top of a long page; a company outside the data and a missing report
// offer ways on instead of an error; the palette opens a company by name; the inline chat opened
// by Ctrl+L or the header's Chat button knows the page's company; the AI request carries the
// browser's time zone.
import { expect, type Page, test } from "@playwright/test";
import { invitedResearcher, signUpAndSignIn, uniqueEmail } from "../support/accounts";
import { chooseAppleForResearch } from "../support/research";

// The longest file (three minutes): its journeys are independent (each signs up its own account,
// or its worker's invited researcher), so both workers take them rather than one taking all.
test.describe.configure({ mode: "parallel" });

const PHONE = { width: 390, height: 844 };
const TOUCH_TARGET_PX = 44;

/** A report for AAPL through the research pages; its address. */
async function writeReport(page: Page): Promise<{ report: string; pillars: string; questions: string }> {
  await page.goto("/research");
  const form = await chooseAppleForResearch(page);
  await form.getByRole("button", { name: "Choose pillars" }).click();
  await expect(page).toHaveURL(/\/pillars$/);
  const pillars = new URL(page.url()).pathname;
  for (const pillar of ["Competitors", "Economic engine and financials"]) {
    await page.getByRole("checkbox", { name: new RegExp(`^${pillar}`) }).check();
  }
  await page.getByRole("button", { name: "Write questions" }).click();
  await expect(page).toHaveURL(/\/questions$/);
  const questions = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Write the report" }).click();
  await expect(page).toHaveURL(/\/research\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Download Markdown" })).toBeVisible({ timeout: 30_000 });
  return { report: new URL(page.url()).pathname, pillars, questions };
}

/** A holding, so the portfolio pages have rows. */
async function addHolding(page: Page) {
  await page.goto("/portfolio/dashboard");
  await page.getByLabel("Company", { exact: true }).fill("COST");
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: /^Costco/ }).click();
  await page.getByLabel("Shares").fill("3");
  await page.getByLabel("Cost per share").fill("700");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("region", { name: "Holdings" }).getByRole("table")).toContainText("COST");
}

/** Waits for the page to settle: a heading shown and no request under way. */
async function settle(page: Page) {
  await expect(page.locator("main h1, main h2").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => getComputedStyle(element).position !== "fixed")
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });

test("every route fits a 390 px phone without scrolling sideways, in light and dark", async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  for (const path of ["/", "/login", "/roadmap", "/privacy", "/terms-of-service", "/companies"]) {
    await page.goto(path);
    await settle(page);
    expect(await overflowOf(page), `${path} signed out`).toMatchObject({ scrollWidth: PHONE.width });
  }

  await signUpAndSignIn(page, request, invitedResearcher());
  const research = await writeReport(page);
  await addHolding(page);
  const routes = [
    "/",
    "/companies",
    "/search?q=apple",
    "/settings",
    "/usage",
    "/chat",
    "/chat/AAPL",
    "/pdf-chat",
    "/portfolio/dashboard",
    "/portfolio/news",
    "/portfolio/COST",
    "/deep-dive",
    "/forum",
    "/roadmap",
    "/research",
    research.pillars,
    research.questions,
    research.report,
    "/research/00000000-0000-4000-8000-000000000000",
    "/stock/TSLA",
    "/no-such-page",
    ...["overview", "financials", "valuation", "moat", "news", "filings", "notes"].map(
      (section) => `/stock/AAPL?section=${section}`,
    ),
  ];
  for (const theme of ["light", "dark"] as const) {
    await page.goto("/settings");
    await expect(page.getByRole("button", { name: /^Switch to (light|dark) theme$/ })).toBeVisible();
    const toggle = page.getByRole("button", { name: `Switch to ${theme} theme` });
    if (await toggle.isVisible()) await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    for (const path of routes) {
      await page.goto(path);
      await settle(page);
      expect(await overflowOf(page), `${path} in ${theme}`).toMatchObject({ scrollWidth: PHONE.width });
    }
  }
});

/** Visible interactive elements smaller than a touch target, except links inside running text. */
const smallTargets = (page: Page) =>
  page.evaluate((minimum) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], summary';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Not shown, or visually hidden (1 px, clipped) behind a control that is its target.
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") return false;
        if (element.closest("[inert], [aria-hidden='true']")) return false;
        // WCAG 2.5.5's inline exception: a link within a sentence.
        if (element.tagName === "A" && element.parentElement?.closest("p, li:not(:has(> a:only-child)), td, dd")) {
          const parentText = element.parentElement?.textContent?.trim() ?? "";
          if (parentText.length > (element.textContent?.trim().length ?? 0)) return false;
        }
        // A control inside its label: the label is the target.
        const label = element.closest("label");
        const target = label && label !== element ? label.getBoundingClientRect() : box;
        return target.height < minimum - 0.5 || target.width < minimum - 0.5;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, TOUCH_TARGET_PX);

test("every interactive element of the main pages is at least 44 px at 390 px", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await settle(page);
  expect(await smallTargets(page), "home, signed out").toEqual([]);
  await signUpAndSignIn(page, request, uniqueEmail("targets"));
  await addHolding(page);
  for (const path of [
    "/",
    "/companies",
    "/chat",
    "/settings",
    "/portfolio/dashboard",
    "/stock/AAPL",
    "/stock/AAPL?section=financials",
    "/stock/AAPL?section=news",
  ]) {
    await page.goto(path);
    await settle(page);
    expect(await smallTargets(page), path).toEqual([]);
  }
  // The header's Chat and account buttons, named by the issue.
  await page.goto("/stock/AAPL");
  for (const name of ["Chat", /^Account:/]) {
    const box = await page.getByRole("button", { name }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(box?.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
  }
});

test("at 390 px, statements open on the newest years, the holdings show gain, weight and Remove, the tabs hint at more", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await signUpAndSignIn(page, request, uniqueEmail("phone"));
  await page.goto("/stock/AAPL?section=financials");
  const statement = page.locator(".statement-scroll").first();
  await expect(statement).toBeVisible();
  // Scrolled to its right end, where the newest year is.
  await expect
    .poll(() => statement.evaluate((element) => element.scrollLeft + element.clientWidth - element.scrollWidth))
    .toBeGreaterThanOrEqual(-1);
  const newestYear = await statement.locator("thead th").last().boundingBox();
  expect((newestYear?.x ?? 1000) + (newestYear?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);

  // The tab strip says more tabs lie to the right, until scrolled there.
  await page.goto("/stock/AAPL");
  const tabs = page.getByRole("tablist", { name: "Sections" });
  await expect(tabs).toHaveAttribute("data-more-right", "true");
  await tabs.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(tabs).toHaveAttribute("data-more-right", "false");

  await addHolding(page);
  const holdings = page.getByRole("region", { name: "Holdings" });
  for (const text of ["Gain", "Weight"]) await expect(holdings.getByText(text).first()).toBeVisible();
  const remove = holdings.getByRole("button", { name: "Remove COST", exact: true });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
});

test("the header stays fixed at the top, 56 px, after scrolling a long page", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("header"));
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto("/stock/AAPL?section=financials");
    await expect(page.getByRole("rowheader", { name: "Revenue", exact: true }).first()).toBeVisible();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const header = await page.locator("header.header").boundingBox();
    expect(header).toMatchObject({ y: 0, height: 56 });
    await expect(page.getByRole("link", { name: "Moatwise home" })).toBeInViewport();
  }
});

test("a newcomer meets no dead end: coverage on home, a company outside the data, a missing report", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.getByText(/Company data covers \d+ large US companies/)).toBeVisible();
  await page.getByRole("link", { name: "See the companies in the data" }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole("link", { name: /COST\s*Costco Wholesale Corporation/ })).toBeVisible();

  await signUpAndSignIn(page, request, invitedResearcher());
  await page.goto("/");
  const first = page.getByRole("region", { name: "Start here" });
  await expect(first.getByRole("link", { name: "Open the company" })).toHaveAttribute("href", "/stock/COST");

  await page.goto("/stock/TSLA");
  await expect(page.getByRole("heading", { name: "TSLA is not in Moatwise's data" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  const offered = page.getByRole("list", { name: "Companies in the data" });
  await expect(offered.getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("combobox").first()).toBeVisible();
  await page.getByRole("button", { name: "Ask the assistant" }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(page.getByText("What can you tell me about TSLA?").first()).toBeVisible();

  await page.goto("/research/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "There is no such report" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("link", { name: "All companies in the data" }).click();
  await expect(page).toHaveURL(/\/companies$/);
});

test("the palette opens a company by name and takes no plain word for a ticker", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("palette"));
  const palette = page.getByRole("dialog", { name: "Command palette" });
  const input = palette.getByRole("combobox");
  await page.keyboard.press("Control+k");
  await input.fill("port");
  await expect(palette.getByRole("option", { name: /Go to Portfolio/ })).toBeVisible();
  await expect(palette.getByRole("option", { name: /Open PORT/ })).toHaveCount(0);
  await input.fill("nvidia");
  await expect(palette.getByRole("option", { selected: true })).toContainText("Open NVIDIA Corporation (NVDA)");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/stock\/NVDA$/);
  await expect(page.getByRole("heading", { name: "NVIDIA Corporation", level: 1 })).toBeVisible();
});

test("Ctrl+L and the header's Chat button open the inline chat about the page's company, with the time zone sent", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await signUpAndSignIn(page, request, uniqueEmail("context"));
  await page.goto("/stock/COST");
  await expect(page.getByRole("heading", { name: "Costco Wholesale Corporation", level: 1 })).toBeVisible();
  await page.keyboard.press("Control+l");
  const pane = page.getByRole("complementary", { name: "Inline chat" });
  const composer = pane.getByRole("combobox", { name: "Message" });
  await expect(composer).toHaveAttribute("placeholder", /Ask about COST/);
  await page.keyboard.press("Control+l");
  await expect(pane).toHaveCount(0);

  await page.getByRole("button", { name: "Chat", exact: true }).click();
  await expect(composer).toHaveAttribute("placeholder", /Ask about COST/);
  const sent = page.waitForRequest((call) => call.url().includes("/v1/ai/stream") && call.method() === "POST");
  await composer.fill("What is the gross margin?");
  await composer.press("Enter");
  const body = (await sent).postDataJSON() as { options: { user_timezone?: string }; context?: { symbol?: string } };
  expect(body.options.user_timezone).toBe("America/New_York");
  expect(JSON.stringify(body)).toContain("COST");
  await context.close();
});

/** The width and height of each element a locator finds, rounded. */
const boxesOf = (locator: ReturnType<Page["locator"]>) =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent?.trim().slice(0, 20),
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    }),
  );

/** Expects every box at least a touch target wide and high. */
function expectTouchSized(boxes: ReadonlyArray<{ text?: string; width: number; height: number }>, what: string) {
  expect(boxes.length, what).toBeGreaterThan(0);
  const small = boxes.filter((box) => box.width < TOUCH_TARGET_PX - 0.5 || box.height < TOUCH_TARGET_PX - 0.5);
  expect(small, what).toEqual([]);
}

test("at 390 px the issue's small targets are 44 px: citations, All conversations, holdings' companies, settings' choices", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signUpAndSignIn(page, request, uniqueEmail("small-targets"));
  await page.goto("/chat");
  const input = page.getByRole("combobox", { name: "Message" });
  await input.fill("How has Apple's revenue grown?");
  await input.press("Enter");
  const answer = page.getByRole("article", { name: "Answer" }).last();
  await expect(answer).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  expectTouchSized(await boxesOf(answer.getByRole("link", { name: /^\[\d+\]$/ })), "citation links");

  await page.goto("/");
  await expect(page.getByRole("link", { name: "All conversations" })).toBeVisible();
  expectTouchSized(await boxesOf(page.getByRole("link", { name: "All conversations" })), "All conversations");

  await addHolding(page);
  expectTouchSized(
    await boxesOf(page.getByRole("region", { name: "Holdings" }).locator("a.holding-name")),
    "holdings' company links",
  );

  await page.goto("/settings");
  await settle(page);
  expectTouchSized(await boxesOf(page.locator("label.choice-option")), "settings' choices");
  expectTouchSized(await boxesOf(page.locator('label:has(> input[type="radio"])')), "every radio's label");
});
