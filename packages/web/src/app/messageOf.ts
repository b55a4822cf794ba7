// What to tell the user about a failed call: the server's words when it gave some.
import { texts } from "@moatwise/core";

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : texts.somethingWentWrong;
