// PDF chat over real HTTP and a real database: an upload opens a session with the file's pages,
// chat answers as `data:` lines quoting the pages with their numbers, closing deletes the session,
// each kind of bad file gets its own clear error, and every session is its owner's.
import { MAX_PDF_BYTES, type PdfChatEvent, type PdfExchange, type PdfSession, pdfLineEvent } from "@moatwise/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PDF_SESSIONS } from "../../areas/pdf/pdf.service";
import { pdfFacts } from "../../db/schema";
import type { RunningServer } from "../../server";
import { ANNUAL_REPORT } from "../../testing/filingPdfs";
import { minimalPdf, placedPdf } from "../../testing/minimalPdf";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "pdf");
  grace = await signUpMember(server.url, "pdf");
});
afterAll(() => server.close());

const LETTER = [
  "Shareholder letter 2026\nOur cloud revenue grew 31% to 12.4 billion dollars.",
  "Risks\nA slowdown in advertising could reduce operating margin. Currency moves also weigh on results.",
  "Outlook\nWe expect capital expenditure of 9 billion dollars next year.",
];

function upload(member: Member, bytes: Uint8Array | string, filename = "letter.pdf") {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), filename);
  return member.browser.request("/v1/pdf/upload", { method: "POST", body: form, headers: member.auth });
}

async function uploaded(member: Member, pages = LETTER): Promise<PdfSession> {
  const answer = await upload(member, minimalPdf(pages));
  expect(answer.status).toBe(201);
  return (await answer.json()) as PdfSession;
}

/** The chat's events in order, with "done" for the end marker. */
async function chat(member: Member, body: unknown): Promise<{ status: number; events: Array<PdfChatEvent | "done"> }> {
  const answer = await sendAs(member, "POST", "/v1/pdf/chat", body);
  const text = await answer.text();
  if (answer.status !== 200) return { status: answer.status, events: [] };
  const events = text.split("\n").flatMap((line) => pdfLineEvent(line) ?? []);
  return { status: answer.status, events };
}

const contentOf = (events: ReadonlyArray<PdfChatEvent | "done">) =>
  events.map((event) => (event !== "done" && event.type === "content" ? event.text : "")).join("");

describe("uploading a PDF", () => {
  it("opens a session with the file's name, pages and size", async () => {
    const bytes = minimalPdf(LETTER);
    const answer = await upload(ada, bytes, "C:\\Reports\\letter-2026.pdf");
    expect(answer.status).toBe(201);
    const session = (await answer.json()) as PdfSession;
    expect(session).toMatchObject({ filename: "letter-2026.pdf", pageCount: 3, byteSize: bytes.byteLength });
    const reopened = await sendAs(ada, "GET", `/v1/pdf/session/${session.sessionId}`);
    expect(await reopened.json()).toEqual(session);
    const listed = (await (await sendAs(ada, "GET", "/v1/pdf/sessions")).json()) as PdfSession[];
    expect(listed[0]).toEqual(session);
  });

  it("names what is wrong with a file that cannot be used", async () => {
    const notPdf = await upload(ada, "plain text, not a PDF", "notes.txt");
    expect(notPdf.status).toBe(415);
    expect(await notPdf.json()).toEqual({ code: "not_a_pdf", detail: "This file is not a PDF." });
    const damaged = await upload(ada, "%PDF-1.4\nthis is not really a PDF");
    expect(damaged.status).toBe(422);
    expect(((await damaged.json()) as { code: string }).code).toBe("pdf_unreadable");
    const blank = await upload(ada, minimalPdf(["", ""]));
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as { code: string }).code).toBe("pdf_no_text");
    const empty = await upload(ada, new Uint8Array(0));
    expect(((await empty.json()) as { code: string }).code).toBe("pdf_empty");
  });

  it("asks for a file part, and refuses a file over the size limit without reading it", async () => {
    const noFile = await ada.browser.request("/v1/pdf/upload", {
      method: "POST",
      body: new FormData(),
      headers: ada.auth,
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as { code: string }).code).toBe("pdf_missing");
    const huge = await upload(ada, new Uint8Array(MAX_PDF_BYTES + 128 * 1024));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: "pdf_too_large", detail: "A PDF may be at most 20 MB." });
  });

  it("counts the file's bytes, not the request's: 20 MB passes in its form, 20 MB and 1 byte is refused", async () => {
    // Not PDFs, so nothing is read: a file at the limit gets as far as the check of its content.
    const atLimit = await upload(ada, new Uint8Array(MAX_PDF_BYTES));
    expect(atLimit.status).toBe(415);
    expect(((await atLimit.json()) as { code: string }).code).toBe("not_a_pdf");
    // Over the limit by less than the form's framing, so only the file's own size can refuse them.
    for (const size of [MAX_PDF_BYTES + 1, 21_000_991]) {
      const refused = await upload(ada, new Uint8Array(size));
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({
        code: "pdf_too_large",
        detail: `A PDF may be at most 20 MB (20,971,520 bytes); this one is ${size.toLocaleString("en-US")} bytes.`,
      });
    }
  });
});

