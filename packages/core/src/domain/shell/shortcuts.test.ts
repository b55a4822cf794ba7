import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reorderKeys, shortcutSheet } from "./shortcutHints";
import { reorderPlacesFor, shortcutFor } from "./shortcuts";

const press = (
  key: string,
  modifiers: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean; shiftKey: boolean }>,
) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("shortcutFor", () => {
  it.each([
    ["b", "sidebar.toggle"],
    ["k", "palette.toggle"],
    ["l", "inlineChat.toggle"],
    ["K", "palette.toggle"],
  ])("Cmd or Ctrl + %s → %s", (key, shortcut) => {
    expect(shortcutFor(press(key, { metaKey: true }))).toBe(shortcut);
    expect(shortcutFor(press(key, { ctrlKey: true }))).toBe(shortcut);
  });

  it("ignores plain keys, other letters, and Alt or Shift combinations", () => {
    expect(shortcutFor(press("k", {}))).toBeNull();
    expect(shortcutFor(press("t", { metaKey: true }))).toBeNull();
    expect(shortcutFor(press("k", { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutFor(press("b", { metaKey: true, altKey: true }))).toBeNull();
  });

  it("never answers without Cmd or Ctrl", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean(), (key, altKey, shiftKey) => {
        expect(shortcutFor(press(key, { altKey, shiftKey }))).toBeNull();
      }),
    );
  });
});

describe("reorderPlacesFor: Alt+↑ and Alt+↓ on a row's move handle", () => {
  it("moves one place up or down with Alt alone", () => {
    expect(reorderPlacesFor(press("ArrowUp", { altKey: true }))).toBe(-1);
    expect(reorderPlacesFor(press("ArrowDown", { altKey: true }))).toBe(1);
  });

  it("leaves plain arrows to the drag keys, and other modifiers to the browser", () => {
    expect(reorderPlacesFor(press("ArrowUp", {}))).toBe(0);
    expect(reorderPlacesFor(press("ArrowDown", { altKey: true, shiftKey: true }))).toBe(0);
    expect(reorderPlacesFor(press("ArrowUp", { altKey: true, metaKey: true }))).toBe(0);
    expect(reorderPlacesFor(press("ArrowUp", { altKey: true, ctrlKey: true }))).toBe(0);
    expect(reorderPlacesFor(press("ArrowLeft", { altKey: true }))).toBe(0);
  });

  it("never moves for a key that is not ↑ or ↓", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((key) => key !== "ArrowUp" && key !== "ArrowDown"),
        fc.boolean(),
        (key, altKey) => {
          expect(reorderPlacesFor(press(key, { altKey }))).toBe(0);
        },
      ),
    );
  });

  it("is on the shortcut sheet, the platform's way", () => {
    expect(reorderKeys(true)).toEqual(["⌥↑", "⌥↓"]);
    expect(reorderKeys(false)).toEqual(["Alt+↑", "Alt+↓"]);
    for (const mac of [true, false]) {
      expect(shortcutSheet(mac)).toContainEqual({
        keys: reorderKeys(mac),
        does: "Move a holding up or down, from its ⠿ handle",
      });
    }
  });
});
