import { describe, expect, it } from "vitest";
import type { Filing, FilingText } from "../domain/schemas/company";
import { companyQueries } from "../queries/areaQueries";
import type { ApiStubs } from "../testing/fakeApi";
import { mutationHarness } from "../testing/mutationHarness";
import { companyMutations } from "./companyMutations";

const filing: Filing = {
  symbol: "AAPL",
  cik: "0000320193",
  filingDate: "2025-10-31",
  acceptedDate: "2025-10-31T06:01:26.000Z",
  formType: "10-K",
  link: "https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/0000320193-25-000079-index.htm",
  finalLink: "https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm",
  excerpt: null,
};
const provenance = { provider: "sample", asOf: "2026-11-01T00:00:00.000Z", live: false };
const filingText: FilingText = { url: filing.link, title: "Apple 10-K 2025", text: "Risk factors…", provenance };

function setUp(stubs: ApiStubs) {
  const harness = mutationHarness(stubs);
  return { ...harness, mutations: companyMutations(harness.ports), queries: companyQueries(harness.ports.api) };
}

describe("downloading a filing", () => {
  it("saves the filer's PDF when there is one, named after company, form and date", async () => {
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const asked: string[] = [];
    const { mutations, run, savedFiles } = setUp({
      company: {
        resolveFilingPdf: async () => ({ pdf_url: "https://www.sec.gov/Archives/report.pdf" }),
        downloadFiling: async ({ url }) => {
          asked.push(url);
          return pdf;
        },
      },
    });
    await run(mutations.downloadFiling(), filing);
    expect(asked).toEqual(["https://www.sec.gov/Archives/report.pdf"]);
    expect(savedFiles).toEqual([{ fileName: "AAPL-10-K-2025-10-31.pdf", content: pdf }]);
  });

  it("else saves its readable text, taking the text already read when the filing was opened", async () => {
    const { client, mutations, run, savedFiles, queries } = setUp({
      company: { resolveFilingPdf: async () => ({ pdf_url: filing.finalLink }) },
    });
    client.setQueryData(queries.filingText(filing.link).queryKey, filingText);
    await run(mutations.downloadFiling(), filing);
    expect(savedFiles.map((file) => file.fileName)).toEqual(["AAPL-10-K-2025-10-31.txt"]);
    expect(await savedFiles[0]?.content.text()).toBe(`Apple 10-K 2025\n\nRisk factors…\n\n${filing.finalLink}\n`);
  });

  it("reads the text when the filing was not opened before", async () => {
    const { mutations, run, savedFiles } = setUp({
      company: {
        resolveFilingPdf: async () => ({ pdf_url: filing.finalLink }),
        fetchFiling: async ({ url }) => ({ ...filingText, url, text: "Read just now." }),
      },
    });
    await run(mutations.downloadFiling(), filing);
    expect(await savedFiles[0]?.content.text()).toContain("Read just now.");
  });

  it("saves nothing when the filing cannot be reached, and fails with the server's reason", async () => {
    const { mutations, run, savedFiles } = setUp({
      company: { resolveFilingPdf: () => Promise.reject(new Error("SEC did not answer.")) },
    });
    await expect(run(mutations.downloadFiling(), filing)).rejects.toThrow("SEC did not answer.");
    expect(savedFiles).toEqual([]);
  });
});

describe("news search terms", () => {
  it("saves the terms for the company and reads its news and the saved terms again", async () => {
    const sent: unknown[] = [];
    const { client, mutations, run, queries } = setUp({
      company: {
        saveNewsPreference: async (body) => {
          sent.push(body);
          return body;
        },
      },
    });
    const news = queries.news({ symbol: "AAPL", company_name: "Apple Inc." }).queryKey;
    client.setQueryData(news, { items: [] });
    client.setQueryData(queries.newsPreferences().queryKey, { preferences: [] });
    await run(mutations.saveNewsTerms("AAPL", "Apple Inc."), ["iPhone", "App Store"]);
    expect(sent).toEqual([{ symbol: "AAPL", custom_search_terms: ["iPhone", "App Store"] }]);
    expect(client.getQueryState(news)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queries.newsPreferences().queryKey)?.isInvalidated).toBe(true);
  });
});
