// The chat against the offline provider: a question streams, shows its sources, gets a title and
// survives a reload; Stop ends an answer cleanly; a question asked while signed out is sent once
// the visitor has signed in.
import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, signUpAndSignIn, uniqueEmail } from "../support/accounts";

const lastAnswer = (page: Page) => page.getByRole("article", { name: "Answer" }).last();

async function ask(page: Page, question: string) {
  const input = page.getByRole("combobox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
}

test("a question streams an answer with sources, gets a title, and survives a reload", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("chat"));
  await page.goto("/chat");
  await expect(page.getByText("Offline assistant.")).toBeVisible();
  await ask(page, "How has Apple's revenue grown?");
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText("How has Apple's revenue grown?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "streaming");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(lastAnswer(page)).toContainText("Revenue was");
  await expect(lastAnswer(page).getByRole("link", { name: "[1]" }).first()).toHaveAttribute(
    "href",
    /sec\.gov|apple\.com/,
  );
  await lastAnswer(page)
    .getByText(/\d+ sources?/)
    .click();
  await expect(lastAnswer(page).getByRole("listitem").first()).toContainText("Apple Inc.");
  await expect(page).toHaveURL(/\/chat\?conversation=[0-9a-f-]{36}$/);
  const history = page.getByRole("navigation", { name: "Conversations" });
  await expect(history.getByRole("link", { name: /Apple's revenue grown\?/ })).toHaveAttribute("aria-current", "page");

  await page.reload();
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText("How has Apple's revenue grown?");
  await expect(lastAnswer(page)).toContainText("Revenue was");
  await expect(history.getByRole("link", { name: /Apple's revenue grown\?/ })).toBeVisible();
});

test("Stop ends a streaming answer cleanly, and the next question is answered", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("stop"));
  await page.goto("/chat");
  await ask(page, "What drives JPMorgan's net interest income?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "streaming");
  await page.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(page.getByRole("article", { name: "Answer" })).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Your message" })).toHaveCount(1);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await ask(page, "Costco membership fees");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(lastAnswer(page)).toContainText("Costco");
});

test("a question asked while signed out is kept through sign-in, then sent", async ({ page, request }) => {
  const email = uniqueEmail("pending");
  const created = await request.post("/v1/users/signup", { data: { email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  await page.goto("/");
  await page.getByLabel("Ask about a company").fill("What are NVIDIA's margins?");
  await page.getByLabel("Ask about a company").press("Enter");
  await expect(page).toHaveURL(/\/login\?next=%2Fchat$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(page.getByRole("article", { name: "Your message" })).toHaveText("What are NVIDIA's margins?");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(lastAnswer(page)).toContainText("NVIDIA");
});
