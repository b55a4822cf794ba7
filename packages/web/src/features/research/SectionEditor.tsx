// Editing a written section of a report: its summary, and the text of each key point, piece of
// evidence and open risk; a point can be removed and the reader's own added. The rules (what an
// edit changes, when a figure is unverified, what cannot be saved) are core's; saving sends the
// section and the server checks every claim's figures again. A refused save keeps what was typed.
import {
  addClaim,
  CLAIM_LIST_TITLES,
  type ClaimListName,
  editClaim,
  editSummary,
  type ResearchSection,
  removeClaim,
  SECTION_TEXT_MAX_CHARS,
  type StructuredContent,
  sectionEditProblem,
} from "@moatwise/core";
import { useState } from "react";
import { useMutation, useMutations } from "../../app/mutations";
import { BusyButton } from "../../ui/BusyButton";
import { ProblemText } from "../../ui/ProblemText";
import { ClaimFlag } from "./ClaimList";

const LISTS: ReadonlyArray<ClaimListName> = ["keyPoints", "evidence", "risks"];

function ClaimsEditor(props: {
  readonly content: StructuredContent;
  readonly list: ClaimListName;
  readonly onChange: (content: StructuredContent) => void;
}) {
  const { content, list, onChange } = props;
  const [own, setOwn] = useState("");
  const title = CLAIM_LIST_TITLES[list];
  const add = () => {
    onChange(addClaim(content, list, own));
    setOwn("");
  };
  return (
    <fieldset className="section-editor-list">
      <legend>{title}</legend>
      {content[list].map((claim, index) => (
        // Claims have no ids; a claim's place in its list is what the edit names.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="section-editor-claim" key={index}>
          <textarea
            className="input"
            rows={2}
            maxLength={SECTION_TEXT_MAX_CHARS}
            aria-label={`${title}, point ${index + 1}`}
            value={claim.text}
            onChange={(event) => onChange(editClaim(content, list, index, event.target.value))}
          />
          <div className="section-editor-claim-meta">
            <span className="muted">
              {claim.sources.length === 0
                ? "Your own words"
                : `${claim.sources.length} ${claim.sources.length === 1 ? "source" : "sources"}`}
            </span>
            <ClaimFlag claim={claim} />
            <button
              type="button"
              className="link-button"
              aria-label={`Remove ${title.toLowerCase()} point ${index + 1}`}
              onClick={() => onChange(removeClaim(content, list, index))}
            >
              Remove
            </button>
          </div>
        </div>
      ))}
      <div className="section-editor-add">
        <input
          className="input"
          aria-label={`Your own point for ${title.toLowerCase()}`}
          placeholder="Add your own point"
          maxLength={SECTION_TEXT_MAX_CHARS}
          value={own}
          onChange={(event) => setOwn(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" className="button button-small" disabled={own.trim() === ""} onClick={add}>
          Add
        </button>
      </div>
    </fieldset>
  );
}

export function SectionEditor(props: {
  readonly documentId: string;
  readonly section: ResearchSection;
  readonly onDone: () => void;
}) {
  const [content, setContent] = useState(props.section.structuredContent);
  const [tried, setTried] = useState(false);
  const saving = useMutation(useMutations().research.saveSection(props.documentId));
  const problem = tried ? sectionEditProblem(content) : null;
  return (
    <form
      className="section-editor"
      aria-label={`Edit ${props.section.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (sectionEditProblem(content) !== null) return;
        saving.run({ sectionId: props.section.id, content }, { onSuccess: props.onDone });
      }}
    >
      <label className="field">
        <span>Summary</span>
        <textarea
          className="input"
          rows={3}
          maxLength={SECTION_TEXT_MAX_CHARS}
          value={content.summary}
          onChange={(event) => setContent(editSummary(content, event.target.value))}
        />
      </label>
      {LISTS.map((list) => (
        <ClaimsEditor key={list} content={content} list={list} onChange={setContent} />
      ))}
      <ProblemText problem={problem ?? saving.problem} />
      <div className="section-editor-actions">
        <BusyButton type="submit" className="button button-primary" busy={saving.busy} busyLabel="Saving…">
          Save section
        </BusyButton>
        <button type="button" className="button" onClick={props.onDone} disabled={saving.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
