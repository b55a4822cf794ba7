// What to tell the user about a failed call: the server's words when it gave some (ApiError carries
// them), else the general apology.
import { texts } from "./texts";

export const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== "" ? error.message : texts.somethingWentWrong;