describe("hostile PDFs", () => {
  const codeOf = async (answer: Response) => ((await answer.json()) as { code: string }).code;

  it("reads a deflated PDF as well as a plain one", async () => {
    const answer = await upload(ada, minimalPdf(LETTER, { compress: true }));
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as PdfSession).pageCount).toBe(3);
  });

  it("refuses a page of 60,000 characters, and NUL bytes in the text are dropped, not stored", async () => {
    const denseLines = Array.from({ length: 12 }, () => "x".repeat(5000)).join("\n");
    const dense = await upload(ada, minimalPdf(["Intro", denseLines], { fontSize: 0.1 }));
    expect(dense.status).toBe(422);
    expect(await dense.json()).toEqual({
      code: "pdf_page_too_dense",
      detail: "Page 2 holds more than 50,000 characters of text, more than a page can show; this PDF cannot be read.",
    });
    const nul = await upload(ada, minimalPdf(["Cloud revenue\x00 grew"]));
    expect(nul.status).toBe(201);
  });

  it("refuses more than 5,000,000 characters in all, storing nothing", async () => {
    const before = ((await (await sendAs(ada, "GET", "/v1/pdf/sessions")).json()) as PdfSession[]).length;
    const page = Array.from({ length: 10 }, () => "y".repeat(4990)).join("\n");
    const answer = await upload(ada, minimalPdf(Array(101).fill(page), { compress: true, fontSize: 0.1 }));
    expect(answer.status).toBe(413);
    expect(await codeOf(answer)).toBe("pdf_text_too_large");
    const after = ((await (await sendAs(ada, "GET", "/v1/pdf/sessions")).json()) as PdfSession[]).length;
    expect(after).toBe(before);
  });

  it("reads a PDF that inflates to 40 MB of text off the main thread: the server answers others meanwhile", async () => {
    const bomb = minimalPdf(["z".repeat(40 * 1_048_576)], { compress: true });
    expect(bomb.byteLength).toBeLessThan(200_000);
    const order: string[] = [];
    const uploading = upload(ada, bomb).then(async (answer) => {
      order.push("upload");
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await fetch(`${server.url}/v1/health`);
    order.push("health");
    expect(health.status).toBe(200);
    const answer = await uploading;
    expect(order).toEqual(["health", "upload"]);
    expect(answer.status).toBeGreaterThanOrEqual(413);
    expect(answer.status).toBeLessThan(500);
    expect(["pdf_page_too_dense", "pdf_text_too_large", "pdf_too_slow"]).toContain(await codeOf(answer));
  }, 60_000);
});

