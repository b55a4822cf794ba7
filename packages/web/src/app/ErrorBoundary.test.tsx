import { memoryConnectivity, texts } from "@moatwise/core";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectivityContext } from "./connectivity";
import { ErrorBoundary } from "./ErrorBoundary";
import { LazyPage, reloadableLazy } from "./reloadableLazy";

afterEach(cleanup);

describe("a page whose code cannot load offline (issue 38)", () => {
  it("is a Network Error in the spec's words, and shows itself when the network is back, with no click", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const network = memoryConnectivity(false);
    let loads = 0;
    const page = reloadableLazy(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module: /assets/RoadmapPage-x.js");
      return { default: () => <h1>Roadmap</h1> };
    });
    render(
      <ConnectivityContext.Provider value={network}>
        <ErrorBoundary onHome={() => {}}>
          <Suspense fallback={null}>
            <LazyPage page={page} />
          </Suspense>
        </ErrorBoundary>
      </ConnectivityContext.Provider>,
    );
    await screen.findByRole("heading", { name: "Network Error" });
    expect(screen.getByText(texts.networkIssue)).toBeTruthy();
    expect(screen.queryByText(texts.staleResources)).toBeNull();

    act(() => network.set(true));
    await screen.findByRole("heading", { name: "Roadmap" });
    expect(loads).toBe(2);
  });
});
