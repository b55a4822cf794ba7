// Google sign-in as a person does it: the server has a client id, so /login shows Google's button;
// the button hands back an ID token, signed here by a stand-in for Google whose key set the server
// trusts. Google's script itself is replaced in the page (there is no network), by one that renders
// a button and calls back with the token, as Google Identity Services does.
import { expect, type Page, test } from "@playwright/test";
import { fakeGooglePort, googleSignInPort } from "../playwright.config";

const baseURL = `http://127.0.0.1:${googleSignInPort}`;
const GIS_SCRIPT = "https://accounts.google.com/gsi/client";

async function googleIdToken(options: { email: string; name: string; aud?: string }): Promise<string> {
  const query = new URLSearchParams({
    email: options.email,
    name: options.name,
    ...(options.aud ? { aud: options.aud } : {}),
  });
  const answer = await fetch(`http://127.0.0.1:${fakeGooglePort}/id-token?${query}`);
  return answer.text();
}

/** Google's script, replaced: its button hands `credential` to the page's callback. */
async function fakeGoogleButton(page: Page, credential: string): Promise<{ clientIds: string[] }> {
  const seen = { clientIds: [] as string[] };
  await page.exposeFunction("recordGoogleClientId", (id: string) => seen.clientIds.push(id));
  await page.route(GIS_SCRIPT, (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: `
        (() => {
          let callback = () => {};
          window.google = { accounts: { id: {
            initialize(config) { callback = config.callback; window.recordGoogleClientId(config.client_id); },
            renderButton(parent) {
              const button = document.createElement("button");
              button.type = "button";
              button.textContent = "Sign in with Google";
              button.onclick = () => callback({ credential: ${JSON.stringify(credential)} });
              parent.replaceChildren(button);
            },
          } } };
        })();`,
    }),
  );
  return seen;
}

const uniqueEmail = () => `google-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("sign in with Google from a protected page and come back to it, with the Google profile", async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = uniqueEmail();
  const seen = await fakeGoogleButton(page, await googleIdToken({ email, name: "Grace Hopper" }));

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await page.getByRole("button", { name: "Sign in with Google" }).click();

  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Account: Grace Hopper" })).toBeVisible();
  // The account's first visit: welcomed, not welcomed back.
  await expect(page.getByText("Welcome to Moatwise.")).toBeVisible();
  expect(seen.clientIds).toEqual(["moatwise-e2e.apps.googleusercontent.com"]);

  await page.reload();
  await expect(page.getByText(email)).toBeVisible();
  await context.close();
});

test("a Google token meant for another app is refused with a clear message, and the form stays usable", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const token = await googleIdToken({
    email: uniqueEmail(),
    name: "Mallory",
    aud: "another-app.apps.googleusercontent.com",
  });
  await fakeGoogleButton(page, token);

  await page.goto("/login");
  await page.getByLabel("Email").fill("typed@example.com");
  await page.getByRole("button", { name: "Sign in with Google" }).click();

  await expect(page.getByRole("alert")).toHaveText("The Google sign-in could not be verified.");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue("typed@example.com");
  await context.close();
});

test("without a Google client id, /login shows no Google button and never loads Google's script", async ({ page }) => {
  let scriptRequested = false;
  await page.route(GIS_SCRIPT, (route) => {
    scriptRequested = true;
    return route.abort();
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sign in to Moatwise" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toHaveCount(0);
  expect(scriptRequested).toBe(false);
});
