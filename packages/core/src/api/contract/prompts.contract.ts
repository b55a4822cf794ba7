// Prompts with votes (data-areas §7, issue 24): loaded with the screens that show them.

import { Schema } from "effect";
import { OkResponse } from "../../domain/schemas/common";
import { NewPrompt, Prompt, Vote } from "../../domain/schemas/prompts";
import { endpoint } from "./endpoint";

export const promptsEndpoints = {
  list: endpoint("GET", "/prompts/{symbol}", { response: Schema.Array(Prompt) }),
  create: endpoint("POST", "/prompts/{symbol}", { body: NewPrompt, response: Prompt }),
  vote: endpoint("POST", "/prompts/{id}/vote", { body: Vote, response: Prompt }),
  unvote: endpoint("DELETE", "/prompts/{id}/vote", { body: Vote, response: Prompt }),
  remove: endpoint("DELETE", "/prompts/{id}", { response: OkResponse }),
};
