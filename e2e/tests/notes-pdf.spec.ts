// Notes and PDFs, the user's own material: a note written on a stock page is kept, edited and
// deleted, and the offline assistant quotes it with a citation that opens it; a PDF uploaded on
// /pdf-chat answers questions quoting its pages, survives a reload, and is removed cleanly.
import { minimalPdf } from "@moatwise/server/testing/minimalPdf";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndSignIn, uniqueEmail } from "../support/accounts";

const lastAnswer = (page: Page) => page.getByRole("article", { name: "Answer" }).last();

async function writeNote(page: Page, text: string) {
  const editor = page.getByRole("textbox", { name: /^New note on/ });
  await editor.click();
  await page.keyboard.type(text);
  await page.getByRole("button", { name: "Save note" }).click();
}

test("a note is kept, quoted by the assistant with a citation that opens it, edited and deleted", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("notes"));
  await page.goto("/stock/AAPL");
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page.getByText("No notes on AAPL yet.")).toBeVisible();

  // Ctrl+B makes bold text here; it does not toggle the sidebar.
  const editor = page.getByRole("textbox", { name: "New note on AAPL" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("Thesis:");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(" the App Store toll is the flywheel of the services moat.");
  await page.getByRole("button", { name: "Save note" }).click();
  const notes = page.getByRole("list", { name: "Your notes on AAPL" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.locator("b, strong")).toHaveText("Thesis:");
  await expect(editor).toHaveText("");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  await page.goto("/chat");
  const input = page.getByRole("combobox", { name: "Message" });
  await input.fill("What is Apple's services flywheel?");
  await input.press("Enter");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(lastAnswer(page)).toContainText("the App Store toll is the flywheel of the services moat.");
  const citation = lastAnswer(page).getByRole("link", { name: "[1]" }).first();
  await expect(citation).toHaveAttribute("href", /\/stock\/AAPL\?section=notes#note-[0-9a-f-]{36}$/);
  await lastAnswer(page)
    .getByText(/\d+ sources?/)
    .click();
  await expect(lastAnswer(page).locator(".sources-list li").first()).toContainText("Your note on AAPL · Your notes");

  const href = (await citation.getAttribute("href")) ?? "";
  await page.goto(href);
  await expect(page.getByRole("tab", { name: "Notes" })).toHaveAttribute("aria-selected", "true");
  const cited = page.locator(`#${href.split("#")[1]}`);
  await expect(cited).toHaveClass(/note-cited/);

  await cited.getByRole("button", { name: "Edit" }).click();
  const editing = page.getByRole("textbox", { name: "Edit note" });
  await editing.press("End");
  await page.keyboard.type(" Watch the EU rules.");
  await page.getByRole("button", { name: "Save note" }).last().click();
  await expect(cited).toContainText("Watch the EU rules.");
  await expect(cited.getByRole("button", { name: "Organize" })).toBeDisabled();

  await cited.getByRole("button", { name: "Delete" }).click();
  await cited.getByRole("button", { name: "Delete note" }).click();
  await expect(page.getByText("No notes on AAPL yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No notes on AAPL yet.")).toBeVisible();
});

test("an empty note is not saved, and what was typed stays when saving fails", async ({ page, request }) => {
  await signUpAndSignIn(page, request, uniqueEmail("notes-fail"));
  await page.goto("/stock/MSFT?section=notes");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("No notes on MSFT yet.")).toBeVisible();
  await page.route("**/v1/notes", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, json: { detail: "The notes service is down.", code: "down" } })
      : route.fallback(),
  );
  await writeNote(page, "Azure keeps growing.");
  await expect(page.getByRole("alert")).toHaveText("The notes service is down.");
  await expect(page.getByRole("textbox", { name: "New note on MSFT" })).toHaveText("Azure keeps growing.");
});

const LETTER = [
  "Shareholder letter 2026\nOur cloud revenue grew 31% to 12.4 billion dollars.",
  "Risks\nA slowdown in advertising could reduce operating margin.",
];

