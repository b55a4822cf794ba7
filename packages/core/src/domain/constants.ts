// Numbers the spec names, with their units in the name. One place, so a change to the spec is one edit.

/** Prefix of every backend call. */
export const API_PREFIX = "/v1";

/** Default access-token life when the server does not say (spec §9: 3600 s). */
export const DEFAULT_TOKEN_LIFE_SECONDS = 3600;
/** A token expiring within this window is refreshed (spec §9: 5 min). */
export const TOKEN_EXPIRING_SOON_MS = 5 * 60_000;
/** How long a tab waits for another tab's refresh before refreshing itself (spec §4: 10 s). */
export const OTHER_TAB_REFRESH_WAIT_MS = 10_000;
/** How long a tab keeps the refresh turn after handing its new token to the other tabs. */
export const REFRESH_HANDOVER_MS = 100;
/** Wait before retrying a background refresh that failed for now (network, 5xx). */
export const REFRESH_RETRY_MS = 30_000;
/** 'Restoring session…' shows only after a refresh has run this long (spec §9: 250 ms). */
export const RESTORING_SESSION_BANNER_DELAY_MS = 250;

/** A toast shows this long by default, then fades out for TOAST_FADE_MS (spec §9). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 300;
/** An error toast with a Retry action stays this long, so there is time to press it (ours, not the spec's). */
export const RETRY_TOAST_DURATION_MS = 8000;

/** The error boundary (spec §4): 3 retries, each 100 ms × 4^(retries so far), capped at 5 s. */
export const ERROR_RETRY_LIMIT = 3;
export const ERROR_RETRY_BASE_DELAY_MS = 100;
export const ERROR_RETRY_FACTOR = 4;
export const ERROR_RETRY_MAX_DELAY_MS = 5000;
/** The local error log keeps the newest 50 (spec §8). */
export const ERROR_LOG_LIMIT = 50;
/** A failed avatar image is tried again after 1 s, then 2 s, before initials (spec §2). */
export const AVATAR_RETRY_DELAYS_MS: ReadonlyArray<number> = [1000, 2000];

/** Password length bounds accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The shortest part of an e-mail's local part a new password may not contain. Shorter pieces
 * ("a@x.com", "jo@") turn up inside ordinary words by chance ("tomorrow" holds "tom"), so refusing
 * them would refuse good passphrases; from four characters on, the piece is half of the shortest
 * password allowed, which is what a guesser who knows the address tries first.
 */
export const PASSWORD_EMAIL_NAME_MIN_CHARS = 4;

/**
 * The least zxcvbn score (0 to 4) a new password must reach: 3 is "safely unguessable", about
 * 10^8 guesses or more, beyond what an online guesser gets through sign-in throttling.
 */
export const PASSWORD_MIN_STRENGTH_SCORE = 3;
/**
 * Characters of a new password whose strength is estimated: the estimate's matching grows faster
 * than the length, and a password whose first 64 characters are strong is stronger still.
 */
export const PASSWORD_STRENGTH_ESTIMATED_CHARS = 64;

/**
 * Sign-in throttling (OWASP): failures counted over a sliding window of 15 minutes, per counter.
 * An IPv4 client is its address, an IPv6 one its /64; a /48 is counted too when its /64s gang up.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures for one account from one client (or from one device cookie) over LOGIN_WINDOW_MS. */
export const LOGIN_MAX_FAILURES = 10;
/** Failures from one client, whatever the accounts, over LOGIN_WINDOW_MS. */
export const LOGIN_MAX_ADDRESS_FAILURES = 100;
/** Failures for one account from the /64s of one IPv6 /48, over LOGIN_WINDOW_MS: two /64s' worth. */
export const LOGIN_MAX_PREFIX48_FAILURES = 20;
/** Failures from the /64s of one IPv6 /48, whatever the accounts, over LOGIN_WINDOW_MS: three /64s' worth. */
export const LOGIN_MAX_PREFIX48_ADDRESS_FAILURES = 300;
/**
 * Failures for one account from every address together, over LOGIN_WINDOW_MS (a device cookie of the
 * account keeps its own allowance): guesses spread over many addresses stop here.
 */
export const LOGIN_MAX_ACCOUNT_FAILURES = 50;

