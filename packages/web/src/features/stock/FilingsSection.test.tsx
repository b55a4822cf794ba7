// The filings on a company as a user meets them, over a fake /v1: a form filter that can be taken
// back ("All forms" sends no form), a filing opened in place with its text, and a download the
// server refuses, which says why under the filing.
import { type Filing, filingDocumentId } from "@moatwise/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeServer, ok, refused } from "../../testing/fakeServer";
import { renderWithin } from "../../testing/renderApp";
import { FilingsSection } from "./FilingsSection";

afterEach(cleanup);

const provenance = { provider: "sample", asOf: "2026-11-20T10:00:00.000Z", live: false };
const tenK: Filing = {
  symbol: "AAPL",
  cik: "0000320193",
  filingDate: "2025-10-31",
  acceptedDate: "2025-10-31T16:30:00.000Z",
  formType: "10-K",
  link: "https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm",
  finalLink: "https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm",
  excerpt: "Annual report for fiscal 2025.",
};

function filingsServer(options: { refuseDownload?: boolean } = {}) {
  return fakeServer({
    "GET /company/sec-filings": () =>
      ok({ symbol: "AAPL", page: 0, limit: 10, hasMore: false, filings: [tenK], provenance }),
    "GET /company/sec-filings/fetch": () =>
      ok({ url: tenK.link, title: "Apple 10-K 2025", text: "Risk factors.\n\nServices grew.", provenance }),
    [`GET /highlights/document/${filingDocumentId(tenK.link)}`]: () => ok([]),
    "GET /company/sec-filings/resolve-pdf": () =>
      options.refuseDownload
        ? refused(404, "This filing is no longer on SEC's site.", "filing_not_found")
        : ok({ pdf_url: tenK.finalLink }),
  });
}

const filingsCalls = (server: ReturnType<typeof filingsServer>) =>
  server.calls.filter((call) => call.path === "/company/sec-filings");

describe("SEC filings on a company", () => {
  it("filters by form, and 'All forms' afterwards sends no form at all", async () => {
    const server = filingsServer();
    renderWithin(<FilingsSection symbol="AAPL" />, server.api);
    await screen.findByText("Annual report for fiscal 2025.");
    const form = screen.getByRole("combobox", { name: "Form" });
    fireEvent.change(form, { target: { value: "10-K" } });
    await waitFor(() => expect(filingsCalls(server).at(-1)?.query.form_type).toBe("10-K"));
    fireEvent.change(form, { target: { value: "" } });
    await waitFor(() => expect(filingsCalls(server).length).toBeGreaterThanOrEqual(3));
    expect(filingsCalls(server).at(-1)?.query).toEqual({ symbol: "AAPL", page: "0", limit: "10" });
    expect(await screen.findByText("Annual report for fiscal 2025.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("opens a filing in place with its text, and closes it again", async () => {
    renderWithin(<FilingsSection symbol="AAPL" />, filingsServer().api);
    await screen.findByText("Annual report for fiscal 2025.");
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const opened = await screen.findByRole("region", { name: "10-K filed 2025-10-31" });
    expect(await within(opened).findByText("Services grew.")).toBeTruthy();
    expect(within(opened).getByRole("heading", { name: "Apple 10-K 2025" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "10-K filed 2025-10-31" })).toBeNull();
  });

  it("says why a download failed, under the filing, and the button can be pressed again", async () => {
    const server = filingsServer({ refuseDownload: true });
    renderWithin(<FilingsSection symbol="AAPL" />, server.api);
    await screen.findByText("Annual report for fiscal 2025.");
    fireEvent.click(screen.getByRole("button", { name: "Download" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This filing is no longer on SEC's site.");
    expect((screen.getByRole("button", { name: "Download" }) as HTMLButtonElement).disabled).toBe(false);
    expect(server.calls.filter((call) => call.path === "/company/sec-filings/resolve-pdf")).toHaveLength(1);
    expect(server.calls.some((call) => call.path === "/company/sec-filings/download")).toBe(false);
  });
});
