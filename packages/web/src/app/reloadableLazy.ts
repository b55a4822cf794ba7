// React.lazy keeps a failed import for good, so a page whose code could not load (the network was
// gone) would fail again on every retry. This one forgets a failed import: the error boundary's
// next attempt (when the network is back) loads the code afresh.
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";

export function reloadableLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let current: LazyExoticComponent<ComponentType>;
  const fresh = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  current = fresh();
  return function ReloadablePage() {
    return createElement(current);
  };
}
