// An answer's sources as the chat shows them (spec §2, §7): one icon per source domain, at most
// three. The icon is the domain's letter on the domain's own colour, drawn here: no third-party
// icon service is asked (it would learn what the user researches, and fails offline; issue 23).
import { SOURCE_DOMAIN_MAX_CHARS, SOURCE_ICONS_MAX } from "../constants";

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

/** The letter a source's icon shows. */
export const sourceLetter = (domain: string) => (domain.match(/[a-z0-9]/i)?.[0] ?? "?").toUpperCase();

/** The hue (0–359) of a domain's icon: the same for a domain every time, different for most others. */
export function sourceHue(domain: string): number {
  let hash = 0;
  for (const char of domain) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** A source in the app itself (the user's own note or PDF page) is a path such as `/stock/AAPL?…`. */
export const isOwnSource = (url: string): boolean => /^\/(?![/\\])/.test(url);

/** The address to open a source at: an own source on this site, any other as it is. */
export function sourceAddress(url: string, appOrigin: string): string {
  return isOwnSource(url) ? `${appOrigin}${url}` : url;
}
