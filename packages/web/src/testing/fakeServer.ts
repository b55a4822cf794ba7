// A fake /v1 for web's component tests: each route answers from a function of the request, and
// every request is recorded. The client (with a signed-in token) and the components above it are real.
import { makeApiClient, promiseApi } from "@moatwise/core";

export interface SeenCall {
  readonly method: string;
  readonly path: string;
  /** The query parameters sent, by name (a parameter not sent is absent). */
  readonly query: Readonly<Record<string, string>>;
  readonly body: unknown;
}

type Answer = (body: unknown) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** JSON as its value; a form (an upload) as its fields' names, files by their names. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await request.formData();
    return Object.fromEntries([...form].map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
  }
  const text = await request.text();
  return text === "" ? undefined : JSON.parse(text);
}

export function fakeServer(routes: Record<string, Answer>) {
  const calls: SeenCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, "");
    const body = await bodyOf(request);
    calls.push({ method: request.method, path, query: Object.fromEntries(url.searchParams), body });
    const answer = routes[`${request.method} ${path}`];
    const { status, body: payload } = answer
      ? await answer(body)
      : { status: 404, body: { detail: `No route ${request.method} ${path}`, code: "not_found" } };
    return new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
  };
  const client = makeApiClient({ baseUrl: "http://moatwise.test", fetch });
  // Signed in, as the tests' auth machine says: the client sends a token and keeps no GET answers.
  client.accessToken.set("test-access-token");
  return { api: promiseApi(client), client, calls };
}

export const ok = (body: unknown) => ({ status: 200, body });
export const refused = (status: number, detail: string, code = "invalid") => ({ status, body: { detail, code } });
