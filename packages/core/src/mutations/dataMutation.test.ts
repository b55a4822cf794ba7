import { MutationObserver, onlineManager, QueryClient } from "@tanstack/query-core";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/ApiError";
import { texts } from "../domain/texts";
import { dataMutation } from "./dataMutation";

afterEach(() => onlineManager.setOnline(true));

describe("dataMutation without a network (issue 38)", () => {
  it("is sent at once and fails in the network's words, instead of waiting unseen for the network", async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    let sent = 0;
    const observer = new MutationObserver(
      client,
      dataMutation({
        mutationFn: async (_: string) => {
          sent += 1;
          throw ApiError.network(new TypeError("Failed to fetch"));
        },
      }),
    );
    await expect(observer.mutate("add")).rejects.toMatchObject({ message: texts.networkIssue });
    expect(sent).toBe(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });
});
