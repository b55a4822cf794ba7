// Company calls: search over the bundled universe of US-listed companies; profiles from the
// market-data providers.
import { CompanySearchQuery, SymbolQuery } from "@moatwise/core";
import { Hono } from "hono";
import { companyIndex } from "../../areas/company/companySearch";
import { COMPANY_UNIVERSE_AS_OF, companyUniverse } from "../../areas/company/companyUniverse";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400 } from "../decode";
import { requireUser } from "../middleware/requireUser";

const universe = companyIndex(companyUniverse);
const provenance = { provider: "bundled listings", asOf: COMPANY_UNIVERSE_AS_OF, live: false } as const;

export function companyRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  return new Hono<AppEnv>()
    .get("/search/company", signedIn, (c) => {
      const { query } = decodeOr400(CompanySearchQuery, c.req.query(), "invalid_query");
      return c.json({ results: universe.search(query), provenance });
    })
    .get("/company/profile", signedIn, async (c) => {
      const { symbol } = decodeOr400(SymbolQuery, c.req.query(), "invalid_query");
      return c.json(await services.marketData.profile(symbol));
    });
}
