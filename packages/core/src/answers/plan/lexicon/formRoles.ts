// The roles of the words of a yes/no question's claim (issue 44, items 1 and 3), as data: each row
// is read only when the plan holds the claim it stands for, so "above" beside no claim stays unread.
import {
  ANY_PERIOD_PHRASES,
  ANY_PERIOD_WORDS,
  AVERAGE_NOUNS,
  CLAIM_PHRASES,
  CLAIM_VERBS,
  DOWN_WORDS,
  EVERY_STEP_PHRASES,
  EXCEED_WORDS,
  LEAST_WORDS,
  LESS_WORDS,
  MORE_WORDS,
  MOST_WORDS,
  SIGN_WORDS,
  THRESHOLD_PHRASES,
  THRESHOLD_UNITS,
  TRAIL_WORDS,
  UP_WORDS,
} from "./formWords";
import { CAPITAL_INTENSITY_PHRASES, HEALTH_WORDS, LIQUIDITY_WORDS } from "./judgementWords";
import type { WordRoleRow } from "./wordRoleRow";

export const FORM_ROLES: ReadonlyArray<WordRoleRow> = [
  {
    // A figure set against a number ("stay above 40%", "under 0.5x"): read when the claim holds one.
    role: "form",
    words: [
      ...new Set([
        ...THRESHOLD_PHRASES.flatMap(([phrase]) => phrase),
        ...Object.keys(THRESHOLD_UNITS),
        ..."stay stays stayed remain remains remained hold holds held keep keeps kept".split(" "),
      ]),
    ].join(" "),
    readWhen: (plan) => plan.claim?.threshold !== undefined,
  },
  {
    // The answer form named outright ("y/n", "yes or no", "true or false"): read when the plan holds a claim.
    role: "form",
    words: "y/n yes/no true false whether",
    readWhen: (plan) => plan.claim !== undefined,
  },
  {
    // The change a yes/no question claims ("has it raised", "did it cut"): read when the plan holds the claim.
    role: "form",
    words: [...UP_WORDS, ...DOWN_WORDS].join(" "),
    readWhen: (plan) => plan.claim !== undefined,
  },
  {
    // A judgement asked ("capital-intensive", "asset-light", "is liquidity healthy"): read when the claim holds one.
    role: "form",
    words: [
      ...HEALTH_WORDS,
      ...LIQUIDITY_WORDS,
      ...CAPITAL_INTENSITY_PHRASES.filter((each) => !each.includes(" ")),
    ].join(" "),
    phrases: CAPITAL_INTENSITY_PHRASES.filter((each) => each.includes(" ")).join("|"),
    readWhen: (plan) => plan.claim?.judgement !== undefined,
  },
  {
    // A change claimed of every step of a span ("every year since 2020", "five years in a row").
    role: "form",
    words: [...new Set(EVERY_STEP_PHRASES.flat())].join(" "),
    readWhen: (plan) => plan.claim?.everyStep === true,
  },
  {
    // One figure set above or below another without "than" ("did cash flow cover capex?"), or above its own average.
    role: "form",
    words: [...EXCEED_WORDS, ...TRAIL_WORDS].join(" "),
    readWhen: (plan) => plan.claim?.against === true || plan.claim?.againstAverage === true,
  },
  {
    // The figure's own average a claim is set against ("above its own five-year average").
    role: "form",
    words: [...AVERAGE_NOUNS, "own", "historical", "historic"].join(" "),
    readWhen: (plan) => plan.claim?.againstAverage === true,
  },
  {
    // A sign claimed ("was free cash flow positive every year?"): a threshold at zero.
    role: "form",
    words: Object.keys(SIGN_WORDS).join(" "),
    readWhen: (plan) => plan.claim?.threshold?.value === 0,
  },
  {
    // A comparative alone ("did it take on more debt?"): read when the plan holds the claim it makes.
    role: "form",
    words: [...MORE_WORDS, ...LESS_WORDS, ...CLAIM_VERBS].join(" "),
    phrases: CLAIM_PHRASES.join("|"),
    readWhen: (plan) => plan.claim !== undefined,
  },
  {
    // One year's figure the highest or lowest of those asked ("was fiscal 2024's rate the highest of the three?").
    role: "form",
    words: [...MOST_WORDS, ...LEAST_WORDS, "record"].join(" "),
    readWhen: (plan) => plan.claim?.extreme !== undefined,
  },
  {
    // A claim of some period asked, not each ("above 100% in any of those years", "ever negative").
    role: "form",
    words: [...ANY_PERIOD_WORDS].join(" "),
    phrases: ANY_PERIOD_PHRASES.join("|"),
    readWhen: (plan) => plan.claim?.inAny === true,
  },
  {
    // A count of the periods a claim held in ("in how many of the five years did …").
    role: "form",
    words: "many",
    readWhen: (plan) => plan.claim?.counted === true,
  },
];
