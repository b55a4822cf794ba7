// News calls (data-areas §7): a company's news with the user's search terms, the stored terms
// (news preferences), market news of the last days, and the batch call for a list of tickers.
import {
  CompanyNewsQuery,
  DaysQuery,
  GeneralNewsQuery,
  NewsPreference,
  searchTermsFrom,
  TickerList,
} from "@moatwise/core";
import { Hono } from "hono";
import { newsService } from "../../areas/news/news.service";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { requireUser } from "../middleware/requireUser";

export function newsRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const news = newsService(services.marketData, services.db);
  return new Hono<AppEnv>()
    .get("/company/news", signedIn, async (c) => {
      const query = decodeOr400(CompanyNewsQuery, c.req.query(), "invalid_query");
      const terms = query.custom_search_terms === undefined ? undefined : searchTermsFrom(query.custom_search_terms);
      return c.json(await news.companyNews(c.get("userId"), query.symbol, terms));
    })
    .get("/company/news/preferences", signedIn, async (c) => c.json(await news.preferences(c.get("userId"))))
    .put("/company/news/preferences", signedIn, async (c) => {
      const preference = decodeOr400(NewsPreference, await readJson(c));
      return c.json(await news.savePreference(c.get("userId"), preference));
    })
    .get("/company/general-news", signedIn, async (c) => {
      const query = decodeOr400(GeneralNewsQuery, c.req.query(), "invalid_query");
      return c.json(await news.generalNews(query.symbol, query.days));
    })
    .post("/company/general-news/batch", signedIn, async (c) => {
      const { days } = decodeOr400(DaysQuery, c.req.query(), "invalid_query");
      const symbols = decodeOr400(TickerList, await readJson(c));
      return c.json(await news.batch(symbols, days));
    });
}
