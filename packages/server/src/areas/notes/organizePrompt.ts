// The prompt that asks a live model to organise a note: the same facts and words, grouped under
// short headings, answered as the small HTML subset a note may hold.
import type { PromptMessage } from "../../languageModel/aiProvider";

export function organizePrompt(symbol: string, contentHtml: string): PromptMessage[] {
  return [
    {
      role: "system",
      content:
        "You organise an investor's research note. Keep every fact, figure and opinion of the note and add none. " +
        "Group related points under short headings (<h3>), use <ul><li> for lists and <p> for prose. " +
        "Answer with the HTML of the organised note only, without a code fence.",
    },
    { role: "user", content: `Note on ${symbol}:\n\n${contentHtml}` },
  ];
}

/** The reply's HTML, without the code fence a model may wrap it in despite being asked not to. */
export function organizedHtml(reply: string): string {
  const fenced = /^\s*```(?:html)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(reply);
  return (fenced?.[1] ?? reply).trim();
}