test("a PDF is uploaded, answers quote its pages, it survives a reload, and it is removed", async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, uniqueEmail("pdf"));
  await page.goto("/pdf-chat");
  await page.getByLabel(/Choose a PDF/).setInputFiles({
    name: "letter.txt",
    mimeType: "application/pdf",
    buffer: Buffer.from("not a pdf"),
  });
  await expect(page.getByRole("alert")).toHaveText("This file is not a PDF.");

  await page.getByLabel(/Choose a PDF/).setInputFiles({
    name: "letter.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(minimalPdf(LETTER)),
  });
  await expect(page.getByText("letter.pdf", { exact: true })).toBeVisible();
  await expect(page.getByText(/2 pages ·/)).toBeVisible();
  await expect(page).toHaveURL(/\/pdf-chat\?session=[0-9a-f-]{36}$/);

  const ask = page.getByRole("textbox", { name: "Ask about the PDF" });
  await ask.fill("What could reduce operating margin?");
  await ask.press("Enter");
  const answer = page.getByRole("article", { name: "Answer to: What could reduce operating margin?" });
  await expect(answer).toContainText("A slowdown in advertising could reduce operating margin.");
  await expect(answer).toContainText("(page 2)");
  await expect(answer.getByText("1 page quoted")).toBeVisible();
  // The sources list names the page (the answer's own bullets are list items too).
  await expect(answer.getByRole("listitem").filter({ hasText: /^Page 2/ })).toBeVisible();

  await page.reload();
  await expect(page.getByText("letter.pdf", { exact: true })).toBeVisible();
  await ask.fill("cloud revenue");
  await ask.press("Enter");
  await expect(page.getByRole("article", { name: "Answer to: cloud revenue" })).toContainText("(page 1)");

  // The assistant on /chat quotes the PDF too, and its citation opens this PDF again.
  await page.goto("/chat");
  const input = page.getByRole("combobox", { name: "Message" });
  await input.fill("advertising slowdown operating margin");
  await input.press("Enter");
  await expect(lastAnswer(page)).toHaveAttribute("data-state", "complete", { timeout: 15_000 });
  await expect(lastAnswer(page).getByRole("link", { name: "[1]" }).first()).toHaveAttribute(
    "href",
    /\/pdf-chat\?session=[0-9a-f-]{36}&quote=[^#]+#page-2$/,
  );

  await page.goBack();
  await expect(page.getByText("letter.pdf", { exact: true })).toBeVisible();

  // The inline chat's PDF tab beside another page lists the PDFs uploaded, and one opened there
  // comes back with the questions asked of it and their answers.
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Chat" }).click();
  await page.getByRole("group", { name: "Chat with" }).getByRole("button", { name: "PDF" }).click();
  const pane = page.getByRole("complementary", { name: "Inline chat" });
  const paneLibrary = pane.getByRole("list", { name: "Your PDFs" });
  await expect(paneLibrary.getByRole("listitem")).toHaveText([/letter\.pdf/]);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => document.documentElement.setAttribute("data-theme", t), theme);
    await page.screenshot({ path: test.info().outputPath(`inline-pdf-library-1280-${theme}.png`) });
  }
  await paneLibrary.getByRole("button", { name: "Open" }).click();
  await expect(pane.getByRole("article", { name: "Answer to: What could reduce operating margin?" })).toContainText(
    "(page 2)",
  );
  await expect(pane.getByRole("article", { name: "Answer to: cloud revenue" })).toContainText("(page 1)");

  // Without a session in the address, the page lists the user's PDFs to open again, with their questions.
  await page.goto("/pdf-chat");
  const library = page.getByRole("list", { name: "Your PDFs" });
  await expect(library.getByRole("listitem")).toHaveCount(1);
  await library.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/pdf-chat\?session=[0-9a-f-]{36}$/);
  await expect(page.getByRole("article", { name: /^Answer to: / })).toHaveCount(2);
  await page.getByRole("button", { name: "Remove PDF" }).click();
  await expect(page.getByText(/Choose a PDF/)).toBeVisible();
  await expect(page).toHaveURL(/\/pdf-chat$/);
  await page.reload();
  await expect(page.getByText(/Choose a PDF/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Your PDFs" })).toHaveCount(0);
});