/**
 * Accounts created from one client (an IPv4 address, an IPv6 /64) per clock hour, unless the
 * server's SIGNUPS_PER_HOUR says otherwise: a household's or an office's sign-ups fit, a script's
 * run of accounts (each with its own per-minute allowances) does not.
 */
export const SIGNUPS_PER_HOUR = 10;
export const SIGNUP_WINDOW_MS = 60 * 60_000;

/** Longest e-mail address we accept (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MAX_LENGTH = 80;
/**
 * A chosen public handle (the author shown on shared prompts): 3 to 30 characters of a-z, 0-9
 * and inner hyphens. Lower-case ASCII alone, so no two handles look alike in another script.
 */
export const HANDLE_MIN_CHARS = 3;
export const HANDLE_MAX_CHARS = 30;

/** Name of the HttpOnly cookie that carries the refresh token. */
export const REFRESH_COOKIE_NAME = "moatwise_refresh";

/** Name of the HttpOnly cookie that carries the CSRF token's double-submit half. */
export const CSRF_COOKIE_NAME = "moatwise_csrf";

/** Default request time-out (spec §9: 30 s). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Largest JSON or form body the server reads. */
export const MAX_REQUEST_BODY_BYTES = 1_048_576;

/**
 * How long the server waits for a request's headers, and for the whole request (a 20 MB PDF at
 * about 600 kbit/s fits): a client that sends slower (slowloris) is disconnected, so it cannot
 * hold sockets. Answers are not bound by them (an AI answer streams as long as it needs).
 */
export const REQUEST_HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_RECEIVE_TIMEOUT_MS = 300_000;
/**
 * How long an idle kept-alive connection stays open: longer than a proxy's own idle time (60 s
 * in nginx's and the cloud balancers' defaults), so the server never closes a connection the
 * proxy is about to reuse.
 */
export const IDLE_CONNECTION_TIMEOUT_MS = 65_000;

/** Largest PDF that can be uploaded for PDF chat (20 MB), and the most pages read from one. */
export const MAX_PDF_BYTES = 20 * 1_048_576;
export const MAX_PDF_PAGES = 1000;
/** Ours: the most text read from one PDF, and from one of its pages (a dense page holds about 6,000), in characters. */
export const MAX_PDF_TEXT_CHARS = 5_000_000;
export const MAX_PDF_PAGE_CHARS = 50_000;
/**
 * Ours: the most a filing's reading (its pages' classes and its statement lines as facts) may hold.
 * The 33 filings of nine companies read into at most about 1,000 facts; the text is the PDF's own budget.
 */
export const MAX_FILING_FACTS = 20_000;
export const MAX_FILING_READING_CHARS = MAX_PDF_TEXT_CHARS;

/** Search text shorter than this is never a question (spec §5). */
export const QUESTION_MIN_LENGTH = 2;
/** A single word longer than this is treated as a question (spec §5: "over 10 characters"). */
export const SINGLE_WORD_QUESTION_OVER_LENGTH = 10;

/** Page context sent to the AI is cut to this many characters. */
export const PAGE_CONTEXT_MAX_CHARS = 8000;
/** Ours: the longest question the assistant takes (a pasted passage of a few pages), in characters. */
export const AI_MESSAGE_MAX_CHARS = 16_000;
/** Ours: an AI request carries at most the last 20 turns, each cut to 16,000 characters. */
export const CHAT_HISTORY_MAX_ITEMS = 20;
export const CHAT_HISTORY_ITEM_MAX_CHARS = 16_000;
/** Reasoning display cut (characters). */
export const REASONING_MAX_CHARS = 800;
/** Conversation preview cut (characters). */
export const CONVERSATION_PREVIEW_MAX_CHARS = 80;

/** Local title fallback: a message of up to this many words is its own title. */
export const TITLE_WHOLE_MESSAGE_MAX_WORDS = 4;
/** Otherwise this many non-question words … */
export const TITLE_WORDS = 3;
/** … cut to this many characters plus "..." when longer than TITLE_MAX_CHARS. */
export const TITLE_CUT_CHARS = 27;
export const TITLE_MAX_CHARS = 30;
/** Ours: the longest title kept from an AI model (characters); a longer one is cut at a word. */
export const MODEL_TITLE_MAX_CHARS = 80;
/** Ours: the longest title made from what was asked (characters, UTF-16 units), cut at a word. */
export const QUESTION_TITLE_MAX_CHARS = 60;

