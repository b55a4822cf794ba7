// Shown while the session is restored at start.
import { texts } from "@moatwise/core";
import { Logo } from "../ui/Logo";

export function StartupScreen() {
  return (
    <main className="startup" aria-busy="true">
      <Logo size={40} />
      <div className="progress-indeterminate" role="progressbar" aria-label={texts.preparingSession} />
      <p className="startup-text">{texts.preparingSession}</p>
    </main>
  );
}
