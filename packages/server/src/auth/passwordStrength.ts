// How hard a new password is to guess, by zxcvbn's estimator (@zxcvbn-ts/core) over the common
// and breached passwords, diceware words and keyboard layouts of @zxcvbn-ts/language-common, with
// this site's name and the e-mail's names as words a guesser knows. Building the estimator
// decompresses its dictionaries (a few hundred ms), so it is built at the first sign-up, once.
// Only the first PASSWORD_STRENGTH_ESTIMATED_CHARS characters are estimated: matching grows faster
// than the length, and a password whose start is strong is stronger still.
import {
  emailNamesOf,
  PASSWORD_STRENGTH_ESTIMATED_CHARS,
  type PasswordStrength,
  type PasswordWeakness,
  repeatedPieceOf,
} from "@moatwise/core";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** Words any guesser at this site tries. */
const SITE_WORDS = ["moatwise", "moat", "wise"];

/** zxcvbn's warnings (its feedback's keys), as the weaknesses core words. */
const WEAKNESS_OF_WARNING: Readonly<Record<string, PasswordWeakness>> = {
  straightRow: "keyboard",
  keyPattern: "keyboard",
  simpleRepeat: "repeated",
  extendedRepeat: "repeated",
  sequences: "sequence",
  recentYears: "date",
  dates: "date",
  topTen: "common",
  topHundred: "common",
  common: "common",
  similarToCommon: "common",
  pwned: "common",
  wordByItself: "word",
  namesByThemselves: "word",
  commonNames: "word",
  userInputs: "personal",
};

let estimator: Promise<ZxcvbnFactory> | undefined;

async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  return new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: PASSWORD_STRENGTH_ESTIMATED_CHARS,
  });
}

/** The estimate of `password` for the owner of `email`. */
export async function passwordStrength(password: string, email: string): Promise<PasswordStrength> {
  estimator ??= buildEstimator().catch((error: unknown) => {
    estimator = undefined;
    throw error;
  });
  const words = [...SITE_WORDS, ...emailNamesOf(email)];
  const estimated = [...password].slice(0, PASSWORD_STRENGTH_ESTIMATED_CHARS).join("");
  const zxcvbn = await estimator;
  const result = zxcvbn.check(estimated, words);
  // A piece written over and over is as strong as the piece: zxcvbn misses some repeats ("aabaabaa").
  const piece = repeatedPieceOf(estimated);
  const pieceScore = piece === null ? result.score : zxcvbn.check(piece, words).score;
  if (pieceScore < result.score) return { score: pieceScore, weakness: "repeated" };
  const warning = result.feedback.warning;
  return { score: result.score, weakness: (warning && WEAKNESS_OF_WARNING[warning]) || "predictable" };
}
