// The portfolio over real HTTP and a real database: add, list in order, change, remove, reorder,
// the quotes in one answer, the 400s that name the field, and every holding scoped to its owner.
import {
  csvTexts,
  type Holding,
  HoldingsFilings,
  ImportedHoldings,
  PORTFOLIO_MAX_HOLDINGS,
  Portfolio,
  PortfolioQuotes,
} from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyUniverse } from "../../areas/company/companyUniverse";
import { holdings } from "../../db/schema";
import type { RunningServer } from "../../server";
import { callAs, type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "portfolio");
  grace = await signUpMember(server.url, "portfolio");
});
afterAll(() => server.close());

const add = async (member: Member, holding: Record<string, unknown>) =>
  (await callAs(member, "POST", "/portfolio", holding)).body as unknown as Holding;
const symbolsOf = async (member: Member) =>
  ((await callAs(member, "GET", "/portfolio")).body as unknown as Portfolio).holdings.map((h) => h.symbol);

describe("keeping a portfolio", () => {
  it("adds holdings and watched companies, and lists them in the order they came", async () => {
    const member = await signUpMember(server.url, "portfolio");
    const apple = await callAs(member, "POST", "/portfolio", {
      symbol: "aapl",
      shares: 10,
      costPerShare: 150.5,
      openedOn: "2024-02-01",
      thesis: "  Services keep growing  ",
    });
    expect(apple.status).toBe(201);
    expect(apple.body).toMatchObject({
      symbol: "AAPL",
      shares: 10,
      costPerShare: 150.5,
      openedOn: "2024-02-01",
      thesis: "Services keep growing",
    });
    const watched = await add(member, { symbol: "MSFT" });
    expect(watched).toMatchObject({ symbol: "MSFT", shares: null, costPerShare: null, openedOn: null, thesis: null });
    const listed = (await callAs(member, "GET", "/portfolio")).body;
    expect(Schema.is(Portfolio)(listed)).toBe(true);
    expect(await symbolsOf(member)).toEqual(["AAPL", "MSFT"]);
  });

  it("changes the fields it is sent and leaves the others; null clears one", async () => {
    const member = await signUpMember(server.url, "portfolio");
    const held = await add(member, { symbol: "KO", shares: 5, costPerShare: 60, thesis: "Dividend" });
    const changed = await callAs(member, "PUT", `/portfolio/${held.id}`, { shares: 8, thesis: null });
    expect(changed).toMatchObject({ status: 200, body: { shares: 8, costPerShare: 60, thesis: null } });
    const same = await callAs(member, "PUT", `/portfolio/${held.id}`, {});
    expect(same.body).toMatchObject({ shares: 8, costPerShare: 60 });
  });

  it("removes a holding, once", async () => {
    const member = await signUpMember(server.url, "portfolio");
    const held = await add(member, { symbol: "PEP" });
    expect(await callAs(member, "DELETE", `/portfolio/${held.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await symbolsOf(member)).toEqual([]);
    expect((await callAs(member, "DELETE", `/portfolio/${held.id}`)).status).toBe(404);
  });
});

describe("the order list", () => {
  it("keeps the order it is sent, and puts holdings it leaves out after it", async () => {
    const member = await signUpMember(server.url, "portfolio");
    const [a, b, c] = [
      await add(member, { symbol: "V" }),
      await add(member, { symbol: "MA" }),
      await add(member, { symbol: "JPM" }),
    ];
    const answer = await callAs(member, "PUT", "/portfolio/order", { order: [c?.id, a?.id] });
    expect(answer).toEqual({ status: 200, body: { order: [c?.id, a?.id, b?.id] } });
    expect(await symbolsOf(member)).toEqual(["JPM", "V", "MA"]);
    const newcomer = await add(member, { symbol: "COST" });
    expect((await callAs(member, "GET", "/portfolio")).body.holdings).toMatchObject([
      { symbol: "JPM" },
      { symbol: "V" },
      { symbol: "MA" },
      { id: newcomer.id },
    ]);
  });

  it("refuses an order naming another user's holding or one twice, and changes nothing", async () => {
    const member = await signUpMember(server.url, "portfolio");
    const mine = await add(member, { symbol: "HD" });
    const theirs = await add(grace, { symbol: "HD" });
    const foreign = await callAs(member, "PUT", "/portfolio/order", { order: [theirs.id, mine.id] });
    expect(foreign).toEqual({
      status: 400,
      body: { code: "unknown_holding", detail: `order: ${theirs.id} is not one of your holdings` },
    });
    const twice = await callAs(member, "PUT", "/portfolio/order", { order: [mine.id, mine.id] });
    expect(twice.body.code).toBe("repeated_holding");
    expect(await symbolsOf(grace)).toContain("HD");
  });
});

describe("the 400s that name the field", () => {
  it("refuses an unknown symbol, a duplicate, negative shares and a two-line thesis", async () => {
    const unknown = await callAs(ada, "POST", "/portfolio", { symbol: "ZZZZQ" });
    expect(unknown).toEqual({
      status: 400,
      body: { code: "unknown_symbol", detail: "symbol: ZZZZQ is not a listed company Moatwise knows" },
    });
    await add(ada, { symbol: "NVDA" });
    const duplicate = await callAs(ada, "POST", "/portfolio", { symbol: "nvda", shares: 1 });
    expect(duplicate).toEqual({
      status: 400,
      body: { code: "duplicate_holding", detail: "symbol: NVDA is already in the portfolio" },
    });
    const negative = await callAs(ada, "POST", "/portfolio", { symbol: "AMZN", shares: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.detail).toBe("shares: must not be negative");
    const lines = await callAs(ada, "POST", "/portfolio", { symbol: "AMZN", thesis: "one\ntwo" });
    expect(lines.body.detail).toBe("thesis: must be one line");
    const badDate = await callAs(ada, "POST", "/portfolio", { symbol: "AMZN", openedOn: "01/02/2024" });
    expect(badDate.body.detail).toBe("openedOn: must be a date written YYYY-MM-DD");
    expect(await symbolsOf(ada)).not.toContain("AMZN");
  });

  it(`refuses a holding past ${PORTFOLIO_MAX_HOLDINGS}`, async () => {
    const member = await signUpMember(server.url, "portfolio");
    const rows = companyUniverse
      .slice(0, PORTFOLIO_MAX_HOLDINGS)
      .map((company, position) => ({ userId: member.user.id, symbol: company.symbol, position }));
    await server.services.db.insert(holdings).values(rows);
    const extra = companyUniverse[PORTFOLIO_MAX_HOLDINGS]?.symbol;
    const answer = await callAs(member, "POST", "/portfolio", { symbol: extra });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "too_many_holdings" });
    expect(String(answer.body.detail)).toMatch(/^symbol: a portfolio holds at most 500 companies/);
    expect(await symbolsOf(member)).toHaveLength(PORTFOLIO_MAX_HOLDINGS);
  });

  it("stores one holding when the same symbol is added twice at once", async () => {
    const member = await signUpMember(server.url, "portfolio");
    const answers = await Promise.all([1, 2, 3].map(() => callAs(member, "POST", "/portfolio", { symbol: "DIS" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    expect(await symbolsOf(member)).toEqual(["DIS"]);
  });
});

describe("each user's own portfolio", () => {
  it("answers 404 for another user's holding, to read through changes or removal", async () => {
    const held = await add(ada, { symbol: "GOOGL", shares: 3 });
    expect(await symbolsOf(grace)).not.toContain("GOOGL");
    expect((await callAs(grace, "PUT", `/portfolio/${held.id}`, { shares: 0 })).status).toBe(404);
    expect((await callAs(grace, "DELETE", `/portfolio/${held.id}`)).status).toBe(404);
    expect((await callAs(grace, "PUT", "/portfolio/not-an-id", { shares: 0 })).status).toBe(404);
    const still = ((await callAs(ada, "GET", "/portfolio")).body as unknown as Portfolio).holdings;
    expect(still.find((holding) => holding.id === held.id)?.shares).toBe(3);
  });

  it("asks for sign-in", async () => {
    expect((await fetch(`${server.url}/v1/portfolio`)).status).toBe(401);
  });
});

describe("the quotes of every holding", () => {
  it("answers each holding's price, name and sector, and marks a company without data", async () => {
    const member = await signUpMember(server.url, "portfolio");
    await add(member, { symbol: "AAPL", shares: 2 });
    await add(member, { symbol: "TSLA" });
    const answer = (await callAs(member, "GET", "/portfolio/quotes")).body;
    expect(Schema.is(PortfolioQuotes)(answer)).toBe(true);
    const { quotes } = answer as unknown as PortfolioQuotes;
    expect(quotes.map((quote) => quote.symbol)).toEqual(["AAPL", "TSLA"]);
    expect(quotes[0]).toMatchObject({ found: true, name: "Apple Inc.", sector: "Technology" });
    expect(quotes[0]?.price).toBeGreaterThan(0);
    expect(quotes[1]).toMatchObject({ found: false, price: null, sector: null });
  });

  it("answers no quotes, and no provenance, for an empty portfolio", async () => {
    const member = await signUpMember(server.url, "portfolio");
    expect((await callAs(member, "GET", "/portfolio/quotes")).body).toEqual({ quotes: [], provenance: null });
  });
});

describe("importing a CSV file", () => {
  const importCsv = (member: Member, csv: string, overlap?: "update" | "skip") =>
    callAs(member, "POST", "/portfolio/import", overlap ? { csv, overlap } : { csv });

  it("adds every holding after the others, in the file's order", async () => {
    const member = await signUpMember(server.url, "portfolio");
    await add(member, { symbol: "WMT" });
    const answer = await importCsv(member, "Ticker,Shares,Cost\nmcd,4,250\nNKE,,\n");
    expect(answer.status).toBe(201);
    expect(Schema.is(ImportedHoldings)(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({ added: 2, updated: 0 });
    expect(await symbolsOf(member)).toEqual(["WMT", "MCD", "NKE"]);
  });

  it("adds nothing when a row is bad, and names every bad row at once by its spreadsheet row", async () => {
    const member = await signUpMember(server.url, "portfolio");
    await add(member, { symbol: "CAT" });
    const answer = await importCsv(member, "symbol,shares\nXOM,1\nZZZZQ,2\nxom,-1\n\nQQQQZ,ten\nCAT,1\n");
    expect(answer).toEqual({
      status: 400,
      body: {
        code: "invalid_import",
        detail: [
          csvTexts.csvImportRefused,
          "Row 3: ZZZZQ is not a company Moatwise knows.",
          "Row 4: Shares must not be negative.",
          'Row 6: Shares "ten" is not a number. QQQQZ is not a company Moatwise knows.',
        ].join("\n"),
      },
    });
    expect(await symbolsOf(member)).toEqual(["CAT"]);
  });

  it("refuses a file without a symbol column in plain words", async () => {
    const member = await signUpMember(server.url, "portfolio");
    const answer = await importCsv(member, "name,shares\nApple,1\n");
    expect(answer).toEqual({
      status: 400,
      body: { code: "invalid_import", detail: "The first line must name the columns, with a symbol column." },
    });
  });

  it("names the rows held already, then updates or skips them as the user chose", async () => {
    const member = await signUpMember(server.url, "portfolio");
    await add(member, { symbol: "KO", shares: 3, thesis: "Moat" });
    await add(member, { symbol: "PEP" });
    const csv = "symbol,shares,thesis\nKO,10,\nMCD,1,Fries\nPEP,5,Snacks\n";
    const refused = await importCsv(member, csv);
    expect(refused).toEqual({
      status: 409,
      body: {
        code: "import_overlap",
        detail: [
          csvTexts.csvOverlap(2),
          "Row 2: KO is already in your portfolio.",
          "Row 4: PEP is already in your portfolio.",
        ].join("\n"),
      },
    });
    expect(await symbolsOf(member)).toEqual(["KO", "PEP"]);

    const skipped = await importCsv(member, csv, "skip");
    expect(skipped).toMatchObject({ status: 201, body: { added: 1, updated: 0 } });
    const afterSkip = (await callAs(member, "GET", "/portfolio")).body as unknown as Portfolio;
    expect(afterSkip.holdings.map(({ symbol, shares }) => [symbol, shares])).toEqual([
      ["KO", 3],
      ["PEP", null],
      ["MCD", 1],
    ]);

    const updated = await importCsv(member, csv, "update");
    expect(updated).toMatchObject({ status: 201, body: { added: 0, updated: 3 } });
    const afterUpdate = (await callAs(member, "GET", "/portfolio")).body as unknown as Portfolio;
    expect(afterUpdate.holdings.map(({ symbol, shares, thesis }) => [symbol, shares, thesis])).toEqual([
      ["KO", 10, "Moat"],
      ["PEP", 5, "Snacks"],
      ["MCD", 1, "Fries"],
    ]);
  });

  it("never touches another user's holding of the same company", async () => {
    const owner = await signUpMember(server.url, "portfolio");
    const other = await signUpMember(server.url, "portfolio");
    await add(owner, { symbol: "KO", shares: 3 });
    expect((await importCsv(other, "symbol,shares\nKO,10\n")).status).toBe(201);
    const ownerKo = ((await callAs(owner, "GET", "/portfolio")).body as unknown as Portfolio).holdings[0];
    expect(ownerKo?.shares).toBe(3);
  });
});

describe("the holdings' recent filings", () => {
  it("answers each holding's filings of the last days, newest first, and none for a company without data", async () => {
    const member = await signUpMember(server.url, "portfolio");
    await add(member, { symbol: "AAPL" });
    await add(member, { symbol: "TSLA" });
    const quarter = (await callAs(member, "GET", "/portfolio/filings?days=90")).body as unknown as HoldingsFilings;
    expect(Schema.is(HoldingsFilings)(quarter)).toBe(true);
    expect(Object.keys(quarter.bySymbol)).toEqual(["AAPL", "TSLA"]);
    expect(quarter.bySymbol.TSLA).toEqual([]);
    const apple = quarter.bySymbol.AAPL ?? [];
    expect(apple.length).toBeGreaterThan(0);
    const since = new Date(Date.parse(quarter.provenance?.asOf ?? "") - 90 * 86_400_000).toISOString().slice(0, 10);
    expect(apple.every((filing) => filing.symbol === "AAPL" && filing.filingDate >= since)).toBe(true);
    const dates = apple.map((filing) => filing.acceptedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const day = (await callAs(member, "GET", "/portfolio/filings?days=1")).body as unknown as HoldingsFilings;
    expect((day.bySymbol.AAPL ?? []).length).toBeLessThanOrEqual(apple.length);
    expect((await callAs(member, "GET", "/portfolio/filings?days=91")).status).toBe(400);
  });
});
