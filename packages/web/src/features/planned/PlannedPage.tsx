import { symbolFromAddress } from "@moatwise/core";
// Pages whose feature is still being built: each says plainly what it will hold and what works
// today, instead of pretending. The chat page shows the question it was opened with, so a question
// asked from the search box is never lost on the way.
import { useLocation } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { AppUiActor } from "../../app/actors";
import type { ChatPageState } from "../../shell/useSearchNavigation";

interface Plan {
  readonly title: string;
  readonly text: string;
}

function planFor(path: string): Plan {
  const [, area = "", detail = ""] = path.split("/");
  switch (area) {
    case "chat":
      return {
        title: detail ? `Chat about ${symbolFromAddress(detail)}` : "Chat",
        text: "The assistant streams answers with their sources. It is being built now and arrives in the next release.",
      };
    case "portfolio":
      return {
        title: "Portfolio",
        text: "Your holdings, their news and each stock's details arrive with the portfolio release.",
      };
    case "research":
      return { title: "Research", text: "Reports built from nine analysis pillars arrive with the research release." };
    default:
      return { title: "Coming next", text: "This page is being built." };
  }
}

export default function PlannedPage() {
  const [path] = useLocation();
  const state = useHistoryState<ChatPageState | null>();
  const pending = AppUiActor.useSelector((s) => s.context.loginPendingMessage);
  const question = path.startsWith("/chat") ? (state?.initialMessage ?? pending) : null;
  const plan = planFor(path);

  return (
    <main className="page page-narrow planned">
      <h1>{plan.title}</h1>
      {question && (
        <figure className="card planned-question">
          <figcaption>Your question</figcaption>
          <blockquote>{question}</blockquote>
        </figure>
      )}
      <p className="lede">{plan.text}</p>
      <p>
        See what is built and what comes next on the <a href="/roadmap">roadmap</a>.
      </p>
    </main>
  );
}
