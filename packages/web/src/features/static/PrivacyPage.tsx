// The privacy policy of a self-hosted Moatwise: what the server keeps, where, and for how long.
import "./static.css";

export default function PrivacyPage() {
  return (
    <main className="page prose-page">
      <h1>Privacy policy</h1>
      <p className="lede">
        Moatwise runs on a server that its operator controls. This page says what that server keeps about you and why.
      </p>
      <h2>What is stored</h2>
      <ul>
        <li>
          Your account: e-mail address, display name, a password hash (argon2id; never the password itself) or your
          Google account identifier, and your theme.
        </li>
        <li>
          Your sessions: one record per signed-in browser, holding a hash of its refresh token, the browser's
          description and when it was last used, so you can see and end them in Settings.
        </li>
        <li>
          What you create: conversations, notes, highlights, portfolio entries, research drafts and uploaded PDFs, as
          those features arrive.
        </li>
      </ul>
      <h2>What is not stored</h2>
      <ul>
        <li>
          No advertising or analytics trackers, and no cookies other than the two the sign-in needs (a refresh token and
          a security token, both HttpOnly).
        </li>
        <li>Failed sign-in attempts are counted in memory for 15 minutes to stop password guessing, then forgotten.</li>
      </ul>
      <h2>Who else sees your data</h2>
      <p>
        Nobody, unless the operator connects outside services: Google when Google sign-in is turned on (Google then
        knows you signed in here), market-data providers (they see the tickers requested, not who asked) and AI
        providers (they see the questions and the context sent with them). Without those keys, the server works offline
        and nothing leaves it.
      </p>
      <h2>Keeping and deleting</h2>
      <p>
        Data stays until you or the operator deletes it. Signing out ends the session at once; signing out other devices
        ends theirs. To have your account deleted, ask the operator of this server.
      </p>
    </main>
  );
}
