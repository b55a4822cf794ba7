// Liveness and what the server runs on: the database kind and its migration state; and the
// contract itself, as an OpenAPI document (written on the first call, then the same text).
import { contract } from "@moatwise/core";
import { appliedMigrationCount, latestShippedMigration } from "../../db/database";
import type { AppServices } from "../context";
import { openApiDocument } from "../openApi";
import { route } from "../route";

export function healthRoutes({ db, databaseKind }: AppServices) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return [
    route(contract.health.check, async () => ({
      status: "ok" as const,
      database: databaseKind,
      migration: { applied: await appliedMigrationCount(db), latest: latestShippedMigration() },
    })),
    route(contract.docs.openApi, ({ cached }) => {
      document ??= openApiDocument();
      return cached(document);
    }),
  ];
}
