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
import { requireResearchAccess } from "./middleware/requireResearchAccess";
import { securityHeaders } from "./middleware/securityHeaders";
import { storableUrl } from "./middleware/storableUrl";
import { aiRouter } from "./routers/ai.router";
import { authRouter } from "./routers/auth.router";
import { chatRouter } from "./routers/chat.router";
import { companyRouter } from "./routers/company.router";
import { financialsRouter } from "./routers/financials.router";
import { healthRouter } from "./routers/health.router";
import { highlightsRouter } from "./routers/highlights.router";
import { newsRouter } from "./routers/news.router";
import { notesRouter } from "./routers/notes.router";
import { pdfRouter } from "./routers/pdf.router";
import { usageRouter } from "./routers/usage.router";
import { usersRouter } from "./routers/users.router";

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

export function createApi(services: AppServices, options: ApiOptions) {
  const api = new Hono<AppEnv>()
    .use(noStoreByDefault)
    .use(storableUrl)
    .use(limitBodyUnlessBodiless)
    .use(services.csrf.require)
    .use(countUsage(services.usage))
    .use("/research/*", ...requireResearchAccess(services))
    .route("/", healthRouter(services))
    .route("/", authRouter(services, options.refreshTokenTtlSeconds))
    .route("/", usersRouter(services))
    .route("/", companyRouter(services))
    .route("/", newsRouter(services))
    .route("/", financialsRouter(services))
    .route("/", aiRouter(services))
    .route("/", chatRouter(services))
    .route("/", highlightsRouter(services))
    .route("/", notesRouter(services))
    .route("/", pdfRouter(services))
    .route("/", usageRouter(services));
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
