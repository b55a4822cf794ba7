// The overview and the seven-powers evidence over real HTTP on the sample provider: written from
// the company's own figures and description, evidence only while no AI provider is configured.
import { CompanyOverview, PowerName, SevenPowers } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let member: Member;
beforeAll(async () => {
  server = await startTestServer();
  member = await signUpMember(server.url, "insights");
});
afterAll(() => server.close());

const get = async (path: string, query: Record<string, string>) => {
  const answer = await sendAs(member, "GET", `/v1${path}?${new URLSearchParams(query)}`);
  return { status: answer.status, body: (await answer.json()) as unknown };
};

describe("GET /company/overview", () => {
  it("describes the company and states its latest figures, with the 10-K it came from", async () => {
    const { status, body } = await get("/company/overview", { symbol: "nvda", company_name: "NVIDIA Corporation" });
    expect(status).toBe(200);
    const overview = body as CompanyOverview;
    expect(Schema.is(CompanyOverview)(overview)).toBe(true);
    expect(overview.summary).toMatch(/^NVIDIA Corporation is a semiconductors company in the technology sector/);
    expect(overview.summary).toContain("Jensen Huang");
    expect(overview.highlights[0]).toBe("Revenue of $130.5B in fiscal 2025, up 114.2% on the year before.");
    expect(overview.highlights.some((line) => line.startsWith("Operating margin of 62.4%"))).toBe(true);
    expect(overview.sources[0]?.url).toMatch(/^https:\/\/www\.sec\.gov\//);
    expect(overview.provenance).toMatchObject({ provider: "sample", live: false });
  });

  it("leaves out what a bank's statements do not have, rather than guessing", async () => {
    const overview = (await get("/company/overview", { symbol: "JPM" })).body as CompanyOverview;
    expect(overview.highlights.some((line) => line.startsWith("Operating margin"))).toBe(false);
    expect(overview.highlights.some((line) => line.startsWith("Revenue of"))).toBe(true);
  });

  it("answers 404 for an unknown company and 400 without a symbol", async () => {
    expect((await get("/company/overview", { symbol: "ZZZZ" })).status).toBe(404);
    expect((await get("/company/overview", {})).status).toBe(400);
  });
});

describe("GET /company/7-powers", () => {
  it("lists the seven powers in Helmer's order with evidence, and judges none while offline", async () => {
    const powers = (await get("/company/7-powers", { symbol: "AAPL" })).body as SevenPowers;
    expect(Schema.is(SevenPowers)(powers)).toBe(true);
    expect(powers.powers.map((power) => power.name)).toEqual([...PowerName.literals]);
    expect(powers.powers.every((power) => power.judgement === null)).toBe(true);
    expect(powers.note).toMatch(/^Evidence only: no AI provider is configured/);
  });

  it("gives numeric proxies computed from the statements and passages from the description", async () => {
    const powers = (await get("/company/7-powers", { symbol: "AAPL" })).body as SevenPowers;
    const evidenceOf = (name: string) => powers.powers.find((power) => power.name === name)?.evidence ?? [];
    const revenue = evidenceOf("Scale Economies").find((item) => item.label === "Revenue, latest fiscal year");
    expect(revenue?.value).toBe(391_035_000_000);
    const research = evidenceOf("Cornered Resource").find((item) => item.kind === "metric");
    expect(research?.value).toBeCloseTo(31_370 / 391_035, 4);
    const switching = evidenceOf("Switching Costs").filter((item) => item.kind === "passage");
    expect(switching.some((item) => item.text?.includes("installed base"))).toBe(true);
    for (const power of powers.powers) {
      for (const item of power.evidence) {
        if (item.kind === "metric") expect(Number.isFinite(item.value)).toBe(true);
        else expect(item.text && item.source?.url).toBeTruthy();
      }
    }
  });

  // Issue 38: Costco's 12.6 % gross margin was listed under Branding as a sign of a price premium,
  // and its steady thin margin under Switching costs as customers who kept paying.
  it("does not list a low-margin retailer's gross margin as support for Branding or Switching Costs", async () => {
    const powers = (await get("/company/7-powers", { symbol: "COST" })).body as SevenPowers;
    expect(Schema.is(SevenPowers)(powers)).toBe(true);
    const evidenceOf = (name: string) => powers.powers.find((power) => power.name === name)?.evidence ?? [];
    const grossMargin = evidenceOf("Branding").find((item) => item.label === "Gross margin");
    expect(grossMargin?.value).toBeCloseTo(0.126, 3);
    expect(grossMargin?.direction).toBe("against");
    // Issue 43: set against the big-box retailers it competes with, not its sector's drinks makers.
    expect(grossMargin?.text).toMatch(
      /^Under 25%: .*argues against.* Its peers in the data, WMT and HD \(same competitive group, big-box retail: Discount Stores, Home Improvement Retail\), have a median of/,
    );
    expect(grossMargin?.text).not.toMatch(/\b(PG|KO|PEP)\b|consumer defensive/i);
    expect(grossMargin?.text).not.toMatch(/can reflect a price premium/);
    const range = evidenceOf("Switching Costs").find((item) => item.label.startsWith("Gross margin range"));
    expect(range?.direction).toBe("against");
    for (const power of powers.powers) {
      const metrics = power.evidence.filter((item) => item.kind === "metric");
      expect(metrics.every((item) => item.direction !== undefined)).toBe(true);
      // What argues against a power comes after all that speaks for it.
      const firstAgainst = power.evidence.findIndex((item) => item.direction === "against");
      if (firstAgainst >= 0)
        expect(power.evidence.slice(firstAgainst).every((item) => item.direction === "against")).toBe(true);
    }
  });

  it("reads a wide, rising margin as support: NVIDIA's widening operating margin for Scale Economies", async () => {
    const powers = (await get("/company/7-powers", { symbol: "NVDA" })).body as SevenPowers;
    const scale = powers.powers.find((power) => power.name === "Scale Economies")?.evidence ?? [];
    const change = scale.find((item) => item.label.startsWith("Operating margin change"));
    expect(change?.value).toBeGreaterThan(0.02);
    expect(change?.direction).toBe("supports");
    expect(scale[0]?.direction).toBe("supports");
  });

  // Issue 43: a company whose sector holds no competitor of it is compared with no one, and told so.
  it("says the data holds no true peer rather than comparing with sector companies", async () => {
    const powers = (await get("/company/7-powers", { symbol: "AAPL" })).body as SevenPowers;
    const grossMargin = powers.powers
      .find((power) => power.name === "Branding")
      ?.evidence.find((item) => item.label === "Gross margin");
    expect(grossMargin?.text).toContain(
      "The data holds no true peer of Apple Inc: no other company it covers is in its industry (Consumer Electronics)",
    );
    expect(grossMargin?.text).not.toMatch(/\b(MSFT|NVDA|ADBE)\b|median/);
  });
});