/** Typewriter: one step per tick; a step reveals pending/24 characters, clamped 2 to 48. */
export const TYPEWRITER_TICK_MS = 20;
export const TYPEWRITER_CHUNK_DIVISOR = 24;
export const TYPEWRITER_CHUNK_MIN_CHARS = 2;
export const TYPEWRITER_CHUNK_MAX_CHARS = 48;
/** Once the stream is done, a pending tail of at most this many characters is shown at once. */
export const TYPEWRITER_TAIL_MAX_CHARS = 64;

/** Chat (spec §9): the conversation list keeps 20; an answer lists at most 10 sources, 3 as icons. */
export const MAX_CONVERSATIONS = 20;
export const MAX_SOURCES = 10;
export const SOURCE_ICONS_MAX = 3;
/** A send identical to the last user message within this window is ignored (spec §4). */
export const DUPLICATE_SEND_WINDOW_MS = 1000;
/** The title is asked for this long after the first user message is saved (spec §4). */
export const TITLE_SAVE_DELAY_MS = 500;
/** The chat input grows with its text between these heights (spec §2), in px. */
export const CHAT_INPUT_MIN_HEIGHT_PX = 10;
export const CHAT_INPUT_MAX_HEIGHT_PX = 130;
/** A source's domain (spec §7): at most 100 characters; at most three icons under an answer. */
export const SOURCE_DOMAIN_MAX_CHARS = 100;
/** Referenced-text chips (spec §2): 100 characters, 80 when floating. */
export const REFERENCE_CHIP_MAX_CHARS = 100;
export const FLOATING_REFERENCE_CHIP_MAX_CHARS = 80;
/** Selection tools ignore selections shorter than this once trimmed (spec §5). */
export const HIGHLIGHT_MIN_CHARS = 3;

/** The SSE stream sends a comment this often, so proxies keep an idle answer open. */
export const AI_STREAM_HEARTBEAT_MS = 15_000;

/** Company search: fuzzy re-ranking threshold (fuse.js, 0 exact … 1 anything). */
export const COMPANY_SEARCH_FUZZY_THRESHOLD = 0.4;
/** Company search waits this long after the last keystroke (spec §9: 350 ms). */
export const SEARCH_DEBOUNCE_MS = 350;
/** Ours: the conversation history's search waits this long after the last key (ms), as the search box. */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;
/** Company search starts at this many characters. */
export const COMPANY_SEARCH_MIN_CHARS = 2;

/** GET retries (spec §8): twice on 502, 503, 504 and network errors, 1 s then 2 s, capped at 4 s. */
export const GET_RETRY_STATUSES: ReadonlyArray<number> = [502, 503, 504];
export const GET_MAX_ATTEMPTS = 3;
export const GET_RETRY_BASE_DELAY_MS = 1000;
export const GET_RETRY_MAX_DELAY_MS = 4000;

/** Research structure generation (data-areas §9): up to 5 attempts on 429, 1 s doubled, +≤300 ms jitter, ≤15 s. */
export const STRUCTURE_MAX_ATTEMPTS = 5;
export const STRUCTURE_RETRY_BASE_DELAY_MS = 1000;
export const STRUCTURE_RETRY_JITTER_MS = 300;
export const STRUCTURE_RETRY_MAX_DELAY_MS = 15_000;

/** Summaries, readability, pillar reports and sanity checks (spec §9: 120 s). */
export const LONG_REQUEST_TIMEOUT_MS = 120_000;

/** Header carrying the CSRF token on every non-GET request, and sometimes on answers. */
export const CSRF_HEADER = "X-CSRF-Token";
/** Optional header that makes a retried research start or generation run once. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";

/** Client response cache (data-areas §9), in milliseconds. */
export const CACHE_LIFETIME_MS = {
  profile: 24 * 60 * 60_000,
  quote: 60_000,
  overview: 720 * 60 * 60_000,
  generalNews: 5 * 60_000,
  metrics: 360 * 60_000,
  statements: 360 * 60_000,
  financialFlow: 3 * 60 * 60_000,
  historicalPrices: 4 * 60 * 60_000,
} as const;
/** GETs sent without a token are cached this long. */
export const UNAUTHENTICATED_GET_CACHE_MS = 30_000;
/** Expired cache entries are swept at this interval. */
export const CACHE_SWEEP_INTERVAL_MS = 5 * 60_000;

