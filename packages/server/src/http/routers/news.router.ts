// News calls (data-areas §7): a company's news with the user's search terms, the stored terms
// (news preferences), market news of the last days, and the batch call for a list of tickers.
import { contract, searchTermsFrom } from "@moatwise/core";
import type { AppServices } from "../context";
import { route } from "../route";

export function newsRoutes({ news }: AppServices) {
  const endpoints = contract.company;
  return [
    route(endpoints.news, ({ userId, query }) => {
      const terms = query.custom_search_terms === undefined ? undefined : searchTermsFrom(query.custom_search_terms);
      return news.companyNews(userId, query.symbol, terms);
    }),
    route(endpoints.newsPreferences, ({ userId }) => news.preferences(userId)),
    route(endpoints.saveNewsPreference, ({ userId, body }) => news.savePreference(userId, body)),
    route(endpoints.generalNews, ({ query }) => news.generalNews(query.symbol, query.days)),
    route(endpoints.generalNewsBatch, ({ userId, query, body }) => news.batch(userId, body, query.days)),
  ];
}
