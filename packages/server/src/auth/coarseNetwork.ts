// Networks of client addresses. coarseNetwork: roughly where a session signed in, without keeping
// the address (issue 23): an IPv4 address's network (its first three parts, "203.0.113.x"), an
// IPv6 address's first four groups ("2001:db8:85a3:8d3::/64"); nothing for what is neither. Shown
// in the sessions list. throttledNetwork: whom sign-in throttling counts as one client;
// wideIpv6Network: the /48 it also counts an IPv6 client in.
import { isIPv4, isIPv6 } from "node:net";

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Two bytes of a dotted IPv4 address as one IPv6 group. */
const group = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);

/**
 * An IPv6 address ending in an IPv4 one ("1::3:4:5:6:1.2.3.4") with that end written as the two
 * groups it stands for ("102:304"), so the "::" run is filled to the right length.
 */
const dottedTailAsGroups = (address: string) =>
  address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_whole: string, a: string, b: string, c: string, d: string) => `${group(a, b)}:${group(c, d)}`,
  );

/** Every group of an IPv6 address, the "::" run filled with zeros. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = dottedTailAsGroups(address).split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right];
}

/** An IPv6 address's prefix of `groups` groups (4 for a /64, 3 for a /48), as "2001:db8:85a3:8d3::/64". */
function ipv6Prefix(address: string, groups: 3 | 4): string {
  const kept = ipv6Groups(address.split("%")[0] ?? "")
    .slice(0, groups)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
  return `${kept.join(":")}::/${groups * 16}`;
}

/** The address with an IPv4 address written as IPv6 ("::ffff:1.2.3.4") read as that IPv4 one. */
const plainAddress = (address: string | null | undefined) => (address ?? "").trim().replace(IPV4_MAPPED, "$1");

export function coarseNetwork(address: string | null | undefined): string | null {
  const plain = plainAddress(address);
  if (isIPv4(plain)) return `${plain.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(plain)) return ipv6Prefix(plain, 4);
  return null;
}

/**
 * The client sign-in throttling counts an address as: an IPv4 address itself (often a whole
 * household or office behind one), an IPv6 address's /64 (what one subscriber is usually given,
 * so walking through its addresses earns no fresh allowance), anything else as it is.
 */
export function throttledNetwork(address: string): string {
  const plain = plainAddress(address);
  if (isIPv4(plain)) return plain;
  if (isIPv6(plain)) return ipv6Prefix(plain, 4);
  return address;
}

/**
 * The wider network sign-in throttling also counts an IPv6 client in: its /48, what a site or a
 * subscriber is often given whole, so its 65,536 /64s cannot each earn a fresh allowance. Null
 * for an IPv4 client (its address is the narrowest and the widest it counts as).
 */
export function wideIpv6Network(address: string): string | null {
  const plain = plainAddress(address);
  return isIPv6(plain) ? ipv6Prefix(plain, 3) : null;
}
