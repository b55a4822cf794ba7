// Answers: a question read into a plan, facts and gaps, and a draft written from them (issue 33).
export * from "./answerTypes";
export * from "./claimCheck";
export * from "./companyDirectory";
export * from "./filingFacts";
export * from "./filingLines";
export * from "./filingPages";
export * from "./filingReading";
export * from "./filingTables";
export * from "./filingWriter";
export * from "./measures";
export * from "./plan";
export * from "./planMatch";
export * from "./questionWords";
export * from "./reportLines";
export * from "./sentences";
export * from "./templateWriter";
export * from "./thesisCheck";
