import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortcutFor } from "./shortcuts";

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
