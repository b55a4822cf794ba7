// The /v1 application: middleware first, then one router per area; every error as `{detail, code}`.
import { API_PREFIX, MAX_REQUEST_BODY_BYTES } from "@moatwise/core";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AppServices } from "./context";
import { errorResponse, handleError } from "./errors";
import { behindProxy } from "./middleware/behindProxy";
import { closeUnreadBody } from "./middleware/closeUnreadBody";
import { countUsage } from "./middleware/countUsage";
import { refuseCrossSiteSignIn } from "./middleware/refuseCrossSiteSignIn";
import { requireResearchAccess } from "./middleware/requireResearchAccess";
import { requireUser } from "./middleware/requireUser";
import { securityHeaders } from "./middleware/securityHeaders";
import { storableUrl } from "./middleware/storableUrl";
import { type ServedRoute, servedRoutes } from "./route";
import { aiRoutes } from "./routers/ai.router";
import { authRoutes } from "./routers/auth.router";
import { chatRoutes } from "./routers/chat.router";
import { companyRoutes } from "./routers/company.router";
import { financialsRoutes } from "./routers/financials.router";
import { healthRoutes } from "./routers/health.router";
import { highlightsRoutes } from "./routers/highlights.router";
import { newsRoutes } from "./routers/news.router";
import { notesRoutes } from "./routers/notes.router";
import { pdfRoutes } from "./routers/pdf.router";
import { portfolioRoutes } from "./routers/portfolio.router";
import { promptsRoutes } from "./routers/prompts.router";
import { researchRoutes } from "./routers/research.router";
import { usageRoutes } from "./routers/usage.router";
import { usersRoutes } from "./routers/users.router";

export interface ApiOptions {
  readonly refreshTokenTtlSeconds: number;
  /** Whether a TLS proxy in front may be believed about the scheme and client address. */
  readonly trustProxy: boolean;
}

/**
 * Answers with someone's data are never stored by a browser or a proxy cache; a handler that
 * says otherwise (a stream's no-cache) replaces it. Set before the handler, as headers set on a
 * finished response cost Node's fast path.
 */
const noStoreByDefault = createMiddleware(async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
});

const limitBody = bodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: (c) => {
    // The unread rest of the body is still on the wire: the connection cannot be reused.
    c.header("Connection", "close");
    return errorResponse(c, 413, "body_too_large", "The request body is too large.");
  },
});

/** Calls with a larger limit of their own: a PDF upload (see the PDF router). */
const OWN_BODY_LIMIT = new Set(["/pdf/upload"]);

/**
 * The body limit, for requests that may carry a body. A GET or HEAD skips it: asking for the body
 * makes the Node adapter build a whole fetch Request, which costs a GET more than the rest of its
 * way through the middleware (see the profile benchmark).
 */
const limitBodyUnlessBodiless = createMiddleware((c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  if (OWN_BODY_LIMIT.has(c.req.path.slice(API_PREFIX.length))) return next();
  return limitBody(c, next);
});

/** Every contract call this server answers, by area (the rest are planned: plannedEndpoints.ts). */
export function contractRoutes(services: AppServices, options: ApiOptions): ReadonlyArray<ServedRoute> {
  return [
    ...healthRoutes(services),
    ...authRoutes(services, options.refreshTokenTtlSeconds),
    ...usersRoutes(services),
    ...companyRoutes(services),
    ...newsRoutes(services),
    ...financialsRoutes(services),
    ...aiRoutes(services),
    ...chatRoutes(services),
    ...highlightsRoutes(services),
    ...notesRoutes(services),
    ...portfolioRoutes(services),
    ...promptsRoutes(services),
    ...pdfRoutes(services),
    ...researchRoutes(services),
    ...usageRoutes(services),
  ];
}

export function createApi(services: AppServices, options: ApiOptions) {
  const api = new Hono<AppEnv>()
    .use(noStoreByDefault)
    .use(storableUrl)
    .use(limitBodyUnlessBodiless)
    .use(refuseCrossSiteSignIn(options.trustProxy))
    .use(services.csrf.require)
    .use(countUsage(services.usage))
    .use("/research/*", ...requireResearchAccess(services))
    .route("/", servedRoutes(requireUser(services.accessTokens), contractRoutes(services, options)));
  api.onError(handleError);
  return api;
}

export function createApp(services: AppServices, options: ApiOptions) {
  const app = new Hono<AppEnv>();
  app.use(behindProxy(options.trustProxy));
  app.use(closeUnreadBody);
  app.use(securityHeaders({ googleSignIn: services.google !== null }));
  app.route(API_PREFIX, createApi(services, options));
  app.onError(handleError);
  app.notFound((c) =>
    c.req.path.startsWith(API_PREFIX)
      ? errorResponse(c, 404, "not_found", `No such API call: ${c.req.method} ${c.req.path}`)
      : errorResponse(c, 404, "not_found", "Page not found."),
  );
  return app;
}
