// The command palette's commands (spec §2) and its filter: label or description, ignoring case.
// Each toggle shows the shortcut that really runs it (issue 23: ⌘B on a Mac, Ctrl+B elsewhere).
// A covered company opens by its name or ticker ("nvidia" → NVIDIA); any other ticker only when
// it is written as one ("$TSLA", "TSLA"), so a plain word ("port") does not read as a ticker.
import { counted } from "../counted";
import { type NamedCompany, startsMatch } from "../stock/companyMatch";
import type { Shortcut } from "./shortcuts";

export type CommandAction =
  | { readonly type: "navigate"; readonly to: string }
  | { readonly type: "toggleSidebar" }
  | { readonly type: "toggleInlineChat" }
  | { readonly type: "toggleTheme" };

export interface Command {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  /** The keyboard shortcut that runs the same (shown as `shortcutHint` words it). */
  readonly shortcut?: Shortcut;
  readonly action: CommandAction;
}

const goTo = (id: string, label: string, to: string, description: string): Command => ({
  id,
  label: `Go to ${label}`,
  description,
  action: { type: "navigate", to },
});

export const PALETTE_COMMANDS: ReadonlyArray<Command> = [
  goTo("home", "Home", "/", "Search companies and ask questions"),
  goTo("portfolio", "Portfolio", "/portfolio", "Your holdings and their news"),
  goTo("chat", "Chat", "/chat", "Ask the assistant, with sources"),
  goTo("research", "Research", "/research", "AI research reports from nine pillars"),
  goTo("usage", "Usage", "/usage", "Your requests per day"),
  goTo("settings", "Settings", "/settings", "Profile, theme, answer style and devices"),
  goTo("roadmap", "Roadmap", "/roadmap", "What is built and what comes next"),
  {
    id: "toggle-sidebar",
    label: "Toggle Sidebar",
    description: "Show or hide the navigation",
    shortcut: "sidebar.toggle",
    action: { type: "toggleSidebar" },
  },
  {
    id: "toggle-inline-chat",
    label: "Toggle Inline Chat",
    description: "Open or close the chat beside the page",
    shortcut: "inlineChat.toggle",
    action: { type: "toggleInlineChat" },
  },
  {
    id: "toggle-theme",
    label: "Toggle Theme",
    description: "Switch between light and dark",
    action: { type: "toggleTheme" },
  },
];

/** A ticker as typed in the palette: letters, with a class letter after a dot ("BRK.B"), "$" optional. */
const TICKER = /^\$?([A-Za-z]{1,5}(?:\.[A-Za-z])?)$/;
/** Written as a ticker on purpose: with "$", or in capitals. */
const WRITTEN_AS_TICKER = /^(?:\$[A-Za-z]{1,5}(?:\.[A-Za-z])?|[A-Z]{1,5}(?:\.[A-Z])?)$/;

/** How many companies the palette offers for one text. */
export const PALETTE_COMPANIES_MAX = 5;

const openCompany = (symbol: string, label: string): Command => ({
  id: `open-${symbol}`,
  label,
  description: "The company's stock page",
  action: { type: "navigate", to: `/stock/${encodeURIComponent(symbol)}` },
});

/**
 * "Open MSFT" for a query that reads as a ticker: one of `known` in any case, or any ticker
 * written as one ("$tsla", "TSLA"); the company's page says if it has no data.
 */
export function tickerCommand(query: string, known: ReadonlyArray<NamedCompany> = []): Command | null {
  const trimmed = query.trim();
  const symbol = trimmed.match(TICKER)?.[1]?.toUpperCase();
  if (!symbol) return null;
  const isKnown = known.some((company) => company.symbol.toUpperCase() === symbol);
  if (!isKnown && !WRITTEN_AS_TICKER.test(trimmed)) return null;
  return openCompany(symbol, `Open ${symbol}`);
}

/** "Open NVIDIA Corporation (NVDA)" for each known company the text names (its ticker's own command aside). */
export function companyCommands(query: string, known: ReadonlyArray<NamedCompany>): Command[] {
  const wanted = query.trim();
  if (wanted === "") return [];
  return known
    .filter((company) => startsMatch(company, wanted) && company.symbol.toUpperCase() !== wanted.toUpperCase())
    .slice(0, PALETTE_COMPANIES_MAX)
    .map((company) => openCompany(company.symbol, `Open ${company.name} (${company.symbol})`));
}

/** The commands a visitor may run: Research only for allow-listed users (spec §6). */
export function commandsFor(researchAccess: boolean): ReadonlyArray<Command> {
  return researchAccess ? PALETTE_COMMANDS : PALETTE_COMMANDS.filter((command) => command.id !== "research");
}

/**
 * Commands whose label or description contains the trimmed query, ignoring case (all for none),
 * then "Open TICKER" when the query reads as a ticker, then the known companies it names.
 */
export function filterCommands(
  commands: ReadonlyArray<Command>,
  query: string,
  known: ReadonlyArray<NamedCompany> = [],
): ReadonlyArray<Command> {
  const wanted = query.trim().toLowerCase();
  if (wanted === "") return commands;
  const matching = commands.filter(
    (command) => command.label.toLowerCase().includes(wanted) || command.description.toLowerCase().includes(wanted),
  );
  const ticker = tickerCommand(query, known);
  return [...matching, ...(ticker ? [ticker] : []), ...companyCommands(query, known)];
}

/** The palette's count line: "1 command found", "N commands found", or "No commands found". */
export function commandCountText(count: number): string {
  if (count === 0) return "No commands found";
  return `${counted(count, "command")} found`;
}

/** The input's placeholder: `Search N commands...`. */
export function commandPlaceholder(count: number): string {
  return `Search ${count} commands...`;
}

export const NO_COMMANDS_TEXT = "No commands found. Press Enter to search.";

/** An index moved by `step` within `length` items, wrapping at both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length === 0) return 0;
  return (((index + step) % length) + length) % length;
}