/** Query cache (TanStack query-core): garbage collection 30 min, stale at once, ≤ 2 retries. */
export const QUERY_GC_TIME_MS = 30 * 60_000;
export const QUERY_STALE_TIME_MS = 0;
export const QUERY_MAX_RETRIES = 2;

/** AI stream (spec §9): the first byte within 30 s; 120 s without data aborts. */
export const AI_STREAM_FIRST_BYTE_TIMEOUT_MS = 30_000;
export const AI_STREAM_INACTIVITY_TIMEOUT_MS = 120_000;

/** Shell layout (spec §2): header height, sidebar width and its transition, the mobile breakpoint. */
export const HEADER_HEIGHT_PX = 56;
export const SIDEBAR_WIDTH_PX = 230;
export const SIDEBAR_TRANSITION_MS = 200;
/** Below this viewport width the layout is mobile. */
export const MOBILE_BREAKPOINT_PX = 768;
export const TOUCH_TARGET_PX = 44;

/** Inline chat pane (spec §3 and the chat issue): 400 px by default, 360 to 640, the main pane ≥ 560. */
export const INLINE_CHAT_DEFAULT_WIDTH_PX = 400;
export const INLINE_CHAT_MIN_WIDTH_PX = 360;
export const INLINE_CHAT_MAX_WIDTH_PX = 640;
export const MAIN_PANE_MIN_WIDTH_PX = 560;

// Valuation defaults (issue 6), used when a request leaves them out; decimals.
/** The 10-year US Treasury yield at the sample set's cut-off (31 March 2025): 4.2 %. */
export const DEFAULT_RISK_FREE_RATE = 0.042;
/** An equity risk premium in the range of published implied estimates for 2025: 4.5 %. */
export const DEFAULT_EQUITY_RISK_PREMIUM = 0.045;
/** Forecast years of a discounted-cash-flow valuation when none are given. */
export const DEFAULT_DCF_YEARS = 5;
/** Trading days of price history when a request names none (data-areas §5 and §9). */
export const HISTORICAL_PRICE_DEFAULT_TIMESERIES = 30;
/** The stock page's quote is asked for again after this long (issue 6; the quote cache lifetime). */
export const QUOTE_REFRESH_MS = 60_000;

/** A company's extra news search terms: at most 20, each at most 60 characters (issue 6). */
export const NEWS_SEARCH_TERMS_MAX = 20;
export const NEWS_SEARCH_TERM_MAX_LENGTH = 60;
/** General news covers the last 7 days unless `days` says otherwise (1 to 90: a quarter). */
export const GENERAL_NEWS_DEFAULT_DAYS = 7;
export const GENERAL_NEWS_MAX_DAYS = 90;

/** The answer export card (spec §2, §9): its size and the font-size control. */
export const EXPORT_CARD_WIDTH_PX = 480;
export const EXPORT_CARD_HEIGHT_PX = 360;
export const EXPORT_FONT_SIZE_DEFAULT = 26;
export const EXPORT_FONT_SIZE_MIN = 8;
export const EXPORT_FONT_SIZE_MAX = 48;
export const EXPORT_FONT_SIZE_STEP = 1;
/** The signed-in home's market snapshot: large companies across sectors (ours, issue 5). */
export const MARKET_SNAPSHOT_SYMBOLS = ["AAPL", "MSFT", "NVDA", "AMZN", "GOOGL", "META", "JPM", "XOM"] as const;

/** How often a report being written is read again for its progress (ours). */
export const RESEARCH_PROGRESS_POLL_MS = 1000;

/** A portfolio (issue 24): at most 500 holdings; a thesis is one line of at most 280 characters. */
export const PORTFOLIO_MAX_HOLDINGS = 500;
/** Ours: a CSV import larger than this (bytes) is refused before it is read; 500 rows of every field fit well inside. */
export const HOLDINGS_CSV_MAX_BYTES = 512 * 1024;
export const HOLDING_THESIS_MAX_CHARS = 280;
/** The browser's copy of the portfolio (data-areas §3 and §9): its storage name and version. */
export const PORTFOLIO_STORAGE_KEY = "portfolio";
export const PORTFOLIO_STORAGE_VERSION = 1;
/** A removed holding can be put back this long (the Undo in the dashboard). */
export const PORTFOLIO_UNDO_MS = 8000;
/** The holdings' news covers the last 30 days unless the reader picks a shorter span. */
export const PORTFOLIO_NEWS_DEFAULT_DAYS = 30;

