// What a gap says, by what follows it (issue 43): "here are the figures the data holds" only when
// figures do follow; with none, the gap says the data holds none, never a lead-in to nothing.
import type { Gap } from "./answerTypes";

export const FORECAST_REFUSAL = "Moatwise does not forecast";

/** The forecast refusal, leading in to the figures when there are some. */
export function forecastGapText(figuresFollow: boolean): string {
  return figuresFollow
    ? `${FORECAST_REFUSAL}; here are the figures the data holds.`
    : `${FORECAST_REFUSAL}, and the data holds no figures on what was asked.`;
}

/** A gap as said before the answer: a forecast refusal by whether figures follow, any other as written. */
export function gapSaid(gap: Gap, figuresFollow: boolean): string {
  return gap.kind === "forecast" ? forecastGapText(figuresFollow) : gap.text;
}
