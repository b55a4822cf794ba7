// Company data: a quote, a profile, a statement as a table that fits the terminal, the SEC filings.
import {
  type CellFormat,
  formatCount,
  formatDate,
  formatMoney,
  formatPercent,
  formatPrice,
  formatPriceRange,
  formatSignedPercent,
  formatSignedPrice,
  provenanceLabel,
  type StatementTab,
  statementTable,
} from "@moatwise/core";
import { signedInUser } from "../client";
import { type Command, type CommandContext, text } from "../command";
import { EXIT, type ExitCode, usageFailure } from "../failure";
import { clip, fitTable, renderTable } from "../table";

const TICKER = /^[A-Za-z][A-Za-z0-9.-]{0,9}$/;

/** The ticker argument, upper-cased; a usage failure when it cannot be one. */
export function tickerArg(context: CommandContext): string {
  const symbol = (context.args[0] ?? "").trim();
  if (!TICKER.test(symbol)) throw usageFailure(`"${symbol}" is not a ticker symbol (e.g. AAPL).`);
  return symbol.toUpperCase();
}

/** Prints `value` as JSON, for scripts; answers success. */
function json(context: CommandContext, value: unknown): ExitCode {
  context.terminal.write(`${JSON.stringify(value, null, 2)}\n`);
  return EXIT.ok;
}

/** Label and value lines, the labels padded to one width. */
const fields = (pairs: ReadonlyArray<readonly [string, string]>) => {
  const width = Math.max(...pairs.map(([label]) => label.length));
  return pairs.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join("\n");
};

export const quote: Command = {
  words: ["quote"],
  summary: "A company's latest price",
  usage: "SYMBOL [--json]",
  options: { json: { type: "boolean" } },
  args: { min: 1, max: 1 },
  async run(context) {
    const symbol = tickerArg(context);
    const connection = context.connect();
    await signedInUser(connection);
    const answer = await connection.api.company.quote({ symbol });
    if (context.values.json) return json(context, answer);
    context.terminal.write(
      `${answer.symbol}  ${answer.name}\n${fields([
        [
          "Price",
          `${formatPrice(answer.price)}  ${formatSignedPrice(answer.change)} (${formatSignedPercent(answer.changePercentage)})`,
        ],
        ["Day range", `${formatPrice(answer.dayLow)} – ${formatPrice(answer.dayHigh)}`],
        ["52 weeks", `${formatPrice(answer.yearLow)} – ${formatPrice(answer.yearHigh)}`],
        ["Volume", formatCount(answer.volume)],
        ["Market cap", formatMoney(answer.marketCap)],
        ["Exchange", answer.exchange],
      ])}\n`,
    );
    return EXIT.ok;
  },
};

export const profile: Command = {
  words: ["profile"],
  summary: "What a company does, and its key facts",
  usage: "SYMBOL [--json]",
  options: { json: { type: "boolean" } },
  args: { min: 1, max: 1 },
  async run(context) {
    const symbol = tickerArg(context);
    const connection = context.connect();
    await signedInUser(connection);
    const answer = await connection.api.company.profile({ symbol });
    if (context.values.json) return json(context, answer);
    const width = Math.max(40, context.terminal.columns);
    context.terminal.write(
      `${answer.symbol}  ${answer.companyName}\n${fields([
        ["Sector", [answer.sector, answer.industry].filter(Boolean).join(" · ") || "—"],
        ["Price", formatPrice(answer.price)],
        ["Market cap", formatMoney(answer.marketCap)],
        ["52 weeks", formatPriceRange(answer.range)],
        ["Exchange", answer.exchangeFullName || answer.exchange],
        ["CEO", answer.ceo ?? "—"],
        ["Website", answer.website ?? "—"],
      ])}\n${answer.description ? `\n${wrap(answer.description, width)}\n` : ""}`,
    );
    return EXIT.ok;
  },
};