/** A shared prompt (issue 24): 3 to 500 characters once trimmed; a company lists its best 100. */
export const PROMPT_MIN_CHARS = 3;
export const PROMPT_MAX_CHARS = 500;
export const PROMPTS_LISTED_MAX = 100;
/** One user shares at most this many prompts about one company. */
export const PROMPTS_PER_USER_AND_COMPANY_MAX = 50;

// Bounds of what a request may store (issue 32): every text a caller sends has a longest length and
// every list a largest count (the contract's test finds any without one). Ours, by what each field is.
/** A chat message, and the text of the answer saved with it, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 100_000;
/** The names of the AI provider and the model that wrote an answer (`perplexity`, `sonar-pro`), in characters. */
export const AI_PROVIDER_NAME_MAX_CHARS = 100;
export const AI_MODEL_NAME_MAX_CHARS = 200;
/** A saved answer keeps at most this many citations and search results. */
export const ANSWER_SOURCES_MAX = 50;
/** A saved answer's reasoning summary, in characters. */
export const ANSWER_REASONING_MAX_CHARS = 20_000;
/** A source's address, title, quoted text, publisher and date, in characters. */
export const SOURCE_URL_MAX_CHARS = 2048;
export const SOURCE_TITLE_MAX_CHARS = 500;
export const SOURCE_TEXT_MAX_CHARS = 4000;
export const SOURCE_PUBLISHER_MAX_CHARS = 200;
export const SOURCE_DATE_MAX_CHARS = 64;
/** Research material (pasted text, a link): at most 50 per draft, each titled in 300 characters and holding 200,000. */
export const RESEARCH_MATERIALS_MAX = 50;
export const RESEARCH_MATERIAL_TITLE_MAX_CHARS = 300;
export const RESEARCH_MATERIAL_MAX_CHARS = 200_000;
/** A research question, a pillar's title, and how many questions one pillar holds. */
export const RESEARCH_QUESTION_MAX_CHARS = 1000;
export const RESEARCH_PILLAR_TITLE_MAX_CHARS = 200;
export const RESEARCH_QUESTIONS_PER_PILLAR_MAX = 50;
/** A thesis to check against a report, in characters. */
export const SANITY_CHECK_THESIS_MAX_CHARS = 10_000;
/** A question about a PDF, and the text selected in it that goes with the question, in characters. */
export const PDF_CHAT_MESSAGE_MAX_CHARS = 8000;
export const PDF_CHAT_SELECTION_MAX_CHARS = 20_000;
/** A note's HTML, in characters. */
export const NOTE_HTML_MAX_CHARS = 200_000;

// Moat proxies (issue 38): where each numeric proxy of a power starts to support it for a company,
// and where it argues against it; between the two it is weak. Ours: rules of thumb an analyst would
// name, ratios as fractions (0.4 is 40 %). The rules that read them are in domain/stock/powerProxies.ts.
/** Branding: a gross margin of 40 % or more can carry a price premium; under 25 % the mark-up is too thin for one. */
export const BRANDING_GROSS_MARGIN_SUPPORTS_MIN = 0.4;
export const BRANDING_GROSS_MARGIN_AGAINST_BELOW = 0.25;
/** A gross margin this far above (or below) the median of its industry's peers in the data: 5 percentage points. */
export const PEER_GROSS_MARGIN_GAP = 0.05;
/** The peers' median is taken from at least this many with a gross margin: one competitor is a fair mark. */
export const PEERS_MIN = 1;
/** Branding: selling, general and administrative expense of 15 % of revenue or more keeps a brand up; under 5 % is no brand spend. */
export const BRANDING_SGA_SUPPORTS_MIN = 0.15;
export const BRANDING_SGA_AGAINST_BELOW = 0.05;
/**
 * Switching costs: a gross margin held within 3 percentage points over the years, on a mark-up of 40 %
 * or more, says customers kept paying it; a range over 10 points, or a mark-up under 25 %, argues against.
 */
