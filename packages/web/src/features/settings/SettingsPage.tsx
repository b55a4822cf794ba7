// The signed-in user's settings: profile, appearance, answer defaults and signed-in devices.
import { ActiveSessions } from "./ActiveSessions";
import { AnswerSettings } from "./AnswerSettings";
import { AppearanceSettings } from "./AppearanceSettings";
import { ProfileSettings } from "./ProfileSettings";
import "./settings.css";

export default function SettingsPage() {
  return (
    <main className="page settings-page">
      <h1>Settings</h1>
      <p className="lede">Your profile, how Moatwise looks, how answers are written, and where you are signed in.</p>
      {/* Two columns on a desktop, one on a phone. */}
      <div className="settings-grid">
        <ProfileSettings />
        <AppearanceSettings />
        <AnswerSettings />
        <ActiveSessions />
      </div>
    </main>
  );
}
