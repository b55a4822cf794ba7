// The shape of one command: its words, usage and options (node:util parseArgs, strict), and what
// it does given the parsed line, the terminal and a way to reach the server.
import type { ParseArgsConfig } from "node:util";
import type { Connection } from "./client";
import type { ExitCode } from "./failure";
import type { Terminal } from "./terminal";

export type Options = NonNullable<ParseArgsConfig["options"]>;

export interface CommandContext {
  readonly terminal: Terminal;
  readonly server: string;
  readonly args: ReadonlyArray<string>;
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** A client for the server; closed by the runner when the command ends. */
  connect(): Connection;
}

export interface Command {
  /** The words that name it: ["portfolio", "add"]. */
  readonly words: ReadonlyArray<string>;
  readonly summary: string;
  /** The arguments after the words, e.g. "SYMBOL". */
  readonly usage: string;
  /** Lines that explain its options. */
  readonly details?: ReadonlyArray<string>;
  readonly options?: Options;
  readonly args: { readonly min: number; readonly max: number };
  run(context: CommandContext): Promise<ExitCode | undefined>;
}

export const text = (context: CommandContext, name: string): string | undefined => {
  const value = context.values[name];
  return typeof value === "string" ? value : undefined;
};
