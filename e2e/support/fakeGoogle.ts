// Stands in for Google in the browser journeys: a fresh RS256 key, its key set at /certs (the
// server verifies ID tokens against it, as it would against Google's), and /id-token, which signs
// the token Google's button would hand back. Run by Playwright as a web server.
import { createServer } from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export const GOOGLE_TEST_CLIENT_ID = "moatwise-e2e.apps.googleusercontent.com";

async function main() {
  const port = Number(process.env.PORT ?? 3212);
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "e2e-key", alg: "RS256", use: "sig" };

  const idToken = (email: string, name: string, audience: string) =>
    new SignJWT({ email, email_verified: true, name, picture: "https://lh3.googleusercontent.com/a/e2e" })
      .setProtectedHeader({ alg: "RS256", kid: "e2e-key" })
      .setSubject(`google-${email}`)
      .setAudience(audience)
      .setIssuer("https://accounts.google.com")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);

  createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/certs") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (url.pathname === "/id-token") {
      const email = url.searchParams.get("email") ?? "ada@example.com";
      const token = await idToken(
        email,
        url.searchParams.get("name") ?? "Ada Lovelace",
        url.searchParams.get("aud") ?? GOOGLE_TEST_CLIENT_ID,
      );
      response.writeHead(200, { "content-type": "text/plain" });
      response.end(token);
      return;
    }
    response.writeHead(404).end();
  }).listen(port, "127.0.0.1");
}

if (process.argv[1]?.endsWith("fakeGoogle.ts")) void main();
