// PDF chat driven over real HTTP as the web app drives it: a PDF uploaded by a member, and a
// question asked of it, its streamed answer read back as its text and its sources. Shared by the
// route tests of PDF chat.
import { type PdfChatEvent, type PdfSession, pdfLineEvent } from "@moatwise/core";
import { expect } from "vitest";
import { type Member, sendAs } from "./testServer";

/** Uploads `bytes` as `filename` for `member`; the session it opened. */
export async function uploadPdfAs(member: Member, bytes: Uint8Array, filename: string): Promise<PdfSession> {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), filename);
  const answer = await member.browser.request("/v1/pdf/upload", { method: "POST", body: form, headers: member.auth });
  expect(answer.status).toBe(201);
  return (await answer.json()) as PdfSession;
}

/** Asks `message` of the session's PDF; the answer's text and the pages it gave as sources. */
export async function askPdfAs(member: Member, sessionId: string, message: string) {
  const answer = await sendAs(member, "POST", "/v1/pdf/chat", { sessionId, message });
  expect(answer.status).toBe(200);
  const events = (await answer.text()).split("\n").flatMap((line) => pdfLineEvent(line) ?? []);
  const text = events.map((event) => (event !== "done" && event.type === "content" ? event.text : "")).join("");
  const sources = events.flatMap((event: PdfChatEvent | "done") =>
    event !== "done" && event.type === "sources" ? event.sources : [],
  );
  return { text, sources };
}