describe("two users uploading at once", () => {
  /** A PDF that takes a reader a while: 500 pages of a few lines each. */
  const bigPdf = minimalPdf(
    Array.from({ length: 500 }, (_, page) =>
      Array.from(
        { length: 30 },
        (_, line) => `Page ${page + 1}, line ${line + 1}: revenue, margin and cash flow.`,
      ).join("\n"),
    ),
    { compress: true },
  );

  it("one user's flood of uploads fills only their own queue: the other's are all accepted and read", async () => {
    const flooder = await signUpMember(server.url, "pdf-flood");
    const neighbour = await signUpMember(server.url, "pdf-neighbour");
    let refusals = 0;
    let firstRefusal: () => void = () => {};
    const flooderRefused = new Promise<void>((resolve) => {
      firstRefusal = resolve;
    });
    const flood = Array.from({ length: 30 }, () =>
      upload(flooder, bigPdf, "big.pdf").then(async (answer) => {
        const outcome = {
          status: answer.status,
          retryAfter: answer.headers.get("retry-after"),
          body: (await answer.json()) as Record<string, unknown>,
        };
        if (answer.status !== 201) {
          refusals += 1;
          firstRefusal();
        }
        return outcome;
      }),
    );
    // Once the flooder is refused, the readers and the flooder's places in the queue are all taken.
    await Promise.race([flooderRefused, Promise.all(flood)]);
    expect(refusals).toBeGreaterThan(0);

    const [first, second] = await Promise.all([uploaded(neighbour, LETTER), uploaded(neighbour, [LETTER[0] ?? ""])]);
    const third = await uploaded(neighbour, [LETTER[2] ?? ""]);
    expect([first.pageCount, second.pageCount, third.pageCount]).toEqual([3, 1, 1]);

    const outcomes = await Promise.all(flood);
    const accepted = outcomes.filter((outcome) => outcome.status === 201);
    const refused = outcomes.filter((outcome) => outcome.status !== 201);
    expect(accepted.length).toBeGreaterThanOrEqual(4);
    expect(accepted.length + refused.length).toBe(30);
    for (const outcome of refused) {
      expect(outcome.status).toBe(429);
      expect(outcome.retryAfter).toBe("20");
      expect(outcome.body).toEqual({
        code: "pdf_queue_full",
        detail: "You already have 2 PDFs waiting to be read; upload this one when they are done.",
      });
    }
    const neighbours = (await (await sendAs(neighbour, "GET", "/v1/pdf/sessions")).json()) as PdfSession[];
    expect(neighbours.map((session) => session.sessionId).sort()).toEqual(
      [first, second, third].map((session) => session.sessionId).sort(),
    );
  }, 120_000);
});

describe("the PDFs a user keeps", () => {
  it("keeps the 20 most recent, removing the oldest on the 21st upload", async () => {
    const keeper = await signUpMember(server.url, "pdf-keeper");
    const sessions: PdfSession[] = [];
    for (let count = 0; count < MAX_PDF_SESSIONS + 1; count++) sessions.push(await uploaded(keeper, [`Page ${count}`]));
    const listed = (await (await sendAs(keeper, "GET", "/v1/pdf/sessions")).json()) as PdfSession[];
    expect(listed).toHaveLength(MAX_PDF_SESSIONS);
    expect(listed.map((session) => session.sessionId)).not.toContain(sessions[0]?.sessionId);
    expect(listed[0]?.sessionId).toBe(sessions.at(-1)?.sessionId);
  });
});

