// The assistant over real HTTP with the offline provider: the SSE stream's headers and events,
// the one-piece answer, health and modes, bad input, signed-out calls and the daily quota.
import {
  AI_MESSAGE_MAX_CHARS,
  AiHealth,
  AiModes,
  type AiStreamEvent,
  AssistantResponse,
  aiEventOf,
  answerToSave,
  CHAT_HISTORY_ITEM_MAX_CHARS,
  CHAT_HISTORY_MAX_ITEMS,
  type Conversation,
  createSseParser,
  MAX_REQUEST_BODY_BYTES,
  PAGE_CONTEXT_MAX_CHARS,
} from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sampleStatements } from "../../areas/market/sample/sampleStatements";
import type { RunningServer } from "../../server";
import { calendarYearSum, mainValue, quarterEnding } from "../../testing/answerBenchmark/freshFigures";
import { annual, fiscalYears, latestYear } from "../../testing/answerBenchmark/sampleFigures";
import { callAs, type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "ai");
});
afterAll(() => server.close());

const question = (message: string, extra: Record<string, unknown> = {}) => ({
  message,
  mode: "chat",
  options: {},
  ...extra,
});

async function streamEvents(member: Member, body: unknown) {
  const answer = await sendAs(member, "POST", "/v1/ai/stream", body);
  const events: AiStreamEvent[] = [];
  const parser = createSseParser((sse) => {
    const event = aiEventOf(sse);
    if (event) events.push(event);
  });
  const text = await answer.text();
  parser.feed(text);
  return { answer, events, text };
}

describe("POST /ai/stream", () => {
  it("streams thinking, sources, the text in pieces, then done, unbuffered", async () => {
    const { answer, events } = await streamEvents(ada, question("What was Apple's revenue and operating margin?"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(answer.headers.get("x-accel-buffering")).toBe("no");
    expect(answer.headers.get("content-encoding")).toBeNull();
    const tags = events.map((event) => event._tag);
    expect(tags[0]).toBe("thinking");
    expect(tags[1]).toBe("citations");
    expect(tags.at(-1)).toBe("done");
    expect(tags.filter((tag) => tag === "delta").length).toBeGreaterThan(5);
    const text = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
    const done = events.at(-1) as Extract<AiStreamEvent, { _tag: "done" }>;
    expect(done).toMatchObject({ provider: "offline", mode: "chat" });
    expect(done.citations.length).toBeGreaterThan(0);
    expect(text).toMatch(/revenue/i);
    for (const [index] of done.citations.entries()) expect(text).toContain(`[${index + 1}]`);
  });

  it("refuses a malformed request with 400 before any stream starts", async () => {
    const answer = await sendAs(ada, "POST", "/v1/ai/stream", { message: "hi", mode: "gossip", options: {} });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: "invalid_body" });
  });

  it("answers 401 to a caller who is not signed in", async () => {
    const answer = await fetch(`${server.url}/v1/ai/stream`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(question("hello")),
    });
    expect([401, 403]).toContain(answer.status);
  });
});

describe("POST /ai/query", () => {
  it("answers in one piece with the same sources the stream cites", async () => {
    const answer = await sendAs(
      ada,
      "POST",
      "/v1/ai/query",
      question("JPMorgan net interest income", { mode: "chat_ticker", options: { symbol: "JPM" } }),
    );
    const body = (await answer.json()) as AssistantResponse;
    expect(Schema.is(AssistantResponse)(body)).toBe(true);
    expect(body.mode).toBe("chat_ticker");
    expect(body.search_results.every((result) => /JPMorgan/i.test(result.title))).toBe(true);
  });
});

describe("GET /ai/health and /ai/modes", () => {
  it("says the offline provider answers, not live and without web search", async () => {
    const health = (await (await fetch(`${server.url}/v1/ai/health`)).json()) as AiHealth;
    expect(Schema.is(AiHealth)(health)).toBe(true);
    expect(health).toMatchObject({ status: "ok", provider: "offline", live: false, webSearch: false });
    const modes = (await (await fetch(`${server.url}/v1/ai/modes`)).json()) as AiModes;
    expect(Schema.is(AiModes)(modes)).toBe(true);
    expect(modes.modes.map((mode) => mode.id)).toEqual(["chat", "chat_ticker", "news", "research", "explain"]);
  });
});

