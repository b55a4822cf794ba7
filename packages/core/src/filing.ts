// @moatwise/core/filing: what reads a filing's pages into their classes and its statement tables into
// facts (issue 39), apart from the rest of core, for the server's PDF reading processes: the one
// that classifies a filing loads it, and it loads in about a twentieth of the time the whole of core takes.

export { type FilingReadingWithPages, readFiling } from "./answers/filingReading";
export { filingReadingProblem } from "./answers/filingReadingBounds";
export { type PackedRuns, unpackRuns } from "./answers/filingRuns";
