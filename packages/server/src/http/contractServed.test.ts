// The server serves the contract: every /v1 call the contract declares is registered from its
// endpoint (method, path and access from the contract), or is planned with its issue; nothing
// else answers under /v1, and no router registers a call by hand.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type AnyEndpoint, contract } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server";
import { startTestServer } from "../testing/testServer";
import { contractRoutes } from "./app";
import { PLANNED_AREAS } from "./plannedEndpoints";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const nameOf = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.path}`;
const everyEndpoint = Object.values(contract).flatMap((area) => Object.values(area) as AnyEndpoint[]);
const planned = new Set(PLANNED_AREAS.flatMap((area) => area.endpoints.map(nameOf)));

function served() {
  const routes = contractRoutes(server.services, { refreshTokenTtlSeconds: 3600, trustProxy: false });
  return routes.map((route) => nameOf(route.endpoint));
}

describe("the contract, served", () => {
  it("serves or plans every contract call, and not both", () => {
    const answered = new Set(served());
    const neither = everyEndpoint.map(nameOf).filter((name) => !answered.has(name) && !planned.has(name));
    const both = [...planned].filter((name) => answered.has(name));
    expect(neither).toEqual([]);
    expect(both).toEqual([]);
  });

  it("serves each call once, and only calls the contract declares", () => {
    const names = served();
    const declared = new Set(everyEndpoint.map(nameOf));
    expect(names.filter((name) => !declared.has(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("registers no /v1 call by hand in a router", () => {
    const dir = join(import.meta.dirname, "routers");
    const byHand = readdirSync(dir)
      .filter((file) => file.endsWith(".router.ts"))
      .filter((file) => /\.(get|post|put|patch|delete|on)\(\s*["'`]\//.test(readFileSync(join(dir, file), "utf8")));
    expect(byHand).toEqual([]);
  });

  it("answers a call it does not serve with 404 and {detail, code}", async () => {
    const response = await fetch(`${server.url}/v1/portfolio/performance`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "not_found",
      detail: "No such API call: GET /v1/portfolio/performance",
    });
  });
});
