import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chatButtonStateFor, headerSearchShownOn, ROUTE_TABLE, routeDecision, routeFor } from "./routes";

const anonymous = { signedIn: false, researchAccess: false };
const member = { signedIn: true, researchAccess: false };
const invited = { signedIn: true, researchAccess: true };

describe("routeDecision: the route table of spec §2", () => {
  it.each(["/", "/login", "/roadmap", "/privacy", "/terms-of-service", "/companies"])(
    "shows public %s to everyone",
    (path) => {
      for (const visitor of [anonymous, member, invited])
        expect(routeDecision(path, visitor)).toEqual({ type: "show" });
    },
  );

  it.each([
    "/chat",
    "/chat/AAPL",
    "/search?q=moat",
    "/settings",
    "/usage",
    "/stock/MSFT",
    "/pdf-chat",
    "/portfolio/dashboard",
    "/portfolio/news",
    "/portfolio/NVDA",
    "/deep-dive",
    "/forum",
  ])("sends a signed-out visit to %s to sign in, with the whole location as next", (location) => {
    expect(routeDecision(location, anonymous)).toEqual({
      type: "redirect",
      to: `/login?next=${encodeURIComponent(location)}`,
    });
    expect(routeDecision(location, member)).toEqual({ type: "show" });
  });

  it("keeps the query and the hash in next", () => {
    expect(routeDecision("/settings?tab=profile#account", anonymous)).toEqual({
      type: "redirect",
      to: "/login?next=%2Fsettings%3Ftab%3Dprofile%23account",
    });
  });

  it.each(["/research", "/research/draft/d1/pillars", "/research/draft/d1/questions", "/research/doc-9"])(
    "shows %s only to allow-listed users; others signed in go home, signed out to sign in",
    (path) => {
      expect(routeDecision(path, invited)).toEqual({ type: "show" });
      expect(routeDecision(path, member)).toEqual({ type: "redirect", to: "/" });
      expect(routeDecision(path, anonymous)).toEqual({ type: "redirect", to: loginFor(path) });
    },
  );

  it("sends /billing to /usage for anyone, and /portfolio to its dashboard once signed in", () => {
    expect(routeDecision("/billing", anonymous)).toEqual({ type: "redirect", to: "/usage" });
    expect(routeDecision("/billing", member)).toEqual({ type: "redirect", to: "/usage" });
    expect(routeDecision("/portfolio", member)).toEqual({ type: "redirect", to: "/portfolio/dashboard" });
    expect(routeDecision("/portfolio", anonymous)).toEqual({ type: "redirect", to: loginFor("/portfolio") });
  });

  it("shows unknown paths (the 404 screen) to everyone", () => {
    expect(routeDecision("/no/such/page", anonymous)).toEqual({ type: "show" });
    expect(routeFor("/no/such/page")).toBeNull();
  });

  it("prefers a fixed segment over a parameter: /portfolio/news is the news feed, not a symbol", () => {
    expect(routeFor("/portfolio/news")?.pattern).toBe("/portfolio/news");
    expect(routeFor("/portfolio/TSLA")?.pattern).toBe("/portfolio/:symbol");
  });

  it("never lets a signed-out visitor see a page that is not public", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (parts) => {
        const path = `/${parts.join("/")}`;
        const route = routeFor(path);
        const decision = routeDecision(path, anonymous);
        if (route && route.access !== "public") expect(decision.type).toBe("redirect");
      }),
    );
  });

  it("lists every route of the spec once", () => {
    const patterns = ROUTE_TABLE.map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    // The spec's 22, and the covered companies (issue 38).
    expect(patterns).toHaveLength(23);
  });
});

const loginFor = (path: string) => `/login?next=${encodeURIComponent(path)}`;

describe("the header by route", () => {
  it("disables the Chat button signed out, hides it on research list pages, shows it on a report", () => {
    expect(chatButtonStateFor("/", false)).toBe("disabled");
    expect(chatButtonStateFor("/stock/AAPL", true)).toBe("enabled");
    expect(chatButtonStateFor("/research", true)).toBe("hidden");
    expect(chatButtonStateFor("/research/draft/d1/pillars", true)).toBe("hidden");
    expect(chatButtonStateFor("/research/doc-9", true)).toBe("enabled");
  });

  it("hides the header search box on home only", () => {
    expect(headerSearchShownOn("/")).toBe(false);
    expect(headerSearchShownOn("/settings")).toBe(true);
  });
});
