import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayNameFor, initialsFor, pictureUrlFor } from "./user";

describe("displayNameFor: username, else full name, else the e-mail before @", () => {
  it.each([
    [{ username: "ada", fullName: "Ada Lovelace", email: "a@x.io" }, "ada"],
    [{ username: "  ", fullName: "Ada Lovelace", email: "a@x.io" }, "Ada Lovelace"],
    [{ username: null, fullName: null, email: "ada.l@x.io" }, "ada.l"],
    [{ email: "ada@x.io" }, "ada"],
  ])("%j → %s", (profile, name) => {
    expect(displayNameFor(profile)).toBe(name);
  });

  it("is never empty for an e-mail with a local part", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9.]{1,20}$/), fc.domain(), (local, domain) => {
        expect(displayNameFor({ email: `${local}@${domain}` })).toBe(local);
      }),
    );
  });
});

describe("pictureUrlFor: avatar, else picture, else picture_url", () => {
  it.each([
    [{ avatar: "https://a/1", picture: "https://a/2", picture_url: "https://a/3" }, "https://a/1"],
    [{ avatar: " ", picture: "https://a/2", picture_url: "https://a/3" }, "https://a/2"],
    [{ picture: null, picture_url: "https://a/3" }, "https://a/3"],
    [{ avatar: 42, picture_url: "https://a/3" }, "https://a/3"],
    [{}, null],
  ])("%j → %s", (profile, url) => {
    expect(pictureUrlFor(profile)).toBe(url);
  });

  it("never picks a later field while an earlier one holds text", () => {
    const field = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(field, field, field, (avatar, picture, picture_url) => {
        const first = [avatar, picture, picture_url].find((value) => value !== undefined && value.trim() !== "");
        expect(pictureUrlFor({ avatar, picture, picture_url })).toBe(first?.trim() ?? null);
      }),
    );
  });
});

describe("initialsFor: up to two initials, else ?", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["grace brewster murray hopper", "GB"],
    ["ada", "A"],
    ["   ", "?"],
  ])("%s → %s", (name, initials) => expect(initialsFor(name)).toBe(initials));
});
