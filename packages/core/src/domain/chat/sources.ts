// An answer's sources as the chat shows them (spec §2, §7): one icon per source domain, at most
// three, from an external icon service (32 px), with a lettered fallback; an icon that failed is
// not asked for again for 5 minutes.
import { FAVICON_CACHE_MS, FAVICON_SIZE_PX, SOURCE_DOMAIN_MAX_CHARS, SOURCE_ICONS_MAX } from "../constants";

/** The domain a source lives on, without `www.`; null when the address has none or it is too long. */
export function sourceDomain(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const domain = host.replace(/^www\./, "");
  return domain !== "" && domain.length <= SOURCE_DOMAIN_MAX_CHARS ? domain : null;
}

/** The domains to show as icons: each once, in citation order, at most three. */
export function sourceIconDomains(urls: ReadonlyArray<string>, max = SOURCE_ICONS_MAX): string[] {
  const domains: string[] = [];
  for (const url of urls) {
    const domain = sourceDomain(url);
    if (domain && !domains.includes(domain)) domains.push(domain);
    if (domains.length === max) break;
  }
  return domains;
}

export function faviconUrl(domain: string): string {
  return `https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=${FAVICON_SIZE_PX}`;
}

/** The letter shown when there is no icon. */
export const sourceLetter = (domain: string) => (domain.match(/[a-z0-9]/i)?.[0] ?? "?").toUpperCase();

/** Icons that failed to load, remembered for 5 minutes so a page of answers does not ask again. */
export function faviconFailures(now: () => number) {
  const failedAt = new Map<string, number>();
  return {
    failed(domain: string): void {
      failedAt.set(domain, now());
    },
    isFailing(domain: string): boolean {
      const at = failedAt.get(domain);
      if (at === undefined) return false;
      if (now() - at < FAVICON_CACHE_MS) return true;
      failedAt.delete(domain);
      return false;
    },
  };
}

/** A source in the app itself (the user's own note or PDF page) is a path such as `/stock/AAPL?…`. */
export const isOwnSource = (url: string): boolean => /^\/(?![/\\])/.test(url);

/** The address to open a source at: an own source on this site, any other as it is. */
export function sourceAddress(url: string, appOrigin: string): string {
  return isOwnSource(url) ? `${appOrigin}${url}` : url;
}
