// @moatwise/core/node: the service ports for a client that runs in Node (a terminal client, a
// script): storage in a file, the clients of this process as its tabs, a clipboard that is not
// there, and a fetch that keeps cookies. Kept apart from the main entry so a browser bundle never
// meets node:fs.
export { COOKIE_JAR_KEY, type CookieFetchOptions, cookieFetch, forgetCookies } from "./node/cookieFetch";
export { fileStorage, STORAGE_FILE_MODE } from "./node/fileStorage";
export { processTab } from "./node/processTabs";
export { unavailableClipboard } from "./node/unavailableClipboard";
