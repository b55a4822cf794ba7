// Words for a signed-in device (ours: settings › active sessions): "Chrome on Linux" from its user
// agent; whichever half is known; the raw text, cut, when nothing is recognised.

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg\//, "Edge"],
  [/Firefox\//, "Firefox"],
  [/Chrom(e|ium)\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows/, "Windows"],
  [/Android/, "Android"],
  [/iPhone|iPad/, "iOS"],
  [/Mac OS X/, "macOS"],
  [/Linux/, "Linux"],
];

const UNKNOWN_DEVICE = "Unknown device";
const RAW_MAX_CHARS = 60;

const firstMatch = (table: ReadonlyArray<readonly [RegExp, string]>, text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const browser = firstMatch(BROWSERS, userAgent);
  const system = firstMatch(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.trim().slice(0, RAW_MAX_CHARS);
}
