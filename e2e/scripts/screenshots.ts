// Screenshots of the main screens in light and dark, desktop and 390 px wide, for review by eye:
//   pnpm --filter @moatwise/e2e screenshots   (with the app running on BASE_URL, default :3000)
import { mkdirSync } from "node:fs";
import { minimalPdf } from "@moatwise/server/testing/minimalPdf";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../support/chromium";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const outDir = process.env.SCREENSHOT_DIR ?? "../.screenshots";

async function signUp(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("Email").fill(`shots-${Date.now()}@example.com`);
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  for (const scheme of ["light", "dark"] as const) {
    for (const [label, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["mobile", { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ colorScheme: scheme, viewport });
      const page = await context.newPage();
      const shot = (name: string) =>
        page.screenshot({ path: `${outDir}/${name}-${scheme}-${label}.png`, fullPage: true });
      await page.goto(`${baseUrl}/`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await shot("home");
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel("Email").fill("someone@example.com");
      await page.getByLabel("Password").fill("wrong password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("alert").waitFor();
      await shot("login-error");
      await signUp(page);
      await page.getByRole("region", { name: "Market snapshot" }).getByText("$222.13").waitFor();
      await shot("home-signed-in");
      await page.goto(`${baseUrl}/settings`);
      await page.getByRole("heading", { name: "Settings" }).waitFor();
      await shot("settings");
      await page.goto(`${baseUrl}/search?q=apple`);
      await page.getByRole("link", { name: /Apple/ }).first().waitFor();
      await page.goto(`${baseUrl}/usage`);
      await page.getByRole("heading", { name: "Requests per day" }).waitFor();
      await shot("usage");
      await page.goto(`${baseUrl}/stock/AAPL`);
      await page.locator(".price-chart canvas").first().waitFor();
      await page.locator(".glance-list").waitFor();
      await shot("stock-overview");
      await page.getByRole("tab", { name: "Financials" }).click();
      await page.getByRole("rowheader", { name: "Revenue", exact: true }).waitFor();
      await page.locator(".flow-diagram").waitFor();
      await shot("stock-financials");
      await page.getByRole("tab", { name: "Valuation" }).click();
      await page.getByTestId("dcf-value").waitFor();
      await shot("stock-valuation");
      await page.getByRole("tab", { name: "Moat" }).click();
      await page.locator(".power-card").first().waitFor();
      await shot("stock-moat");
      await page.getByRole("tab", { name: "News" }).click();
      await page.getByLabel("Also show news that mentions").fill("NVIDIA, Costco");
      await page.getByRole("button", { name: "Save terms" }).click();
      await page.getByRole("list", { name: "Saved terms" }).waitFor();
      await page.locator(".news-item").first().waitFor();
      await shot("stock-news");
      await page.getByRole("tab", { name: "Filings" }).click();
      await page.getByRole("button", { name: "Open", exact: true }).first().click();
      await page.locator(".filing-text article").waitFor();
      await shot("stock-filings");
      await page.getByRole("tab", { name: "Notes" }).click();
      await page.getByRole("textbox", { name: "New note on AAPL" }).click();
      await page.keyboard.type("Services margin is the swing factor; check App Store rulings in the EU.");
      await page.getByRole("button", { name: "Save note" }).click();
      await page.getByRole("list", { name: "Your notes on AAPL" }).waitFor();
      await shot("stock-notes");
      await page.getByRole("button", { name: "Ask about AAPL" }).click();
      await page.getByRole("complementary", { name: "Inline chat" }).waitFor();
      await shot("inline-chat");
      await page.getByRole("button", { name: "Close the chat" }).click();
      await page.goto(`${baseUrl}/portfolio/dashboard`);
      await page.getByRole("heading", { name: "Start your portfolio" }).waitFor();
      await shot("portfolio-empty");
      await page.getByTestId("portfolio-csv-input").setInputFiles({
        name: "holdings.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(
          "symbol,shares,cost_per_share,thesis\nAAPL,10,150,Services keep growing\nCOST,5,600,\nKO,,,\n",
        ),
      });
      await page.getByTestId("portfolio-value").waitFor();
      await page.locator(".sector-legend").waitFor();
      await shot("portfolio");
      await page.goto(`${baseUrl}/portfolio/news`);
      await page.getByLabel("Span", { exact: true }).selectOption("90");
      await page.locator(".news-item-filing").first().waitFor();
      await shot("portfolio-news");
      await page.goto(`${baseUrl}/portfolio/AAPL`);
      await page.getByRole("region", { name: "Your holding" }).waitFor();
      await shot("portfolio-holding");
      await page.goto(`${baseUrl}/chat`);
      const input = page.getByRole("combobox", { name: "Message" });
      await page.getByRole("heading", { name: "Ask about a company" }).waitFor();
      await shot("chat-empty");
      await input.fill("How has Apple's revenue grown?");
      await input.press("Enter");
      await page.locator('[data-state="complete"]').last().waitFor({ timeout: 20_000 });
      await page
        .getByText(/\d+ sources?/)
        .last()
        .click();
      await shot("chat-answer");
      await page.locator(".answer-markdown p").first().click({ clickCount: 3 });
      await page.getByRole("toolbar", { name: "Selection tools" }).waitFor();
      await shot("selection-tools");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Export" }).last().click();
      await page.getByRole("dialog", { name: "Export as image" }).waitFor();
      await shot("export-card");
      await page.getByRole("button", { name: "Close", exact: true }).click();
      await input.fill("Compare $");
      await shot("chat-tickers");
      await page.goto(`${baseUrl}/pdf-chat`);
      await page.getByText(/Choose a PDF/).waitFor();
      await shot("pdf-chat-empty");
      await page.getByLabel(/Choose a PDF/).setInputFiles({
        name: "annual-report-scanned.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(21 * 1_048_576, 32),
      });
      await page
        .getByRole("alert")
        .getByText(/a PDF may be at most 20 MB/)
        .waitFor();
      await shot("pdf-too-large");
      await page.getByLabel(/Choose a PDF/).setInputFiles({
        name: "shareholder-letter-2026.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(
          minimalPdf([
            "Shareholder letter\nOur cloud revenue grew 31% to 12.4 billion dollars.",
            "Risks\nA slowdown in advertising could reduce operating margin.",
          ]),
        ),
      });
      const pdfQuestion = page.getByRole("textbox", { name: "Ask about the PDF" });
      await pdfQuestion.fill("What could reduce operating margin?");
      await pdfQuestion.press("Enter");
      await page.getByText("1 page quoted").waitFor();
      await page.locator(".pdf-answer .answer-markdown").waitFor();
      await shot("pdf-chat");
      await page.goto(`${baseUrl}/no/such/page`);
      await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await shot("not-found");
      await page.route("**/assets/RoadmapPage-*.js", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: 'export default function RoadmapPage() { throw new TypeError("x.milestones is undefined"); }',
        }),
      );
      await page.goto(`${baseUrl}/roadmap`);
      await page.getByRole("button", { name: "Show Technical Details" }).click();
      await shot("oops");
      await context.close();
    }
  }
  await browser.close();
  console.log(`Screenshots written to ${outDir}`);
}

await main();
