// Login CSRF, as an attacker would try it: a page on another origin holds a form that posts the
// attacker's own credentials to Moatwise's sign-in as soon as it loads. Were it accepted, the
// visitor's browser would be signed in as the attacker, and what they wrote next would land in the
// attacker's account. Both another host (cross-site) and another port of ours (same-site, yet
// another origin) are tried; after either, Moatwise is still signed out.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "../support/accounts";

/** Serves one page that auto-posts `fields` to `action`, on `host`; answers its origin. */
async function serveAutoPostingForm(host: string, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  const html = `<!doctype html><title>Win a prize</title>
<form method="POST" action="${action}">${inputs}</form>
<script>document.forms[0].submit()</script>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

for (const [kind, attackerHost] of [
  ["another host", "127.0.0.2"],
  ["another port of the same host", "127.0.0.1"],
] as const) {
  test(`a page on ${kind} cannot sign the visitor in as the attacker`, async ({ page, request, baseURL }) => {
    const attacker = uniqueEmail("attacker");
    expect((await request.post("/v1/users/signup", { data: { email: attacker, password: PASSWORD } })).status()).toBe(
      201,
    );
    const signInUrl = `${baseURL}/v1/users/signin`;
    const trap = await serveAutoPostingForm(attackerHost, signInUrl, { username: attacker, password: PASSWORD });
    try {
      const posted = page.waitForResponse((response) => response.url() === signInUrl);
      await page.goto(trap.origin);
      const answer = await posted;
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toMatchObject({ code: "cross_site_sign_in" });

      await page.goto("/");
      await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Account:/ })).toHaveCount(0);
      const status = await (await page.request.get("/v1/auth/status")).json();
      expect(status).toMatchObject({ authenticated: false, user: null });
    } finally {
      await trap.close();
    }
  });
}
