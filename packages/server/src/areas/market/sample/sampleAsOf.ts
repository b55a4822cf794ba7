/** The cut-off of the sample set: what the companies had filed, and the prices, by 31 March 2025. */
export const SAMPLE_AS_OF = "2025-03-31T20:00:00.000Z";
