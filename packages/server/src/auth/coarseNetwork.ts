// Roughly where a session signed in, without keeping the address (issue 23): an IPv4 address's
// network (its first three parts, "203.0.113.x"), an IPv6 address's first four groups
// ("2001:db8:85a3:8d3::/64"); nothing for what is neither. Shown in the sessions list.
import { isIPv4, isIPv6 } from "node:net";

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Every group of an IPv6 address, the "::" run filled with zeros. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right];
}

export function coarseNetwork(address: string | null | undefined): string | null {
  const plain = (address ?? "").trim().replace(IPV4_MAPPED, "$1");
  if (isIPv4(plain)) return `${plain.split(".").slice(0, 3).join(".")}.x`;
  if (isIPv6(plain)) {
    const groups = ipv6Groups(plain.split("%")[0] ?? "")
      .slice(0, 4)
      .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""));
    return `${groups.join(":")}::/64`;
  }
  return null;
}
