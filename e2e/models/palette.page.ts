// The command palette as a person uses it, for the palette model's paths: Ctrl+K, typing, the arrow
// keys, the pointer, Enter and Escape; and what the page must show in each state of the model.
import { commandCountText, NO_COMMANDS_TEXT, type PaletteContext, visibleCommands } from "@moatwise/core";
import type { BrowserExecutor } from "@moatwise/testkit/browser";
import { paletteModel } from "@moatwise/testkit/browser";
import { expect, type Page } from "@playwright/test";

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const inputOf = (page: Page) => dialogOf(page).getByRole("combobox", { name: "Search commands" });

/** Opens the palette with its shortcut; the page has the keyboard focus wherever it is. */
const pressShortcut = async (page: Page) => page.keyboard.press("Control+k");

export const paletteExecutor: BrowserExecutor<Page> = {
  model: paletteModel,
  actions: {
    "palette.toggle": pressShortcut,
    // Nothing in the page opens it other than the shortcut, which opens a closed palette.
    "palette.open": pressShortcut,
    "palette.close": (page) => inputOf(page).press("Escape"),
    "palette.query": (page, event) => inputOf(page).fill((event as unknown as { text: string }).text),
    "palette.next": (page) => inputOf(page).press("ArrowDown"),
    "palette.previous": (page) => inputOf(page).press("ArrowUp"),
    "palette.hover": async (page, event) => {
      await dialogOf(page)
        .getByRole("option")
        .nth((event as unknown as { index: number }).index)
        .hover();
      // Off the list at once, so no later redraw under a resting pointer counts as a hover.
      await page.mouse.move(1, 1);
    },
    "palette.run": (page) => inputOf(page).press("Enter"),
  },
  // Only a listed command can be hovered, and typing changes the text (typing "" in an empty box is nothing).
  canPlay: (event, before) => {
    const context = before.context as PaletteContext;
    if (event.type === "palette.hover")
      return (event as unknown as { index: number }).index < visibleCommands(context).length;
    if (event.type === "palette.query") return (event as unknown as { text: string }).text !== context.query;
    return true;
  },
  check: async (page, state) => {
    if (!state.matches("open")) {
      await expect(dialogOf(page)).toHaveCount(0);
      return;
    }
    const context = state.context as PaletteContext;
    const shown = visibleCommands(context);
    await expect(inputOf(page)).toHaveValue(context.query);
    await expect(dialogOf(page).locator(".palette-count")).toHaveText(commandCountText(shown.length));
    if (shown.length === 0) {
      await expect(dialogOf(page).getByText(NO_COMMANDS_TEXT)).toBeVisible();
      return;
    }
    const options = dialogOf(page).getByRole("option");
    await expect(options.locator(".palette-item-label")).toHaveText(shown.map((command) => command.label));
    await expect(options.nth(context.selectedIndex)).toHaveAttribute("aria-selected", "true");
  },
  reset: async (page) => {
    if ((await dialogOf(page).count()) > 0) await inputOf(page).press("Escape");
    await expect(dialogOf(page)).toHaveCount(0);
  },
};
