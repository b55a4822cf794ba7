// Who writes a report's questions and sections: the live model when one is configured and can
// write whole replies, else the offline writers over the company's own material.
import type { AiProvider } from "../../languageModel/aiProvider";
import { liveQuestionWriter, offlineQuestionWriter, type QuestionWriter } from "./liveQuestionWriter";
import { liveSectionWriter } from "./liveSectionWriter";
import { offlineSectionWriter, type SectionWriter } from "./reportWriter";

export interface ResearchWriters {
  readonly questions: QuestionWriter;
  readonly sections: SectionWriter;
}

export function researchWritersFor(provider: AiProvider): ResearchWriters {
  if (!provider.live || !provider.complete) {
    return { questions: offlineQuestionWriter, sections: offlineSectionWriter };
  }
  return { questions: liveQuestionWriter(provider), sections: liveSectionWriter(provider) };
}
