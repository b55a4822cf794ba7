// The budget for the first load (issue 5, kept by issue 35): the JavaScript the browser fetches to
// show `/` and `/login`, gzipped, is at most 170 KB (170,000 bytes). It was raised to 176 KB as the
// app grew, and came back once the chat and conversations machines, the search box and the account
// menu loaded when first wanted instead of with the first page. About 161 KB since the API client
// calls fetch itself instead of through ky, whose retries, time-outs and thrown statuses it never
// used (8 KB gzipped). Measured in Chromium on the built app.
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";

const BUDGET_BYTES = 170_000;

/**
 * Everything fetched until the page shows its heading and the network is quiet: the lazily loaded
 * page counts too (waiting for the network alone sometimes ended before it was asked for).
 */
async function initialJavaScriptGzipped(page: Page, path: string, heading: string): Promise<number> {
  const bodies: Array<Promise<Buffer>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body());
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.waitForLoadState("networkidle");
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  return scripts.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
}

for (const [path, heading] of [
  ["/", "Research companies with sources you can check."],
  ["/login", "Sign in to Moatwise"],
] as const) {
  test(`the first load of ${path} fetches at most 170 KB of gzipped JavaScript`, async ({ page }, testInfo) => {
    const bytes = await initialJavaScriptGzipped(page, path, heading);
    testInfo.annotations.push({ type: "initial JS (gzip)", description: `${(bytes / 1000).toFixed(1)} KB` });
    console.log(`initial JavaScript of ${path}: ${(bytes / 1000).toFixed(1)} KB gzipped`);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