describe("chatting with a PDF", () => {
  it("quotes the matching page with its number, sends the sources, and ends with [DONE]", async () => {
    const session = await uploaded(ada);
    const { status, events } = await chat(ada, {
      sessionId: session.sessionId,
      message: "What are the risks to margin?",
    });
    expect(status).toBe(200);
    expect(events.at(-1)).toBe("done");
    const sources = events.find((event) => event !== "done" && event.type === "sources");
    expect(sources).toEqual({
      type: "sources",
      sources: [{ pageNumber: 2, text: expect.stringContaining("reduce operating margin") }],
    });
    const text = contentOf(events);
    expect(text).toContain("A slowdown in advertising could reduce operating margin.");
    expect(text).toContain("(page 2)");
    expect(text).toContain("not available offline");
  });

  it("keeps each question and its answer with the PDF, oldest first, for its owner alone", async () => {
    const session = await uploaded(ada);
    const asked = ["What are the risks to margin?", "What does the letter say about growth?"];
    const answers: string[] = [];
    for (const message of asked)
      answers.push(contentOf((await chat(ada, { sessionId: session.sessionId, message })).events));
    const kept = await sendAs(ada, "GET", `/v1/pdf/session/${session.sessionId}/messages`);
    expect(kept.status).toBe(200);
    const exchanges = (await kept.json()) as PdfExchange[];
    expect(exchanges.map(({ question, answer }) => [question, answer])).toEqual(asked.map((q, i) => [q, answers[i]]));
    expect(exchanges[0]?.sources.map((source) => source.pageNumber)).toEqual([2]);
    // Another user can neither read them nor learn that the PDF exists.
    const theirs = await sendAs(grace, "GET", `/v1/pdf/session/${session.sessionId}/messages`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ code: expect.any(String) });
    // Closing the PDF removes its conversation with it.
    await sendAs(ada, "DELETE", `/v1/pdf/session/${session.sessionId}`);
    expect((await sendAs(ada, "GET", `/v1/pdf/session/${session.sessionId}/messages`)).status).toBe(404);
  });

  it("searches the selected passage too, and says so when nothing matches", async () => {
    const session = await uploaded(ada);
    const withPassage = await chat(ada, {
      sessionId: session.sessionId,
      message: "Explain this passage.",
      selectedText: "capital expenditure",
    });
    expect(contentOf(withPassage.events)).toContain("(page 3)");
    const nothing = await chat(ada, { sessionId: session.sessionId, message: "dividend policy" });
    expect(contentOf(nothing.events)).toContain('I found nothing about "dividend policy" in letter.pdf.');
  });

  it("answers 404 for a closed session and 400 for a bad request", async () => {
    const session = await uploaded(ada);
    expect((await sendAs(ada, "DELETE", `/v1/pdf/session/${session.sessionId}`)).status).toBe(200);
    expect((await chat(ada, { sessionId: session.sessionId, message: "revenue" })).status).toBe(404);
    expect((await sendAs(ada, "DELETE", `/v1/pdf/session/${session.sessionId}`)).status).toBe(404);
    expect((await chat(ada, { message: "revenue" })).status).toBe(400);
  });
});

describe("a filing uploaded", () => {
  it("keeps its pages' classes and its statements' facts with the session, for its owner alone", async () => {
    const answer = await upload(ada, placedPdf(ANNUAL_REPORT), "acme-10k.pdf");
    expect(answer.status).toBe(201);
    const session = (await answer.json()) as PdfSession;
    const { pdf } = server.services;
    const reading = await pdf.filingReadingOf(session.sessionId, ada.user.id);
    expect(reading.pages.map((page) => page.pageClass)).toEqual([
      "cover",
      "contents",
      "riskFactors",
      "incomeStatement",
      "cashFlowStatement",
      "cashFlowStatement",
      "note",
      "note",
    ]);
    expect(reading.pages[6]).toEqual({ pageNumber: 7, pageClass: "note", title: "Note 7 \u2013 Debt" });
    expect(reading.facts.find((fact) => fact.measure === "capex" && fact.period === "FY2022")).toEqual({
      id: "PDF/capex/FY2022/p6",
      symbol: "PDF",
      measure: "capex",
      label: "Purchases of property, plant and equipment",
      period: "FY2022",
      value: -1_400_000_000,
      unit: "usd",
      sourceId: "page:6",
      derivedFrom: [],
    });
    await expect(pdf.filingReadingOf(session.sessionId, grace.user.id)).rejects.toMatchObject({
      code: "pdf_session_not_found",
    });
    // Closing the session takes its facts with it.
    expect((await sendAs(ada, "DELETE", `/v1/pdf/session/${session.sessionId}`)).status).toBe(200);
    const left = await server.services.db.select().from(pdfFacts).where(eq(pdfFacts.sessionId, session.sessionId));
    expect(left).toEqual([]);
  });
});

