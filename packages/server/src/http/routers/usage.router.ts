// The usage page's numbers: the signed-in user's requests per day by kind, last 30 days.
import { contract } from "@moatwise/core";
import type { AppServices } from "../context";
import { route } from "../route";

export function usageRoutes({ usage }: AppServices) {
  return [route(contract.usage.daily, ({ userId }) => usage.daily(userId))];
}
