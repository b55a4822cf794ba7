// The messages of the open conversation, kept scrolled to the newest while the user is near the
// bottom; an empty conversation offers questions the local material can answer, and the top
// questions others shared about the company.
import { precedingQuestions } from "@moatwise/core";
import { useEffect, useMemo, useRef } from "react";
import { SharedPrompts } from "../prompts/SharedPrompts";
import { ChatMessage } from "./ChatMessage";
import { useChat } from "./useChat";

const NEAR_BOTTOM_PX = 120;

function Starters({ about }: { about: string | undefined }) {
  const chat = useChat();
  const company = chat.about;
  const questions = about
    ? [
        `How has ${about}'s revenue grown?`,
        `What are ${about}'s margins?`,
        `What did ${about} report in its latest 10-K?`,
      ]
    : [
        "How has Apple's revenue grown?",
        "What drives JPMorgan's net interest income?",
        "Compare Costco and Walmart margins",
        "NVIDIA data center revenue",
      ];
  return (
    <div className="chat-starters">
      <h2>Ask about a company</h2>
      <ul>
        {questions.map((question) => (
          <li key={question}>
            <button type="button" className="button" onClick={() => chat.ask(question)}>
              {question}
            </button>
          </li>
        ))}
      </ul>
      {company?.symbol && (
        <SharedPrompts
          profile={{ symbol: company.symbol, companyName: company.companyName ?? company.symbol }}
          compact
        />
      )}
    </div>
  );
}

export function ChatThread({ about }: { about: string | undefined }) {
  const chat = useChat();
  const { entries, loading } = chat;
  const questions = useMemo(() => precedingQuestions(entries), [entries]);
  const scroller = useRef<HTMLDivElement>(null);
  const lastLength = entries.at(-1)?.content.length ?? 0;

  useEffect(() => {
    const element = scroller.current;
    if (!element || lastLength < 0) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (distance < NEAR_BOTTOM_PX + element.clientHeight / 2) element.scrollTop = element.scrollHeight;
  }, [lastLength]);

  return (
    <div className="chat-thread" ref={scroller}>
      {loading && <p className="muted chat-loading">Loading conversation…</p>}
      {!loading && entries.length === 0 && <Starters about={about} />}
      {entries.map((entry, index) => (
        <ChatMessage key={entry.key} entry={entry} onFollowUp={chat.followUp} question={questions[index] ?? ""} />
      ))}
    </div>
  );
}