describe("asking a filing for a figure", () => {
  let sessionId: string;
  beforeAll(async () => {
    const answer = await upload(ada, placedPdf(ANNUAL_REPORT), "acme-10k.pdf");
    sessionId = ((await answer.json()) as PdfSession).sessionId;
  });
  const sourcesOf = (events: ReadonlyArray<PdfChatEvent | "done">) =>
    events.flatMap((event) => (event !== "done" && event.type === "sources" ? event.sources : []));

  it("answers a statement line from the statement the question names, with its page first", async () => {
    const { status, events } = await chat(ada, {
      sessionId,
      message: "Using the cash flow statement, what was capital expenditure in the latest year?",
    });
    expect(status).toBe(200);
    expect(contentOf(events).split("\n")[0]).toBe(
      "Capital expenditure in fiscal 2023 was $1.50 billion: purchases of property, plant and equipment, cash flow statement, page 6.",
    );
    const sources = sourcesOf(events);
    expect(sources[0]?.pageNumber).toBe(6);
    expect(sources[0]?.text.startsWith("Purchases of property, plant and equipment")).toBe(true);
    expect(sources.length).toBeLessThanOrEqual(4);
  });

  it("computes a measure the question defines, in the rounding asked, each input with its page", async () => {
    const { events } = await chat(ada, {
      sessionId,
      message:
        "Define free cash flow as operating cash flow minus capex. What was it in FY2023, in USD billions, to two decimals?",
    });
    const lines = contentOf(events).split("\n");
    // 3,900.1 million - 1,500.0 million
    expect(lines[0]).toBe(
      "Free cash flow in fiscal 2023 was $2.40 billion, computed as operating cash flow − capital expenditure:",
    );
    expect(lines).toContain(
      "- Operating cash flow, fiscal 2023: $3.90 billion (net cash provided by operating activities, cash flow statement, page 5)",
    );
    expect(lines).toContain(
      "- Capital expenditure, fiscal 2023: $1.50 billion (purchases of property, plant and equipment, cash flow statement, page 6)",
    );
    expect(
      sourcesOf(events)
        .map((source) => source.pageNumber)
        .slice(0, 2),
    ).toEqual([5, 6]);
  });

  it("says first what the filing does not hold only when that is clear, and answers what it holds", async () => {
    const firstLine = async (message: string) =>
      contentOf((await chat(ada, { sessionId, message })).events).split("\n");
    // A statement figure for a year after the latest column: the facts engine's gap, borne out.
    expect((await firstLine("What were ACME's net sales in 2026?"))[0]).toBe(
      "The filing's statements cover fiscal 2021–2023; fiscal 2026 is not in them.",
    );
    // A name the filing never mentions, though the facts hold net sales for 2023.
    expect((await firstLine("How much of its net sales in 2023 came from Globex?"))[0]).toBe(
      "acme-10k.pdf does not state the figure asked for (“How much of its net sales in 2023 came from Globex”): it never mentions “Globex”.",
    );
    // A figure no page prints: said first, then the passage that names the thing.
    const anvils = await firstLine("How many anvils did ACME sell in 2023?");
    expect(anvils[0]).toBe(
      "acme-10k.pdf does not state the figure asked for (“How many anvils did ACME sell in 2023”).",
    );
    expect(anvils[2]).toBe("Nearby in the filing:");
    expect(anvils.join("\n")).toContain("(page 3)");
    // What the filing prints is answered, in the question's words or the filing's.
    for (const message of [
      "What were ACME's net sales in 2023?",
      "How much did ACME spend buying back its stock in 2022?",
    ]) {
      const [first] = await firstLine(message);
      expect(first, message).not.toMatch(/does not|not in them|found nothing/);
    }
  });

  it("names a figure the filing does not hold, first, and gives no other line for it", async () => {
    const { events } = await chat(ada, { sessionId, message: "From the balance sheet, what was inventory in FY2023?" });
    expect(contentOf(events).split("\n")[0]).toBe("The filing does not show inventory for fiscal 2023.");
  });
});

