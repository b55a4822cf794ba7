// The gaps a plan says around its figures (issue 33): what it refuses (a forecast, advice, segment
// or intraday figures, data not held), the companies the data does not cover, and words no reader read.
import type { AnswerPlan, Gap } from "@moatwise/core";
import { absentGapText, forecastGapText, gapSaid, unreadWordsText } from "@moatwise/core";

/** Where the data's coverage matters to how a missing company is said. */
export interface Coverage {
  /** The data is the bundled offline set, not a live provider's. */
  readonly offline: boolean;
  /** How many companies the data covers. */
  readonly coveredCount: number;
}

/** The gaps said before any figure: each refusal, then each company the data does not cover. */
export function gapsAsked(plan: AnswerPlan, coverage: Coverage): Gap[] {
  return [...refusalGaps(plan), ...unknownCompanyGaps(plan, coverage)];
}

/** What the plan refuses, each said with what the data holds instead. */
function refusalGaps(plan: AnswerPlan): Gap[] {
  const gaps: Gap[] = [];
  for (const refusal of plan.refusals) {
    if (refusal.kind === "forecast") {
      gaps.push({ kind: "forecast", text: forecastGapText(false) });
    } else if (refusal.kind === "advice") {
      gaps.push({
        kind: "advice",
        text: "Moatwise gives no buy or sell advice; here is what the data says about the company.",
      });
    } else if (refusal.kind === "segment") {
      gaps.push({
        kind: "segment",
        text: `Segment figures${refusal.about ? ` (such as ${refusal.about})` : ""} are not in the data, which holds company-wide statements; here are the company-wide figures.`,
      });
    } else if (refusal.kind === "intraday") {
      gaps.push({
        kind: "intraday",
        text: "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.",
      });
    } else if (refusal.kind === "absent") {
      gaps.push({
        kind: "absent",
        // A figure asked that no reader knows, and no lacking concept names, is named by the words no
        // reader read ("federal lobbying").
        text: absentGapText(
          absentNamed(refusal.about ?? (refusal.lacks ? null : unreadPhrase(plan)), refusal.lacks),
          refusal.lacks,
        ),
      });
    }
  }
  return gaps;
}

/** The question's unread words as one phrase, or null when every word was read. */
const unreadPhrase = (plan: AnswerPlan): string | null => (plan.unread?.length ? plan.unread.join(" ") : null);

/** Each company named that the data does not cover, said with the data's coverage. */
function unknownCompanyGaps(plan: AnswerPlan, { offline, coveredCount }: Coverage): Gap[] {
  const gaps: Gap[] = [];
  for (const unknown of plan.unknownCompanies) {
    const who = !unknown.name
      ? unknown.asWritten
      : unknown.asWritten.toUpperCase() === unknown.symbol
        ? `${unknown.symbol} (${unknown.name})`
        : `${asListed(unknown.asWritten, unknown.name)} (${unknown.symbol})`;
    gaps.push({
      kind: "company",
      text: offline
        ? `${who} is not in the offline data set (${coveredCount} companies); with SEC EDGAR live it would be.`
        : `${who} is not in the data Moatwise's providers hold.`,
    });
  }
  return gaps;
}

/**
 * The gaps as said once the figures are in: words no reader read go before the figures (after what
 * is refused), so no figure stands for a question it did not answer; each gap is worded for whether
 * there are figures at all (a refusal leads in to them only when there are some).
 */
export function gapsSaid(plan: AnswerPlan, gaps: Gap[], hasFacts: boolean): Gap[] {
  if (plan.unread && plan.unread.length > 0 && hasFacts) {
    const refused = gaps.findLastIndex((gap) => ["forecast", "advice", "intraday"].includes(gap.kind));
    gaps.splice(refused + 1, 0, { kind: "unread", text: unreadWordsText(plan.unread) });
  }
  return gaps.map((gap) => ({ ...gap, text: gapSaid(gap, hasFacts) }));
}

/**
 * The words the user wrote, spelt as the listed name spells them: "oracle" is "Oracle", "Moody"
 * (its possessive read off) is "Moody's"; words that are not the name's opening stay as written.
 */
function asListed(asWritten: string, name: string): string {
  const plain = (text: string) => text.toLowerCase().replace(/['’]s?\b/g, "");
  const count = asWritten.split(/\s+/).length;
  const opening = name.split(/\s+/).slice(0, count).join(" ").replace(/,$/, "");
  return plain(opening) === plain(asWritten) ? opening : asWritten;
}

/** What an absent refusal names: the words asked, and the kind of data they are when that says more. */
function absentNamed(about: string | null, lacks: string | undefined): string {
  if (!about) return lacks ?? "that figure";
  const asked = absentWords(about);
  return lacks && lacks.toLowerCase() !== asked.toLowerCase() ? `${asked} (${lacks})` : asked;
}

/** A missing figure as the question named it, written as a noun: "ceo paid" is "CEO pay". */
const absentWords = (about: string) =>
  about
    .replace(/\bpaid\b/g, "pay")
    .replace(/\b(?:ceo|esg|cet1|aum|arpu|gmv|rpo|arr|mau|dau|maus|daus)\b/g, (word) => word.toUpperCase());
