// @moatwise/server: start the reference backend from code (tests, e2e) or from `pnpm start`.
export { configFromEnv, type ServerConfig } from "./config";
export { type RunningServer, startServer } from "./server";
