// Answers from the facts (issue 33), against the offline assistant: a comparison of two covered
// companies gives its verdict on the measure asked, with both figures, their year and their
// sources; a company the data does not cover, named in words, gets the honest line first and no
// other company's figures.
import { expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

const lastAnswer = (page: Page) => page.getByRole("article", { name: "Answer" }).last();

async function ask(page: Page, question: string) {
  const input = page.getByRole("combobox", { name: "Message" });
  // The answer to this question, not the last one already complete: wait for one more answer first.
  const answered = await page.getByRole("article", { name: "Answer" }).count();
  await input.fill(question);
  await input.press("Enter");
  await expect(page.getByRole("article", { name: "Answer" })).toHaveCount(answered + 1, { timeout: 15_000 });
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
}

test("a comparison is answered on the measure asked, with its figures and sources; a company outside the data is said first", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("answers"));
  await page.goto("/chat");

  await ask(page, "Which had the higher operating margin in fiscal 2024, Microsoft or Apple?");
  const verdict = lastAnswer(page).locator(".answer-markdown p").first();
  await expect(verdict).toHaveText(
    /^Microsoft's operating margin is the higher in fiscal 2024: \d+\.\d%, against Apple's \d+\.\d% \[1\] \[2\]\.$/,
  );
  await expect(
    lastAnswer(page)
      .getByRole("listitem")
      .filter({ hasText: /^Microsoft, operating margin, fiscal 2024: \d+\.\d%/ }),
  ).toHaveCount(1);
  await expect(
    lastAnswer(page)
      .getByRole("listitem")
      .filter({ hasText: /^Apple, operating margin, fiscal 2024: \d+\.\d%/ }),
  ).toHaveCount(1);
  await expect(verdict.getByRole("link", { name: "[1]" })).toHaveAttribute(
    "href",
    /\/stock\/MSFT\?section=financials$/,
  );
  await expect(verdict.getByRole("link", { name: "[2]" })).toHaveAttribute(
    "href",
    /\/stock\/AAPL\?section=financials$/,
  );
  await lastAnswer(page).getByText("2 sources").click();
  const sources = lastAnswer(page).getByRole("list", { name: "Sources" }).getByRole("listitem");
  await expect(sources.nth(0)).toContainText("Microsoft Corporation: financial statements");
  await expect(sources.nth(1)).toContainText("Apple Inc.: financial statements");

  await ask(page, "How much revenue did Boeing make in 2023?");
  await expect(lastAnswer(page).locator(".answer-markdown p").first()).toHaveText(
    /^Boeing \(BA\) is not in the offline data set \(\d+ companies\); with SEC EDGAR live it would be\.$/,
  );
  await expect(lastAnswer(page)).not.toContainText(/Apple|Microsoft|revenue was/i);
});
