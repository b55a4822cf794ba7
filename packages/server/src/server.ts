// Starts Moatwise: opens the database (migrating it), builds the services and the app, serves the
// web app and /v1 on one port. Tests and the e2e suite start it the same way as `pnpm start`.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { aiService } from "./areas/ai/ai.service";
import { aiProviderFor } from "./areas/ai/providerFromConfig";
import { conversationsService } from "./areas/chat/conversations.service";
import { highlightsService } from "./areas/highlights/highlights.service";
import { marketData } from "./areas/market/marketData";
import { marketDataProvidersFor } from "./areas/market/providersFromConfig";
import { notesService } from "./areas/notes/notes.service";
import { pdfService } from "./areas/pdf/pdf.service";
import { usageService } from "./areas/usage/usage.service";
import { usersService } from "./areas/users/users.service";
import { accessTokens } from "./auth/accessTokens";
import { csrfTokens } from "./auth/csrfTokens";
import { googleIdTokens } from "./auth/googleIdTokens";
import { loginThrottle } from "./auth/loginThrottle";
import { refreshSessions } from "./auth/refreshSessions";
import { researchAccess } from "./auth/researchAccess";
import { loadSigningKey } from "./auth/secrets";
import type { ServerConfig } from "./config";
import { openDatabase } from "./db/database";
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
}

export async function startServer(config: ServerConfig, hooks: ServerHooks = {}): Promise<RunningServer> {
  const database = await openDatabase(config);
  const key = await loadSigningKey(database.db, process.env.JWT_SECRET);
  const now = hooks.now ?? Date.now;
  const tokens = accessTokens(key, config.accessTokenTtlSeconds);
  const sessions = refreshSessions(database.db, config.refreshTokenTtlSeconds, key, now);
  const research = researchAccess({ allowlist: config.researchAllowlist, open: config.researchOpen });
  const market = marketData(marketDataProvidersFor(config));
  const usage = usageService(database.db);
  const notes = notesService(database.db);
  const pdf = pdfService(database.db);
  const assistant = aiProviderFor(config, fetch, async (userId, words) => [
    ...(await notes.passagesOf(userId, words)),
    ...(await pdf.passagesOf(userId, words)),
  ]);
  const services: AppServices = {
    db: database.db,
    databaseKind: database.kind,
    users: usersService(database.db, research),
    usage,
    marketData: market,
    conversations: conversationsService(database.db),
    highlights: highlightsService(database.db),
    notes,
    pdf,
    ai: aiService(assistant, usage, config.aiDailyQuota),
    research,
    accessTokens: tokens,
    refreshSessions: sessions,
    csrf: csrfProtection(csrfTokens(key), tokens, sessions),
    loginThrottle: loginThrottle(now),
    google: config.googleClientId ? googleIdTokens(config.googleClientId, config.googleJwksUrl) : null,
  };
  const app = createApp(services, { refreshTokenTtlSeconds: config.refreshTokenTtlSeconds });
  if (config.webDistDir) serveSpa(app, config.webDistDir);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    services,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.usage.flush();
      await database.close();
    },
  };
}
