// /deep-dive and /forum (spec §2): placeholders reading Coming Soon.
import { texts } from "@moatwise/core";
import { Link, useLocation } from "wouter";

export default function ComingSoonPage() {
  const [path] = useLocation();
  const name = path === "/forum" ? "Forum" : "Deep Dive";
  return (
    <main className="page page-narrow">
      <p className="eyebrow">{name}</p>
      <h1>{texts.comingSoon}</h1>
      <p className="lede">
        {path === "/forum"
          ? "A place to discuss companies and share research with other investors."
          : "Long-form, multi-step analysis of one company, built on its filings."}
      </p>
      <Link href="/roadmap" className="button">
        See the roadmap
      </Link>
    </main>
  );
}
