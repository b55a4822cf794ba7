// React.lazy keeps a failed import for good, so a page whose code could not load (the network was
// gone) would fail again on every retry. A page made here forgets a failed import when the error
// boundary retries (`forgetFailedLoads`), so that attempt loads the code afresh. Not at the failure
// itself: React renders a failed tree once more at once, which would start a new load each time.
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";

const forgetters = new Set<() => void>();

/** The boundary is about to show its pages again: each page whose code failed to load tries anew. */
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
}

/** A page's code, loaded at its first showing; `component()` is the one to render now. */
export interface ReloadablePage {
  readonly component: () => LazyExoticComponent<ComponentType>;
}

export function reloadableLazy(load: () => Promise<{ default: ComponentType }>): ReloadablePage {
  let failed = false;
  const fresh = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = fresh();
  forgetters.add(() => {
    if (!failed) return;
    failed = false;
    current = fresh();
  });
  return { component: () => current };
}

/** Renders a reloadable page (inside a Suspense boundary, as React.lazy needs). */
export function LazyPage({ page }: { readonly page: ReloadablePage }) {
  return createElement(page.component());
}
