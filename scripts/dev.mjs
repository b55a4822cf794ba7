// `pnpm dev`: the API server (restarting on change) on API_PORT and Vite with hot reload, which
// proxies /v1 to it. Ctrl+C stops both.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("pnpm", ["--filter", "@moatwise/server", "dev"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, MOATWISE_WEB_DIST: "" },
  }),
  spawn("pnpm", ["--filter", "@moatwise/web", "dev"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
