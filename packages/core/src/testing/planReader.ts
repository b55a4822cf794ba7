// The plan reader as core's plan tests call it: over a directory of the companies the data covers
// and those only listed, with the conversation's earlier questions as plain strings.

import type { KnownCompany } from "../answers/companyDirectory";
import { companyDirectory } from "../answers/companyDirectory";
import { planQuestion } from "../answers/plan";

export function planReaderOver(covered: ReadonlyArray<KnownCompany>, listed: ReadonlyArray<KnownCompany> = []) {
  const directory = companyDirectory(covered, listed);
  return (question: string, history: ReadonlyArray<string> = [], page?: string) =>
    planQuestion(
      question,
      history.map((content) => ({ role: "user" as const, content })),
      directory,
      page,
    );
}
