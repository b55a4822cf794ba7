// Home. Signed out: what Moatwise does, and a question box (the question waits while the visitor
// signs in). Signed in: search first, the question kept from before sign-in, if any, a first step
// until the first conversation, the latest conversations and a market snapshot. Both say what the
// data covers and link the list of covered companies.
import { selectGreeting, selectIsAuthenticated } from "@moatwise/core";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { AuthActor, useShell } from "../../app/actors";
import { ShellSearchBox } from "../../shell/ShellSearchBox";
import { useSearchNavigation } from "../../shell/useSearchNavigation";
import { CoverageNote } from "./Coverage";
import "./home.css";

/** Only signed-in visitors see these, so the signed-out first load does not carry them. */
const MarketSnapshot = lazy(() => import("./MarketSnapshot"));
const RecentConversations = lazy(() => import("./RecentConversations"));
const FirstStep = lazy(() => import("./FirstStep"));

const features = [
  ["Company look-up", "Profiles, quotes, news, SEC filings, statements and metrics in one place."],
  ["Valuation", "A discounted cash flow model with every assumption shown and editable."],
  ["An assistant that cites", "Answers stream in with their sources, so you can check every claim."],
  ["Your research", "Portfolio, notes, highlights and reports built from nine analysis pillars."],
] as const;

export default function HomePage() {
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const greeting = AuthActor.useSelector(selectGreeting);

  return (
    <main className="page home">
      <section className="home-hero">
        <h1>{greeting ?? "Research companies with sources you can check."}</h1>
        <p className="lede">
          Moatwise brings filings, financials and valuation together with an AI assistant that shows where each answer
          comes from.
        </p>
        {isAuthenticated ? <SignedInStart /> : <SignedOutStart />}
        <CoverageNote />
        {isAuthenticated && (
          <Suspense fallback={null}>
            <FirstStep />
          </Suspense>
        )}
      </section>
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <RecentConversations />
          <MarketSnapshot />
        </Suspense>
      ) : (
        <ul className="home-features">
          {features.map(([title, text]) => (
            <li key={title} className="card">
              <h2>{title}</h2>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function SignedInStart() {
  const go = useSearchNavigation();
  const { pendingMessage: pending, clearPendingMessage } = useShell();
  return (
    <>
      <ShellSearchBox onGo={go} size="hero" placeholder="Search a company, or ask a question" />
      {pending && (
        <div className="card home-pending" role="status">
          <p className="home-pending-label">Your question from before you signed in</p>
          <blockquote>{pending}</blockquote>
          <div className="home-pending-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => go({ kind: "chat", message: pending })}
            >
              Ask now
            </button>
            <button type="button" className="button" onClick={clearPendingMessage}>
              Discard
            </button>
          </div>
        </div>
      )}
    </>
  );
}

function SignedOutStart() {
  const go = useSearchNavigation();
  const [question, setQuestion] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (question.trim()) go({ kind: "chat", message: question.trim() });
  };
  return (
    <>
      <form className="home-ask" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="home-question">
          Ask about a company
        </label>
        <input
          id="home-question"
          className="input"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          placeholder="Ask about a company, e.g. What is Costco's moat?"
        />
        <button type="submit" className="button button-primary" disabled={!question.trim()}>
          Ask
        </button>
      </form>
      <p className="home-ask-note">
        You will sign in first; your question waits. <Link href="/login">Sign in or create an account</Link>
      </p>
    </>
  );
}
