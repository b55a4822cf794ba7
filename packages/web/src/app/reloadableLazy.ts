// React.lazy keeps a failed import for good, so a page whose code could not load (the network was
// gone) would fail again on every retry. A page made here forgets a failed import when the error
// boundary retries (`forgetFailedLoads`), so that attempt loads the code afresh. Not at the failure
// itself: React renders a failed tree once more at once, which would start a new load each time.
// The browser keeps a failed import too (Chromium 150 does): when the retry's import fails naming a
// module, that module is asked for under a new address (core's `retryModuleUrl`).
import { failedModuleUrl, retryModuleUrl } from "@moatwise/core";
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";

type PageModule = { default: ComponentType };

const forgetters = new Set<() => void>();

/** The boundary is about to show its pages again: each page whose code failed to load tries anew. */
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
}

/** A page's code, loaded at its first showing; `component()` is the one to render now. */
export interface ReloadablePage {
  readonly component: () => LazyExoticComponent<ComponentType>;
}

// The stylesheet links that failed to load, heard as they fail (an error event does not bubble,
// so it is caught on its way down).
const failedStylesheets = new Set<HTMLLinkElement>();
if (typeof document !== "undefined") {
  document.addEventListener(
    "error",
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === "stylesheet") failedStylesheets.add(link);
    },
    true,
  );
}

/**
 * The stylesheets that failed to load are asked for again, each by a fresh copy of its link: the
 * import's preloading never adds a stylesheet it has added once, loaded or not.
 */
function reloadFailedStylesheets(): void {
  for (const link of failedStylesheets) link.replaceWith(link.cloneNode());
  failedStylesheets.clear();
}

/** `load` again; if it fails naming the module the browser kept as failed, that module anew. */
function loadAgain(load: () => Promise<PageModule>, attempt: number): () => Promise<PageModule> {
  return () => {
    reloadFailedStylesheets();
    return load().catch((error: unknown) => {
      const url = failedModuleUrl(error);
      if (!url) throw error;
      return import(/* @vite-ignore */ retryModuleUrl(url, attempt));
    });
  };
}

export function reloadableLazy(load: () => Promise<PageModule>): ReloadablePage {
  let failed = false;
  let attempts = 0;
  const fresh = (loader: () => Promise<PageModule>): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      loader().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = fresh(load);
  forgetters.add(() => {
    if (!failed) return;
    failed = false;
    attempts += 1;
    current = fresh(loadAgain(load, attempts));
  });
  return { component: () => current };
}

/** Renders a reloadable page (inside a Suspense boundary, as React.lazy needs). */
export function LazyPage({ page }: { readonly page: ReloadablePage }) {
  return createElement(page.component());
}
