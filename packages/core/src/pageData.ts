// @moatwise/core/pageData: the page-data follower (machines/app/app.pageData.ts) apart from the rest
// of core, so a client can load it when a page first needs it (the web app does, through the root's
// pageDataWhenNeeded), not with its first page.

export {
  followPageData,
  type PageDataFollower,
  type PageDataPorts,
  pageDataFollower,
} from "./machines/app/app.pageData";
