import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/ApiError";
import type { CoveredCompanies } from "../schemas/company";
import { coverageSummary, firstStep, missingReport, shortCompanyName, uncoveredCompany } from "./coverage";

const sample: CoveredCompanies = {
  companies: [
    { symbol: "AAPL", name: "Apple Inc.", exchange: "NASDAQ", sector: "Technology" },
    { symbol: "COST", name: "Costco Wholesale Corporation", exchange: "NASDAQ", sector: "Consumer Defensive" },
    { symbol: "NVDA", name: "NVIDIA Corporation", exchange: "NASDAQ", sector: "Technology" },
  ],
  everyListedCompany: false,
  provenance: { provider: "sample", asOf: "2026-09-30T00:00:00.000Z", live: false },
};

describe("what the data covers (issue 38, item 6)", () => {
  it("says how many companies, names some, and that the data is a sample and not live", () => {
    expect(coverageSummary(sample)).toBe(
      "Company data covers 3 large US companies, such as Apple, Costco Wholesale, NVIDIA: a bundled sample as of 2026-09-30, not live.",
    );
    expect(coverageSummary({ ...sample, everyListedCompany: true })).toMatch(/live providers for US-listed companies/);
  });

  it("shortens a company's name without emptying it", () => {
    expect(shortCompanyName("Apple Inc.")).toBe("Apple");
    expect(shortCompanyName("The Coca-Cola Company")).toBe("The Coca-Cola");
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        // A name keeps some of its words, never one the suffixes would leave empty.
        if (name.trim() !== "") expect(shortCompanyName(name).trim()).not.toBe("");
      }),
    );
  });

  it("suggests a first step on a covered company, Costco when there, else the list", () => {
    expect(firstStep(sample)).toMatchObject({
      companyPath: "/stock/COST",
      question: "What is Costco Wholesale's moat?",
    });
    expect(firstStep({ ...sample, companies: sample.companies.slice(2) }).companyPath).toBe("/stock/NVDA");
    expect(firstStep(undefined)).toMatchObject({ companyPath: null, question: null });
  });
});

describe("pages that would end on a red line (issue 38, item 5)", () => {
  const unknown = ApiError.fromResponse(404, {
    detail: "Moatwise has no company data for TSLA: offline, it covers a sample set of large US companies.",
    code: "unknown_symbol",
  });

  it("say a company outside the data is not in it, with a question for the assistant", () => {
    expect(uncoveredCompany(unknown, "TSLA")).toMatchObject({
      title: "TSLA is not in Moatwise's data",
      question: "What can you tell me about TSLA?",
    });
  });

  it("leave real failures to the error line: a server failure, the network, another 404", () => {
    expect(uncoveredCompany(ApiError.fromResponse(503, "Service Unavailable"), "TSLA")).toBeNull();
    expect(uncoveredCompany(ApiError.fromResponse(404, { detail: "x", code: "no_news" }), "TSLA")).toBeNull();
    expect(uncoveredCompany(new Error("offline"), "TSLA")).toBeNull();
    expect(missingReport(ApiError.fromResponse(500, "Internal"))).toBeNull();
  });

  it("say a report that does not exist is not there", () => {
    const gone = ApiError.fromResponse(404, {
      detail: "There is no such research report.",
      code: "document_not_found",
    });
    expect(missingReport(gone)?.title).toBe("There is no such report");
  });
});