const FILING = [
  "Table of contents\nConsolidated Statements of Cash Flows 4\nConsolidated Balance Sheets 3",
  "Management's discussion\nCash flow was strong in the year and cash flow will stay our focus. We discuss cash flow often.",
  "CONSOLIDATED BALANCE SHEETS\nCash and cash equivalents 4,100\nTotal current assets 9,400",
  "CONSOLIDATED STATEMENTS OF CASH FLOWS\nNet income 9,400\nPurchases of property, plant and equipment (2,310)\nDividends paid (800)",
  "Note 9 Leases\nOperating lease cost was 120 million in the year.",
];

describe("the pages an answer cites", () => {
  it("cites the statement a question names, first, and only the pages that answer", async () => {
    const session = await uploaded(ada, FILING);
    const { events } = await chat(ada, {
      sessionId: session.sessionId,
      message: "Using the statement of cash flows, how much were dividends paid?",
    });
    const cited = events.flatMap((event) =>
      event !== "done" && event.type === "sources" ? event.sources.map((source) => source.pageNumber) : [],
    );
    expect(cited).toEqual([4]);
  });
});

describe("the PDF itself", () => {
  it("is given back to its owner byte for byte, and deleted with the session", async () => {
    const bytes = minimalPdf(LETTER);
    const session = (await (await upload(ada, bytes, "letter.pdf")).json()) as PdfSession;
    const file = await sendAs(ada, "GET", `/v1/pdf/session/${session.sessionId}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toContain("no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect((await sendAs(ada, "DELETE", `/v1/pdf/session/${session.sessionId}`)).status).toBe(200);
    const gone = await sendAs(ada, "GET", `/v1/pdf/session/${session.sessionId}/file`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: "pdf_session_not_found", detail: expect.any(String) });
  });

  it("is not found for another user, nor for an id that is no session's", async () => {
    const session = await uploaded(ada);
    const asGrace = await sendAs(grace, "GET", `/v1/pdf/session/${session.sessionId}/file`);
    expect(asGrace.status).toBe(404);
    expect(await asGrace.json()).toMatchObject({ code: "pdf_session_not_found" });
    expect((await sendAs(ada, "GET", "/v1/pdf/session/not-an-id/file")).status).toBe(404);
    expect((await sendAs(ada, "GET", `/v1/pdf/session/${session.sessionId}/file`)).status).toBe(200);
  });
});

describe("PDFs are their owner's", () => {
  it("never answers from, or closes, another user's session", async () => {
    const session = await uploaded(ada);
    expect((await chat(grace, { sessionId: session.sessionId, message: "revenue" })).status).toBe(404);
    expect((await sendAs(grace, "GET", `/v1/pdf/session/${session.sessionId}`)).status).toBe(404);
    const gracesList = (await (await sendAs(grace, "GET", "/v1/pdf/sessions")).json()) as PdfSession[];
    expect(gracesList.map((listed) => listed.sessionId)).not.toContain(session.sessionId);
    expect((await sendAs(grace, "DELETE", `/v1/pdf/session/${session.sessionId}`)).status).toBe(404);
    expect((await chat(ada, { sessionId: session.sessionId, message: "revenue" })).status).toBe(200);
  });

  it("asks for sign-in", async () => {
    const form = new FormData();
    form.append("file", new Blob([minimalPdf(LETTER)]), "letter.pdf");
    const answer = await fetch(`${server.url}/v1/pdf/upload`, { method: "POST", body: form });
    expect([401, 403]).toContain(answer.status);
  });
});
