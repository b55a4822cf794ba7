// Liveness and what the server runs on: the database kind and its migration state.
import type { HealthResponse } from "@moatwise/core";
import { Hono } from "hono";
import { appliedMigrationCount, latestShippedMigration } from "../../db/database";
import type { AppEnv, AppServices } from "../context";

export function healthRouter(services: AppServices) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    const answer: HealthResponse = {
      status: "ok",
      database: services.databaseKind,
      migration: { applied: await appliedMigrationCount(services.db), latest: latestShippedMigration() },
    };
    return c.json(answer);
  });
}
