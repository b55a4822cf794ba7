// Registers the service worker (vite-plugin-pwa's generated Workbox worker: the app shell and every
// route's code precached, /v1 never cached). Loaded after the first page is shown, so it costs the
// first load nothing. A new deployment's worker waits until the visitor chooses "Reload" in the
// banner; then it takes over (SKIP_WAITING, which the generated worker answers) and the page reloads.
// The browser's own API, not workbox-window: the same few steps for a tenth of its bytes.
import { newVersionReady } from "./appUpdate";

const WORKER_URL = "/sw.js";

function offerWhenInstalled(worker: ServiceWorker): void {
  const offer = () => {
    // With no controller this is the first install, which takes charge by itself: nothing to offer.
    if (worker.state === "installed" && navigator.serviceWorker.controller) {
      newVersionReady(() => {
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
        worker.postMessage({ type: "SKIP_WAITING" });
      });
    }
  };
  offer();
  worker.addEventListener("statechange", offer);
}

export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
    if (registration.waiting) offerWhenInstalled(registration.waiting);
    registration.addEventListener("updatefound", () => {
      if (registration.installing) offerWhenInstalled(registration.installing);
    });
  } catch {
    // No worker (a private window, a blocked registration): the app works online as before.
  }
}
