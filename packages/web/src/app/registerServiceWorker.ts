// Registers the service worker (vite-plugin-pwa's generated Workbox worker: the app shell and every
// route's code precached, /v1 never cached). Loaded after the first page is shown, so it costs the
// first load nothing. A new deployment waits until the visitor chooses "Reload" in the banner.
import { registerSW } from "virtual:pwa-register";
import { newVersionReady } from "./appUpdate";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const update = registerSW({
    onNeedRefresh: () => newVersionReady(() => void update(true)),
  });
}
