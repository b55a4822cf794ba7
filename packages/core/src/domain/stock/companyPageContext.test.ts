import { describe, expect, it } from "vitest";
import type { CompanyProfile } from "../schemas/company";
import { companyPageContext } from "./companyPageContext";

const profile = {
  symbol: "AAPL",
  companyName: "Apple Inc.",
  exchangeFullName: "NASDAQ Global Select",
  sector: "Technology",
  industry: "Consumer Electronics",
  ceo: "Tim Cook",
  price: 222.13,
  currency: "USD",
  description: "Designs the iPhone.",
} as unknown as CompanyProfile;

describe("companyPageContext", () => {
  it("names the company, its sector, CEO and price, then its description", () => {
    expect(companyPageContext(profile)).toBe(
      "Page: Apple Inc. (AAPL) on NASDAQ Global Select.\nSector: Technology, Consumer Electronics.\nCEO: Tim Cook.\nPrice: 222.13 USD.\nDesigns the iPhone.",
    );
  });

  it("is cut to 8000 characters", () => {
    expect(companyPageContext({ ...profile, description: "x".repeat(9000) })).toHaveLength(8000);
  });
});