describe("the daily quota", () => {
  it("answers 429 with a clear detail once a user has had today's answers, and counts per user", async () => {
    const limited = await startTestServer({ aiDailyQuota: 1 });
    try {
      const first = await signUpMember(limited.url, "quota");
      const second = await signUpMember(limited.url, "quota");
      expect((await sendAs(first, "POST", "/v1/ai/query", question("Apple revenue"))).status).toBe(200);
      const refused = await sendAs(first, "POST", "/v1/ai/stream", question("Apple revenue"));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        code: "ai_quota_exceeded",
        detail: expect.stringMatching(/today's 1 AI/),
      });
      expect((await sendAs(second, "POST", "/v1/ai/query", question("Apple revenue"))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("hostile questions", () => {
  it("answers a question that is one 16,000-letter word, and refuses a longer one by name", async () => {
    const longest = await sendAs(ada, "POST", "/v1/ai/query", question("x".repeat(16_000)));
    expect(longest.status).toBe(200);
    expect(((await longest.json()) as AssistantResponse).response).toMatch(/I found nothing about/);
    const tooLong = await sendAs(ada, "POST", "/v1/ai/stream", question("x".repeat(45_000)));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      code: "invalid_body",
      detail: "message: must be at most 16000 characters",
    });
  });

  it("answers 140,000 distinct words and a megabyte word with a 4xx, not a crash", async () => {
    const manyWords = Array.from({ length: 140_000 }, (_, index) => `w${index}`).join(" ");
    for (const message of [manyWords, "y".repeat(1_000_000)]) {
      const answer = await sendAs(ada, "POST", "/v1/ai/query", question(message));
      expect([400, 413]).toContain(answer.status);
      expect(await answer.json()).toHaveProperty("detail");
    }
  });

  it("answers a follow-up after twenty turns of 16,000-letter words", async () => {
    const history = Array.from({ length: 20 }, (_, index) => ({
      role: index % 2 === 0 ? "user" : "assistant",
      content: `${"z".repeat(15_990)} ${index}`,
    }));
    const answer = await sendAs(
      ada,
      "POST",
      "/v1/ai/query",
      question("and Apple's revenue?", { chat_history: history }),
    );
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as AssistantResponse).citations.length).toBeGreaterThan(0);
  });

  it("reads the largest request the contract allows, in three-byte characters, within the body limit", async () => {
    const text = (length: number) => "財".repeat(length);
    const largest = {
      message: text(AI_MESSAGE_MAX_CHARS),
      mode: "chat",
      options: {
        domain_filters: Array.from({ length: 20 }, () => "d".repeat(253)),
        symbol: "AAPL",
        company_name: text(200),
        user_timezone: "t".repeat(64),
        page_context: text(PAGE_CONTEXT_MAX_CHARS),
      },
      chat_history: Array.from({ length: CHAT_HISTORY_MAX_ITEMS }, (_, index) => ({
        role: index % 2 === 0 ? "user" : "assistant",
        content: text(CHAT_HISTORY_ITEM_MAX_CHARS),
      })),
    };
    const bytes = Buffer.byteLength(JSON.stringify(largest));
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(bytes).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
    const answer = await sendAs(ada, "POST", "/v1/ai/query", largest);
    expect(answer.status).toBe(200);
    expect(Schema.is(AssistantResponse)(await answer.json())).toBe(true);
  });
});

describe("POST /ai/stream answers from the facts (issue 33)", () => {
  const answerText = async (message: string) => {
    const { events } = await streamEvents(ada, question(message));
    const text = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
    const done = events.at(-1) as Extract<AiStreamEvent, { _tag: "done" }>;
    return { text, done };
  };

  it("gives a comparison's verdict on the measure asked, not on revenue", async () => {
    const { text, done } = await answerText("Is Costco growing its net income faster than Walmart from 2021 to 2024?");
    const first = text.split("\n")[0] ?? "";
    // A yes/no question: the verdict first, and it agrees with who grew faster.
    const verdict =
      /^(Yes|No): (Costco Wholesale|Walmart) grew its net income faster over fiscal 2021 to fiscal 2024: /.exec(first);
    expect(verdict).not.toBeNull();
    expect(verdict?.[1] === "Yes").toBe(verdict?.[2] === "Costco Wholesale");
    expect(first).not.toMatch(/revenue/i);
    expect(done.citations.length).toBeGreaterThan(0);
  });

  it("says first that a company named in words is not in the data, and quotes no other company", async () => {
    const { text } = await answerText("What was Ford's operating margin in 2023?");
    expect(text.split("\n")[0]).toMatch(/^Ford \(F\) is not in the offline data set \(26 companies\)/);
    expect(text).not.toMatch(/Apple|Microsoft|Tesla/);
  });

  it("says which years the data covers when asked for one outside them", async () => {
    const { text } = await answerText("Costco revenue in fiscal 2012");
    expect(text.split("\n")[0]).toMatch(/^The data covers fiscal \d{4}–\d{4}; fiscal 2012 is not in it\./);
  });

  it("computes a measure the question defines, in the rounding asked", async () => {
    const { text } = await answerText(
      "I define cash burn cover as cash and equivalents divided by capital expenditure. What was Nike's in fiscal 2023, to two decimals?",
    );
    const first = text.split("\n")[0] ?? "";
    expect(first).toMatch(/^NIKE's cash burn cover in fiscal 2023 was \d+\.\d{2}x/);
  });

  it("stores what wrote each answer: the template writer for figures and for a company's risks (one engine), quotes for a passage search (issues 37, 44)", async () => {
    const conversation = (await callAs(ada, "POST", "/chat/conversations", {})).body as unknown as Conversation;
    const path = `/chat/conversations/${conversation.id}/messages`;
    const stored: Array<{ provider: string; model: string }> = [];
    for (const [index, message] of [
      "Compare Costco and Walmart net income in 2024",
      "What are Costco's main risks?",
      "Tell me about warehouse membership renewal",
    ].entries()) {
      const { text, done } = await answerText(message);
      await callAs(ada, "POST", path, { role: "user", content: message });
      const saved = answerToSave(
        { text, shown: text.length, thinking: "", citations: [], searchResults: [], done },
        { key: `provenance-${index}`, type: "chat" },
      );
      expect((await callAs(ada, "POST", path, saved)).status).toBe(201);
    }
    const read = (await callAs(ada, "GET", `/chat/conversations/${conversation.id}`)).body as unknown as Conversation;
    for (const message of read.messages.filter((each) => each.role === "assistant")) {
      stored.push({ provider: message.provider ?? "", model: message.model ?? "" });
    }
    expect(stored).toEqual([
      { provider: "offline", model: "facts-template" },
      { provider: "offline", model: "facts-template" },
      { provider: "offline", model: "bm25-extractive" },
    ]);
  });

  it("computes a defined measure over market data, in percent, from the last close and latest share count", async () => {
    const { text } = await answerText(
      "Walmart cash return yield = (dividends + buybacks) / market cap, for fiscal 2024",
    );
    expect(text.split("\n")[0]).toMatch(/^Walmart's cash return yield in fiscal 2024 was \d+\.\d% \[\d\]/);
    expect(text).not.toMatch(/not in the data/);
  });

  it("gives a defined measure named as a known percentage its unit", async () => {
    const { text } = await answerText("Costco payout ratio for fiscal 2023 (dividends / net income)");
    expect(text.split("\n")[0]).toMatch(/^Costco Wholesale's payout ratio in fiscal 2023 was \d+\.\d% \[1\]\./);
  });

  it("compares the latest quarter with the same quarter a year before, and sums four quarters for TTM", async () => {
    const quarter = await answerText("Nike net income last quarter versus a year ago");
    expect(quarter.text.split("\n")[0]).toMatch(
      /^NIKE's net income (grew by|fell by) \d+\.\d% from Q\d of fiscal (\d{4}) to Q\d of fiscal (\d{4})/,
    );
    const [, from, to] = /fiscal (\d{4}) to Q\d of fiscal (\d{4})/.exec(quarter.text) ?? [];
    expect(Number(to) - Number(from)).toBe(1);
    const ttm = await answerText("Costco operating income over the trailing 12 month period");
    expect(ttm.text.split("\n")[0]).toMatch(
      /^Costco Wholesale's operating income in the trailing twelve months was \$/,
    );
  });

  it("answers a fiscal quarter named, and says a quarter the data does not hold", async () => {
    const latest = await answerText("Nike net income in the latest quarter");
    const [, quarter, year] = /in Q(\d) of fiscal (\d{4}) was/.exec(latest.text) ?? [];
    expect(quarter).toBeDefined();
    const named = await answerText(`Nike net income in Q${quarter} FY${year}`);
    expect(named.text.split("\n")[0]).toBe(latest.text.split("\n")[0]);
    const absent = await answerText("Nike net income in the first quarter of fiscal 1999");
    expect(absent.text.split("\n")[0]).toMatch(
      /^The data's quarterly statements cover Q\d FY\d{4}–Q\d FY\d{4}; Q1 of fiscal 1999 is not in them\./,
    );
  });
});

/** The figures written in a line, citations aside: "$97.00 billion" → 97e9, "24.3%" → 24.3. */
const figuresIn = (line: string) =>
  [...line.replace(/\[\d+\]/g, "").matchAll(/([−-]?)\$?(\d[\d,]*(?:\.\d+)?)( billion| million| trillion|%|x)?/g)].map(
    (match) => {
      const value = Number((match[2] as string).replace(/,/g, ""));
      const scale = match[3] === " billion" ? 1e9 : match[3] === " million" ? 1e6 : match[3] === " trillion" ? 1e12 : 1;
      return (match[1] ? -1 : 1) * value * scale;
    },
  );
const lastFigure = (line: string) => figuresIn(line).at(-1) as number;

describe("POST /ai/stream answers the wordings a held-out evaluation found missed (issue 33)", () => {
  let bea: Member;
  beforeAll(async () => {
    bea = await signUpMember(server.url, "ai-wordings");
  });
  const answerText = async (message: string) => {
    const { events } = await streamEvents(bea, question(message));
    const text = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
    const done = events.at(-1) as Extract<AiStreamEvent, { _tag: "done" }>;
    return { text, done };
  };
  const follow = async (message: string, earlier: string[]) => {
    const history: { role: "user" | "assistant"; content: string }[] = [];
    for (const turn of earlier) {
      const { events } = await streamEvents(bea, question(turn, { chat_history: history }));
      const reply = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
      history.push({ role: "user", content: turn }, { role: "assistant", content: reply });
    }
    const { events } = await streamEvents(bea, question(message, { chat_history: history }));
    return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  };

  it("reads screener shorthand with a short year, and British wording, from the statements", async () => {
    const short = await answerText("Costco gm FY23");
    expect(short.text.split("\n")[0]).toMatch(/^Costco Wholesale's gross margin in fiscal 2023 was \d+\.\d%/);
    const british = await answerText("Costco profit before tax '24");
    expect(british.text.split("\n")[0]).toMatch(/^Costco Wholesale's pre-tax income in fiscal 2024 was \$/);
    expect(british.text).not.toMatch(/net income/);
  });

  it("states the swing between two years as the difference of the two figures it lists", async () => {
    const { text } = await answerText("Costco net income swing between 2022 and 2023");
    const first = text.split("\n")[0] ?? "";
    const span = /\(from (.+?) to (.+?), a change of (.+?)\)/.exec(first);
    expect(span).not.toBeNull();
    const [from, to, change] = (span as RegExpExecArray).slice(1).map((part) => figuresIn(part)[0] as number);
    expect(Math.abs((change as number) - ((to as number) - (from as number)))).toBeLessThanOrEqual(0.02e9);
  });

  it("sums dividends and buybacks for cash returned to shareholders, and states the gap between two companies", async () => {
    const returned = await answerText("How much did Costco return to shareholders in 2024?");
    const parts = await answerText("Costco dividends and buybacks in 2024");
    const [dividends, buybacks] = parts.text
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map(lastFigure);
    const total = figuresIn(returned.text.split("\n")[0] ?? "").at(-1) as number;
    expect(returned.text.split("\n")[0]).toMatch(/^Costco Wholesale's dividends and buybacks in fiscal 2024 were \$/);
    expect(Math.abs(total - ((dividends as number) + (buybacks as number)))).toBeLessThanOrEqual(0.02e9);
    const gap = await answerText("What's the difference between Costco and Walmart net income in 2024?");
    const first = gap.text.split("\n")[0] ?? "";
    const [high, low, difference] = figuresIn(first.replace(/fiscal \d{4}/g, ""));
    expect(first).toMatch(/a difference of \$/);
    expect(Math.abs((difference as number) - ((high as number) - (low as number)))).toBeLessThanOrEqual(0.02e9);
  });

  it("names a figure it cannot compute under the company's short name, with the measure asked", async () => {
    const { text } = await answerText(
      "How many times does Apple's operating income cover its interest expense in 2024?",
    );
    expect(text.split("\n")[0]).toBe(
      "Apple's operating income as a multiple of interest expense is not in the data for fiscal 2024.",
    );
  });

  it("runs a change forward in time however the question orders the years", async () => {
    const { text } = await answerText("Costco net income 2024 vs 2023 difference");
    expect(text.split("\n")[0]).toMatch(
      /from fiscal 2023 to fiscal 2024 \(from \$[\d.]+ billion to \$[\d.]+ billion, a change of /,
    );
  });

  it("states an average over years as the mean of the yearly figures it lists", async () => {
    const { text } = await answerText("Costco five-year average net margin");
    const [first = "", ...items] = text.split("\n").filter(Boolean);
    expect(first).toMatch(/^Costco Wholesale's net margin averaged \d+\.\d% over fiscal \d{4} to fiscal \d{4}/);
    const yearly = items.filter((line) => /^- Costco Wholesale, net margin, fiscal \d{4}:/.test(line)).map(lastFigure);
    expect(yearly.length).toBe(5);
    const mean = yearly.reduce((sum, each) => sum + each, 0) / yearly.length;
    expect(Number(/averaged (\d+\.\d)%/.exec(first)?.[1])).toBeCloseTo(mean, 0);
  });

  it("answers 'what multiple of X is Y' with the ratio computed, not only the inputs", async () => {
    const ratio = await answerText("What multiple of Costco's net income is its revenue in 2024?");
    expect(ratio.text.split("\n")[0]).toMatch(
      /^Costco Wholesale's revenue as a multiple of net income in fiscal 2024 was \d+\.\d{2}x/,
    );
    const inputs = await answerText("Costco revenue and net income in 2024");
    const [revenue, income] = inputs.text
      .split("\n")
      .filter((line) => line.startsWith("- "))
      .map(lastFigure);
    expect(lastFigure(ratio.text.split("\n")[0] ?? "")).toBeCloseTo((revenue as number) / (income as number), 1);
  });

  it("moves a follow-up's year back from the conversation's, and reads 'and per share?' as EPS", async () => {
    const before = await follow("and the year before?", ["Costco net income in 2024"]);
    expect(before.split("\n")[0]).toMatch(/^Costco Wholesale's net income in fiscal 2023 was/);
    const twice = await follow("and the year before that?", ["Costco net income in 2024", "and the year before?"]);
    expect(twice.split("\n")[0]).toMatch(/^Costco Wholesale's net income in fiscal 2022 was/);
    const perShare = await follow("and per share?", ["Costco net income in 2024"]);
    expect(perShare.split("\n")[0]).toMatch(/^Costco Wholesale's diluted EPS in fiscal 2024 was \$\d+\.\d{2}/);
  });

  it("computes enterprise value as the question defines it, from market data and the balance sheet", async () => {
    const { text } = await answerText("Costco enterprise value defined as market cap plus debt minus cash");
    expect(text.split("\n")[0]).toMatch(/^Costco Wholesale's enterprise value in fiscal \d{4} was \$\d/);
  });

  it("says first that a figure the data never holds is not in it, with no passages after", async () => {
    for (const asked of ["Costco options chain", "Costco insider trades", "Costco ESG score"]) {
      const { text, done } = await answerText(asked);
      expect(text.split("\n")[0]).toMatch(/^The data here does not include /);
      expect(text).not.toMatch(/local material says/);
      expect(done.citations).toEqual([]);
    }
    const afterHours = await answerText("Costco after-hours price");
    expect(afterHours.text.split("\n")[0]).toMatch(
      /^Intraday and live prices are not in the data, which holds daily closes; here is the latest close\. Costco Wholesale's close on \d{4}-\d{2}-\d{2} was \$/,
    );
  });

  it("gives no advice asked without buy or sell, and says how the company is valued instead", async () => {
    const { text } = await answerText("Is it a good time to add to my Costco position?");
    expect(text.split("\n")[0]).toMatch(
      /^Moatwise gives no buy or sell advice; .* Costco Wholesale's price to FY\d{4} earnings/,
    );
    expect(text).not.toMatch(/local material says/);
  });

  it("does not read a sentence's first word or a sector as a company, and never cuts a name to 'Eli Lilly and'", async () => {
    const { text } = await answerText("Within healthcare, which company has the highest net margin in 2024?");
    expect(text).not.toMatch(/Within is not|Healthcare is not/);
    expect(text).not.toMatch(/Eli Lilly and\b/);
    expect(text).toMatch(/Eli Lilly's/);
  });

  it("reads a stock's move since a month as its price change from that month's end, and says where prices start", async () => {
    // A yes/no question about the move leads with its verdict, from that month's last close.
    const { text } = await answerText("Has Costco stock gained since September 2023?");
    expect(text.split("\n")[0]).toMatch(
      /^(Yes|No): Costco Wholesale's close (rose|fell) from \$[\d.,]+ on 2023-09-29 to \$[\d.,]+ on \d{4}-\d{2}-\d{2} \([+−-][\d.]+%\)/,
    );
    const before = await answerText("Has Costco stock gained since September 2019?");
    const [first = "", second = ""] = before.text.split("\n");
    expect(first).toMatch(/^The daily prices in the data start on (\d{4}-\d{2}-\d{2}); the change is from then\./);
    const start = /start on (\S+);/.exec(first)?.[1];
    expect(`${first} ${second}`).toMatch(new RegExp(`close (rose|fell) from \\$[\\d.,]+ on ${start} to `));
  });
});

describe("POST /ai/stream answers questions from outside the repository (issue 33)", () => {
  let cy: Member;
  beforeAll(async () => {
    cy = await signUpMember(server.url, "ai-outside");
  });
  const answerText = async (message: string) => {
    const { events } = await streamEvents(cy, question(message));
    const text = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
    return { text };
  };
  const follow = async (message: string, earlier: string[]) => {
    const history: { role: "user" | "assistant"; content: string }[] = [];
    for (const turn of earlier) {
      const { events } = await streamEvents(cy, question(turn, { chat_history: history }));
      const reply = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
      history.push({ role: "user", content: turn }, { role: "assistant", content: reply });
    }
    const { events } = await streamEvents(cy, question(message, { chat_history: history }));
    return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  };

  it("names an outside company as listed however it is written, and an ordinary word is no company", async () => {
    const lower = await answerText("oracle revenue cagr");
    expect(lower.text.split("\n")[0]).toMatch(/^Oracle \(ORCL\) is not in the offline data set \(\d+ companies\)/);
    const possessive = await answerText("Moody's revenue 2024?");
    expect(possessive.text.split("\n")[0]).toMatch(/^Moody's \(MCO\) is not in the offline data set/);
    const margin = await follow("Express it as a margin.", ["Costco net income 2024"]);
    expect(margin).not.toMatch(/Express|AXP/);
  });

  it("writes a figure in the scale asked with separators, and a multiple asked as one", async () => {
    const millions = await answerText("Costco revenue in fiscal 2023, in millions");
    expect(millions.text.split("\n")[0]).toMatch(
      /^Costco Wholesale's revenue in fiscal 2023 was \$\d{3},\d{3}(?:\.\d)? million/,
    );
    const nearest = await answerText("Costco revenue in fiscal 2023 to the nearest billion");
    expect(nearest.text.split("\n")[0]).toMatch(/was \$\d{3} billion/);
    const times = await answerText("By how many times did Costco's net income multiply from 2020 to 2024?");
    expect(times.text.split("\n")[0]).toMatch(
      /^Costco Wholesale's net income multiplied \d\.\d{2}x from fiscal 2020 to fiscal 2024/,
    );
  });

  it("gives the close on the date asked, and says when that date is before the data's prices", async () => {
    const early = await answerText("What was Costco's closing price at the end of 2019?");
    const first = early.text.split("\n")[0] ?? "";
    expect(first).toMatch(
      /^The close on 2019-12-31 is not in the data, whose daily prices start on \d{4}-\d{2}-\d{2};/,
    );
    const start = /start on (\S+);/.exec(first)?.[1];
    expect(first).toContain(`close on ${start} was $`);
    const inside = await answerText("Costco's closing price at the end of 2023");
    expect(inside.text.split("\n")[0]).toMatch(/^Costco Wholesale's close on 2023-12-\d{2} was \$/);
    // A year asked whole is its last trading day's close, before the data or in it.
    const yearBefore = await answerText("Where did Costco stock close on the last trading day of 2021?");
    expect(yearBefore.text.split("\n")[0]).toMatch(/^The close on 2021-12-31 is not in the data/);
    const yearIn = await answerText("costco share price in 2024");
    expect(yearIn.text.split("\n")[0]).toMatch(/^Costco Wholesale's close on 2024-12-\d{2} was \$/);
  });

  it("says what the data lacks rather than a nearby fact: CEO pay, a market share", async () => {
    const paid = await answerText("How much was Costco's CEO paid?");
    expect(paid.text.split("\n")[0]).toMatch(/^The data here does not include CEO pay \(executive pay\)/);
    expect(paid.text).not.toMatch(/chief executive:/);
    const share = await answerText("What is Costco's share of the US warehouse club market?");
    expect(share.text.split("\n")[0]).toMatch(/^The data here does not include market share:/);
  });

  it("answers what a chief executive earns with the pay the data lacks, not the company's net income", async () => {
    const { text } = await answerText("What did Ron Vachris earn last year?");
    const first = text.split("\n")[0] ?? "";
    expect(first).toMatch(
      /^The data here does not include executive pay: it has the financial statements, daily prices and company profiles\./,
    );
    expect(text).not.toMatch(/net income/i);
    expect(text).not.toMatch(/Vachris is not in/);
  });

  it("says a part asked as a share of a company's sales is a segment the data does not split", async () => {
    const { text } = await answerText("What was Kirkland Signature's share of Costco's sales in 2023?");
    expect(text.split("\n")[0]).toMatch(/^Segment figures \(such as Kirkland Signature\) are not in the data/);
  });

  it("reads a misspelt company and measure together as the figure spelt right", async () => {
    const right = await answerText("Costco net income 2023");
    const misspelt = await answerText("cotsco net incme 2023");
    const first = misspelt.text.split("\n")[0] ?? "";
    expect(first).toMatch(/^Costco Wholesale's net income in fiscal 2023 was \$\d/);
    expect(first).toBe(right.text.split("\n")[0]);
  });
});

describe("POST /ai/stream works a follow-up's operation on the last turn's figures (issue 33)", () => {
  let dee: Member;
  beforeAll(async () => {
    dee = await signUpMember(server.url, "ai-followops");
  });
  const replyTo = async (message: string, history: { role: "user" | "assistant"; content: string }[] = []) => {
    const { answer, events } = await streamEvents(dee, question(message, { chat_history: history }));
    expect(answer.status).toBe(200);
    return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  };
  // A two-turn conversation: the first question, its answer as the history, then the follow-up.
  const follow = async (message: string, earlier: string[]) => {
    const history: { role: "user" | "assistant"; content: string }[] = [];
    for (const turn of earlier)
      history.push({ role: "user", content: turn }, { role: "assistant", content: await replyTo(turn, history) });
    return (await replyTo(message, history)).split("\n")[0] ?? "";
  };

  // The figures the operations are computed from, each in its own item line.
  const inputs = async () => {
    const lines = (
      await replyTo("Costco free cash flow and net income and diluted shares and total debt and equity in 2024")
    )
      .split("\n")
      .filter((line) => line.startsWith("- "));
    const [fcf, income, shares, debt, equity] = lines.map(lastFigure) as [number, number, number, number, number];
    return { fcf, income, shares, debt, equity };
  };

  it("sets a figure the follow-up names against the last one, as a rate, a ratio kept beside it, or per share", async () => {
    const { fcf, income, shares, debt, equity } = await inputs();
    const rate = await follow("How does that compare with its net income that year, as a conversion rate?", [
      "Costco free cash flow in 2024",
    ]);
    expect(rate).toMatch(/^Costco Wholesale's free cash flow conversion in fiscal 2024 was \d+\.\d%/);
    expect(Number(/was (\d+\.\d)%/.exec(rate)?.[1])).toBeCloseTo((fcf / income) * 100, 0);
    const ratio = await follow("And its equity? Give me the ratio of the two as well.", [
      "How much debt does Costco carry? Use FY2024.",
    ]);
    expect(ratio).toMatch(/^Costco Wholesale's shareholders' equity in fiscal 2024 was \$[\d.]+ billion/);
    expect(Number(/debt-to-equity in fiscal 2024 was (\d+\.\d+)x/.exec(ratio)?.[1])).toBeCloseTo(debt / equity, 2);
    const perShare = await follow("and per share?", ["Costco free cash flow in 2024"]);
    expect(perShare).toMatch(/^Costco Wholesale's free cash flow per share in fiscal 2024 was \$\d+\.\d{2}/);
    expect(lastFigure(perShare.replace(/fiscal \d{4}/, ""))).toBeCloseTo(fcf / shares, 1);
  });

  it("answers the growth between two years, a margin of the last figure and the gap between two companies", async () => {
    const growth = await follow("what about 2024, and the growth between the two", ["Costco operating income FY2022"]);
    expect(growth).toMatch(/^Costco Wholesale's operating income grew by [\d.]+% from fiscal 2022 to fiscal 2024/);
    const margin = await follow("Express it as a margin.", ["Costco operating income in fiscal 2023"]);
    const direct = await replyTo("Costco operating margin in fiscal 2023");
    expect(margin).toBe(direct.split("\n")[0]);
    const gap = await follow("Now the gap between the two in percentage points.", [
      "Costco gross margin FY2024",
      "and Walmart's?",
    ]);
    const [high, low, difference] = figuresIn(gap.replace(/fiscal \d{4}/g, ""));
    expect(gap).toMatch(/Walmart/);
    expect(gap).toMatch(/Costco Wholesale/);
    expect(gap).toMatch(/a difference of [\d.]+ percentage points/);
    expect(difference as number).toBeCloseTo((high as number) - (low as number), 1);
  });
});

describe("POST /ai/stream answers calendar periods from the quarters (issue 44)", () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUpMember(server.url, "ai-calendar");
  });
  const firstLine = async (message: string) => {
    const { events } = await streamEvents(member, question(message));
    return (
      events
        .map((event) => (event._tag === "delta" ? event.content : ""))
        .join("")
        .split("\n")[0] ?? ""
    );
  };
  /** The first "$N billion" of a line, in dollars. */
  const billionsIn = (line: string) => Number(/\$(\d+(?:\.\d+)?) billion/.exec(line)?.[1] ?? Number.NaN) * 1e9;
  const amountOf = (figure: ReturnType<typeof calendarYearSum>) =>
    figure.kind === "number" ? figure.value : Number.NaN;

  it("sums the four quarters that ended in a calendar year, and names the calendar year", async () => {
    const line = await firstLine("Apple's net income for calendar year 2024?");
    expect(line).toContain("calendar 2024");
    const expected = amountOf(calendarYearSum("AAPL", "2024", "netIncome"));
    expect(Math.abs(billionsIn(line) - expected) / expected).toBeLessThan(0.001);
  });

  it("answers a quarter named by the month it ended from that quarter", async () => {
    const line = await firstLine("walmart revenue, quarter ending july 2024");
    const expected = amountOf(quarterEnding("WMT", "2024-07", "revenue"));
    expect(Math.abs(billionsIn(line) - expected) / expected).toBeLessThan(0.001);
    expect(line).not.toMatch(/in fiscal 2024 was/);
  });

  it("says a calendar year the quarters do not reach, and gives no fiscal year instead", async () => {
    const line = await firstLine("Apple revenue in calendar 2019");
    expect(line).toMatch(/quarterly statements cover .*, which do not hold the four quarters of calendar 2019\./);
  });
});

describe("POST /ai/stream leads a yes/no question with the verdict the figures decide (issue 44)", () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUpMember(server.url, "ai-verdicts");
  });
  const firstLine = async (message: string, earlier: string[] = []) => {
    const history = earlier.map((content) => ({ role: "user", content }));
    const { events } = await streamEvents(member, question(message, { chat_history: history }));
    const text = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
    return text.split("\n")[0] ?? "";
  };
  const SYMBOLS = ["AAPL", "COST", "NVDA", "KO", "JPM"];

  it("sets a figure against a number asked, either way, and says Yes exactly when the figure clears it", async () => {
    for (const symbol of SYMBOLS) {
      const year = latestYear(symbol);
      const revenue = mainValue(annual(symbol, "revenue", year)) / 1e9;
      for (const limit of [Math.floor(revenue) - 1, Math.ceil(revenue) + 1]) {
        const line = await firstLine(`Did ${symbol}'s revenue exceed ${limit} billion in fiscal ${year}?`);
        expect(line, symbol).toMatch(revenue > limit ? /^Yes: / : /^No: /);
        expect(line).toContain(`$${limit} billion`);
        expect(line).toContain(`fiscal ${year}`);
      }
    }
  });

  it("says whether a figure rose in every year of the span, naming the first year it did not", async () => {
    for (const symbol of SYMBOLS) {
      const years = fiscalYears(symbol).slice(-4);
      const values = years.map((year) => mainValue(annual(symbol, "revenue", year)));
      const line = await firstLine(`Has ${symbol} grown revenue every year since ${years[0]}?`);
      const everyYear = values.every((value, index) => index === 0 || value > (values[index - 1] as number));
      expect(line, symbol).toMatch(everyYear ? /^Yes: / : /^No: /);
      if (!everyYear) {
        const broken = values.findIndex((value, index) => index > 0 && value <= (values[index - 1] as number));
        expect(line).toContain(`in fiscal ${years[broken - 1]} to `);
      }
    }
  });

  it("sets the figure a follow-up names against the one a word stands for", async () => {
    const year = latestYear("COST");
    const line = await firstLine("What percentage of revenue was that?", [`COST net income fiscal ${year}`]);
    const expected = (mainValue(annual("COST", "netIncome", year)) / mainValue(annual("COST", "revenue", year))) * 100;
    expect(line).toContain(`${expected.toFixed(1)}%`);
  });
});

describe("POST /ai/stream answers parts of a year from the quarters (issue 44)", () => {
  let member: Member;
  // A member for each test: each asks many questions, more than one member's daily quota.
  beforeEach(async () => {
    member = await signUpMember(server.url, "ai-year-parts");
  });
  const reply = async (message: string) => {
    const { events } = await streamEvents(member, question(message));
    return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  };
  /** The first "$N billion" of a text, in dollars. */
  const billionsIn = (text: string) => Number(/\$(\d+(?:\.\d+)?) billion/.exec(text)?.[1] ?? Number.NaN) * 1e9;
  /** The sample data's quarters of a company: fiscal label, end date, revenue. */
  const quartersOf = (symbol: string) =>
    (sampleStatements(symbol, null, "quarter")?.income ?? []).map((row) => ({
      label: `${row.period} FY${row.fiscalYear}`,
      end: row.date,
      revenue: row.revenue ?? Number.NaN,
    }));
  const revenueOf = (rows: ReadonlyArray<{ revenue: number }>) => rows.reduce((sum, row) => sum + row.revenue, 0);
  // Companies whose fiscal years end in different months (June, January, late August, May, November).
  const COMPANIES = [
    ["MSFT", "Microsoft"],
    ["WMT", "Walmart"],
    ["COST", "Costco"],
    ["NKE", "Nike"],
    ["ADBE", "Adobe"],
  ] as const;

  it("sums a fiscal half's two fiscal quarters, and names the half as asked", async () => {
    for (const [symbol, name] of COMPANIES) {
      const quarters = quartersOf(symbol);
      // The first fiscal year whose first two quarters are both in the data.
      const year = quarters
        .map((row) => /FY(\d{4})$/.exec(row.label)?.[1] as string)
        .find((each) => ["Q1", "Q2"].every((q) => quarters.some((row) => row.label === `${q} FY${each}`)));
      if (!year) continue;
      const half = quarters.filter((row) => row.label === `Q1 FY${year}` || row.label === `Q2 FY${year}`);
      const text = await reply(`What was ${name}'s revenue in the first half of fiscal ${year}?`);
      expect(text).toContain(`first half of fiscal ${year}`);
      expect(Math.abs(billionsIn(text) - revenueOf(half)) / revenueOf(half)).toBeLessThan(0.001);
      expect(text).not.toMatch(new RegExp(`in fiscal ${year} was`));
    }
  });

  it("sums the three quarters of nine months to a month, and the quarters that ended in a calendar half", async () => {
    for (const [symbol, name] of COMPANIES) {
      const quarters = [...quartersOf(symbol)].sort((a, b) => a.end.localeCompare(b.end));
      const last = quarters.at(-1) as (typeof quarters)[number];
      const [year, month] = last.end.split("-").map(Number) as [number, number];
      const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-US", { month: "long" });
      const nine = await reply(`${name} revenue for the nine months ended ${monthName} ${year}`);
      const expected = revenueOf(quarters.slice(-3));
      expect(Math.abs(billionsIn(nine) - expected) / expected).toBeLessThan(0.001);
      // Calendar H1 2024: the two quarters whose end dates fall in January–June 2024.
      const calendarHalf = quarters.filter((row) => row.end >= "2024-01" && row.end < "2024-07");
      const cal = await reply(`${name} revenue in the first half of calendar 2024`);
      expect(cal).toContain("first half of calendar 2024");
      expect(Math.abs(billionsIn(cal) - revenueOf(calendarHalf)) / revenueOf(calendarHalf)).toBeLessThan(0.001);
    }
  });

  it("gives the same half of two years side by side, and a half's change against the half a year before", async () => {
    for (const [symbol, name] of COMPANIES) {
      const quarters = quartersOf(symbol);
      const halfOf = (year: number) =>
        quarters.filter((row) => row.label === `Q1 FY${year}` || row.label === `Q2 FY${year}`);
      // The latest fiscal year whose first half, and the first half before it, are both in the data.
      const year = [2026, 2025, 2024].find((each) => halfOf(each).length === 2 && halfOf(each - 1).length === 2);
      if (year === undefined) continue;
      const [earlier, later] = [revenueOf(halfOf(year - 1)), revenueOf(halfOf(year))];
      const side = await reply(`${name} revenue H1 FY${year - 1} vs H1 FY${year}`);
      for (const [value, asked] of [
        [earlier, year - 1],
        [later, year],
      ] as const) {
        expect(side).toContain(`first half of fiscal ${asked}`);
        const written = [...side.matchAll(/\$(\d+(?:\.\d+)?) billion/g)].map((match) => Number(match[1]) * 1e9);
        expect(written.some((each) => Math.abs(each - value) / value < 0.001)).toBe(true);
      }
      const growth = await reply(`How much did ${name}'s revenue grow in the first half of fiscal ${year}?`);
      const percent = Number(/([\d.]+)%/.exec(growth)?.[1]);
      expect(percent).toBeCloseTo(Math.abs((later / earlier - 1) * 100), 1);
      expect(growth).toContain(`from the first half of fiscal ${year - 1} to the first half of fiscal ${year}`);
    }
  });

  it("answers a calendar quarter from the quarter that ended in its three months", async () => {
    for (const [symbol, name] of COMPANIES) {
      const ended = quartersOf(symbol).filter((row) => row.end >= "2024-07" && row.end < "2024-10");
      const text = await reply(`${name} revenue in calendar Q3 2024`);
      expect(text).toContain("calendar Q3 2024");
      expect(ended).toHaveLength(1);
      expect(Math.abs(billionsIn(text) - revenueOf(ended)) / revenueOf(ended)).toBeLessThan(0.001);
    }
  });

  it("answers a balance as of a quarter's month or day from that quarter, and the year to date from its quarters", async () => {
    for (const [symbol, name] of COMPANIES) {
      const set = sampleStatements(symbol, null, "quarter");
      // The latest quarter that is not the fourth: its balance is no fiscal year's.
      const income = [...(set?.income ?? [])].sort((a, b) => b.date.localeCompare(a.date));
      const quarter = income.find((row) => row.period !== "Q4");
      if (!quarter) continue;
      const cash = Number(set?.balance.find((row) => row.date === quarter.date)?.cashAndCashEquivalents);
      const [year, month, day] = quarter.date.split("-").map(Number) as [number, number, number];
      const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-US", { month: "long" });
      for (const asked of [`as of ${monthName} ${year}`, `at ${monthName} ${day}, ${year}`]) {
        const text = await reply(`What was ${name}'s cash ${asked}?`);
        expect(Math.abs(billionsIn(text) - cash) / cash).toBeLessThan(0.001);
      }
      // The year to date: the latest fiscal year's quarters up to the latest one.
      const latest = income[0] as (typeof income)[number];
      const soFar = income.filter(
        (row) => row.fiscalYear === latest.fiscalYear && row.period <= latest.period,
      ) as ReadonlyArray<{ revenue: number }>;
      const ytd = await reply(`${name} revenue year to date`);
      expect(Math.abs(billionsIn(ytd) - revenueOf(soFar)) / revenueOf(soFar)).toBeLessThan(0.001);
    }
  });

  it("says first when a quarter of the half is not in the data, and gives no full year instead", async () => {
    for (const [symbol, name] of COMPANIES) {
      const quarters = quartersOf(symbol);
      const years = quarters.map((row) => Number(/FY(\d{4})$/.exec(row.label)?.[1]));
      // The earliest fiscal year the quarters touch lacks its first quarter, or the year before it does.
      const year = quarters.some((row) => row.label === `Q1 FY${Math.min(...years)}`)
        ? Math.min(...years) - 1
        : Math.min(...years);
      const text = await reply(`${name} revenue in H1 ${year}`);
      const [first] = text.split("\n");
      expect(first).toMatch(
        /quarterly statements cover .*, which do not hold .*first half of fiscal \d{4} cannot be summed/,
      );
      expect(text).not.toMatch(new RegExp(`in fiscal ${year} was`));
    }
  });
});

describe("POST /ai/stream answers days outstanding and turnovers on the average balance (issue 44)", () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUpMember(server.url, "ai-turnover");
  });
  const reply = async (message: string) => {
    const { events } = await streamEvents(member, question(message));
    return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  };
  /** A fiscal year's statement line and the year before's, from the sample annual statements. */
  const linesOf = (symbol: string) => {
    const set = sampleStatements(symbol, null, "annual");
    const years = (set?.income ?? []).map((row) => row.fiscalYear).sort();
    const at = (kind: "income" | "balance", year: string, field: string) =>
      Number((set?.[kind].find((row) => row.fiscalYear === year) as Record<string, unknown> | undefined)?.[field]);
    return { years, at };
  };
  const COMPANIES = [
    ["WMT", "Walmart"],
    ["COST", "Costco"],
    ["NKE", "Nike"],
    ["HD", "Home Depot"],
  ] as const;

  it("counts the days of sales in receivables on the average balance, or the year-end one when asked", async () => {
    for (const [symbol, name] of COMPANIES) {
      const { years, at } = linesOf(symbol);
      const year = years.at(-1) as string;
      const before = years.at(-2) as string;
      const revenue = at("income", year, "revenue");
      const average = (at("balance", year, "netReceivables") + at("balance", before, "netReceivables")) / 2;
      const onAverage = await reply(`What were ${name}'s days sales outstanding in fiscal ${year}?`);
      expect(Number(/([\d.]+) days/.exec(onAverage)?.[1])).toBeCloseTo((average / revenue) * 365, 1);
      expect(onAverage).toMatch(/average receivables/);
      const atYearEnd = await reply(
        `How many days of sales were sitting in ${name}'s receivables at the end of fiscal ${year}?`,
      );
      const yearEnd = at("balance", year, "netReceivables");
      expect(Number(/([\d.]+) days/.exec(atYearEnd)?.[1])).toBeCloseTo((yearEnd / revenue) * 365, 1);
      expect(atYearEnd).toMatch(/year-end receivables/);
    }
  });

  it("turns inventory over on the average inventory", async () => {
    for (const [symbol, name] of COMPANIES) {
      const { years, at } = linesOf(symbol);
      const year = years.at(-1) as string;
      const before = years.at(-2) as string;
      const average = (at("balance", year, "inventory") + at("balance", before, "inventory")) / 2;
      const expected = at("income", year, "costOfRevenue") / average;
      const text = await reply(`${name} inventory turnover FY${year}`);
      const turns = Number(/([\d.]+)x/.exec(text)?.[1]);
      expect(turns).toBeCloseTo(expected, 2);
      expect(text).toMatch(/average inventory/);
    }
  });
});

describe("POST /ai/stream ranks a conversion on the computed ratio (issue 44)", () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUpMember(server.url, "ai-conversion");
  });
  const reply = async (message: string) => {
    const { events } = await streamEvents(member, question(message));
    return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  };
  /** A flow of a fiscal year, from the sample annual statements. */
  const flowOf = (symbol: string, kind: "income" | "cashFlow", field: string, year: string) =>
    Number(
      (
        sampleStatements(symbol, null, "annual")?.[kind].find((row) => row.fiscalYear === year) as
          | Record<string, unknown>
          | undefined
      )?.[field],
    );
  const GROUP = [
    ["AAPL", "Apple"],
    ["MSFT", "Microsoft"],
    ["KO", "Coca-Cola"],
    ["JNJ", "Johnson & Johnson"],
  ] as const;

  it("orders the companies by free cash flow as a share of net income, the highest first", async () => {
    const year = "2024";
    const conversion = (symbol: string) =>
      flowOf(symbol, "cashFlow", "freeCashFlow", year) / flowOf(symbol, "income", "netIncome", year);
    const expected = [...GROUP].sort((a, b) => conversion(b[0]) - conversion(a[0])).map(([, name]) => name);
    const text = await reply(
      `Which of ${GROUP.map(([, name]) => name).join(", ")} turned the most of its net income into free cash flow in fiscal ${year}?`,
    );
    // The ranking's first line names them from the highest ratio down.
    const first = text.split("\n")[0] ?? "";
    const order = expected.map((name) => first.indexOf(name.split(" ")[0] as string));
    expect(order.every((at) => at !== -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe("POST /ai/stream lists a measure a brief defines with minus, for each year (issue 44)", () => {
  let member: Member;
  beforeAll(async () => {
    member = await signUpMember(server.url, "ai-defined-minus");
  });
  const reply = async (message: string) => {
    const { events } = await streamEvents(member, question(message));
    return events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  };
  const balanceOf = (symbol: string, field: string, year: string) =>
    Number(
      (
        sampleStatements(symbol, null, "annual")?.balance.find((row) => row.fiscalYear === year) as
          | Record<string, unknown>
          | undefined
      )?.[field],
    );

  it("writes the defined figure of each year asked, in the scale and places asked", async () => {
    for (const [symbol, name, operator] of [
      ["AAPL", "Apple", "minus"],
      ["KO", "Coca-Cola", "less"],
      ["MSFT", "Microsoft", "net of"],
    ] as const) {
      const text = await reply(
        `${name}: net debt, i.e. total debt ${operator} cash and equivalents only, for 2023 and 2024, in $B to one decimal`,
      );
      for (const year of ["2023", "2024"]) {
        const expected =
          (balanceOf(symbol, "totalDebt", year) - balanceOf(symbol, "cashAndCashEquivalents", year)) / 1e9;
        expect(text).toContain(`$${expected.toFixed(1)}`);
      }
    }
  });
});
