// The server's settings, read once from the environment with documented defaults.

import { resolve } from "node:path";
import {
  IDLE_CONNECTION_TIMEOUT_MS,
  REQUEST_HEADERS_TIMEOUT_MS,
  REQUEST_RECEIVE_TIMEOUT_MS,
  SIGNUPS_PER_HOUR,
} from "@moatwise/core";
import { DEFAULT_JOB_TIMINGS, type JobTimings } from "./areas/research/jobTimings";
import { type CallsPerMinute, DEFAULT_CALLS_PER_MINUTE, type LimitedCall } from "./areas/usage/callLimits";

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** postgres://… switches from the embedded PGlite database to PostgreSQL. */
  readonly databaseUrl: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  readonly dataDir: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  /** Folder of the built web app to serve beside /v1; none in API-only tests. */
  readonly webDistDir: string | undefined;
  /** Google sign-in is offered only when a client id is configured. */
  readonly googleClientId: string | undefined;
  /** Where Google's signing keys are published; tests point it at a local key set. */
  readonly googleJwksUrl: string | undefined;
  /** Who may use the research area (spec §6): these e-mails, lowercased, or everyone when open. */
  readonly researchAllowlist: ReadonlyArray<string>;
  readonly researchOpen: boolean;
  /** Report generation's lease and polling; RESEARCH_PILLAR_PAUSE_MS slows it (tests, demos). */
  readonly researchJobs: JobTimings;
  /** Market-data providers to ask, in order (data-areas §1); `sample` is always last. */
  readonly marketDataProviders: ReadonlyArray<MarketDataProviderName>;
  /** Who we are to SEC EDGAR, e.g. `Moatwise admin@example.com`; needed for `sec`. */
  readonly secUserAgent: string | undefined;
  readonly fmpApiKey: string | undefined;
  /** AI answers per user and day (AI_DAILY_QUOTA); null for no limit. */
  readonly aiDailyQuota: number | null;
  /** Expensive calls each user may make per minute, by kind (see `CALLS_PER_MINUTE_SETTINGS`); null for no limit. */
  readonly callsPerMinute: CallsPerMinute;
  /**
   * The offline assistant's pause between streamed pieces (AI_OFFLINE_DELTA_MS), in ms. None unless
   * asked: the client's typewriter paces an answer, and pacing it here as well made it twice as slow.
   */
  readonly aiOfflineDeltaMs: number;
  /** Who answers chat questions (see `aiProviderName`). */
  readonly aiProvider: AiProviderName;
  readonly perplexityApiKey: string | undefined;
  readonly perplexityModel: string | undefined;
  /** Any OpenAI-compatible server: OpenAI, Ollama (`http://localhost:11434/v1`), vLLM, LM Studio. */
  readonly openaiBaseUrl: string | undefined;
  readonly openaiApiKey: string | undefined;
  readonly openaiModel: string | undefined;
  /** TRUST_PROXY=true: a TLS proxy in front; its X-Forwarded-Proto and X-Forwarded-For are believed. */
  readonly trustProxy: boolean;
  /** Accounts one client (an IPv4 address, an IPv6 /64) may create per clock hour (SIGNUPS_PER_HOUR); null for no limit. */
  readonly signUpsPerHour: number | null;
  /** How long a connection may take to send a request's headers, its whole request, and stay idle (core's numbers; tests shorten them). */
  readonly connectionTimeouts: ConnectionTimeouts;
}

export interface ConnectionTimeouts {
  readonly headersMs: number;
  readonly requestMs: number;
  readonly idleMs: number;
}

export const DEFAULT_CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersMs: REQUEST_HEADERS_TIMEOUT_MS,
  requestMs: REQUEST_RECEIVE_TIMEOUT_MS,
  idleMs: IDLE_CONNECTION_TIMEOUT_MS,
};

export type AiProviderName = "offline" | "perplexity" | "openai";
const AI_PROVIDER_NAMES: ReadonlyArray<AiProviderName> = ["offline", "perplexity", "openai"];

/**
 * AI_PROVIDER when given; else perplexity with PERPLEXITY_API_KEY, openai with OPENAI_API_KEY or
 * OPENAI_BASE_URL, and the offline assistant otherwise. A named provider without its settings is
 * a mistake worth stopping for.
 */
function aiProviderName(env: NodeJS.ProcessEnv): AiProviderName {
  const named = env.AI_PROVIDER?.trim().toLowerCase();
  const openaiSet = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
  if (!named) return env.PERPLEXITY_API_KEY ? "perplexity" : openaiSet ? "openai" : "offline";
  if (!AI_PROVIDER_NAMES.includes(named as AiProviderName)) {
    throw new Error(`AI_PROVIDER: unknown provider "${named}" (use offline, perplexity or openai)`);
  }
  if (named === "perplexity" && !env.PERPLEXITY_API_KEY) {
    throw new Error("AI_PROVIDER is perplexity, but PERPLEXITY_API_KEY is not set");
  }
  if (named === "openai" && !openaiSet) {
    throw new Error("AI_PROVIDER is openai, but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set");
  }
  return named as AiProviderName;
}

export type MarketDataProviderName = "fmp" | "sec" | "sample";
const PROVIDER_NAMES: ReadonlyArray<MarketDataProviderName> = ["fmp", "sec", "sample"];

