// A PDF's citations open the PDF (issue 39 items 8 and 9): on /pdf-chat an answer's page opens in
// the viewer with the quoted passage highlighted in the page's text layer; a ratio asked of a filing
// is computed from its statement's two lines, and its citation opens that statement's page; and the
// inline chat's PDF mode chats with a PDF beside the page, opens its quoted pages too, and is cleared.
import { minimalPdf, placedPdf } from "@moatwise/server/testing/minimalPdf";
import { proseRuns, statementRuns } from "@moatwise/server/testing/statementPdf";
import { expect, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

// A stock page, an upload and a page drawn by PDF.js each take a few seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

const FILING = [
  "Annual report 2026\nTable of contents\nConsolidated Statements of Cash Flows 3",
  "Management's discussion\nCash flow was strong in the year and cash flow stays our focus.",
  [
    "CONSOLIDATED STATEMENTS OF CASH FLOWS (in millions)",
    "Net income 9,400 8,100",
    "Depreciation and amortization 1,200 1,100",
    "Purchases of property, plant and equipment (2,310) (2,050)",
    "Dividends paid (800) (760)",
  ].join("\n"),
  "Note 9 Leases\nOperating lease cost was 120 million in the year.",
];

const upload = { name: "filing.pdf", mimeType: "application/pdf", buffer: Buffer.from(minimalPdf(FILING)) };

test("an answer's page opens the PDF at that page with the quoted passage highlighted", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("pdfcite"));
  await page.goto("/pdf-chat");
  await page.getByLabel(/Choose a PDF/).setInputFiles(upload);
  await expect(page.getByText("filing.pdf", { exact: true })).toBeVisible();

  const ask = page.getByRole("textbox", { name: "Ask about the PDF" });
  await ask.fill("Using the cash flow statement, what were purchases of property, plant and equipment?");
  await ask.press("Enter");
  const answer = page.getByRole("article", { name: /^Answer to: Using the cash flow statement/ });
  await expect(answer).toContainText("(page 3)");
  await expect(answer.getByText("1 page quoted")).toBeVisible();

  await answer.getByRole("button", { name: /^Open page 3 of filing\.pdf/ }).click();
  const viewer = page.getByRole("dialog", { name: "filing.pdf" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("status")).toHaveText("Page 3, the quoted passage highlighted.");
  await expect(viewer.getByText("Page 3 of 4")).toBeVisible();
  const highlighted = viewer.locator(".textLayer .pdf-passage");
  await expect(highlighted.first()).toBeVisible();
  await expect(highlighted.filter({ hasText: "Purchases of property" })).toHaveCount(1);

  // Keyboard: the next page by its button, and Escape closes the viewer, back to the answer.
  await viewer.getByRole("button", { name: "Next" }).press("Enter");
  await expect(viewer.getByRole("status")).toHaveText("Page 4.");
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(answer).toBeVisible();
});

/** A filing whose income statement, on page 2, gives a gross margin of 4,120 / 10,300 = 40.0 % in 2024. */
const STATEMENT_FILING = placedPdf([
  proseRuns([
    "Item 7. Management's Discussion and Analysis",
    "Net sales grew in 2024 as stores opened; gross profit grew with them.",
  ]),
  statementRuns({
    heading: ["Anvil Works Inc.", "CONSOLIDATED STATEMENTS OF OPERATIONS", "(In millions)"],
    columnHeadings: [["Years Ended December 31,"], ["2024", "2023"]],
    columns: [470, 540],
    rows: [
      { label: "Net sales", values: ["$ 10,300", "$ 9,500"] },
      { label: "Cost of sales", values: ["6,180", "5,890"] },
      { label: "Gross profit", values: ["4,120", "3,610"] },
      { label: "Selling, general and administrative expenses", values: ["2,050", "1,980"] },
      { label: "Net income", values: ["$ 1,540", "$ 1,210"] },
    ],
  }).runs,
  proseRuns(["Note 1 \u2013 Basis of presentation", "The statements are prepared under U.S. GAAP."]),
]);

test("a ratio asked of a filing is computed from its statement, and its citation opens the page highlighted", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("pdfratio"));
  await page.goto("/pdf-chat");
  await page
    .getByLabel(/Choose a PDF/)
    .setInputFiles({ name: "anvil-10k.pdf", mimeType: "application/pdf", buffer: Buffer.from(STATEMENT_FILING) });
  await expect(page.getByText("anvil-10k.pdf", { exact: true })).toBeVisible();

  const ask = page.getByRole("textbox", { name: "Ask about the PDF" });
  await ask.fill("What was the gross margin in 2024?");
  await ask.press("Enter");
  const answer = page.getByRole("article", { name: "Answer to: What was the gross margin in 2024?" });
  // The figure is computed from the two lines, each named with its page.
  await expect(answer).toContainText("Gross margin in fiscal 2024 was 40.0%");
  await expect(answer).toContainText(
    "Gross profit, fiscal 2024: $4.12 billion (gross profit, income statement, page 2)",
  );
  await expect(answer).toContainText("Revenue, fiscal 2024: $10.30 billion (net sales, income statement, page 2)");

  await answer.getByRole("button", { name: /^Open page 2 of anvil-10k\.pdf/ }).click();
  const viewer = page.getByRole("dialog", { name: "anvil-10k.pdf" });
  await expect(viewer.getByRole("status")).toHaveText("Page 2, the quoted passage highlighted.");
  await expect(viewer.getByText("Page 2 of 3")).toBeVisible();
  const highlighted = viewer.locator(".textLayer .pdf-passage");
  await expect(highlighted.filter({ hasText: "Gross profit" }).first()).toBeVisible();
  // The line the figure came from is marked, its figure with it.
  await expect(highlighted.filter({ hasText: "4,120" })).toHaveCount(1);
});

test("the inline chat's PDF mode chats with a PDF beside the page and is cleared", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("pdfpane"));
  // (The Filings tab's "Chat with a PDF beside this page" sends the same inlineChat.openPdf; the
  // journey starts from the header's Chat button, on the home page.)
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Chat" }).click();
  const tabs = page.getByRole("group", { name: "Chat with" });
  await tabs.getByRole("button", { name: "PDF" }).click();

  const pane = page.getByRole("complementary", { name: "Inline chat" });
  await expect(pane.getByRole("button", { name: "PDF", pressed: true })).toBeVisible();
  await pane.getByLabel(/Choose a PDF/).setInputFiles(upload);
  await expect(pane.getByText("filing.pdf", { exact: true })).toBeVisible();
  const ask = pane.getByRole("textbox", { name: "Ask about the PDF" });
  await ask.fill("How much was operating lease cost?");
  await ask.press("Enter");
  const answer = pane.getByRole("article", { name: "Answer to: How much was operating lease cost?" });
  await expect(answer).toContainText("(page 4)");
  // The page stays beside the pane.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await answer.getByRole("button", { name: /^Open page 4 of filing\.pdf/ }).click();
  await expect(page.getByRole("dialog", { name: "filing.pdf" }).getByRole("status")).toHaveText(
    "Page 4, the quoted passage highlighted.",
  );
  await page.keyboard.press("Escape");

  const deleted = page.waitForResponse(
    (response) => response.request().method() === "DELETE" && /\/v1\/pdf\/session\//.test(response.url()),
  );
  await pane.getByRole("button", { name: "Clear PDF" }).click();
  expect((await deleted).status()).toBe(200);
  await expect(pane.getByRole("button", { name: "Assistant", pressed: true })).toBeVisible();
  await page.goto("/pdf-chat");
  await expect(page.getByRole("list", { name: "Your PDFs" })).toHaveCount(0);
});
