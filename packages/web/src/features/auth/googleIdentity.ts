// Google Identity Services in the page: its script is loaded once, on the login page only, and
// only when the server has a Google client id. The button hands back an ID token (a JWT).
const SCRIPT_URL = "https://accounts.google.com/gsi/client";

export interface GoogleButtonOptions {
  readonly theme: "outline" | "filled_black";
  readonly size: "large";
  readonly text: "signin_with" | "continue_with";
  readonly shape: "rectangular" | "pill";
  readonly width?: number;
}

export interface GoogleIdentity {
  initialize(config: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads the Google Identity Services script (once per page) and answers its `id` API. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error("Google Identity Services loaded without its API."));
    };
    script.onerror = () => reject(new Error("Google Identity Services could not be loaded."));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later visit may try again (e.g. back online)
    throw error;
  });
  return loading;
}
