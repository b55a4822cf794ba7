// The command line: finds the command its words name, parses its options (node:util parseArgs,
// strict, so a typo is refused rather than ignored), runs it, and turns any failure into one
// sentence and an exit code. Every command answers --help.
import { parseArgs } from "node:util";
import { type Connection, connect, DEFAULT_SERVER } from "./client";
import type { Command, Options } from "./command";
import { login, logout, whoami } from "./commands/account";
import { ask } from "./commands/ask";
import { filings, financials, profile, quote } from "./commands/company";
import { portfolioAdd, portfolioExport, portfolioImport, portfolioList, portfolioRemove } from "./commands/portfolio";
import { researchNew } from "./commands/research";
import { describeFailure, EXIT, type ExitCode } from "./failure";
import { Interrupted, type Terminal } from "./terminal";

export const COMMANDS: ReadonlyArray<Command> = [
  login,
  logout,
  whoami,
  quote,
  profile,
  financials,
  filings,
  ask,
  portfolioList,
  { ...portfolioList, words: ["portfolio", "list"], usage: "[--json]" },
  portfolioAdd,
  portfolioRemove,
  portfolioImport,
  portfolioExport,
  researchNew,
];

const GLOBAL_OPTIONS: Options = {
  server: { type: "string" },
  help: { type: "boolean", short: "h" },
};

const GLOBAL_HELP = [
  "  --server URL   the Moatwise server (default $MOATWISE_SERVER, else http://127.0.0.1:3000)",
  "  -h, --help     this help",
];

const EXIT_HELP = [
  "Exit codes: 0 done, 1 the server failed, 2 a wrong command line, 3 not signed in or the session",
  "expired, 4 the server refused the input (its detail is printed), 5 the server is unreachable,",
  "130 stopped with Ctrl+C.",
];

const nameOf = (command: Command) => command.words.join(" ");

/** The command named by the most leading words of `argv` ("portfolio add" before "portfolio"). */
function findCommand(argv: ReadonlyArray<string>): { command: Command; rest: string[] } | null {
  const byLength = [...COMMANDS].sort((a, b) => b.words.length - a.words.length);
  for (const command of byLength) {
    if (command.words.every((word, index) => argv[index] === word)) {
      return { command, rest: argv.slice(command.words.length) };
    }
  }
  return null;
}

export function commandHelp(command: Command): string {
  return [
    `Usage: moatwise ${nameOf(command)}${command.usage ? ` ${command.usage}` : ""}`,
    "",
    command.summary,
    ...(command.details ? ["", ...command.details] : []),
    "",
    "Options:",
    ...GLOBAL_HELP,
    "",
    ...EXIT_HELP,
  ].join("\n");
}

export function overallHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => nameOf(command).length));
  return [
    "Usage: moatwise COMMAND [options]",
    "",
    "Moatwise in the terminal: company data, the assistant, your portfolio and research reports.",
    "",
    "Commands:",
    ...COMMANDS.map((command) => `  ${nameOf(command).padEnd(width)}  ${command.summary}`),
    "",
    "Options:",
    ...GLOBAL_HELP,
    "",
    "`moatwise COMMAND --help` explains one command.",
    ...EXIT_HELP,
  ].join("\n");
}

/** Runs one command line; answers its exit code. Never throws. */
export async function run(argv: ReadonlyArray<string>, terminal: Terminal): Promise<ExitCode> {
  const found = findCommand(argv);
  if (!found) {
    const helpAsked = argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help";
    if (helpAsked) {
      terminal.write(`${overallHelp()}\n`);
      return EXIT.ok;
    }
    terminal.note(`Unknown command "${argv.join(" ")}".\n\n${overallHelp()}\n`);
    return EXIT.usage;
  }
  const { command, rest } = found;
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    terminal.note(`${(error as Error).message}\n\n${commandHelp(command)}\n`);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    terminal.write(`${commandHelp(command)}\n`);
    return EXIT.ok;
  }
  const { positionals } = parsed;
  if (positionals.length < command.args.min || positionals.length > command.args.max) {
    terminal.note(
      `moatwise ${nameOf(command)} takes ${command.usage || "no arguments"}; given: ${positionals.join(" ") || "nothing"}.\n\n${commandHelp(command)}\n`,
    );
    return EXIT.usage;
  }
  const serverOption = parsed.values.server;
  const server = (typeof serverOption === "string" ? serverOption : terminal.env.MOATWISE_SERVER) || DEFAULT_SERVER;
  try {
    new URL(server);
  } catch {
    terminal.note(`--server is an address such as ${DEFAULT_SERVER}, not "${server}".\n`);
    return EXIT.usage;
  }
  const origin = new URL(server).origin;
  let connection: Connection | null = null;
  try {
    const code = await command.run({
      terminal,
      server: origin,
      args: positionals,
      values: parsed.values as Record<string, string | boolean | undefined>,
      connect: () => {
        connection ??= connect(origin, terminal.env);
        return connection;
      },
    });
    return code ?? EXIT.ok;
  } catch (error) {
    if (error instanceof Interrupted) return EXIT.interrupted;
    const { message, exitCode } = describeFailure(error, origin);
    terminal.note(`${message}\n`);
    return exitCode;
  } finally {
    (connection as Connection | null)?.close();
  }
}
