// The app UI machine's storage: the pending chat message lives in the tab's storage, so it
// survives the sign-in round trip (a reload, a redirect) but not the tab.
import type { KeyValueStorage } from "../../services/storage";
import type { AppUiContext, AppUiInput } from "./appUi.machine";

export const LOGIN_PENDING_MESSAGE_KEY = "moatwise.loginPendingMessage";

export function appUiActions(storage: KeyValueStorage) {
  return {
    persistPendingMessage: ({ context }: { context: AppUiContext }) => {
      if (context.loginPendingMessage) storage.set(LOGIN_PENDING_MESSAGE_KEY, context.loginPendingMessage);
    },
    forgetPendingMessage: () => storage.remove(LOGIN_PENDING_MESSAGE_KEY),
  };
}

/** The machine's start: what the storage kept, and the sidebar open unless the layout is mobile. */
export function appUiInput(storage: KeyValueStorage, mobile: boolean): AppUiInput {
  const kept = storage.get(LOGIN_PENDING_MESSAGE_KEY)?.trim();
  return { sidebarOpen: !mobile, loginPendingMessage: kept ? kept : null };
}
