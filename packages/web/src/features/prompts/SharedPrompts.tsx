// Questions users share about a company (issue 24), ranked by votes: vote up or down (the same
// vote again takes it back), delete your own, share one, and ask one in the inline chat. The
// rules (ranking, what a click means, the length) are core's; this renders them.
import {
  type CompanyProfile,
  companyPageContext,
  PROMPT_MAX_CHARS,
  type Prompt,
  promptProblem,
  selectUser,
} from "@moatwise/core";
import { useState } from "react";
import { AuthActor, useShell } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { LoadError } from "../../ui/LoadError";
import { ProblemText } from "../../ui/ProblemText";
import "./prompts.css";

/** Asks `question` about the company in the inline chat, opening it (core's connectApp sends it). */
function useAskInInlineChat(profile: Pick<CompanyProfile, "symbol" | "companyName">, pageContext?: string) {
  const shell = useShell();
  const about = { symbol: profile.symbol, companyName: profile.companyName };
  return (question: string) => shell.openInlineChat({ question, about, ...(pageContext ? { pageContext } : {}) });
}

function PromptRow({ prompt, onAsk }: { readonly prompt: Prompt; readonly onAsk: (question: string) => void }) {
  const { workspace } = useMutations();
  const vote = useMutation(workspace.votePrompt(prompt.symbol));
  const remove = useMutation(workspace.removePrompt(prompt.symbol));
  const voteButton = (clicked: "up" | "down") => (
    <button
      type="button"
      className={`prompt-vote${prompt.myVote === clicked ? " prompt-vote-mine" : ""}`}
      aria-pressed={prompt.myVote === clicked}
      aria-label={`${clicked === "up" ? "Vote up" : "Vote down"}: ${prompt.content}`}
      onClick={() => vote.run({ prompt, clicked })}
    >
      {clicked === "up" ? "▲" : "▼"}
    </button>
  );
  return (
    <li className="prompt-row">
      <div className="prompt-votes">
        {voteButton("up")}
        <span className="prompt-score" title={`Score ${prompt.score}`} data-testid="prompt-score">
          {prompt.score}
        </span>
        {voteButton("down")}
      </div>
      <div className="prompt-body">
        <button type="button" className="prompt-ask" onClick={() => onAsk(prompt.content)}>
          {prompt.content}
        </button>
        <span className="muted prompt-meta">
          {prompt.mine ? "You" : prompt.authorHandle}
          {prompt.mine && (
            <>
              {" · "}
              <button
                type="button"
                className="link-button"
                disabled={remove.busy}
                aria-label={`Delete: ${prompt.content}`}
                onClick={() => remove.run(prompt)}
              >
                Delete
              </button>
            </>
          )}
        </span>
        <ProblemText problem={remove.problem} />
      </div>
    </li>
  );
}

function ShareForm({ symbol }: { readonly symbol: string }) {
  const { workspace } = useMutations();
  const share = useMutation(workspace.sharePrompt(symbol));
  const handle = AuthActor.useSelector(selectUser)?.handle;
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  const problem = tried ? promptProblem(text) : null;
  return (
    <form
      className="prompt-share"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (promptProblem(text)) return;
        share.run(text, { onSuccess: () => (setText(""), setTried(false)) });
      }}
    >
      <label className="visually-hidden" htmlFor={`share-prompt-${symbol}`}>
        Share a question about {symbol}
      </label>
      <input
        id={`share-prompt-${symbol}`}
        className="input"
        value={text}
        maxLength={PROMPT_MAX_CHARS}
        placeholder={`A question worth asking about ${symbol}`}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button" disabled={share.busy}>
        {share.busy ? "Sharing…" : "Share"}
      </button>
      <ProblemText problem={problem ?? share.problem} />
      {handle && (
        <p className="muted prompt-share-as">
          You post as <strong>{handle}</strong>.
        </p>
      )}
    </form>
  );
}

/** The company's shared prompts: `compact` lists the top few (the inline chat), else all with the share form. */
export function SharedPrompts({
  profile,
  compact = false,
}: {
  readonly profile: Pick<CompanyProfile, "symbol" | "companyName"> & Partial<CompanyProfile>;
  readonly compact?: boolean;
}) {
  const { workspace } = useQueries();
  const prompts = useData(workspace.prompts(profile.symbol));
  const pageContext = "price" in profile ? companyPageContext(profile as CompanyProfile) : undefined;
  const ask = useAskInInlineChat(profile, pageContext);
  const shown = compact ? (prompts.data ?? []).slice(0, 3) : (prompts.data ?? []);
  if (compact && shown.length === 0) return null;
  return (
    <section
      className={compact ? "shared-prompts shared-prompts-compact" : "card shared-prompts"}
      aria-labelledby={`prompts-${profile.symbol}`}
    >
      <h2 id={`prompts-${profile.symbol}`}>
        {compact ? "Asked by others" : `Questions investors ask about ${profile.symbol}`}
      </h2>
      {prompts.isError && <LoadError error={prompts.error} onRetry={() => prompts.refetch()} />}
      {prompts.data && shown.length === 0 && (
        <p className="muted">No shared questions yet. Share the first one; others can vote it up.</p>
      )}
      <ol className="prompt-list">
        {shown.map((prompt) => (
          <PromptRow key={prompt.id} prompt={prompt} onAsk={ask} />
        ))}
      </ol>
      {!compact && <ShareForm symbol={profile.symbol} />}
    </section>
  );
}