export const SWITCHING_MARGIN_RANGE_SUPPORTS_MAX = 0.03;
export const SWITCHING_MARGIN_RANGE_AGAINST_ABOVE = 0.1;
export const SWITCHING_GROSS_MARGIN_SUPPORTS_MIN = 0.4;
export const SWITCHING_GROSS_MARGIN_AGAINST_BELOW = 0.25;
/** Scale economies: an operating margin widened by 2 percentage points or more over the years; narrowed by 2 or more argues against. */
export const SCALE_MARGIN_CHANGE_SUPPORTS_MIN = 0.02;
export const SCALE_MARGIN_CHANGE_AGAINST_BELOW = -0.02;
/** Scale economies: revenue of $50 billion or more; under $1 billion argues against. */
export const SCALE_REVENUE_SUPPORTS_MIN_USD = 50e9;
export const SCALE_REVENUE_AGAINST_BELOW_USD = 1e9;
/** Cornered resource: research and development of 10 % of revenue or more (less is weak: a resource need not come from research). */
export const CORNERED_RND_SUPPORTS_MIN = 0.1;
/** Process power: an average return on invested capital of 15 % or more; under 8 %, about a cost of capital, argues against. */
export const PROCESS_ROIC_SUPPORTS_MIN = 0.15;
export const PROCESS_ROIC_AGAINST_BELOW = 0.08;
/** Process power: revenue of 1.5 times the assets or more (less is weak: a light business may turn its assets slowly). */
export const PROCESS_ASSET_TURNOVER_SUPPORTS_MIN = 1.5;

/** A price range counts as full when its data starts at most 7 days after the range would (a weekend, a holiday). */
export const RANGE_GRACE_DAYS = 7;
/** The least height of a flow diagram's box, in px: a thin margin's net income stays visible (its label keeps the true value). */
export const FLOW_NODE_MIN_HEIGHT_PX = 6;
/** The height of a flow diagram's label (name and amount on two 12 px lines, with the glyphs' ascent and the outline drawn around them), in px: labels in a column never come closer. */
export const FLOW_LABEL_HEIGHT_PX = 40;
/** A phone's flow diagram (issue 38.12): drawn top to bottom in a frame this wide, in px (the SVG scales to the card). */
export const FLOW_NARROW_WIDTH_PX = 340;
/** A phone's flow label: at most this wide, in px, and each of its lines (11 px text) this tall, in px. */
export const FLOW_NARROW_LABEL_MAX_WIDTH_PX = 110;
export const FLOW_NARROW_LINE_HEIGHT_PX = 14;
/** The widest character of an 11 px label on average, in px: how many fit on a label's line. */
export const FLOW_NARROW_CHAR_WIDTH_PX = 6.6;
/** The height a phone's ribbons take between a row's labels and the next row's boxes, in px. */
export const FLOW_NARROW_RIBBON_PX = 36;
/** The equity model of a bank or insurer (issue 38.13): long-run growth of book value, 2.5 %, as the DCF's terminal growth. */
export const DEFAULT_EQUITY_GROWTH = 0.025;
/** A beta of one, the market's, where the profile gives none. */
export const DEFAULT_BETA = 1;
/** Fiscal years averaged for the sustainable return on equity. */
export const EQUITY_MODEL_ROE_YEARS = 5;

/** Days in a year for days outstanding (receivables, inventory, payables over a year's flow, issue 44). */
export const DAYS_IN_YEAR = 365;

/**
 * The thresholds a judgement of a filing or a company is decided by (issue 45, item 3), said in the
 * answer with the verdict. Capital-intensive: capital expenditure of at least 5% of revenue (a
 * software or consumer-brand company spends 2–4%, a carrier, chip maker or utility 7% and more), or
 * net property, plant and equipment of at least 30% of total assets.
 */
export const CAPITAL_INTENSIVE_CAPEX_PERCENT = 5;
export const CAPITAL_INTENSIVE_PPE_PERCENT = 30;
/** Liquidity judged healthy: current assets cover current liabilities (current and quick ratios of at least 1.0x). */
export const HEALTHY_CURRENT_RATIO = 1;
export const HEALTHY_QUICK_RATIO = 1;

/**
 * Ours (issue 38): after a request found no server, the server is asked again (GET /v1/health)
 * after 1 s, doubled each time, at most every 5 s, until it answers: a network that comes back
 * without the browser saying so (an offline reload, a captive portal) is heard within 5 s.
 */
export const SERVER_PROBE_BASE_DELAY_MS = 1000;
export const SERVER_PROBE_MAX_DELAY_MS = 5000;
