// Changes to the account: the answer defaults (saved at once, the old choice back if the save
// fails, with a Retry), the name shown in the app, and signing out another device.

import { failureMessage } from "../api/failureMessage";
import type { AnswerPreferences } from "../domain/chat/aiRequest";
import { RETRY_TOAST_DURATION_MS } from "../domain/constants";
import type { SessionInfo } from "../domain/schemas/auth";
import {
  type CacheSnapshot,
  changeCached,
  type DataMutationOptions,
  dataMutation,
  type MutationPorts,
  restoreCached,
  runMutation,
} from "./dataMutation";

export const accountTexts = {
  preferencesSaved: "Preferences saved.",
  preferencesNotSaved: (why: string) => `Your preferences were not saved. ${why}`,
  profileSaved: "Profile saved.",
} as const;

export function accountMutations({ api, queries, notify, userChanged }: MutationPorts) {
  const { queryKey: preferencesKey } = queries.account.preferences();
  const { queryKey: sessionsKey } = queries.account.sessions();

  const savePreferences: DataMutationOptions<
    AnswerPreferences,
    AnswerPreferences,
    CacheSnapshot<AnswerPreferences>
  > = dataMutation({
    mutationFn: (wanted: AnswerPreferences) => api.users.setPreferences(wanted),
    onMutate: (wanted, { client }) => changeCached(client, preferencesKey, () => wanted),
    onSuccess: (saved, _wanted, _rollback, { client }) => {
      client.setQueryData(preferencesKey, saved);
      notify({ message: accountTexts.preferencesSaved, variant: "success" });
    },
    onError: (error, wanted, rollback, { client }) => {
      restoreCached(client, preferencesKey, rollback);
      notify({
        message: accountTexts.preferencesNotSaved(failureMessage(error)),
        variant: "error",
        duration: RETRY_TOAST_DURATION_MS,
        action: { label: "Retry", onClick: () => runMutation(client, savePreferences, wanted) },
      });
    },
  });

  return {
    /** Saves the answer defaults; the screen shows `wanted` at once. */
    savePreferences: () => savePreferences,
    /** Renames the user (trimmed); the header and conversations show the new name. */
    updateProfile: () =>
      dataMutation({
        mutationFn: (username: string) => api.users.updateProfile({ username: username.trim() }),
        onSuccess: (user) => {
          userChanged(user);
          notify({ message: accountTexts.profileSaved, variant: "success" });
        },
      }),
    /** Signs another device out; it leaves the list at once and comes back if that fails. */
    revokeSession: () =>
      dataMutation({
        mutationFn: (session: SessionInfo) => api.auth.revokeSession(session.id),
        onMutate: (session, { client }) =>
          changeCached<ReadonlyArray<SessionInfo>>(client, sessionsKey, (before) =>
            before?.filter((kept) => kept.id !== session.id),
          ),
        onError: (_error, _session, rollback, { client }) => restoreCached(client, sessionsKey, rollback),
        onSettled: (_data, _error, _session, _rollback, { client }) =>
          client.invalidateQueries({ queryKey: sessionsKey }),
      }),
    /** Signs out every device but this one; the list keeps only this device, then is read again. */
    revokeOtherSessions: () =>
      dataMutation({
        mutationFn: (_none: void) => api.auth.revokeOtherSessions(),
        onMutate: (_none, { client }) =>
          changeCached<ReadonlyArray<SessionInfo>>(client, sessionsKey, (before) =>
            before?.filter((kept) => kept.current),
          ),
        onError: (_error, _none, rollback, { client }) => restoreCached(client, sessionsKey, rollback),
        onSettled: (_data, _error, _none, _rollback, { client }) => client.invalidateQueries({ queryKey: sessionsKey }),
      }),
  };
}
