// Starts Moatwise: opens the database (migrating it), builds the services and the app, serves the
// web app and /v1 on one port. Tests and the e2e suite start it the same way as `pnpm start`.
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import { coveredCompanies, ownMaterialOn } from "./answers/materialScope";
import type { EvidenceSources } from "./answers/reports/researchEvidence";
import { researchWritersFor } from "./answers/reports/researchWriters";
import { aiService } from "./areas/ai/ai.service";
import { aiProviderFor } from "./areas/ai/providerFromConfig";
import { conversationsService } from "./areas/chat/conversations.service";
import { companyInsightsService } from "./areas/company/companyInsights.service";
import { companySearchService } from "./areas/company/companySearch.service";
import { filingsService } from "./areas/filings/filings.service";
import { financialsService } from "./areas/financials/financials.service";
import { highlightsService } from "./areas/highlights/highlights.service";
import { marketData } from "./areas/market/marketData";
import { marketDataProvidersFor } from "./areas/market/providersFromConfig";
import { newsService } from "./areas/news/news.service";
import { notePassage, notesService } from "./areas/notes/notes.service";
import { pdfService } from "./areas/pdf/pdf.service";
import { portfolioService } from "./areas/portfolio/portfolio.service";
import { promptsService } from "./areas/prompts/prompts.service";
import { researchDocumentsService } from "./areas/research/researchDocuments";
import { researchDraftsService } from "./areas/research/researchDrafts";
import { researchJobsService } from "./areas/research/researchJobs";
import { callLimits } from "./areas/usage/callLimits";
import { usageService } from "./areas/usage/usage.service";
import { usersService } from "./areas/users/users.service";
import { accessTokens } from "./auth/accessTokens";
import { csrfTokens } from "./auth/csrfTokens";
import { deviceTokens } from "./auth/deviceTokens";
import { googleIdTokens } from "./auth/googleIdTokens";
import { loginThrottle } from "./auth/loginThrottle";
import { refreshSessions } from "./auth/refreshSessions";
import { researchAccess } from "./auth/researchAccess";
import { loadSigningKey } from "./auth/secrets";
import { sessionLiveness } from "./auth/sessionLiveness";
import { signUpThrottle } from "./auth/signUpThrottle";
import { bundledCatalogue, bundledPassages } from "./bundledMaterial";
import type { ConnectionTimeouts, ServerConfig } from "./config";
import { type OpenDatabase, openDatabase } from "./db/database";
import { createApp } from "./http/app";
import type { AppServices } from "./http/context";
import { csrfProtection } from "./http/csrf";
import { serveSpa } from "./http/spa";

export interface RunningServer {
  readonly url: string;
  readonly services: AppServices;
  close(): Promise<void>;
}

export interface ServerHooks {
  /** The time for sessions and throttling; tests move it by hand. */
  readonly now?: () => number;
  /**
   * An open database to serve from instead of opening one (and to leave open at close): tests
   * start two servers on one database, as two processes behind a proxy would run.
   */
  readonly database?: OpenDatabase;
}

/**
 * A request Node's HTTP parser refuses before the app sees it (headers too large, too slow to
 * arrive, malformed) still gets the API's `{detail, code}` body instead of an empty one.
 */
function clientErrorAnswer(code: string | undefined): { status: string; body: { detail: string; code: string } } {
  if (code === "HPE_HEADER_OVERFLOW") {
    return {
      status: "431 Request Header Fields Too Large",
      body: { detail: "The request's address or headers are too large.", code: "headers_too_large" },
    };
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    return {
      status: "408 Request Timeout",
      body: { detail: "The request took too long to arrive.", code: "request_timeout" },
    };
  }
  return { status: "400 Bad Request", body: { detail: "The request could not be read.", code: "malformed_request" } };
}

function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return;
  const { status, body } = clientErrorAnswer(error.code);
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * Node's limits on a connection: a client must send its headers within `headersMs` and its whole
 * request within `requestMs`, or it is disconnected (a slowloris client cannot hold sockets); an
 * idle kept-alive connection closes after `idleMs`. Node checks the first two every so often, a
 * few times within the headers' limit. Answers (streams) are not bound by them.
 */
function connectionLimits({ headersMs, requestMs, idleMs }: ConnectionTimeouts) {
  return {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    keepAliveTimeout: idleMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersMs / 4))),
  };
}

