// Issue 38, items 11-13, on the sample provider: a 5Y chart over two years of prices says where
// the data starts, and the close reads in the exchange's zone whatever the browser's; "Where the
// money went" keeps every label apart and a thin margin's net income visible, in both themes, and
// on a 390 px phone is drawn top to bottom inside its card (item 12); a
// DCF with a negative equity value says what drove it, and a bank gets the equity model instead
// of the DCF's refusal.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

// A reader in Tokyo: the close must still read 4:00 PM ET, not 5:00 AM.
test.use({ timezoneId: "Asia/Tokyo" });

/**
 * A stock page, reached inside the app once the session is back (a fresh load straight onto a
 * company page sometimes asked for the profile before the session's refresh and stayed on
 * "Loading": seen while writing these journeys, left for its own fix).
 */
async function openStock(page: Page, address: string, name: string) {
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, address);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 15_000 });
}

async function boxesOf(locator: Locator) {
  const count = await locator.count();
  const boxes = [];
  for (let index = 0; index < count; index++) {
    const box = await locator.nth(index).boundingBox();
    if (box) boxes.push({ ...box, text: (await locator.nth(index).textContent()) ?? "" });
  }
  return boxes;
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await expect(page.getByRole("button", { name: /^Switch to (light|dark) theme$/ })).toBeVisible();
  const toggle = page.getByRole("button", { name: `Switch to ${theme} theme` });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** Screenshots for review (test-results), at 1280 and 390 px, light and dark; the page's section in view. */
async function shoot(page: Page, name: string, section: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The navigation a desktop kept open would cover a phone's page.
    const hide = page.getByRole("button", { name: "Hide navigation" });
    if (width === 390 && (await hide.isVisible())) await hide.click();
    for (const theme of ["light", "dark"] as const) {
      await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${theme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the 5Y chart says where the prices start, and the close reads in the exchange's zone", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("chart"));
  await openStock(page, "/stock/AAPL", "Apple Inc.");
  await expect(page.getByText("At close Mar 31, 2025, 4:00 PM ET")).toBeVisible();
  await expect(page.locator(".price-chart canvas").first()).toBeVisible();
  // A year of prices is all a year asks: nothing to say.
  await expect(page.getByTestId("price-range-shortfall")).toHaveCount(0);
  await page.getByRole("button", { name: "5Y", exact: true }).click();
  await expect(page.getByTestId("price-range-shortfall")).toHaveText(
    /^Prices from [A-Z][a-z]{2} \d{1,2}, \d{4}; five years not available\.$/,
  );
  await expect(page.getByRole("img", { name: /^AAPL closing prices, 5Y, \d+\.\d years shown$/ })).toBeVisible();
  await shoot(page, "price-5y", page.getByTestId("price-range-shortfall"));
  await page.getByRole("button", { name: "1Y", exact: true }).click();
  await expect(page.getByTestId("price-range-shortfall")).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`where the money went: no label overlaps another and Costco's thin net income shows, ${theme} theme`, async ({
    page,
    request,
  }) => {
    await signUpAndSignIn(page, request, uniqueEmail(`flow-${theme}`));
    await openStock(page, "/stock/COST?section=financials", "Costco Wholesale Corporation");
    await setTheme(page, theme);
    const flow = page.getByRole("img", { name: "Flow of revenue to profit and cash" });
    await expect(flow).toContainText("Net income");
    const labels = await boxesOf(flow.locator("text.flow-label"));
    expect(labels.length).toBeGreaterThan(6);
    for (const [index, a] of labels.entries()) {
      for (const b of labels.slice(index + 1)) {
        const apart =
          a.x + a.width <= b.x + 0.5 ||
          b.x + b.width <= a.x + 0.5 ||
          a.y + a.height <= b.y + 0.5 ||
          b.y + b.height <= a.y + 0.5;
        expect(apart, `"${a.text}" and "${b.text}" overlap: ${JSON.stringify([a, b])}`).toBe(true);
      }
    }
    const income = flow.getByTestId("flow-node").filter({ hasText: "Net income" });
    const bar = income.locator("rect");
    const drawn = await bar.boundingBox();
    expect(drawn?.height ?? 0).toBeGreaterThanOrEqual(4);
    // Its colour stands out from the card behind it in either theme.
    const [fill, card] = await bar.evaluate((rect) => [
      getComputedStyle(rect).fill,
      getComputedStyle(rect.closest(".card") as Element).backgroundColor,
    ]);
    expect(fill).not.toBe(card);
    // The label keeps the true amount.
    await expect(income).toContainText(/Net income\$\d+\.\dB/);
    if (theme === "light") await shoot(page, "flow", flow);
  });
}

/** Two boxes apart: neither reaches into the other (half a pixel of anti-aliasing allowed). */
const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x + a.width <= b.x + 0.5 ||
  b.x + b.width <= a.x + 0.5 ||
  a.y + a.height <= b.y + 0.5 ||
  b.y + b.height <= a.y + 0.5;

for (const theme of ["light", "dark"] as const) {
  test(`where the money went fits a 390 px phone top to bottom, net income in the card, ${theme} theme`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpAndSignIn(page, request, uniqueEmail(`flow-phone-${theme}`));
    await openStock(page, "/stock/COST?section=financials", "Costco Wholesale Corporation");
    await setTheme(page, theme);
    const flow = page.getByRole("img", { name: "Flow of revenue to profit and cash" });
    await expect(flow).toHaveClass(/flow-narrow/);
    const card = await flow.locator("xpath=ancestor::section[contains(@class,'card')]").boundingBox();
    if (!card) throw new Error("The flow's card is not drawn.");
    // Every box and label inside the card: nothing cut at its right edge, the net income included.
    const pieces = [...(await boxesOf(flow.locator("text.flow-label"))), ...(await boxesOf(flow.locator("rect")))];
    for (const piece of pieces) {
      expect(piece.x, piece.text).toBeGreaterThanOrEqual(card.x - 0.5);
      expect(piece.x + piece.width, `"${piece.text}" past the card's right edge`).toBeLessThanOrEqual(
        card.x + card.width + 0.5,
      );
    }
    const labels = await boxesOf(flow.locator("text.flow-label"));
    expect(labels.length).toBeGreaterThan(6);
    for (const [index, a] of labels.entries()) {
      for (const b of labels.slice(index + 1)) expect(apart(a, b), `"${a.text}" and "${b.text}" overlap`).toBe(true);
    }
    const income = flow.getByTestId("flow-node").filter({ hasText: "Net income" });
    await expect(income).toContainText(/Net income\$\d+\.\dB/);
    const bar = await income.locator("rect").boundingBox();
    expect(bar?.width ?? 0).toBeGreaterThanOrEqual(4);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    if (theme === "light") await shoot(page, "flow-phone", flow);
  });
}

test("a DCF whose equity value is negative says so, and what drove it", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("negative"));
  await openStock(page, "/stock/AAPL?section=valuation&operatingMargin=-20", "Apple Inc.");
  const reading = page.getByTestId("negative-equity");
  await expect(reading).toContainText("The equity value is negative");
  await expect(reading).toContainText(/below zero|is above the model's enterprise value/);
  await shoot(page, "dcf-negative", reading);
  await page.getByRole("button", { name: "Reset to the data" }).click();
  await expect(page.getByTestId("negative-equity")).toHaveCount(0);
});

