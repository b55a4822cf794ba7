// The home page: what Moatwise does for a visitor; a way on for a signed-in user.
import { selectIsAuthenticated, selectUser } from "@moatwise/core";
import { Link } from "wouter";
import { AuthActor } from "../../app/actors";
import "./home.css";

const features = [
  ["Company look-up", "Profiles, quotes, news, SEC filings, statements and metrics in one place."],
  ["Valuation", "A discounted cash flow model with every assumption shown and editable."],
  ["An assistant that cites", "Answers stream in with their sources, so you can check every claim."],
  ["Your research", "Portfolio, notes, highlights and reports built from nine analysis pillars."],
] as const;

export default function HomePage() {
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const user = AuthActor.useSelector(selectUser);

  return (
    <main className="page home">
      <section className="home-hero">
        <h1>
          {isAuthenticated && user
            ? `Welcome back, ${user.username}.`
            : "Research companies with sources you can check."}
        </h1>
        <p className="lede">
          Moatwise brings filings, financials and valuation together with an AI assistant that shows where each answer
          comes from.
        </p>
        {isAuthenticated ? (
          <Link href="/settings" className="button button-primary">
            Your account
          </Link>
        ) : (
          <Link href="/login" className="button button-primary">
            Sign in or create an account
          </Link>
        )}
      </section>
      <ul className="home-features">
        {features.map(([title, text]) => (
          <li key={title} className="card">
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
