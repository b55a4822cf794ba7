// Accounts for the journeys: a unique address each, and signing in through the login form.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

export const PASSWORD = "correct horse battery";

export const uniqueEmail = (name = "e2e") =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The invited researcher of worker `worker` (playwright.config.ts puts each on the allow-list). */
export const researcherEmail = (worker: number) => `researcher-${worker}@example.com`;

/**
 * This worker's invited researcher (research is invitation-only): the journeys of one worker
 * share the account, and run one after another; another worker's journeys have their own.
 */
export const invitedResearcher = () => researcherEmail(test.info().parallelIndex);

/**
 * Signs in with the form on /login and waits for the signed-in header. `next` is the page to land
 * on instead of home (whose market strip asks for quotes a journey may not want counted).
 */
export async function signInWithForm(page: Page, email: string, password = PASSWORD, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Account:/ })).toBeVisible();
}

/** Creates the account from outside the page (its cookies stay clean), then signs in with the form. */
export async function signUpAndSignIn(page: Page, request: APIRequestContext, email = uniqueEmail(), next?: string) {
  const created = await request.post("/v1/users/signup", { data: { email, password: PASSWORD } });
  expect([201, 409]).toContain(created.status());
  await signInWithForm(page, email, PASSWORD, next);
}
