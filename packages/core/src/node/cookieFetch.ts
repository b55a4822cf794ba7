// A fetch that keeps cookies the way a browser does, for clients in Node (whose fetch keeps none):
// the server's session lives in an httpOnly refresh cookie and a CSRF cookie, so without a jar
// the client could sign in but never refresh. The jar is kept in a KeyValueStorage (a file with
// mode 0600 for a terminal client) under one key, per origin; Path and Max-Age/Expires are honoured.
import type { KeyValueStorage } from "../services/storage";

interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly path: string;
  /** Milliseconds since the epoch, or null for a cookie that lasts the session. */
  readonly expiresAt: number | null;
}

type Jar = Record<string, StoredCookie[]>;

export interface CookieFetchOptions {
  readonly storage: KeyValueStorage;
  /** The storage key the jar is kept under. */
  readonly key?: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly now?: () => number;
}

export const COOKIE_JAR_KEY = "moatwise.cookies";

function readJar(storage: KeyValueStorage, key: string): Jar {
  const text = storage.get(key);
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Jar) : {};
  } catch {
    return {};
  }
}

/** The directory of the request path, the default Path of a cookie set without one (RFC 6265 §5.1.4). */
function defaultPath(pathname: string): string {
  const lastSlash = pathname.lastIndexOf("/");
  return lastSlash <= 0 ? "/" : pathname.slice(0, lastSlash);
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith("/") || requestPath[cookiePath.length] === "/";
}

function parseSetCookie(line: string, requestPath: string, now: number): StoredCookie | null {
  const [pair = "", ...attributes] = line.split(";");
  const equals = pair.indexOf("=");
  if (equals <= 0) return null;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  let path = defaultPath(requestPath);
  let expiresAt: number | null = null;
  let maxAgeSeen = false;
  for (const attribute of attributes) {
    const [rawName = "", ...rest] = attribute.split("=");
    const attributeName = rawName.trim().toLowerCase();
    const attributeValue = rest.join("=").trim();
    if (attributeName === "path" && attributeValue.startsWith("/")) path = attributeValue;
    if (attributeName === "max-age" && /^-?\d+$/.test(attributeValue)) {
      maxAgeSeen = true;
      expiresAt = now + Number(attributeValue) * 1000;
    }
    if (attributeName === "expires" && !maxAgeSeen) {
      const at = Date.parse(attributeValue);
      if (!Number.isNaN(at)) expiresAt = at;
    }
  }
  return { name, value, path, expiresAt };
}

/** A fetch that sends the jar's cookies for the request's origin and path, and keeps what the answer sets. */
export function cookieFetch(options: CookieFetchOptions): typeof globalThis.fetch {
  const { storage } = options;
  const key = options.key ?? COOKIE_JAR_KEY;
  const send = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;

  const fetchWithCookies = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const jar = readJar(storage, key);
    const at = now();
    const live = (jar[url.origin] ?? []).filter((cookie) => cookie.expiresAt === null || cookie.expiresAt > at);
    const sent = live.filter((cookie) => pathMatches(url.pathname, cookie.path));
    const headers = new Headers(request.headers);
    if (sent.length > 0) headers.set("cookie", sent.map((cookie) => `${cookie.name}=${cookie.value}`).join("; "));
    const response = await send(new Request(request, { headers }));

    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) {
      let kept = live;
      for (const line of setCookies) {
        const cookie = parseSetCookie(line, url.pathname, at);
        if (!cookie) continue;
        kept = kept.filter((old) => !(old.name === cookie.name && old.path === cookie.path));
        const expired = cookie.value === "" || (cookie.expiresAt !== null && cookie.expiresAt <= at);
        if (!expired) kept = [...kept, cookie];
      }
      const next: Jar = { ...readJar(storage, key), [url.origin]: kept };
      if (kept.length === 0) delete next[url.origin];
      if (Object.keys(next).length === 0) storage.remove(key);
      else storage.set(key, JSON.stringify(next));
    }
    return response;
  };
  return fetchWithCookies as typeof globalThis.fetch;
}

/** Forgets every cookie the jar keeps for `origin` (a sign-out that could not reach the server). */
export function forgetCookies(storage: KeyValueStorage, origin: string, key: string = COOKIE_JAR_KEY): void {
  const jar = readJar(storage, key);
  if (!(origin in jar)) return;
  delete jar[origin];
  if (Object.keys(jar).length === 0) storage.remove(key);
  else storage.set(key, JSON.stringify(jar));
}
