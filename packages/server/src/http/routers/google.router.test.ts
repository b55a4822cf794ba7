// Google sign-in over real HTTP, against a local key set standing in for Google's JWKS: a valid ID
// token signs in (creating or linking the account); a bad signature, another audience, another
// issuer, an expired token or an unverified e-mail is refused; without a client id it is off.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TokenResponse } from "@moatwise/core";
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

const CLIENT_ID = "moatwise-test.apps.googleusercontent.com";
let jwksServer: Server;
let server: RunningServer;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  googleKey = google.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  jwksServer = createServer((_, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  const { port } = jwksServer.address() as AddressInfo;
  server = await startTestServer({ googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/certs` });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  aud?: string;
  iss?: string;
  exp?: string;
  key?: CryptoKey;
}

function idToken(claims: Claims = {}) {
  const { aud = CLIENT_ID, iss = "https://accounts.google.com", exp = "1h", key = googleKey, ...rest } = claims;
  return new SignJWT({ email: uniqueEmail("g"), email_verified: true, sub: crypto.randomUUID(), ...rest })
    .setProtectedHeader({ alg: "RS256", kid: "test-key" })
    .setAudience(aud)
    .setIssuer(iss)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

const googleSignIn = async (token: string) => fetch(`${server.url}/v1/auth/google`, jsonBody({ id_token: token }));

describe("POST /v1/auth/google", () => {
  it("signs in with a valid ID token, creating the account with the profile's name and picture", async () => {
    const email = uniqueEmail("ada");
    const response = await googleSignIn(
      await idToken({ email, name: "Ada Lovelace", picture: "https://lh3.googleusercontent.com/a/ada" }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as TokenResponse;
    expect(body.user).toMatchObject({
      email,
      username: "Ada Lovelace",
      picture_url: "https://lh3.googleusercontent.com/a/ada",
    });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("moatwise_refresh="))).toBe(true);
  });

  it("finds the same account again by Google's subject, and links an existing e-mail account", async () => {
    const sub = crypto.randomUUID();
    const first = (await (await googleSignIn(await idToken({ sub }))).json()) as TokenResponse;
    const again = (await (
      await googleSignIn(await idToken({ sub, email: uniqueEmail("changed") }))
    ).json()) as TokenResponse;
    expect(again.user.id).toBe(first.user.id);

    const email = uniqueEmail("both");
    const byPassword = await fetch(
      `${server.url}/v1/users/signup`,
      jsonBody({ email, password: "correct horse battery" }),
    );
    const passwordUser = ((await byPassword.json()) as TokenResponse).user;
    const byGoogle = (await (await googleSignIn(await idToken({ email }))).json()) as TokenResponse;
    expect(byGoogle.user.id).toBe(passwordUser.id);
  });

  it.each([
    ["a bad signature", { key: "stranger" }],
    ["another audience", { aud: "someone-else.apps.googleusercontent.com" }],
    ["another issuer", { iss: "https://evil.example.com" }],
    ["an expired token", { exp: "-1m" }],
    ["an unverified e-mail", { email_verified: false }],
  ])("refuses %s with 401", async (_, change) => {
    const claims = { ...change, key: "key" in change ? strangerKey : googleKey } as Claims;
    const response = await googleSignIn(await idToken(claims));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      detail: "The Google sign-in could not be verified.",
      code: "google_token_invalid",
    });
  });

  it("lets Google Identity Services load, and only it, when Google sign-in is on", async () => {
    const policy = (await fetch(`${server.url}/v1/health`)).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/");
    expect(policy).toContain("frame-src https://accounts.google.com/gsi/");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("says the status shows the client id, and answers 400 google_not_configured on a server without one", async () => {
    expect(await (await fetch(`${server.url}/v1/auth/status`)).json()).toMatchObject({ google_client_id: CLIENT_ID });
    const plain = await startTestServer();
    try {
      const response = await fetch(`${plain.url}/v1/auth/google`, jsonBody({ id_token: await idToken() }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "google_not_configured" });
    } finally {
      await plain.close();
    }
  });
});
