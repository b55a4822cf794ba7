// The signed-in user's account.
import { selectUser } from "@moatwise/core";
import { AuthActor } from "../../app/actors";
import { ActiveSessions } from "./ActiveSessions";
import "./settings.css";

export default function SettingsPage() {
  const user = AuthActor.useSelector(selectUser);
  if (!user) return null;
  return (
    <main className="page page-narrow">
      <h1>Settings</h1>
      <p className="lede">Your account.</p>
      <dl className="card settings-account">
        <dt>Name</dt>
        <dd>{user.username}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
      </dl>
      <ActiveSessions />
    </main>
  );
}
