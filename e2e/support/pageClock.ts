// The page's fake clock (installed before the page loads), paused a moment after the page's own
// time: the page's time may run ahead of the test's after earlier runFor calls.
import type { Page } from "@playwright/test";

export async function pauseClock(page: Page): Promise<void> {
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 1000);
}
