// Server calls held by the test until a model path says how they end: a path step such as
// `xstate.done.actor.searchCompanies` answers the held call with the model's output (or lets it
// through to the real server), and `xstate.error.actor.…` with the model's failure. Calls the page
// gave up on (a newer search aborted them) are dropped.
import { expect, type Page, type Route } from "@playwright/test";

export interface HeldCalls {
  /** Waits until the page has made a call, and answers the newest with JSON and a status. */
  answer(status: number, body: unknown): Promise<void>;
  /** Waits until the page has made a call, and lets the newest through to the real server. */
  pass(): Promise<void>;
  /** How many calls the page has made since the last `forget`. */
  count(): number;
  /** Drops every held call (between paths, before the page is loaded again). */
  forget(): void;
}

/** Holds the page's calls to `url` (only those of `method`, when given; others go on as usual). */
export async function holdCalls(page: Page, url: string | RegExp, method?: string): Promise<HeldCalls> {
  let held: Route[] = [];
  let made = 0;
  await page.route(url, (route) => {
    if (method && route.request().method() !== method) return route.fallback();
    made += 1;
    held.push(route);
  });
  const newest = async () => {
    await expect.poll(() => held.length, { message: `a call to ${url} is held` }).toBeGreaterThan(0);
    const route = held.pop() as Route;
    for (const stale of held) await stale.abort().catch(() => {});
    held = [];
    return route;
  };
  return {
    async answer(status, body) {
      await (await newest()).fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    },
    async pass() {
      await (await newest()).continue();
    },
    count: () => made,
    forget() {
      for (const route of held) route.abort().catch(() => {});
      held = [];
      made = 0;
    },
  };
}
