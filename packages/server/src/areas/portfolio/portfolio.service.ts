// The portfolio (issue 24), each user's own: holdings by ticker in the user's order, with
// optional shares, cost per share, opened date and thesis. A company is held once; the symbol
// must be a listed company; a portfolio keeps at most PORTFOLIO_MAX_HOLDINGS. Another user's
// holding reads as not found. Refusals name the field at fault, as a schema refusal does.
import {
  alreadyHeld,
  type CsvHoldingRow,
  type CsvRowProblem,
  csvTexts,
  type Filing,
  GENERAL_NEWS_DEFAULT_DAYS,
  type Holding,
  type HoldingQuote,
  type HoldingUpdate,
  type ImportedHoldings,
  type ImportOverlap,
  type NewHolding,
  PORTFOLIO_MAX_HOLDINGS,
  type PortfolioQuotes,
  type Provenance,
  readHoldingsCsv,
  rowProblemLines,
} from "@moatwise/core";
import { and, asc, count, eq, max, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { isRowId } from "../../db/ids";
import { holdings } from "../../db/schema";
import { AreaFailure, orNullWhenNotFound } from "../areaFailure";
import { mapLimited } from "../mapLimited";
import type { MarketData } from "../market/marketData";

type HoldingRow = typeof holdings.$inferSelect;

/** How many quotes (or filing lists) are asked of the providers at once. */
const QUOTES_AT_ONCE = 8;
/** The most filings one holding shows in the holdings' news. */
const FILINGS_PER_HOLDING = 10;
const DAY_MS = 86_400_000;

function toHolding(row: HoldingRow): Holding {
  return {
    id: row.id,
    symbol: row.symbol,
    createdAt: row.createdAt.toISOString(),
    shares: row.shares,
    costPerShare: row.costPerShare,
    openedOn: row.openedOn,
    thesis: row.thesis,
  };
}

/** A refusal of one field, worded as the schema's refusals are ("shares: must not be negative"). */
const fieldRefused = (code: string, field: string, why: string) => new AreaFailure("invalid", code, `${field}: ${why}`);

const unknownCompany = (symbol: string) => `${symbol} is not a listed company Moatwise knows`;

const holdingNotFound = () => new AreaFailure("notFound", "holding_not_found", "There is no such holding.");

/** The thesis as stored: trimmed, and null when nothing is left. */
const storedThesis = (thesis: string | null | undefined) => (thesis === undefined ? undefined : thesis?.trim() || null);

/** The fields an add or update sets; a key left out is left as it is. */
function detailsOf(details: HoldingUpdate) {
  const set: Partial<Pick<HoldingRow, "shares" | "costPerShare" | "openedOn" | "thesis">> = {};
  if (details.shares !== undefined) set.shares = details.shares;
  if (details.costPerShare !== undefined) set.costPerShare = details.costPerShare;
  if (details.openedOn !== undefined) set.openedOn = details.openedOn;
  if (details.thesis !== undefined) set.thesis = storedThesis(details.thesis) ?? null;
  return set;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
/** PostgreSQL's unique violation, as the driver throws it or as Drizzle wraps it. */
const isDuplicate = (error: unknown) =>
  isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause);

export interface PortfolioDeps {
  readonly db: Database;
  readonly market: MarketData;
  /** Whether a ticker is a listed company (the search's listings, or a provider's data). */
  readonly knowsCompany: (symbol: string) => Promise<boolean>;
}

export function portfolioService({ db, market, knowsCompany }: PortfolioDeps) {
  const ownHolding = (userId: string, id: string) => and(eq(holdings.id, id), eq(holdings.userId, userId));

  async function rowsOf(userId: string): Promise<HoldingRow[]> {
    return db
      .select()
      .from(holdings)
      .where(eq(holdings.userId, userId))
      .orderBy(asc(holdings.position), asc(holdings.createdAt));
  }

  /** Refuses adding `adding` holdings (named `what`) past PORTFOLIO_MAX_HOLDINGS. */
  async function checkRoomFor(userId: string, what: string, adding: number): Promise<void> {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(holdings)
      .where(eq(holdings.userId, userId));
    if (total + adding > PORTFOLIO_MAX_HOLDINGS) {
      throw fieldRefused(
        "too_many_holdings",
        "symbol",
        `a portfolio holds at most ${PORTFOLIO_MAX_HOLDINGS} companies; remove one before adding ${what}`,
      );
    }
  }

  async function lastPosition(userId: string): Promise<number> {
    const [{ last } = { last: null }] = await db
      .select({ last: max(holdings.position) })
      .from(holdings)
      .where(eq(holdings.userId, userId));
    return last ?? -1;
  }

  async function quoteOf(symbol: string): Promise<{ quote: HoldingQuote; provenance: Provenance | null }> {
    const found = await orNullWhenNotFound(Promise.all([market.quote(symbol), market.profile(symbol)]));
    if (!found) {
      const missing = { symbol, found: false, name: symbol, sector: null, currency: "USD" };
      return { quote: { ...missing, price: null, change: null, changePercentage: null }, provenance: null };
    }
    const [quote, profile] = found;
    return {
      quote: {
        symbol,
        found: true,
        name: quote.name || profile.companyName,
        sector: profile.sector,
        currency: profile.currency,
        price: quote.price,
        change: quote.change,
        changePercentage: quote.changePercentage,
      },
      provenance: quote.provenance ?? null,
    };
  }

  /** Each row whose well-formed symbol is no company Moatwise knows, asked once per symbol. */
  async function unknownCompanyRows(symbols: ReadonlyArray<{ row: number; symbol: string }>): Promise<CsvRowProblem[]> {
    const distinct = [...new Set(symbols.map(({ symbol }) => symbol))];
    const known = await mapLimited(distinct, QUOTES_AT_ONCE, knowsCompany);
    const unknown = new Set(distinct.filter((_, index) => !known[index]));
    return symbols
      .filter(({ symbol }) => unknown.has(symbol))
      .map(({ row, symbol }) => ({ row, problem: csvTexts.csvUnknownCompany(symbol) }));
  }

  /**
   * Reads a CSV and checks every row at once: its cells (core's reading), then its company. Throws
   * the refusal naming every bad row, one per line, or answers the good rows.
   */
  async function checkedCsvRows(csv: string): Promise<ReadonlyArray<CsvHoldingRow>> {
    const reading = readHoldingsCsv(csv);
    if (!reading.ok) throw new AreaFailure("invalid", "invalid_import", reading.fileProblem);
    const problems = [...reading.problems, ...(await unknownCompanyRows(reading.symbols))];
    if (problems.length > 0) {
      const lines = [csvTexts.csvImportRefused, ...rowProblemLines(problems)];
      throw new AreaFailure("invalid", "invalid_import", lines.join("\n"));
    }
    return reading.rows;
  }

  return {
    async list(userId: string): Promise<{ holdings: Holding[] }> {
      return { holdings: (await rowsOf(userId)).map(toHolding) };
    },

    async add(userId: string, holding: NewHolding): Promise<Holding> {
      const symbol = holding.symbol.toUpperCase();
      if (!(await knowsCompany(symbol))) throw fieldRefused("unknown_symbol", "symbol", unknownCompany(symbol));
      await checkRoomFor(userId, symbol, 1);
      try {
        const [row] = await db
          .insert(holdings)
          .values({ userId, symbol, position: (await lastPosition(userId)) + 1, ...detailsOf(holding) })
          .returning();
        if (!row) throw new Error("The holding was not stored.");
        return toHolding(row);
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        throw fieldRefused("duplicate_holding", "symbol", alreadyHeld(symbol));
      }
    },

    /**
     * Adds every holding of a CSV after the others, or none. Rows whose company is held already
     * refuse the file (naming them) unless `overlap` says to update those holdings or skip them.
     */
    async importCsv(userId: string, csv: string, overlap?: ImportOverlap): Promise<ImportedHoldings> {
      const rows = await checkedCsvRows(csv);
      const heldRows = await rowsOf(userId);
      const heldBySymbol = new Map(heldRows.map((row) => [row.symbol, row]));
      const overlapping = rows.filter(({ holding }) => heldBySymbol.has(holding.symbol));
      if (overlapping.length > 0 && overlap === undefined) {
        const lines = overlapping.map(({ row, holding }) =>
          csvTexts.csvRow(row, csvTexts.csvAlreadyHeld(holding.symbol)),
        );
        throw new AreaFailure(
          "conflict",
          "import_overlap",
          [csvTexts.csvOverlap(overlapping.length), ...lines].join("\n"),
        );
      }
      const fresh = rows.filter(({ holding }) => !heldBySymbol.has(holding.symbol)).map(({ holding }) => holding);
      const updates = overlap === "update" ? overlapping : [];
      await checkRoomFor(userId, `${fresh.length} more`, fresh.length);
      const first = (await lastPosition(userId)) + 1;
      try {
        await db.transaction(async (tx) => {
          if (fresh.length > 0) {
            const values = fresh.map((holding, index) => ({
              userId,
              symbol: holding.symbol,
              position: first + index,
              ...detailsOf(holding),
            }));
            await tx.insert(holdings).values(values);
          }
          for (const { holding } of updates) {
            const set = detailsOf(holding);
            if (Object.keys(set).length > 0) {
              await tx
                .update(holdings)
                .set(set)
                .where(and(eq(holdings.userId, userId), eq(holdings.symbol, holding.symbol)));
            }
          }
        });
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        throw new AreaFailure("invalid", "invalid_import", "Nothing was imported: a company was added meanwhile.");
      }
      return { holdings: (await rowsOf(userId)).map(toHolding), added: fresh.length, updated: updates.length };
    },

    async update(userId: string, id: string, update: HoldingUpdate): Promise<Holding> {
      if (!isRowId(id)) throw holdingNotFound();
      const set = detailsOf(update);
      const [row] =
        Object.keys(set).length === 0
          ? await db.select().from(holdings).where(ownHolding(userId, id))
          : await db.update(holdings).set(set).where(ownHolding(userId, id)).returning();
      if (!row) throw holdingNotFound();
      return toHolding(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isRowId(id)) throw holdingNotFound();
      const deleted = await db.delete(holdings).where(ownHolding(userId, id)).returning({ id: holdings.id });
      if (deleted.length === 0) throw holdingNotFound();
    },

    /**
     * Puts the holdings in `order`. Every id must be one of the user's holdings, once; holdings
     * the list leaves out (added meanwhile on another device) keep their order after it.
     */
    async reorder(userId: string, order: ReadonlyArray<string>): Promise<{ order: string[] }> {
      const known = new Set((await rowsOf(userId)).map((row) => row.id));
      const seen = new Set<string>();
      for (const id of order) {
        if (!known.has(id)) throw fieldRefused("unknown_holding", "order", `${id} is not one of your holdings`);
        if (seen.has(id)) throw fieldRefused("repeated_holding", "order", `${id} is listed twice`);
        seen.add(id);
      }
      if (order.length > 0) {
        const positions = JSON.stringify([...order, ...[...known].filter((id) => !seen.has(id))]);
        await db.execute(sql`
          UPDATE ${holdings} SET position = (wanted.ordinality - 1)::integer
          FROM jsonb_array_elements_text(${positions}::jsonb) WITH ORDINALITY AS wanted(id, ordinality)
          WHERE ${holdings.userId} = ${userId} AND ${holdings.id} = wanted.id::uuid`);
      }
      return { order: (await rowsOf(userId)).map((row) => row.id) };
    },

    /** Each holding's SEC filings of the last `days` days before the data's date, newest first; none for a company without data. */
    async recentFilings(userId: string, days = GENERAL_NEWS_DEFAULT_DAYS) {
      const symbols = (await rowsOf(userId)).map((row) => row.symbol);
      const answers = await mapLimited(symbols, QUOTES_AT_ONCE, (symbol) => orNullWhenNotFound(market.filings(symbol)));
      const bySymbol: Record<string, Filing[]> = {};
      let provenance: Provenance | null = null;
      answers.forEach((answer, index) => {
        const since = answer
          ? new Date(Date.parse(answer.provenance.asOf) - days * DAY_MS).toISOString().slice(0, 10)
          : "";
        provenance ??= answer?.provenance ?? null;
        bySymbol[symbols[index] as string] = (answer?.data ?? [])
          .filter((filing) => filing.filingDate >= since)
          .sort((a, b) => b.acceptedDate.localeCompare(a.acceptedDate))
          .slice(0, FILINGS_PER_HOLDING);
      });
      return { bySymbol, provenance };
    },

    /** Every holding's quote, name and sector; a company without data is marked, not an error. */
    async quotes(userId: string): Promise<PortfolioQuotes> {
      const symbols = (await rowsOf(userId)).map((row) => row.symbol);
      const answers = await mapLimited(symbols, QUOTES_AT_ONCE, quoteOf);
      const provenance = answers.find((answer) => answer.provenance)?.provenance ?? null;
      return { quotes: answers.map((answer) => answer.quote), provenance };
    },
  };
}

export type PortfolioService = ReturnType<typeof portfolioService>;
