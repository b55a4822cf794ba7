import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chatAddressAfter, chatPageOf, companyPageSymbol } from "./pageAddresses";

const segment = fc.stringMatching(/^[A-Za-z0-9.-]{1,8}$/);
const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

describe("which page an address is", () => {
  it("reads the chat page and the company it is about, upper-cased and percent-decoded", () => {
    expect(chatPageOf("/chat")).toEqual({ path: "/chat" });
    expect(chatPageOf("/chat/brk%2Eb")).toEqual({ path: "/chat/brk%2Eb", symbol: "BRK.B" });
    fc.assert(
      fc.property(segment, (symbol) => {
        expect(chatPageOf(`/chat/${symbol}`)?.symbol).toBe(symbol.toUpperCase());
        expect(chatPageOf(`/chats/${symbol}`)).toBeNull();
        expect(chatPageOf(`/chat/${symbol}/more`)).toBeNull();
      }),
    );
  });

  it("reads a company's stock page, and not the portfolio's own pages", () => {
    fc.assert(
      fc.property(segment, fc.constantFrom("stock", "portfolio"), (symbol, area) => {
        fc.pre(!["dashboard", "news"].includes(symbol));
        expect(companyPageSymbol(`/${area}/${symbol}`)).toBe(symbol.toUpperCase());
      }),
    );
    expect(companyPageSymbol("/portfolio/news")).toBeNull();
    expect(companyPageSymbol("/portfolio/dashboard")).toBeNull();
    expect(companyPageSymbol("/stock/news")).toBe("NEWS");
    expect(companyPageSymbol("/chat/AAPL")).toBeNull();
  });
});

describe("the chat page's address after the open conversation changed", () => {
  const page = { path: "/chat/COST" };

  it("names a new open conversation, and stays when it already does", () => {
    fc.assert(
      fc.property(id, fc.option(id, { nil: null }), fc.boolean(), (open, named, missing) => {
        const to = chatAddressAfter(page, named, { conversationId: open, conversationMissing: missing });
        expect(to).toBe(open === named ? null : `/chat/COST?conversation=${encodeURIComponent(open)}`);
      }),
    );
  });

  it("names none once the chat moved on from a conversation, but keeps one the server lacks while the chat says so", () => {
    fc.assert(
      fc.property(id, (named) => {
        expect(chatAddressAfter(page, named, { conversationId: null, conversationMissing: false })).toBe("/chat/COST");
        expect(chatAddressAfter(page, named, { conversationId: null, conversationMissing: true })).toBeNull();
        expect(chatAddressAfter(page, null, { conversationId: null, conversationMissing: false })).toBeNull();
      }),
    );
  });
});
