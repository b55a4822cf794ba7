// The signed-in home's first step, for someone who has not asked anything yet: open a covered
// company, or ask about it. Loaded with the signed-in home (it reads the conversation list), so the
// signed-out first load does not carry it. Words from core.
import { COVERED_COMPANIES_PATH, firstStep } from "@moatwise/core";
import { Link } from "wouter";
import { WhenChatRuns } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { useSearchNavigation } from "../../shell/useSearchNavigation";
import { useConversations } from "../chat/chatViews";

/** Shown until the first conversation (known once the list has loaded): open a covered company, or ask about it. */
export default function FirstStep() {
  return (
    <WhenChatRuns>
      <FirstStepCard />
    </WhenChatRuns>
  );
}

function FirstStepCard() {
  const { company } = useQueries();
  const covered = useData(company.covered());
  const go = useSearchNavigation();
  const { newcomer } = useConversations();
  if (!newcomer) return null;
  const step = firstStep(covered.data);
  return (
    <section className="card home-first-step" aria-labelledby="home-first-step-title">
      <h2 id="home-first-step-title">{step.title}</h2>
      <p>{step.text}</p>
      <div className="home-first-step-actions">
        {step.companyPath ? (
          <Link href={step.companyPath} className="button">
            Open the company
          </Link>
        ) : (
          <Link href={COVERED_COMPANIES_PATH} className="button">
            See the companies in the data
          </Link>
        )}
        {step.question && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => go({ kind: "chat", message: step.question ?? "" })}
          >
            Ask “{step.question}”
          </button>
        )}
      </div>
    </section>
  );
}