/** Words wrapped to `width` characters a line. */
export function wrap(paragraph: string, width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

const CELL: Record<CellFormat, (value: number | null) => string> = {
  money: formatMoney,
  percent: (value) => formatPercent(value),
  perShare: formatPrice,
  count: formatCount,
};

const STATEMENTS: Record<string, StatementTab> = { income: "income", balance: "balance", "cash-flow": "cashFlow" };
const STATEMENT_TITLES: Record<StatementTab, string> = {
  income: "income statement",
  balance: "balance sheet",
  cashFlow: "cash flow statement",
};

export const financials: Command = {
  words: ["financials"],
  summary: "A financial statement as a table that fits the terminal",
  usage: "SYMBOL [--statement income|balance|cash-flow] [--period annual|quarter] [--limit N] [--json]",
  details: ["Periods run oldest to newest; the oldest are left out when the terminal is too narrow."],
  options: {
    statement: { type: "string", default: "income" },
    period: { type: "string", default: "annual" },
    limit: { type: "string" },
    json: { type: "boolean" },
  },
  args: { min: 1, max: 1 },
  async run(context) {
    const symbol = tickerArg(context);
    const statementName = text(context, "statement") ?? "income";
    const tab = STATEMENTS[statementName];
    if (!tab) throw usageFailure(`--statement is income, balance or cash-flow, not "${statementName}".`);
    const period = text(context, "period") ?? "annual";
    if (period !== "annual" && period !== "quarter")
      throw usageFailure(`--period is annual or quarter, not "${period}".`);
    const limitText = text(context, "limit");
    const limit = limitText === undefined ? undefined : Number(limitText);
    if (limit !== undefined && !Number.isInteger(limit))
      throw usageFailure(`--limit is a whole number, not "${limitText}".`);
    const connection = context.connect();
    await signedInUser(connection);
    const query = { period, ...(limit === undefined ? {} : { limit }) } as const;
    const answer =
      tab === "income"
        ? await connection.api.financials.incomeStatement(symbol, query)
        : tab === "balance"
          ? await connection.api.financials.balanceSheet(symbol, query)
          : await connection.api.financials.cashFlowStatement(symbol, query);
    if (context.values.json) return json(context, answer);
    const table = statementTable(tab, answer.statements);
    const columns = [
      { heading: "Line", align: "left" as const },
      ...table.columns.map((column) => ({ heading: column.label, align: "right" as const })),
    ];
    const rows = table.rows.map((row) => [
      row.derived ? `  ${row.label}` : row.label,
      ...row.values.map((value) => CELL[row.format](value)),
    ]);
    const fitted = fitTable(columns, rows, context.terminal.columns, { fixed: 1, keep: "last" });
    const title = `${symbol} · ${STATEMENT_TITLES[tab]} · ${period} · ${provenanceLabel(answer.provenance)}`;
    context.terminal.write(`${clip(title, context.terminal.columns)}\n${fitted.text}\n`);
    if (fitted.omitted > 0) {
      context.terminal.note(`${fitted.omitted} older period(s) left out to fit ${context.terminal.columns} columns.\n`);
    }
    return EXIT.ok;
  },
};

export const filings: Command = {
  words: ["filings"],
  summary: "A company's SEC filings, newest first",
  usage: "SYMBOL [--form 10-K] [--limit N] [--json]",
  options: { form: { type: "string" }, limit: { type: "string", default: "20" }, json: { type: "boolean" } },
  args: { min: 1, max: 1 },
  async run(context) {
    const symbol = tickerArg(context);
    const limit = Number(text(context, "limit") ?? "20");
    if (!Number.isInteger(limit)) throw usageFailure(`--limit is a whole number, not "${text(context, "limit")}".`);
    const form = text(context, "form");
    const connection = context.connect();
    await signedInUser(connection);
    const answer = await connection.api.company.filings({ symbol, limit, ...(form ? { form_type: form } : {}) });
    if (context.values.json) return json(context, answer);
    if (answer.filings.length === 0) {
      context.terminal.write(`No filings for ${symbol}.\n`);
      return EXIT.ok;
    }
    const table = renderTable(
      [
        { heading: "Filed", align: "left" },
        { heading: "Form", align: "left" },
        { heading: "Document", align: "left" },
      ],
      answer.filings.map((filing) => [formatDate(filing.filingDate), filing.formType, filing.finalLink || filing.link]),
    );
    // Addresses are written whole, even past the screen's edge: a cut one leads nowhere.
    context.terminal.write(`${table}\n`);
    return EXIT.ok;
  },
};
