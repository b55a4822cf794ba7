// A new password must be hard to guess (issue 43): sign-up scores it with zxcvbn's estimator and
// refuses one under PASSWORD_MIN_STRENGTH_SCORE with 400 `password_weak`, saying why and how to
// make one strong. Over real HTTP on a real database, with the probe's examples and generated
// ones of each guessable pattern; generated random passphrases and strings are accepted.
import { PASSWORD_PROBLEM_TEXTS, texts, weakPasswordText } from "@moatwise/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { scaledRuns } from "../../testing/propertyRuns";
import { jsonBody, startTestServer, uniqueEmail } from "../../testing/testServer";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signUp(password: string) {
  const answer = await fetch(`${server.url}/v1/users/signup`, jsonBody({ email: uniqueEmail("sign"), password }));
  return { status: answer.status, body: (await answer.json()) as { detail?: string; code?: string } };
}

const RUNS = { numRuns: scaledRuns(12) };
const pick = <T>(items: ReadonlyArray<T>) => fc.constantFrom(...items);

/** Refused as guessable: weak by the estimate, or on the common list (which comes first). */
async function expectRefused(password: string) {
  const { status, body } = await signUp(password);
  expect(status, JSON.stringify(password)).toBe(400);
  expect(["password_weak", "password_common"], JSON.stringify(password)).toContain(body.code);
  if (body.code === "password_weak") expect(body.detail).toContain(texts.passwordStrongAdvice);
}

describe("a weak password", () => {
  it("the probe's six are refused, each saying why it is easy to guess and how to make one strong", async () => {
    const expected = {
      aaaaaaaa: weakPasswordText("repeated"),
      abcdefgh: weakPasswordText("sequence"),
      "12121212": weakPasswordText("repeated"),
      moatwise: weakPasswordText("personal"),
      "Password123!": weakPasswordText("common"),
      "Summer2026!": weakPasswordText("common"),
    };
    for (const [password, detail] of Object.entries(expected)) {
      expect(await signUp(password)).toEqual({ status: 400, body: { code: "password_weak", detail } });
    }
    expect(weakPasswordText("repeated")).toMatch(
      /^password: is too easy to guess, because repeated .+\. Use four or more/,
    );
  });

  it("of one character repeated, or a short pattern repeated, is refused", async () => {
    const unit = fc.string({ unit: pick([..."abcxyz019!@"]), minLength: 1, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(unit, fc.integer({ min: 8, max: 40 }), async (piece, length) => {
        await expectRefused(piece.repeat(Math.ceil(length / piece.length)).slice(0, Math.max(8, length)));
      }),
      RUNS,
    );
  });

  it("of a run of letters or digits in order, up or down, is refused", async () => {
    const runs = ["abcdefghijklmnopqrstuvwxyz", "0123456789"];
    await fc.assert(
      fc.asyncProperty(pick(runs), fc.integer({ min: 8, max: 10 }), fc.boolean(), async (run, length, down) => {
        const ordered = down ? [...run].reverse().join("") : run;
        await expectRefused(ordered.slice(0, length));
      }),
      RUNS,
    );
  });

  it("of a walk along the keyboard is refused", async () => {
    // A straight row from any key; a walk down the columns from its corner, as people type it.
    const rows = ["qwertyuiop", "asdfghjkl;", "zxcvbnm,./", "1234567890"];
    const walk = fc.oneof(
      fc.tuple(pick(rows), fc.integer({ min: 0, max: 2 })).map(([row, start]) => row.slice(start, start + 8)),
      fc
        .tuple(pick(["1qaz2wsx3edc4rfv", "qazwsxedcrfvtgb"]), fc.integer({ min: 8, max: 12 }))
        .map(([row, length]) => row.slice(0, length)),
    );
    await fc.assert(fc.asyncProperty(walk, expectRefused), RUNS);
  });

  it("of a common word with a year and a symbol is refused", async () => {
    const words = ["summer", "winter", "monkey", "dragon", "football", "sunshine", "princess", "welcome", "shadow"];
    await fc.assert(
      fc.asyncProperty(
        pick(words),
        fc.integer({ min: 1950, max: 2035 }),
        pick(["!", "@", "#", "$", "?", ""]),
        fc.boolean(),
        async (word, year, symbol, capital) => {
          const written = capital ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
          await expectRefused(`${written}${year}${symbol}`);
        },
      ),
      RUNS,
    );
  });
});

describe("a strong password", () => {
  it("of four random uncommon words is accepted", async () => {
    const words = [
      "quarry",
      "lantern",
      "opal",
      "thistle",
      "gazebo",
      "walrus",
      "saffron",
      "trellis",
      "bramble",
      "cobalt",
      "fjord",
      "marzipan",
      "nimbus",
      "orchard",
      "pewter",
      "quiver",
      "rhubarb",
      "sextant",
      "tundra",
      "umber",
      "vellum",
      "wicker",
      "yarrow",
      "zephyr",
      "anvil",
      "burlap",
      "caravel",
      "dulcimer",
      "ember",
      "ferrule",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(pick(words), { minLength: 4, maxLength: 4 }),
        pick([" ", "-", "."]),
        async (chosen, joint) => {
          const { status, body } = await signUp(chosen.join(joint));
          expect(status, `${chosen.join(joint)}: ${body.detail}`).toBe(201);
        },
      ),
      { numRuns: scaledRuns(8) },
    );
  });

  it("of 14 random characters is accepted", async () => {
    const character = pick([..."abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%&*+=?"]);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: character, minLength: 14, maxLength: 14 }), async (password) => {
        const { status, body } = await signUp(password);
        expect(status, `${password}: ${body.detail}`).toBe(201);
      }),
      { numRuns: scaledRuns(8) },
    );
  });

  it("is checked after the other rules: a listed password says it is listed", async () => {
    expect(await signUp("password1")).toEqual({
      status: 400,
      body: { code: "password_common", detail: PASSWORD_PROBLEM_TEXTS.password_common },
    });
  });
});
