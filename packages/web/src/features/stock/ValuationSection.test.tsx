// The DCF's assumptions form as a user meets it, over a fake /v1 that echoes the assumptions sent:
// each field shows the value in use and where it came from, an edited one is marked, a bad entry is
// named beside its field and nothing is sent, the message goes as the field is typed in again, a
// good entry is sent in the unit the schema wants, and Reset sends none and shows the data's again.
import type { DcfAssumptions, DcfInput, DcfResult } from "@moatwise/core";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fakeServer, ok } from "../../testing/fakeServer";
import { renderWithin } from "../../testing/renderApp";
import { ValuationSection } from "./ValuationSection";

afterEach(cleanup);

const fromData = (value: number, note = "From the statements"): DcfInput => ({ value, source: "data", note });
const byDefault = (value: number): DcfInput => ({ value, source: "default", note: "The house default" });

/** A DCF result whose assumptions are the ones sent, the rest from the data or the defaults. */
function dcfResult(sent: DcfAssumptions): DcfResult {
  const assumption = (key: keyof DcfAssumptions, otherwise: DcfInput): DcfInput => {
    const value = sent[key];
    return value === undefined ? otherwise : { value, source: "user", note: "Yours" };
  };
  return {
    symbol: "AAPL",
    currency: "USD",
    inputs: {
      revenueGrowth: assumption("revenueGrowth", fromData(0.05, "5-year revenue CAGR")),
      operatingMargin: assumption("operatingMargin", fromData(0.3)),
      taxRate: assumption("taxRate", fromData(0.16)),
      wacc: assumption("wacc", fromData(0.085, "CAPM and the cost of debt")),
      terminalGrowth: assumption("terminalGrowth", byDefault(0.025)),
      years: assumption("years", byDefault(5)),
      riskFreeRate: assumption("riskFreeRate", byDefault(0.042)),
      equityRiskPremium: assumption("equityRiskPremium", byDefault(0.05)),
      beta: fromData(1.2),
      costOfDebt: fromData(0.04),
      baseRevenue: fromData(400e9),
      depreciationToRevenue: fromData(0.03),
      capitalExpenditureToRevenue: fromData(0.03),
      workingCapitalToRevenue: fromData(0.01),
      netDebt: fromData(50e9),
      sharesOutstanding: fromData(15e9),
    },
    costOfEquity: 0.102,
    forecast: [],
    terminalValue: 3e12,
    presentValueOfTerminalValue: 2e12,
    enterpriseValue: 2.5e12,
    equityValue: 2.45e12,
    equityValuePerShare: 163.33,
    currentPrice: 190,
    upside: 163.33 / 190 - 1,
    sensitivity: { waccValues: [], terminalGrowthValues: [], equityValuePerShare: [] },
    provenance: { provider: "sample", asOf: "2026-11-20T10:00:00.000Z", live: false },
  };
}

function dcfServer() {
  return fakeServer({
    "POST /financials/discounted-cash-flow": (body) =>
      ok(dcfResult((body as { assumptions?: DcfAssumptions }).assumptions ?? {})),
  });
}

const sentAssumptions = (server: ReturnType<typeof dcfServer>) =>
  server.calls
    .filter((call) => call.path === "/financials/discounted-cash-flow")
    .map((call) => (call.body as { assumptions?: DcfAssumptions }).assumptions ?? {});

async function showValuation(server: ReturnType<typeof dcfServer>) {
  const location = memoryLocation({ path: "/stock/AAPL", record: true });
  renderWithin(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ValuationSection symbol="AAPL" />
    </Router>,
    server.api,
    { client: server.client },
  );
  await screen.findByTestId("dcf-value");
}

const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const sourceOf = (label: string) => field(label).closest("label")?.querySelector(".source-tag")?.textContent;

describe("the DCF's assumptions form", () => {
  it("shows each assumption in use with where it came from, and marks one typed in as edited", async () => {
    await showValuation(dcfServer());
    expect(field("WACC").value).toBe("8.5");
    expect(sourceOf("WACC")).toBe("From the data");
    expect(field("Forecast years").value).toBe("5");
    expect(sourceOf("Forecast years")).toBe("Default");
    fireEvent.change(field("WACC"), { target: { value: "9" } });
    expect(sourceOf("WACC")).toBe("Edited");
    expect(sourceOf("Terminal growth")).toBe("Default");
  });

  it("names a bad entry beside its field and sends nothing; the message goes as the field is typed in again", async () => {
    const server = dcfServer();
    await showValuation(server);
    fireEvent.change(field("WACC"), { target: { value: "nine" } });
    fireEvent.change(field("Forecast years"), { target: { value: "5.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Recalculate" }));
    const wacc = field("WACC");
    expect(wacc.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(wacc.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "WACC: enter a number",
    );
    expect(screen.getByText("Forecast years: enter a whole number of years")).toBeTruthy();
    expect(sentAssumptions(server)).toEqual([{}]);
    fireEvent.change(field("WACC"), { target: { value: "9" } });
    expect(field("WACC").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText("WACC: enter a number")).toBeNull();
    expect(screen.getByText("Forecast years: enter a whole number of years")).toBeTruthy();
  });

  it("refuses a WACC not above the terminal growth in use, before anything is sent", async () => {
    const server = dcfServer();
    await showValuation(server);
    fireEvent.change(field("WACC"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Recalculate" }));
    expect(screen.getByText("WACC (2%) must be above terminal growth (2.5%).")).toBeTruthy();
    expect(sentAssumptions(server)).toEqual([{}]);
  });

  it("sends a good entry as a fraction, shows it as the user's, and Reset sends none and shows the data's again", async () => {
    const server = dcfServer();
    await showValuation(server);
    fireEvent.change(field("WACC"), { target: { value: "9.5%" } });
    fireEvent.click(screen.getByRole("button", { name: "Recalculate" }));
    await waitFor(() => expect(sentAssumptions(server).at(-1)).toEqual({ wacc: 0.095 }));
    expect(field("WACC").value).toBe("9.5%");
    fireEvent.click(screen.getByRole("button", { name: "Reset to the data" }));
    await waitFor(() => expect(sourceOf("WACC")).toBe("From the data"));
    expect(field("WACC").value).toBe("8.5");
    expect(sentAssumptions(server).at(-1)).toEqual({});
    const form = field("WACC").closest("form");
    expect(form && within(form).queryByText(/enter a number/)).toBeNull();
  });
});