/**
 * MARKET_DATA_PROVIDERS (e.g. `sec,fmp`) when given, else every provider with its key set, FMP
 * before SEC; the bundled sample set always answers last. A named provider without its key is a
 * mistake worth stopping for.
 */
function marketDataProviders(env: NodeJS.ProcessEnv): MarketDataProviderName[] {
  const keyed = { fmp: Boolean(env.FMP_API_KEY), sec: Boolean(env.SEC_USER_AGENT), sample: true };
  const named = (env.MARKET_DATA_PROVIDERS ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of named) {
    if (!PROVIDER_NAMES.includes(name as MarketDataProviderName)) {
      throw new Error(`MARKET_DATA_PROVIDERS: unknown provider "${name}" (use fmp, sec or sample)`);
    }
    if (!keyed[name as MarketDataProviderName]) {
      throw new Error(
        `MARKET_DATA_PROVIDERS names ${name}, but ${name === "fmp" ? "FMP_API_KEY" : "SEC_USER_AGENT"} is not set`,
      );
    }
  }
  const chosen = named.length > 0 ? named : PROVIDER_NAMES.filter((name) => keyed[name]);
  return [...new Set([...chosen, "sample"])] as MarketDataProviderName[];
}

/** The setting for each kind of limited call; 0 turns that limit off. */
export const CALLS_PER_MINUTE_SETTINGS: Readonly<Record<LimitedCall, string>> = {
  aiAnswer: "AI_ANSWERS_PER_MINUTE",
  questionWriting: "RESEARCH_QUESTIONS_PER_MINUTE",
  reportGeneration: "RESEARCH_REPORTS_PER_MINUTE",
  promptPosting: "PROMPTS_PER_MINUTE",
};

function callsPerMinute(env: NodeJS.ProcessEnv): CallsPerMinute {
  const limits = Object.entries(CALLS_PER_MINUTE_SETTINGS).map(([kind, name]) => {
    const value = wholeNumber(name, env[name], DEFAULT_CALLS_PER_MINUTE[kind as LimitedCall]);
    return [kind, value === 0 ? null : value];
  });
  return Object.fromEntries(limits) as Record<LimitedCall, number | null>;
}

const REPO_ROOT = resolve(import.meta.dirname, "../../..");
const THIRTY_DAYS_SECONDS = 30 * 24 * 3600;

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

/** A limit's setting, where 0 means no limit. */
const orNoLimit = (value: number) => (value === 0 ? null : value);

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: positiveInteger("PORT", env.PORT, 3000),
    host: env.HOST ?? "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.MOATWISE_DATA_DIR ?? resolve(REPO_ROOT, ".data"),
    accessTokenTtlSeconds: positiveInteger("ACCESS_TOKEN_TTL_SECONDS", env.ACCESS_TOKEN_TTL_SECONDS, 3600),
    refreshTokenTtlSeconds: positiveInteger(
      "REFRESH_TOKEN_TTL_SECONDS",
      env.REFRESH_TOKEN_TTL_SECONDS,
      THIRTY_DAYS_SECONDS,
    ),
    // An empty MOATWISE_WEB_DIST serves the API alone (as in `pnpm dev`, where Vite serves the pages).
    webDistDir:
      env.MOATWISE_WEB_DIST === "" ? undefined : (env.MOATWISE_WEB_DIST ?? resolve(REPO_ROOT, "packages/web/dist")),
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl: env.GOOGLE_JWKS_URL || undefined,
    researchAllowlist: (env.RESEARCH_ALLOWLIST ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    researchOpen: env.RESEARCH_OPEN === "true",
    researchJobs: {
      ...DEFAULT_JOB_TIMINGS,
      pillarPauseMs: wholeNumber("RESEARCH_PILLAR_PAUSE_MS", env.RESEARCH_PILLAR_PAUSE_MS, 0),
    },
    marketDataProviders: marketDataProviders(env),
    secUserAgent: env.SEC_USER_AGENT || undefined,
    fmpApiKey: env.FMP_API_KEY || undefined,
    aiDailyQuota: env.AI_DAILY_QUOTA ? positiveInteger("AI_DAILY_QUOTA", env.AI_DAILY_QUOTA, 1) : null,
    callsPerMinute: callsPerMinute(env),
    aiOfflineDeltaMs: wholeNumber("AI_OFFLINE_DELTA_MS", env.AI_OFFLINE_DELTA_MS, 0),
    aiProvider: aiProviderName(env),
    perplexityApiKey: env.PERPLEXITY_API_KEY || undefined,
    perplexityModel: env.PERPLEXITY_MODEL || undefined,
    openaiBaseUrl: env.OPENAI_BASE_URL || undefined,
    openaiApiKey: env.OPENAI_API_KEY || undefined,
    openaiModel: env.OPENAI_MODEL || undefined,
    trustProxy: env.TRUST_PROXY === "true",
    signUpsPerHour: orNoLimit(wholeNumber("SIGNUPS_PER_HOUR", env.SIGNUPS_PER_HOUR, SIGNUPS_PER_HOUR)),
    connectionTimeouts: DEFAULT_CONNECTION_TIMEOUTS,
  };
}
