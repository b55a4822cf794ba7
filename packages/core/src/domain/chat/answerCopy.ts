// What Copy puts on the clipboard for an answer (issue 23): clean text (no markdown marks) with its
// citation numbers, then the numbered list of its sources with their addresses; and, for a rich
// paste, the same as HTML (the rendered answer and a linked source list).
import type { SearchResult } from "../schemas/ai";
import { sourceAddress } from "./sources";

/** An answer's markdown as plain text: emphasis, headings, links and code marks removed. */
export function plainAnswerText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, "\n")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/^\s*[*+]\s+/gm, "- ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** "[1] Title — address" per source, in citation order. */
export function sourceListText(sources: ReadonlyArray<SearchResult>, appOrigin: string): string {
  return sources
    .map((source, index) => `[${index + 1}] ${source.title} — ${sourceAddress(source.url, appOrigin)}`)
    .join("\n");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface CopiedAnswer {
  readonly text: string;
  readonly html: string;
}

/** The clipboard's two forms of an answer; `renderedHtml` is the answer as the page shows it. */
export function answerForCopy(
  markdown: string,
  sources: ReadonlyArray<SearchResult>,
  appOrigin: string,
  renderedHtml: string,
): CopiedAnswer {
  const body = plainAnswerText(markdown);
  const text = sources.length > 0 ? `${body}\n\nSources\n${sourceListText(sources, appOrigin)}` : body;
  const items = sources
    .map((source) => {
      const href = escapeHtml(sourceAddress(source.url, appOrigin));
      return `<li><a href="${href}">${escapeHtml(source.title)}</a></li>`;
    })
    .join("");
  const html = sources.length > 0 ? `${renderedHtml}<p><strong>Sources</strong></p><ol>${items}</ol>` : renderedHtml;
  return { text, html };
}
