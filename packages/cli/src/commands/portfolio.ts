// The portfolio: list with quotes, add, remove, import a CSV (all rows or none; the server reads
// it and names every bad row) and export one, with core's CSV rules and dashboard figures.
import {
  ApiError,
  csvTexts,
  formatMoney,
  formatPercent,
  formatPrice,
  formatShares,
  formatSignedPercent,
  formatSignedRatio,
  holdingsCsv,
  portfolioRows,
  portfolioTotals,
} from "@moatwise/core";
import { signedInUser } from "../client";
import { type Command, text } from "../command";
import { CommandFailure, EXIT, usageFailure } from "../failure";
import { fitTable } from "../table";
import { tickerArg } from "./company";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const portfolioList: Command = {
  words: ["portfolio"],
  summary: "Your holdings with their quotes (portfolio list does the same)",
  usage: "[list] [--json]",
  options: { json: { type: "boolean" } },
  args: { min: 0, max: 0 },
  async run(context) {
    const connection = context.connect();
    await signedInUser(connection);
    const [{ holdings }, { quotes }] = await Promise.all([
      connection.api.portfolio.get(),
      connection.api.portfolio.quotes(),
    ]);
    if (context.values.json) {
      context.terminal.write(json({ holdings, quotes }));
      return EXIT.ok;
    }
    if (holdings.length === 0) {
      context.terminal.write("No holdings yet. Add one with: moatwise portfolio add SYMBOL --shares N --cost PRICE\n");
      return EXIT.ok;
    }
    const rows = portfolioRows(holdings, quotes);
    const totals = portfolioTotals(rows);
    const table = fitTable(
      [
        { heading: "Symbol", align: "left" },
        { heading: "Shares", align: "right" },
        { heading: "Price", align: "right" },
        { heading: "Day", align: "right" },
        { heading: "Value", align: "right" },
        { heading: "Gain", align: "right" },
        { heading: "Weight", align: "right" },
        { heading: "Name", align: "left" },
        { heading: "Id", align: "left" },
      ],
      rows.map((row) => [
        row.holding.symbol,
        row.watched ? "watching" : formatShares(row.holding.shares),
        formatPrice(row.price),
        formatSignedPercent(row.dayChangePercent),
        formatMoney(row.value),
        formatSignedRatio(row.gainPercent),
        formatPercent(row.weight),
        row.name,
        row.holding.id,
      ]),
      context.terminal.columns,
      { fixed: 7, keep: "first" },
    );
    context.terminal.write(
      `${table.text}\n\nValue ${formatMoney(totals.value)} · gain ${formatMoney(totals.gain)} (${formatSignedRatio(totals.gainPercent)}) · today ${formatMoney(totals.dayGain)} · ${totals.holdings} holding(s)\n`,
    );
    return EXIT.ok;
  },
};

/** A number option, or undefined when not given; a usage failure when it is not a number. */
function numberOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value.replace(/[$,]/g, ""));
  if (value.trim() === "" || !Number.isFinite(number)) throw usageFailure(`--${name} is a number, not "${value}".`);
  return number;
}

export const portfolioAdd: Command = {
  words: ["portfolio", "add"],
  summary: "Add a holding (without --shares it is watched)",
  usage: "SYMBOL [--shares N] [--cost PRICE] [--opened YYYY-MM-DD] [--thesis TEXT]",
  options: {
    shares: { type: "string" },
    cost: { type: "string" },
    opened: { type: "string" },
    thesis: { type: "string" },
  },
  args: { min: 1, max: 1 },
  async run(context) {
    const symbol = tickerArg(context);
    const shares = numberOption(text(context, "shares"), "shares");
    const cost = numberOption(text(context, "cost"), "cost");
    const connection = context.connect();
    await signedInUser(connection);
    const holding = await connection.api.portfolio.add({
      symbol,
      ...(shares === undefined ? {} : { shares }),
      ...(cost === undefined ? {} : { costPerShare: cost }),
      ...(text(context, "opened") ? { openedOn: text(context, "opened") as string } : {}),
      ...(text(context, "thesis") ? { thesis: text(context, "thesis") as string } : {}),
    });
    context.terminal.write(`Added ${holding.symbol} (${holding.id}).\n`);
    return EXIT.ok;
  },
};

