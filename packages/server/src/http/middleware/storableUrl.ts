// Refuses an address whose path or query holds text no database can keep (a NUL, a lone
// surrogate) or is not valid percent-encoded UTF-8, with a 400, before any router reads it.
// Such text can only arrive percent-encoded, so an address without `%` costs nothing.
import { describeUnstorableText, findUnstorableText, unstorableProblem } from "@moatwise/core";
import { createMiddleware } from "hono/factory";
import { badRequest } from "../errors";

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    throw badRequest("The address is not valid percent-encoded UTF-8.", "invalid_url");
  }
}

export const storableUrl = createMiddleware(async (c, next) => {
  if (!c.req.url.includes("%")) return next();
  const url = new URL(c.req.url);
  const inPath = findUnstorableText(decodedPath(url.pathname));
  if (inPath) throw badRequest(describeUnstorableText(inPath, "The address"), "invalid_url");
  for (const [name, value] of url.searchParams) {
    const inName = unstorableProblem(name);
    const problem = inName ?? unstorableProblem(value);
    const path = inName ? "(a parameter name)" : name;
    if (problem) throw badRequest(describeUnstorableText({ path, problem }), "invalid_query");
  }
  return next();
});
