// Pages whose feature is still being built: each says plainly what it will hold, instead of
// pretending. Today that is the portfolio's dashboard and news (chat and research are built).
import { useLocation } from "wouter";

interface Plan {
  readonly title: string;
  readonly text: string;
}

function planFor(path: string): Plan {
  if (path.startsWith("/portfolio")) {
    return {
      title: "Portfolio",
      text: "Your holdings, their news and each stock's details arrive with the portfolio release.",
    };
  }
  return { title: "Coming next", text: "This page is being built." };
}

export default function PlannedPage() {
  const [path] = useLocation();
  const plan = planFor(path);
  return (
    <main className="page page-narrow planned">
      <h1>{plan.title}</h1>
      <p className="lede">{plan.text}</p>
      <p>
        See what is built and what comes next on the <a href="/roadmap">roadmap</a>.
      </p>
    </main>
  );
}