export const portfolioRemove: Command = {
  words: ["portfolio", "remove"],
  summary: "Remove a holding, named by its symbol or its id",
  usage: "SYMBOL|ID",
  args: { min: 1, max: 1 },
  async run(context) {
    const named = (context.args[0] ?? "").trim();
    const connection = context.connect();
    await signedInUser(connection);
    const { holdings } = await connection.api.portfolio.get();
    const matches = holdings.filter((holding) => holding.id === named || holding.symbol === named.toUpperCase());
    if (matches.length === 0) throw new CommandFailure(`No holding ${named} in your portfolio.`, EXIT.refused);
    if (matches.length > 1) {
      throw new CommandFailure(
        `${named.toUpperCase()} is held ${matches.length} times; name one by its id: ${matches.map((h) => h.id).join(", ")}`,
        EXIT.usage,
      );
    }
    const [holding] = matches as [(typeof matches)[number]];
    await connection.api.portfolio.remove(holding.id);
    context.terminal.write(`Removed ${holding.symbol} (${holding.id}).\n`);
    return EXIT.ok;
  },
};

export const portfolioImport: Command = {
  words: ["portfolio", "import"],
  summary: "Add every holding of a CSV file, or none when a row is bad",
  usage: "FILE.csv [--update | --skip]",
  options: { update: { type: "boolean" }, skip: { type: "boolean" } },
  details: [
    "Columns: symbol (or ticker), shares, cost_per_share (or cost), opened_on, thesis; any order or case.",
    "Rows are numbered as a spreadsheet numbers them: the heading is row 1.",
    "Rows of companies already held refuse the file unless --update (take the file's figures) or --skip.",
  ],
  args: { min: 1, max: 1 },
  async run(context) {
    const path = context.args[0] as string;
    const overlap = context.values.update ? "update" : context.values.skip ? "skip" : undefined;
    if (context.values.update && context.values.skip) {
      throw new CommandFailure("Choose --update or --skip, not both.", EXIT.usage);
    }
    const csv = await context.terminal.readFile(path).catch((error: Error) => {
      throw new CommandFailure(`Cannot read ${path}: ${error.message}`, EXIT.usage);
    });
    const connection = context.connect();
    await signedInUser(connection);
    const imported = await connection.api.portfolio.import(overlap ? { csv, overlap } : { csv }).catch((error) => {
      if (!(error instanceof ApiError) || !["invalid_import", "import_overlap"].includes(error.code ?? "")) throw error;
      const hint = error.code === "import_overlap" ? "\nRun it again with --update or --skip." : "";
      throw new CommandFailure(`${path} was not imported:\n${error.message}${hint}`, EXIT.refused);
    });
    context.terminal.write(
      `${csvTexts.csvImported(imported.added, imported.updated)} ${imported.holdings.length} in the portfolio.\n`,
    );
    return EXIT.ok;
  },
};

export const portfolioExport: Command = {
  words: ["portfolio", "export"],
  summary: "Write the holdings as CSV (to standard output, or --out FILE)",
  usage: "[--out FILE]",
  options: { out: { type: "string" } },
  args: { min: 0, max: 0 },
  async run(context) {
    const connection = context.connect();
    await signedInUser(connection);
    const { holdings } = await connection.api.portfolio.get();
    const csv = holdingsCsv(holdings);
    const out = text(context, "out");
    if (out) {
      await context.terminal.writeFile(out, csv);
      context.terminal.note(`Wrote ${holdings.length} holding(s) to ${out}.\n`);
    } else context.terminal.write(csv.endsWith("\n") ? csv : `${csv}\n`);
    return EXIT.ok;
  },
};
