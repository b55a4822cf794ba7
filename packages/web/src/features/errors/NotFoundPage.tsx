// The 404 screen for a path no route matches.
import { Link } from "wouter";

export default function NotFoundPage() {
  return (
    <main className="page page-narrow">
      <h1>Page Not Found</h1>
      <p className="lede">There is no page at this address.</p>
      <Link href="/" className="button button-primary">
        Go Home
      </Link>
    </main>
  );
}
