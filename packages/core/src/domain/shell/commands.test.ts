import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  commandCountText,
  commandPlaceholder,
  commandsFor,
  companyCommands,
  filterCommands,
  PALETTE_COMMANDS,
  tickerCommand,
  wrapIndex,
} from "./commands";
import { shortcutHint, usesCommandKey } from "./shortcutHints";
import { shortcutFor } from "./shortcuts";

describe("the palette's commands (spec §2)", () => {
  it("go to the spec's targets", () => {
    const targets = PALETTE_COMMANDS.flatMap((c) => (c.action.type === "navigate" ? [c.action.to] : []));
    expect(targets).toEqual(["/", "/portfolio", "/chat", "/research", "/usage", "/settings", "/roadmap"]);
    expect(PALETTE_COMMANDS.map((c) => c.label).slice(-3)).toEqual([
      "Toggle Sidebar",
      "Toggle Inline Chat",
      "Toggle Theme",
    ]);
  });

  it("hint the shortcut that really runs them, the platform's way; the theme has none", () => {
    const hints = (mac: boolean) =>
      PALETTE_COMMANDS.filter((c) => c.shortcut).map((c) => [c.label, shortcutHint(c.shortcut!, mac)]);
    expect(hints(true)).toEqual([
      ["Toggle Sidebar", "⌘B"],
      ["Toggle Inline Chat", "⌘L"],
    ]);
    expect(hints(false)).toEqual([
      ["Toggle Sidebar", "Ctrl+B"],
      ["Toggle Inline Chat", "Ctrl+L"],
    ]);
    for (const command of PALETTE_COMMANDS.filter((c) => c.shortcut)) {
      const key = shortcutHint(command.shortcut!, false).slice(-1).toLowerCase();
      expect(shortcutFor({ key, ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBe(
        command.shortcut,
      );
    }
    expect(usesCommandKey("MacIntel")).toBe(true);
    expect(usesCommandKey("Linux x86_64")).toBe(false);
  });

  it("offer Research only to allow-listed users", () => {
    expect(commandsFor(true).some((c) => c.id === "research")).toBe(true);
    expect(commandsFor(false).some((c) => c.id === "research")).toBe(false);
  });
});

const covered = [
  { symbol: "NVDA", name: "NVIDIA Corporation" },
  { symbol: "COST", name: "Costco Wholesale Corporation" },
  { symbol: "MSFT", name: "Microsoft Corporation" },
  { symbol: "BRK.B", name: "Berkshire Hathaway Inc." },
];

describe("filterCommands: label or description, case-insensitive", () => {
  it("matches on the label and on the description", () => {
    expect(filterCommands(PALETTE_COMMANDS, "SETTINGS").map((c) => c.id)).toEqual(["settings"]);
    expect(filterCommands(PALETTE_COMMANDS, "dark").map((c) => c.id)).toEqual(["toggle-theme"]);
    expect(filterCommands(PALETTE_COMMANDS, "   ")).toHaveLength(PALETTE_COMMANDS.length);
    expect(filterCommands(PALETTE_COMMANDS, "zzz9")).toEqual([]);
  });

  it("keeps exactly the commands containing the text in either field, in order, then the ticker's and the companies'", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        const kept = filterCommands(PALETTE_COMMANDS, query, covered);
        const wanted = query.trim().toLowerCase();
        const expected = PALETTE_COMMANDS.filter(
          (c) => `${c.label}`.toLowerCase().includes(wanted) || c.description.toLowerCase().includes(wanted),
        );
        const ticker = wanted === "" ? null : tickerCommand(query, covered);
        const companies = wanted === "" ? [] : companyCommands(query, covered);
        expect(kept).toEqual([...expected, ...(ticker ? [ticker] : []), ...companies]);
      }),
    );
  });

  it("opens a company from its ticker: msft opens Microsoft's page", () => {
    const [first] = filterCommands(PALETTE_COMMANDS, "msft", covered);
    expect(first).toMatchObject({ label: "Open MSFT", action: { type: "navigate", to: "/stock/MSFT" } });
    expect(tickerCommand("$brk.b")?.action).toEqual({ type: "navigate", to: "/stock/BRK.B" });
    expect(tickerCommand("apple inc")).toBeNull();
    expect(tickerCommand("toolong")).toBeNull();
    expect(filterCommands(PALETTE_COMMANDS, "chat")[0]?.id).toBe("chat");
  });

  it("opens a covered company by its name: 'nvidia' opens NVIDIA's page", () => {
    const [first] = filterCommands(PALETTE_COMMANDS, "nvidia", covered);
    expect(first).toMatchObject({
      label: "Open NVIDIA Corporation (NVDA)",
      action: { type: "navigate", to: "/stock/NVDA" },
    });
    expect(filterCommands(PALETTE_COMMANDS, "wholesale", covered).map((c) => c.id)).toEqual(["open-COST"]);
    expect(companyCommands("nvidia", [])).toEqual([]);
  });

  it("offers no 'Open PORT' for a plain word that is not a known ticker", () => {
    const offered = filterCommands(PALETTE_COMMANDS, "port", covered).map((c) => c.label);
    expect(offered).toContain("Go to Portfolio");
    expect(offered.filter((label) => label.startsWith("Open"))).toEqual([]);
    expect(tickerCommand("port", covered)).toBeNull();
    // Written as a ticker on purpose, any symbol opens: its page says if there is no data.
    expect(tickerCommand("$port", covered)?.label).toBe("Open PORT");
    expect(tickerCommand("TSLA", covered)?.label).toBe("Open TSLA");
    // A known ticker opens in any case.
    expect(tickerCommand("cost", covered)?.label).toBe("Open COST");
  });

  it("offers a lowercase word as a ticker only when it is a known one", () => {
    const known = new Set(covered.map((c) => c.symbol));
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,5}$/), (word) => {
        const ticker = tickerCommand(word, covered);
        expect(ticker !== null).toBe(known.has(word.toUpperCase()));
      }),
    );
  });
});

describe("the palette's texts", () => {
  it.each([
    [0, "No commands found"],
    [1, "1 command found"],
    [9, "9 commands found"],
  ])("%d → %s", (count, text) => expect(commandCountText(count)).toBe(text));

  it("says how many commands there are to search", () => {
    expect(commandPlaceholder(9)).toBe("Search 9 commands...");
  });
});

describe("wrapIndex: arrow keys wrap around", () => {
  it("wraps at both ends and stays in range", () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 20 }), (i, step, length) => {
        const next = wrapIndex(i, step, length);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(length);
      }),
    );
  });
});
