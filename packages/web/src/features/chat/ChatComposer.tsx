// The chat input: grows with its text (10 to 130 px), Enter sends and Shift+Enter starts a line,
// @ or / offers the mentions and $ the tickers, and the answer settings sit beside it (offline,
// where they change nothing, one line says so instead). While an answer streams, Stop replaces
// Send. A message that could not be saved comes back into the box.
import {
  applyMention,
  chatInputHeight,
  chatPlaceholder,
  compactChoiceLabel,
  connectChat,
  type MentionQuery,
  mentionAt,
  mentionOptions,
  OFFLINE_CHOICES_NOTE,
  offeredChoiceGroups,
  typedTickers,
} from "@moatwise/core";
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ChatActor } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { useMobileWidth } from "../../ui/useMobileWidth";
import { useAssistantLive } from "./useAssistantLive";
import { useChat } from "./useChat";

function Setting<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <label className="composer-setting">
      <span className="visually-hidden">{props.label}</span>
      <select className="input" value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

function useDraft() {
  const chat = ChatActor.useActorRef();
  const [draft, setDraft] = useState("");
  useEffect(() => {
    const subscription = chat.on("chat.restoreDraft", ({ text }) => setDraft(text));
    return () => subscription.unsubscribe();
  }, [chat]);
  return [draft, setDraft] as const;
}

export function ChatComposer({ about, mentionHint = true }: { about?: string; mentionHint?: boolean }) {
  const actor = ChatActor.useActorRef();
  const chat = useChat();
  const { busy, canStop, preferences } = chat;
  const assistant = useAssistantLive();
  // On a phone the menus share one row with Send and the hint keeps to one line (core's words).
  const mobile = useMobileWidth();
  const [draft, setDraft] = useDraft();
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const box = useRef<HTMLTextAreaElement>(null);
  // The covered companies' tickers follow `$`; asked for once a `$` is typed.
  const { company } = useQueries();
  const covered = useData({ ...company.covered(), enabled: mention?.trigger === "$" });
  const coveredTickers = covered.data?.companies.map((c) => c.symbol) ?? [];
  const options = mention ? mentionOptions(mention, typedTickers(draft), coveredTickers) : [];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = "auto";
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${chatInputHeight(element.scrollHeight) + borders}px`;
  }, [draft]);

  const send = () => {
    if (draft.trim() === "" || busy) return;
    chat.ask(draft);
    // Taken (now under way), or kept for after sign-in: the box empties; an ignored send keeps it.
    const after = connectChat(actor.getSnapshot(), actor.send);
    if (after.busy || !after.signedIn) setDraft("");
    setMention(null);
  };

  const choose = (choice: string) => {
    if (!mention || !box.current) return;
    const next = applyMention(draft, mention, choice, box.current.selectionStart);
    setDraft(next.text);
    setMention(null);
    requestAnimationFrame(() => box.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (options.length > 0) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setHighlighted((index) => (index + step + options.length) % options.length);
        return;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        choose(options[highlighted] ?? options[0] ?? "");
        return;
      }
      if (event.key === "Escape") {
        setMention(null);
        return;
      }
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {options.length > 0 && (
        <div
          className="mention-list"
          id="chat-mentions"
          role="listbox"
          aria-label={mention?.trigger === "$" ? "Tickers" : "Mentions"}
        >
          {options.map((option, index) => (
            <div
              key={option}
              id={`chat-mention-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === highlighted}
              className="mention-option"
              // A press on a choice must not blur the box (which would close the list) first.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onKeyDown={() => {}}
            >
              {mention?.trigger === "$" ? "$" : "@"}
              {option}
            </div>
          ))}
        </div>
      )}
      <label className="visually-hidden" htmlFor="chat-input">
        Message
      </label>
      <textarea
        id="chat-input"
        ref={box}
        className="chat-input"
        rows={1}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls="chat-mentions"
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? `chat-mention-${highlighted}` : undefined}
        value={draft}
        placeholder={chatPlaceholder(about, mentionHint && !mobile)}
        onChange={(event) => {
          setDraft(event.target.value);
          setMention(mentionAt(event.target.value, event.target.selectionStart));
          setHighlighted(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
      />
      <div className="composer-bar">
        {assistant.known && !assistant.live && <span className="composer-note">{OFFLINE_CHOICES_NOTE}</span>}
        {offeredChoiceGroups(assistant.live).map((group) => (
          <Setting
            key={group.key}
            label={group.legend}
            value={preferences[group.key]}
            options={group.choices.map((choice) => [choice.value, compactChoiceLabel(group, choice, mobile)] as const)}
            onChange={(value) => chat.setPreferences({ [group.key]: value })}
          />
        ))}
        {canStop ? (
          <button type="button" className="button composer-send" onClick={chat.stop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="button button-primary composer-send" disabled={busy || draft.trim() === ""}>
            Send
          </button>
        )}
      </div>
    </form>
  );
}
