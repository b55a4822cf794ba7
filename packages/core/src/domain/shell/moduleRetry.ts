// A page's code that failed to load is asked for again under a new address. Browsers keep a
// failed module import for the life of the page (Chromium does since version 150): importing the
// same address again fails at once, even with the network back. The failure names the address
// ("Failed to fetch dynamically imported module: https://…/assets/Page-x.js"); the retry adds
// `retry=N` to it, which the server ignores and the browser takes for a new module.

const FAILED_MODULE = /dynamically imported module:? (\/\S+|https?:\/\/\S+)/i;

/** The address of the module whose import failed, when the error names one. */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : "";
  return FAILED_MODULE.exec(message.slice(0, 2000))?.[1];
}

/** The same module under an address the browser has not tried: `retry=attempt` added to it. */
export function retryModuleUrl(url: string, attempt: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}retry=${attempt}`;
}
