// The report's question about what the user brought to a draft (issue 43): asked of the reader in
// plain words ("What does the material you pasted add?"), naming a material by its title only
// when the user gave it one, never by the app's own label for pasted text. Each phrasing names the
// user's material, so the report answers it from that material alone (answers/plan's own sources).
import type { Material } from "../schemas/research";
import { texts } from "../texts";

/** What a question needs of a material: its kind and its title. */
export type MaterialLabel = Pick<Material, "kind" | "title">;

/** Text pasted without a title of the user's: the draft gave it the app's own. */
export const isUntitledPaste = (material: MaterialLabel): boolean =>
  material.kind === "text" &&
  ["", texts.pastedMaterialTitle.toLowerCase()].includes(material.title.trim().toLowerCase());

/** The title as it reads inside a question: one line, its own quotation marks made single. */
const quotedTitle = (title: string) => `"${title.replace(/\s+/g, " ").replace(/["“”]/g, "'").trim()}"`;

export function materialQuestion(material: MaterialLabel): string {
  if (isUntitledPaste(material)) return "What does the material you pasted add?";
  if (material.title.trim() === "") return "What does your material add?";
  if (material.kind === "text") return `What does the material you pasted, ${quotedTitle(material.title)}, add?`;
  return `What does your material ${quotedTitle(material.title)} add?`;
}
