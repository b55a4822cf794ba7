// The moat section as a reader meets it, over a fake /v1: each figure says which way it points
// for the company, and a figure that argues against a power is listed apart, under "Evidence
// against", not as the power's evidence (issue 38: Costco's 12.6 % gross margin under Branding).
import { PowerName, type SevenPowers } from "@moatwise/core";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeServer, ok } from "../../testing/fakeServer";
import { renderWithin } from "../../testing/renderApp";
import { MoatSection } from "./MoatSection";

afterEach(cleanup);

const provenance = { provider: "sample", asOf: "2026-11-20T10:00:00.000Z", live: false };

const evidence: Partial<Record<PowerName, SevenPowers["powers"][number]["evidence"]>> = {
  "Process Power": [
    {
      kind: "metric",
      label: "Asset turnover",
      value: 3.6,
      unit: "times",
      direction: "supports",
      text: "1.5× or more: the operation works its assets hard.",
    },
  ],
  "Switching Costs": [
    {
      kind: "metric",
      label: "Gross margin range over 5 years",
      value: 0.009,
      unit: "spread",
      direction: "against",
      text: "A mark-up of 12.6%, under 25%, held steady is cost-plus pricing, not a price customers pay to stay.",
    },
  ],
  Branding: [
    {
      kind: "metric",
      label: "Selling, general and administrative expense to revenue",
      value: 0.09,
      unit: "share",
      direction: "weak",
      text: "Between 5% and 15% of revenue: spending to sell, no sign of a brand kept up by it.",
    },
    {
      kind: "metric",
      label: "Gross margin",
      value: 0.126,
      unit: "share",
      direction: "against",
      text: "Under 25%: a mark-up too thin to carry a price premium, so it argues against one.",
    },
  ],
};

const costco: SevenPowers = {
  symbol: "COST",
  companyName: "Costco Wholesale Corporation",
  powers: PowerName.literals.map((name) => ({ name, evidence: evidence[name] ?? [], judgement: null })),
  note: "Evidence only: no AI provider is configured, so no power is judged.",
  provenance,
};

function renderMoat() {
  const server = fakeServer({ "GET /company/7-powers": () => ok(costco) });
  renderWithin(<MoatSection symbol="COST" companyName="Costco Wholesale Corporation" />, server.api);
}

describe("the moat section", () => {
  it("lists a thin gross margin under Evidence against Branding, not as its evidence", async () => {
    renderMoat();
    const against = await screen.findByRole("list", { name: "Evidence against Branding" });
    expect(within(against).getByText("Gross margin")).toBeTruthy();
    expect(within(against).getByText("12.6%")).toBeTruthy();
    expect(within(against).getByText("Against")).toBeTruthy();
    const forIt = screen.getByRole("list", { name: "Evidence for Branding" });
    expect(within(forIt).queryByText("Gross margin")).toBeNull();
    expect(within(forIt).getByText("Weak")).toBeTruthy();
  });

  it("says a power with only evidence against has none for it, and shows what supports another", async () => {
    renderMoat();
    const switching = (await screen.findByRole("heading", { name: "Switching Costs" })).closest("section");
    if (!switching) throw new Error("no Switching Costs card");
    expect(within(switching).getByText("No evidence for this power in the data.")).toBeTruthy();
    expect(within(switching).getByRole("heading", { name: "Evidence against" })).toBeTruthy();
    expect(within(switching).getByText("0.9 pts")).toBeTruthy();
    const process = screen.getByRole("list", { name: "Evidence for Process Power" });
    expect(within(process).getByText("Supports")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Evidence against Process Power" })).toBeNull();
  });
});
