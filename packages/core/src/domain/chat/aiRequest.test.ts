import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAT_HISTORY_ITEM_MAX_CHARS, CHAT_HISTORY_MAX_ITEMS, PAGE_CONTEXT_MAX_CHARS } from "../constants";
import { explainInvalid } from "../schemaIssues";
import { AiRequest, buildAiRequest, isMessageTooLong, parseChatInput, recentHistory } from "./aiRequest";

describe("parseChatInput (spec §5 mentions)", () => {
  it.each([
    ["@news Apple earnings", {}, { message: "Apple earnings", mode: "news", options: {} }],
    ["What is @research moat?", {}, { message: "What is moat?", mode: "research", options: {} }],
    ["@EXPLAIN  free   cash flow", {}, { message: "free cash flow", mode: "explain", options: {} }],
    [
      "@x what are people saying",
      {},
      {
        message: "x.com what are people saying",
        mode: "news",
        options: { domain_filters: ["x.com"], search_recency_filter: "week" },
      },
    ],
    [
      "@substack @x takes on NVDA",
      {},
      {
        message: "substack.com x.com takes on NVDA",
        mode: "news",
        options: { domain_filters: ["substack.com", "x.com"], search_recency_filter: "week" },
      },
    ],
    [
      "margins?",
      { symbol: "aapl", companyName: "Apple Inc." },
      { message: "margins?", mode: "chat_ticker", options: { symbol: "AAPL", company_name: "Apple Inc." } },
    ],
    ["@news margins", { symbol: "MSFT" }, { message: "margins", mode: "news", options: { symbol: "MSFT" } }],
    ["how is $nvda doing", {}, { message: "how is $nvda doing", mode: "chat_ticker", options: { symbol: "NVDA" } }],
    ["  hello\n\tthere  ", {}, { message: "hello there", mode: "chat", options: {} }],
    ["email me@example.com", {}, { message: "email me@example.com", mode: "chat", options: {} }],
    ["@deepdive Costco", {}, { message: "@deepdive Costco", mode: "chat", options: {} }],
  ])("%j with %j", (text, context, expected) => {
    expect(parseChatInput(text, context)).toEqual(expected);
  });

  const freeText = fc.string({
    unit: fc.constantFrom("a", "b", " ", "\n", "@", "x", "news", "@news", "@x", "$", "AAPL", "."),
  });

  it("collapses whitespace and strips every mode mention", () => {
    fc.assert(
      fc.property(freeText, (text) => {
        const { message } = parseChatInput(text);
        expect(message).toBe(message.trim());
        expect(message).not.toMatch(/\s{2,}|[\t\n]/);
        expect(message.split(" ")).not.toContain("@news");
      }),
    );
  });

  it("uses chat_ticker exactly when a ticker is known and no mention chose a mode", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z ]{0,30}$/), fc.stringMatching(/^[A-Z]{1,5}$/), (text, symbol) => {
        expect(parseChatInput(text, { symbol }).mode).toBe("chat_ticker");
        expect(parseChatInput(text).mode).toBe("chat");
      }),
    );
  });
});

describe("buildAiRequest", () => {
  const history = [
    { role: "user" as const, content: "hi" },
    { role: "assistant" as const, content: "hello" },
  ];

  it("sends history only in chat and chat_ticker modes", () => {
    expect(buildAiRequest({ text: "and margins?", history }).chat_history).toEqual(history);
    expect(buildAiRequest({ text: "margins?", context: { symbol: "KO" }, history }).chat_history).toEqual(history);
    expect(buildAiRequest({ text: "@news margins", history })).not.toHaveProperty("chat_history");
    expect(buildAiRequest({ text: "@explain margins", history })).not.toHaveProperty("chat_history");
  });

  it.each([
    ["shallow", { search_context_size: "low" }],
    ["deep", { search_context_size: "high" }],
    ["standard", {}],
  ] as const)("maps search depth %s", (searchDepth, options) => {
    const request = buildAiRequest({
      text: "q",
      preferences: { searchDepth, complexity: "default", verbosity: "balanced" },
    });
    expect(request.options).toEqual(options);
  });

  it.each([
    ["simplest", "Explain like I'm 10: what is EBITDA"],
    ["simpler", "Explain like I'm a university undergraduate: what is EBITDA"],
    ["default", "what is EBITDA"],
  ] as const)("prefixes the message for complexity %s", (complexity, message) => {
    const preferences = { searchDepth: "standard" as const, complexity, verbosity: "balanced" as const };
    expect(buildAiRequest({ text: "what is EBITDA", preferences }).message).toBe(message);
  });

  it("passes verbosity other than balanced, and the time zone", () => {
    const preferences = {
      searchDepth: "standard" as const,
      complexity: "default" as const,
      verbosity: "concise" as const,
    };
    expect(buildAiRequest({ text: "q", preferences, timezone: "Europe/Paris" }).options).toEqual({
      verbosity: "concise",
      user_timezone: "Europe/Paris",
    });
  });

  it("cuts page context to 8000 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 9000 }), (page) => {
        const sent = buildAiRequest({ text: "q", pageContext: page }).options.page_context ?? "";
        expect(sent.length).toBeLessThanOrEqual(PAGE_CONTEXT_MAX_CHARS);
        expect(page.startsWith(sent)).toBe(true);
      }),
    );
  });
});

describe("the bounds of an AI request", () => {
  const turn = fc.record({
    role: fc.constantFrom("user" as const, "assistant" as const),
    content: fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.nat({ max: 40_000 }).map((n) => "w".repeat(n)),
    ),
  });

  it("sends the last turns of any conversation, cut so the request is always valid", () => {
    fc.assert(
      fc.property(fc.array(turn, { maxLength: 60 }), (history) => {
        const request = buildAiRequest({ text: "and margins?", history });
        expect(explainInvalid(AiRequest, request)).toBeNull();
        const kept = recentHistory(history);
        expect(kept.length).toBe(Math.min(history.length, CHAT_HISTORY_MAX_ITEMS));
        expect(kept.at(-1)?.content).toBe(history.at(-1)?.content.slice(0, CHAT_HISTORY_ITEM_MAX_CHARS));
      }),
      { numRuns: 50 },
    );
  });

  it("judges a question too long as the server will: with the complexity prefix it is sent with", () => {
    const text = "w".repeat(15_990);
    expect(isMessageTooLong(buildAiRequest({ text }))).toBe(false);
    const simplest = { searchDepth: "standard", complexity: "simplest", verbosity: "balanced" } as const;
    const prefixed = buildAiRequest({ text, preferences: simplest });
    expect(isMessageTooLong(prefixed)).toBe(true);
    expect(explainInvalid(AiRequest, prefixed)).toBe("message: must be at most 16000 characters");
  });

  it("refuses a question over 16,000 characters and more than 20 turns, naming the field", () => {
    const base = { mode: "chat", options: {} };
    expect(explainInvalid(AiRequest, { ...base, message: "w".repeat(16_001) })).toBe(
      "message: must be at most 16000 characters",
    );
    const history = Array.from({ length: 21 }, () => ({ role: "user", content: "q" }));
    expect(explainInvalid(AiRequest, { ...base, message: "q", chat_history: history })).toBe(
      "chat_history: must hold at most 20 turns",
    );
    expect(explainInvalid(AiRequest, { ...base, message: "w".repeat(16_000) })).toBeNull();
  });
});
