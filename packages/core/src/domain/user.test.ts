import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayNameFor } from "./user";

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
