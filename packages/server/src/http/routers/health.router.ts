// Liveness and what the server runs on: the database kind and its migration state.
import { contract } from "@moatwise/core";
import { appliedMigrationCount, latestShippedMigration } from "../../db/database";
import type { AppServices } from "../context";
import { route } from "../route";

export function healthRoutes({ db, databaseKind }: AppServices) {
  return [
    route(contract.health.check, async () => ({
      status: "ok" as const,
      database: databaseKind,
      migration: { applied: await appliedMigrationCount(db), latest: latestShippedMigration() },
    })),
  ];
}
