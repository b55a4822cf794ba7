// Sessions across the tabs of one browser (spec §4, §9), on a server whose access tokens live 8 s.
// The tabs' clocks are paused while the tokens expire, as when a laptop sleeps; then all four
// tabs ask for data at once, and exactly one refresh may reach the server. The token that refresh
// brings must outlive the four tabs' clicks: background tabs can take a few seconds to render,
// and a paused clock never hands the refresh turn on, so a second refresh could not happen.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { shortTokenPort } from "../playwright.config";
import { PASSWORD as password, signInWithForm, uniqueEmail } from "../support/accounts";

const baseURL = `http://127.0.0.1:${shortTokenPort}`;

/** A tab on the home page, signed in, that has loaded the settings page's code once. */
async function openSignedInTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  await page.getByRole("link", { name: "Moatwise home" }).click();
  await expect(page.getByRole("button", { name: /^Account:/ })).toBeVisible();
  return page;
}

test("four tabs with expired tokens share one refresh; sign-out reaches every tab; a revoked session expires", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail();
  const context = await browser.newContext({ baseURL });
  await context.clock.install();
  const created = await context.request.post("/v1/users/signup", { data: { email, password } });
  expect(created.status()).toBe(201);

  const tabs: Page[] = [];
  for (let i = 0; i < 4; i++) tabs.push(await openSignedInTab(context));

  // Sleep: no timer of any tab runs, while the server's clock goes on and the tokens expire.
  const now = await tabs[0]!.evaluate(() => Date.now());
  await context.clock.pauseAt(now + 500);
  await new Promise((resolve) => setTimeout(resolve, 9_000));

  const refreshes: string[] = [];
  context.on("request", (request) => {
    if (request.url().endsWith("/v1/auth/refresh")) refreshes.push(request.url());
  });
  const answered = tabs.map((tab) =>
    tab.waitForResponse((response) => response.url().endsWith("/v1/auth/sessions") && response.status() === 200),
  );
  await Promise.all(
    tabs.map(async (tab) => {
      await tab.getByRole("button", { name: /^Account:/ }).click();
      await tab.getByRole("menuitem", { name: "Settings" }).click();
    }),
  );
  await Promise.all(answered);
  for (const tab of tabs) {
    await expect(tab.getByRole("heading", { name: "Active sessions" })).toBeVisible();
    await expect(tab.getByText("This device")).toBeVisible();
    await expect(tab.getByText("Session expired. Please sign in again.")).toHaveCount(0);
  }
  expect(refreshes).toHaveLength(1);

  // Awake again. Signing out in one tab signs out the other three.
  await context.clock.resume();
  await tabs[0]!.getByRole("button", { name: /^Account:/ }).click();
  await tabs[0]!.getByRole("menuitem", { name: "Sign out" }).click();
  for (const tab of tabs.slice(1)) {
    await expect(tab.getByRole("heading", { name: "Sign in to Moatwise" })).toBeVisible();
    await expect(tab.getByRole("button", { name: /^Account:/ })).toHaveCount(0);
  }

  // Signed in again here, then signed out from another device: a reload finds the session gone.
  await signInWithForm(tabs[0]!, email);
  // Asleep again until the reload: with 8 s tokens a tab refreshes every 4 s, and a refresh after
  // the revoke would find the session gone first (the server then clears the refresh cookie, and
  // the reload would have no session left to find gone).
  const signedInAt = await tabs[0]!.evaluate(() => Date.now());
  await context.clock.pauseAt(signedInAt + 500);
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await signInWithForm(other, email);
  await other.goto("/settings");
  const otherDevices = other
    .getByRole("list", { name: "Signed-in devices" })
    .getByRole("listitem")
    .filter({ hasNot: other.getByText("This device") });
  await expect(otherDevices.first()).toBeVisible();
  // When and roughly where each device signed in: its network, never its address.
  await expect(otherDevices.first()).toContainText(/Signed in .+ from network 127\.0\.0\.x/);
  const others = await otherDevices.count();
  await other.getByRole("button", { name: "Sign out all other sessions" }).click();
  await other
    .getByRole("button", { name: `Sign out ${others === 1 ? "1 other session" : `${others} other sessions`}` })
    .click();
  await expect(otherDevices).toHaveCount(0);

  await tabs[0]!.reload();
  await expect(tabs[0]!.getByText("Session expired. Please sign in again.")).toBeVisible();
  await expect(tabs[0]!.getByRole("button", { name: /^Account:/ })).toHaveCount(0);

  await elsewhere.close();
  await context.close();
});
