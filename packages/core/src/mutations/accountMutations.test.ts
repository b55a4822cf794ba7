import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/ApiError";
import type { AnswerPreferences } from "../domain/chat/aiRequest";
import type { SessionInfo } from "../domain/schemas/auth";
import { accountQueries } from "../queries/areaQueries";
import { type ApiStubs, deferred } from "../testing/fakeApi";
import { mutationHarness } from "../testing/mutationHarness";
import { sampleUser } from "../testing/sampleUser";
import { accountMutations, accountTexts } from "./accountMutations";

const saved: AnswerPreferences = { searchDepth: "standard", complexity: "default", verbosity: "balanced" };
const deeper: AnswerPreferences = { ...saved, searchDepth: "deep" };
const refused = ApiError.fromResponse(503, { detail: "The server is busy.", code: "busy" });

function setUp(stubs: ApiStubs) {
  const harness = mutationHarness(stubs);
  return { ...harness, mutations: accountMutations(harness.ports), queries: accountQueries(harness.ports.api) };
}

describe("saving the answer defaults", () => {
  it("shows the choice at once, keeps the server's answer and says it was saved", async () => {
    const answer = deferred<AnswerPreferences>();
    const { client, toasts, mutations, run, queries } = setUp({ users: { setPreferences: () => answer.promise } });
    client.setQueryData(queries.preferences().queryKey, saved);
    const saving = run(mutations.savePreferences(), deeper);
    await vi.waitFor(() => expect(client.getQueryData(queries.preferences().queryKey)).toEqual(deeper));
    expect(toasts).toEqual([]);
    answer.resolve({ ...deeper, verbosity: "concise" });
    await saving;
    expect(client.getQueryData(queries.preferences().queryKey)).toEqual({ ...deeper, verbosity: "concise" });
    expect(toasts).toEqual([{ message: accountTexts.preferencesSaved, variant: "success" }]);
  });

  it("puts the old choice back when the save fails, says why, and Retry saves the same choice", async () => {
    const sent: AnswerPreferences[] = [];
    let fail = true;
    const { client, toasts, mutations, run, queries } = setUp({
      users: {
        setPreferences: async (wanted) => {
          sent.push(wanted);
          if (fail) throw refused;
          return wanted;
        },
      },
    });
    const key = queries.preferences().queryKey;
    client.setQueryData(key, saved);
    await expect(run(mutations.savePreferences(), deeper)).rejects.toBe(refused);
    expect(client.getQueryData(key)).toEqual(saved);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      message: "Your preferences were not saved. The server is busy.",
      variant: "error",
      action: { label: "Retry" },
    });
    fail = false;
    toasts[0]?.action?.onClick();
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(deeper));
    expect(sent).toEqual([deeper, deeper]);
    expect(toasts.at(-1)).toEqual({ message: accountTexts.preferencesSaved, variant: "success" });
  });
});

describe("renaming the user", () => {
  it("sends the trimmed name, hands the server's user to the session and says it was saved", async () => {
    const sent: unknown[] = [];
    const renamed = { ...sampleUser, username: "Ada L." };
    const { toasts, changedUsers, mutations, run } = setUp({
      users: {
        updateProfile: async (profile) => {
          sent.push(profile);
          return renamed;
        },
      },
    });
    await expect(run(mutations.updateProfile(), "  Ada L.  ")).resolves.toEqual(renamed);
    expect(sent).toEqual([{ username: "Ada L." }]);
    expect(changedUsers).toEqual([renamed]);
    expect(toasts).toEqual([{ message: accountTexts.profileSaved, variant: "success" }]);
  });

  it("changes nothing and says nothing when the server refuses (the screen shows why)", async () => {
    const { toasts, changedUsers, mutations, run } = setUp({
      users: { updateProfile: () => Promise.reject(refused) },
    });
    await expect(run(mutations.updateProfile(), "Ada")).rejects.toBe(refused);
    expect(changedUsers).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

describe("signing out another device", () => {
  const session = (id: string, current = false): SessionInfo => ({
    id,
    createdAt: "2026-11-01T10:00:00.000Z",
    lastUsedAt: "2026-11-20T10:00:00.000Z",
    userAgent: "Mozilla/5.0 (Macintosh)",
    network: "203.0.113.x",
    current,
  });
  const here = session("6a1f2f8e-0000-4000-8000-000000000001", true);
  const phone = session("6a1f2f8e-0000-4000-8000-000000000002");

  it("takes the device off the list at once and reads the list again afterwards", async () => {
    const revoked = deferred<{ ok: true }>();
    let listed = 0;
    const { client, mutations, run, queries } = setUp({
      auth: {
        revokeSession: () => revoked.promise,
        sessions: async () => {
          listed += 1;
          return [here];
        },
      },
    });
    const key = queries.sessions().queryKey;
    client.setQueryData(key, [here, phone]);
    const revoking = run(mutations.revokeSession(), phone);
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([here]));
    revoked.resolve({ ok: true });
    await revoking;
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    await client.fetchQuery(queries.sessions());
    expect(listed).toBe(1);
  });

  it("puts the device back when the server could not sign it out", async () => {
    const { client, mutations, run, queries } = setUp({ auth: { revokeSession: () => Promise.reject(refused) } });
    const key = queries.sessions().queryKey;
    client.setQueryData(key, [here, phone]);
    await expect(run(mutations.revokeSession(), phone)).rejects.toBe(refused);
    expect(client.getQueryData(key)).toEqual([here, phone]);
  });

  it("signs out every other device: only this one stays listed, and all come back if it fails", async () => {
    const tablet = session("6a1f2f8e-0000-4000-8000-000000000003");
    const done = deferred<{ signedOut: number }>();
    const { client, mutations, run, queries } = setUp({ auth: { revokeOtherSessions: () => done.promise } });
    const key = queries.sessions().queryKey;
    client.setQueryData(key, [here, phone, tablet]);
    const revoking = run(mutations.revokeOtherSessions(), undefined);
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([here]));
    done.resolve({ signedOut: 2 });
    await expect(revoking).resolves.toEqual({ signedOut: 2 });

    const failing = setUp({ auth: { revokeOtherSessions: () => Promise.reject(refused) } });
    failing.client.setQueryData(key, [here, phone, tablet]);
    await expect(failing.run(failing.mutations.revokeOtherSessions(), undefined)).rejects.toBe(refused);
    expect(failing.client.getQueryData(key)).toEqual([here, phone, tablet]);
  });
});
