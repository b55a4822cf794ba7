// PDF chat's answer (data-areas §4, §7): the pages that answer the question (pageRanking: BM25
// with phrases, synonyms and the pages' classes), then either a live model's answer from those pages
// or, offline, the pages' best sentences quoted with their page numbers. The sources are the pages
// used, each with a short excerpt; nothing is quoted that the PDF does not say.
import type { PdfSource } from "@moatwise/core";
import { rankPages } from "../../answers/pageRanking";
import type { AiProvider, PromptMessage } from "../ai/aiProvider";
import { bestSentences, queryTerms } from "../ai/offline/extractiveAnswer";
import type { OpenPdf, PdfPage } from "./pdf.service";

const PAGES_USED = 4;
const EXCERPT_CHARS = 300;
/** Characters of page text a live model is given, in all. */
const CONTEXT_CHARS = 24_000;

export const PDF_OFFLINE_LIMITS =
  "*Answered offline: sentences quoted from the PDF, found by keyword search. Summaries, explanations and " +
  "opinions are not available offline.*";

export interface PdfQuestion {
  readonly message: string;
  readonly selectedText?: string;
}

export interface PdfAnswer {
  readonly text: string;
  readonly sources: ReadonlyArray<PdfSource>;
}

/** The words searched for: the question's and the selected passage's. */
const termsOf = (question: PdfQuestion) => queryTerms(`${question.message} ${question.selectedText ?? ""}`);

/** The pages that answer the question, best first (at most PAGES_USED). */
async function answeringPages(pdf: OpenPdf, question: PdfQuestion): Promise<PdfPage[]> {
  const asked = `${question.message} ${question.selectedText ?? ""}`;
  return rankPages(asked, await pdf.allPages(), { limit: PAGES_USED }).map(({ page }) => page);
}

function excerpt(text: string): string {
  return text.length <= EXCERPT_CHARS ? text : `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…`;
}

/** The offline answer: each matching page's best sentences, with its page number. */
export async function quotedAnswer(pdf: OpenPdf, question: PdfQuestion): Promise<PdfAnswer> {
  const terms = termsOf(question);
  const quoted = (await answeringPages(pdf, question))
    .map((page) => ({ page, sentences: bestSentences(page.text, terms) }))
    .filter(({ sentences }) => sentences.length > 0);
  const name = pdf.session.filename;
  if (quoted.length === 0) {
    return {
      text: `I found nothing about "${question.message.trim()}" in ${name}. Try words that appear in the document.\n\n${PDF_OFFLINE_LIMITS}`,
      sources: [],
    };
  }
  const lines = quoted.map(({ page, sentences }) => `- “${sentences.join(" ")}” (page ${page.pageNumber})`);
  return {
    text: `Here is what ${name} says:\n\n${lines.join("\n")}\n\n${PDF_OFFLINE_LIMITS}`,
    sources: quoted.map(({ page, sentences }) => ({ pageNumber: page.pageNumber, text: excerpt(sentences.join(" ")) })),
  };
}

function pdfPrompt(pdf: OpenPdf, question: PdfQuestion, pages: ReadonlyArray<PdfPage>): PromptMessage[] {
  const share = Math.floor(CONTEXT_CHARS / Math.max(1, pages.length));
  const context = pages.map((page) => `[Page ${page.pageNumber}]\n${page.text.slice(0, share)}`).join("\n\n");
  const selected = question.selectedText ? `\n\nThe passage the user selected:\n"${question.selectedText}"` : "";
  return [
    {
      role: "system",
      content:
        `You answer questions about the PDF "${pdf.session.filename}" using only the pages given. ` +
        "Cite pages as (page N). If the pages do not answer the question, say so.",
    },
    { role: "user", content: `${context}${selected}\n\nQuestion: ${question.message}` },
  ];
}

/** The answer: a live model's when one can write, else the quoted one. */
export async function pdfAnswer(
  pdf: OpenPdf,
  question: PdfQuestion,
  provider: AiProvider,
  signal: AbortSignal,
): Promise<PdfAnswer> {
  if (!provider.complete) return quotedAnswer(pdf, question);
  const pages = await answeringPages(pdf, question);
  const used = pages.length > 0 ? pages : await pdf.firstPages(PAGES_USED);
  const text = await provider.complete(pdfPrompt(pdf, question, used), { signal, maxTokens: 1500 });
  return { text, sources: used.map((page) => ({ pageNumber: page.pageNumber, text: excerpt(page.text) })) };
}
