// A response sent before its request's body was read (a 404, a refusal before parsing) leaves the
// rest of that body on the wire, so the connection cannot carry another request. Saying
// `Connection: close` lets the client open a new one instead of failing on a socket Node closes.
import { createMiddleware } from "hono/factory";

function carriesBody(headers: { header(name: string): string | undefined }): boolean {
  const length = headers.header("content-length");
  return (length !== undefined && length !== "0") || headers.header("transfer-encoding") !== undefined;
}

export const closeUnreadBody = createMiddleware(async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD" || !carriesBody(c.req)) return;
  if (!c.req.raw.bodyUsed) c.header("Connection", "close");
});
