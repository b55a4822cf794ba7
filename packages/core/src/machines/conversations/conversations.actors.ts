// The conversation list's actors on the API: GET /chat/conversations (with the search's words),
// PATCH to rename, DELETE to delete.
import { fromPromise } from "xstate";
import type { PromiseApi } from "../../api/typedApi";
import type { ConversationSummary } from "../../domain/schemas/chat";
import type { ListInput, RemoveInput, RenameInput } from "./conversations.machine";

export function conversationsActors(api: PromiseApi) {
  return {
    listConversations: fromPromise<ReadonlyArray<ConversationSummary>, ListInput>(({ input, signal }) =>
      api.chat.listConversations(input.query.trim() ? { q: input.query.trim() } : {}, { signal }),
    ),
    renameConversation: fromPromise<ConversationSummary, RenameInput>(({ input, signal }) =>
      api.chat.renameConversation(input.id, { title: input.title }, { signal }),
    ),
    deleteConversation: fromPromise<unknown, RemoveInput>(({ input, signal }) =>
      api.chat.deleteConversation(input.id, { signal }),
    ),
  };
}
