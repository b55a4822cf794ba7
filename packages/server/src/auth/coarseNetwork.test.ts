// A session's rough place: the network, never the address; anything that is not an address, none.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coarseNetwork, throttledNetwork, wideIpv6Network } from "./coarseNetwork";

/** An IPv6 address's first four groups as the WHATWG URL parser writes the address (an independent reading). */
function firstFourGroupsByUrl(address: string): string {
  const written = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = written.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.slice(0, 4).join(":");
}

describe("coarseNetwork", () => {
  it("keeps an IPv4 address's first three parts and an IPv6 address's first four groups", () => {
    expect(coarseNetwork("203.0.113.42")).toBe("203.0.113.x");
    expect(coarseNetwork("::ffff:127.0.0.1")).toBe("127.0.0.x");
    expect(coarseNetwork("2001:0db8:85a3:08d3:1319:8a2e:0370:7344")).toBe("2001:db8:85a3:8d3::/64");
    expect(coarseNetwork("::1")).toBe("0:0:0:0::/64");
    expect(coarseNetwork("not an address")).toBeNull();
    expect(coarseNetwork(null)).toBeNull();
  });

  it("never keeps the last part of an IPv4 address", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        const network = coarseNetwork(address);
        expect(network).toBe(`${address.split(".").slice(0, 3).join(".")}.x`);
      }),
    );
  });

  it("never keeps more than four groups of an IPv6 address", () => {
    fc.assert(
      // An IPv4 address written as IPv6 ("::ffff:1.2.3.4") is read as the IPv4 one (above).
      fc.property(
        fc.ipV6().filter((address) => !/^::ffff:\d/i.test(address)),
        (address) => {
          const network = coarseNetwork(address) ?? "";
          expect(network.endsWith("::/64")).toBe(true);
          expect(network.replace("::/64", "").split(":")).toHaveLength(4);
        },
      ),
    );
  });

  it("reads an IPv6 address ending in an IPv4 one as the groups that end stands for", () => {
    expect(coarseNetwork("1::3:4:5:6:1.2.3.4")).toBe("1:0:3:4::/64");
    fc.assert(
      fc.property(
        fc.ipV6().filter((address) => !/^::ffff:\d/i.test(address)),
        (address) => {
          expect(coarseNetwork(address)).toBe(`${firstFourGroupsByUrl(address)}::/64`);
        },
      ),
    );
  });
});

describe("throttledNetwork", () => {
  it("counts an IPv4 address as itself, an IPv4 address written as IPv6 as the IPv4 one", () => {
    expect(throttledNetwork("203.0.113.42")).toBe("203.0.113.42");
    expect(throttledNetwork("::ffff:203.0.113.42")).toBe("203.0.113.42");
    expect(throttledNetwork("unknown")).toBe("unknown");
  });

  it("counts every address of one IPv6 /64 as one client, and two /64s as two", () => {
    expect(throttledNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(throttledNetwork("2001:DB8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(throttledNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 4, maxLength: 4 }), (interface64) => {
        const address = `2001:db8:aa:bb:${interface64.map((g) => g.toString(16)).join(":")}`;
        expect(throttledNetwork(address)).toBe("2001:db8:aa:bb::/64");
      }),
    );
  });
});

describe("wideIpv6Network", () => {
  it("counts every /64 of one IPv6 /48 as one wider network, however the address is written", () => {
    expect(wideIpv6Network("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(wideIpv6Network("2001:0DB8:0001:ffff::1")).toBe("2001:db8:1::/48");
    expect(wideIpv6Network("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(wideIpv6Network("2001:db8:2:2::1")).toBe("2001:db8:2::/48");
    const group = fc.integer({ min: 0, max: 0xffff }).map((g) => g.toString(16));
    fc.assert(
      fc.property(group, fc.array(group, { minLength: 4, maxLength: 4 }), (subnet, interfaceId) => {
        expect(wideIpv6Network(`2001:db8:aa:${subnet}:${interfaceId.join(":")}`)).toBe("2001:db8:aa::/48");
      }),
    );
  });

  it("has none for an IPv4 client, written either way", () => {
    expect(wideIpv6Network("203.0.113.42")).toBeNull();
    expect(wideIpv6Network("::ffff:203.0.113.42")).toBeNull();
    expect(wideIpv6Network("unknown")).toBeNull();
  });
});
