// A session's rough place: the network, never the address; anything that is not an address, none.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coarseNetwork } from "./coarseNetwork";

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
});
