// The lacking concepts' refusals among the others (issue 44, item 6): added where the plan's
// refusals are read, then settled once all are known: the general forecast refusal gives way to the
// guidance or consensus named, a concept's words are no segment of their own, and a refusal beside
// a clause asking the company's material is marked so that part is answered too.
import type { PlannedMeasure, Refusal } from "../answerTypes";
import type { Word } from "../questionWords";
import { asksMaterialBeside, conceptRefusal, conceptsAsked, measuresOutside, refusedAt } from "./concepts";
import { LACKING_CONCEPTS } from "./lexicon/lackingConcepts";

/**
 * Adds each lacking concept the question asks to `refusals` (in place): a kind already said takes
 * the concept's words as read. Returns the kinds added.
 */
export function withConcepts(refusals: Refusal[], words: ReadonlyArray<Word>, advice: boolean): string[] {
  const added: string[] = [];
  for (const found of conceptsAsked(words, advice)) {
    const refusal = conceptRefusal(found, words);
    // "Net interest income" is a bank's figure, said already: its "interest income" is no second gap.
    const phrase = (refusal.asked ?? []).join(" ");
    const saidWithin = (each: Refusal) => each.kind === "absent" && each.about?.toLowerCase().includes(phrase);
    if (phrase !== "" && refusals.some(saidWithin)) continue;
    const same = refusals.findIndex((each) =>
      refusal.kind === "segment" ? each.kind === "segment" : each.kind === "absent" && each.lacks === refusal.lacks,
    );
    const said = refusals[same];
    if (said) refusals[same] = { ...said, asked: [...(said.asked ?? []), ...(refusal.asked ?? [])] };
    else {
      refusals.push(refusal);
      if (refusal.lacks) added.push(refusal.lacks);
    }
  }
  return added;
}

const FUTURE_LACKING = new Set(LACKING_CONCEPTS.filter((concept) => concept.future).map((concept) => concept.lacks));

/** The refusals once every reader has spoken, with the concepts' effects on the others. */
export function settledConcepts(
  refusals: ReadonlyArray<Refusal>,
  words: ReadonlyArray<Word>,
  measures: ReadonlyArray<PlannedMeasure>,
): Refusal[] {
  // "Apple's guidance for next year": the company's outlook is what the data lacks, said once.
  const futureNamed = refusals.some((each) => each.lacks !== undefined && FUTURE_LACKING.has(each.lacks));
  // "Like-for-like sales": a concept's words are no product or segment of their own.
  const conceptWords = new Set(refusals.flatMap((each) => (each.kind === "absent" ? (each.asked ?? []) : [])));
  const conceptNamed = (about: string | null) =>
    (about ?? "")
      .toLowerCase()
      .split(/\s+/)
      .some((word) => conceptWords.has(word));
  const settled = refusals.filter(
    (each) =>
      !(each.kind === "forecast" && futureNamed) &&
      !(each.kind === "segment" && !each.asked && conceptNamed(each.about)),
  );
  // "How does Costco make money and who owns it?": the other clause's material is answered too.
  const materialBeside =
    measuresOutside(words, measures, settled).length === 0 && asksMaterialBeside(words, refusedAt(words, settled));
  return materialBeside
    ? settled.map((each) => (each.kind === "absent" ? { ...each, alongside: "material" as const } : each))
    : settled;
}
