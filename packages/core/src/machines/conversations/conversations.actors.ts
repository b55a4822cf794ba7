// The conversation list's actor on the API: GET /chat/conversations.
import { fromPromise } from "xstate";
import type { ConversationSummary } from "../../api/schemas/chat";
import type { PromiseApi } from "../../api/typedApi";

export function conversationsActors(api: PromiseApi) {
  return {
    listConversations: fromPromise<ReadonlyArray<ConversationSummary>, void>(({ signal }) =>
      api.chat.listConversations({ signal }),
    ),
  };
}