export async function startServer(config: ServerConfig, hooks: ServerHooks = {}): Promise<RunningServer> {
  const database = hooks.database ?? (await openDatabase(config));
  const key = await loadSigningKey(database.db, process.env.JWT_SECRET);
  const now = hooks.now ?? Date.now;
  const liveness = sessionLiveness(database.db, database.notifications, now);
  await liveness.start();
  const tokens = accessTokens(key, config.accessTokenTtlSeconds, { isSessionLive: liveness.isLive });
  const sessions = refreshSessions(database.db, config.refreshTokenTtlSeconds, key, now, liveness.revoked);
  const research = researchAccess({ allowlist: config.researchAllowlist, open: config.researchOpen });
  const market = marketData(marketDataProvidersFor(config));
  const usage = usageService(database.db);
  const notes = notesService(database.db);
  // A PDF's issuer is looked up among the companies the answers may name (issue 43).
  const covered = coveredCompanies(bundledCatalogue);
  const pdf = pdfService(database.db, covered);
  const ownPassages = async (userId: string, words: ReadonlyArray<string>, about?: string) => [
    ...(await notes.passagesOf(userId, words)),
    ...(await pdf.passagesOf(userId, words, about)),
  ];
  const ownNotesOn = async (userId: string, symbol: string) => (await notes.list(userId, symbol)).map(notePassage);
  const highlights = highlightsService(database.db);
  // A highlight in a filing is the filing's company's: the company's filings name the documents.
  const ownHighlightsOn = async (userId: string, company: { symbol: string; name: string }) => {
    const filings = await market.filings(company.symbol).catch(() => ({ data: [] }));
    return highlights.passagesOn(userId, {
      ...company,
      filings: filings.data.map((filing) => ({
        link: filing.link,
        title: `${filing.formType} filed ${filing.filingDate}`,
      })),
    });
  };
  const assistant = aiProviderFor(
    config,
    fetch,
    { passages: ownPassages, notesOn: ownNotesOn, highlightsOn: ownHighlightsOn },
    market,
  );
  let library: ReturnType<typeof bundledPassages> | null = null;
  const evidence: EvidenceSources = {
    market,
    catalogue: bundledCatalogue,
    libraryPassages: () => (library ??= bundledPassages()),
    // What the chat reads on a company, by the same scope: notes, highlights and PDF pages on it.
    ownMaterial: ownMaterialOn(
      { notesOn: ownNotesOn, highlightsOn: ownHighlightsOn, pdfPages: pdf.passagesOf },
      covered,
    ),
  };
  const writers = researchWritersFor(assistant);
  const researchDrafts = researchDraftsService(database.db, evidence, writers.questions);
  const researchJobs = researchJobsService(
    database.db,
    researchDrafts,
    evidence,
    config.researchJobs,
    writers.sections,
  );
  const limits = callLimits(database.db, config.callsPerMinute, now);
  const ai = aiService(assistant, { db: database.db, dailyQuota: config.aiDailyQuota, limits });
  const companySearch = companySearchService(market);
  const services: AppServices = {
    db: database.db,
    databaseKind: database.kind,
    users: usersService(database.db, research),
    usage,
    limits,
    marketData: market,
    companySearch,
    companyInsights: companyInsightsService(market, ai.provider),
    financials: financialsService(market),
    filings: filingsService(market),
    news: newsService(market, database.db),
    conversations: conversationsService(database.db),
    highlights,
    notes,
    portfolio: portfolioService({ db: database.db, market, knowsCompany: companySearch.knows }),
    prompts: promptsService(database.db),
    pdf,
    ai,
    research,
    researchDrafts,
    researchDocuments: researchDocumentsService(database.db),
    researchJobs,
    accessTokens: tokens,
    refreshSessions: sessions,
    csrf: csrfProtection(csrfTokens(key), tokens, sessions),
    loginThrottle: loginThrottle(database.db, deviceTokens(key), now),
    signUpThrottle: signUpThrottle(database.db, config.signUpsPerHour, now),
    google: config.googleClientId ? googleIdTokens(config.googleClientId, config.googleJwksUrl) : null,
  };
  const app = createApp(services, {
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    trustProxy: config.trustProxy,
  });
  if (config.webDistDir) serveSpa(app, config.webDistDir);

  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: connectionLimits(config.connectionTimeouts),
  });
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  researchJobs.startWorker();
  return {
    url: `http://${config.host}:${port}`,
    services,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await researchJobs.stop();
      await services.usage.flush();
      if (!hooks.database) await database.close();
    },
  };
}
