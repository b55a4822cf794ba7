// The first slice, as a person does it: a first visit with no banner, create an account (welcomed,
// not welcomed back), land where they were going, reload and stay signed in, sign out, and be sent
// to the login page by a protected route.
import { expect, test } from "@playwright/test";

const password = "correct horse battery";
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("create an account, stay signed in across a reload, sign out", async ({ page }) => {
  const email = uniqueEmail();

  // A first visit: no session existed, so none expired.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await expect(page.getByText("Session expired. Please sign in again.")).toHaveCount(0);

  await page.goto("/settings?tab=profile#account");
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get("next")).toBe("/settings?tab=profile#account");

  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?tab=profile#account$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("button", { name: "Account: Ada Lovelace" })).toBeVisible();
  // A new account is welcomed, not welcomed back.
  await expect(page.getByText("Welcome to Moatwise.", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome back.", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Moatwise home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Moatwise, Ada Lovelace.");
  await page.goto("/settings?tab=profile#account");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Still the account's first visit after a reload: the server knows, not this tab.
  await page.getByRole("link", { name: "Moatwise home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Moatwise, Ada Lovelace.");
  await page.goto("/settings?tab=profile#account");

  await page.getByRole("button", { name: "Account: Ada Lovelace" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await expect(page.getByRole("heading", { name: "Sign in to Moatwise" })).toBeVisible();
});

test("sign in with an existing account, and see a clear error for a wrong password", async ({ page, request }) => {
  const email = uniqueEmail();
  const created = await request.post("/v1/users/signup", { data: { email, password } });
  expect(created.status()).toBe(201);

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText("Welcome back.", { exact: true })).toBeVisible();
});
