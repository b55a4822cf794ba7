// The signed-in user's settings: profile, appearance, answer defaults and signed-in devices.
import { ActiveSessions } from "./ActiveSessions";
import { AnswerSettings } from "./AnswerSettings";
import { AppearanceSettings } from "./AppearanceSettings";
import { ProfileSettings } from "./ProfileSettings";
import "./settings.css";

export default function SettingsPage() {
  return (
    <main className="page page-narrow">
      <h1>Settings</h1>
      <p className="lede">Your profile, how Moatwise looks, how answers are written, and where you are signed in.</p>
      <ProfileSettings />
      <AppearanceSettings />
      <AnswerSettings />
      <ActiveSessions />
    </main>
  );
}