test("a bank's valuation tab gives the equity model, with its inputs and editable assumptions", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("bank"));
  await openStock(page, "/stock/JPM", "JPMorgan Chase & Co.");
  await page.getByRole("tab", { name: "Valuation" }).click();
  await expect(page.getByRole("heading", { name: "Residual income (P/B versus ROE)" })).toBeVisible();
  await expect(page.getByText("Banks and insurers are valued on their equity instead.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  const value = page.getByTestId("equity-value");
  await expect(value).toHaveText(/^\$\d/);
  await expect(page.getByRole("row", { name: /^Shareholders' equity \$/ })).toContainText("fiscal 2024");
  await expect(page.getByRole("row", { name: /^Return on equity / })).toContainText("Net income over average equity");
  const before = Number((await value.textContent())?.replace(/[$,]/g, ""));
  await shoot(page, "bank-equity-model", page.getByRole("heading", { name: "Residual income (P/B versus ROE)" }));
  await page.setViewportSize({ width: 1280, height: 900 });

  // A dearer cost of equity is worth less; the edit is marked as the reader's.
  await page.getByRole("textbox", { name: /^Cost of equity/ }).fill("14");
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(value).not.toHaveText(`$${before.toFixed(2)}`);
  expect(Number((await value.textContent())?.replace(/[$,]/g, ""))).toBeLessThan(before);
  await expect(page.getByRole("row", { name: /^Cost of equity 14\.0%/ })).toContainText("Your assumption");
  // Kept in the address, as the DCF's assumptions are.
  await expect(page).toHaveURL(/\/stock\/JPM\?section=valuation&costOfEquity=14$/);

  // A cost of equity not above growth is named beside its field.
  await page.getByRole("textbox", { name: /^Cost of equity/ }).fill("2");
  await page.getByRole("button", { name: "Recalculate" }).click();
  await expect(page.getByText("The cost of equity (2.0%) must be above growth (2.5%).")).toBeVisible();
  await page.getByRole("button", { name: "Reset to the data" }).click();
  await expect(value).toHaveText(`$${before.toFixed(2)}`);
});
