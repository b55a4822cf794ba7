// Selection tools (spec §2): selecting at least 3 characters (trimmed) of an answer or a document
// offers Highlight in four colours and Ask about this, in a small toolbar above the selection.
// Highlights are the user's own, stored per document and painted with the CSS Highlight API; a
// selection inside a highlight can also remove it. Escape, or clearing the selection, hides the
// toolbar; its buttons keep the selection (they never take it on mouse down).
import {
  type Highlight,
  type HighlightColor,
  highlightCovering,
  referenceChipText,
  selectIsAuthenticated,
  type TextRange,
  trimmedSelection,
} from "@moatwise/core";
import { type ReactNode, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { AuthActor } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";

import { clearHighlights, paintHighlights } from "./highlightPainter";
import { offsetsOf, rangeAt, selectionWithin } from "./textRanges";
import "./selection.css";

const COLORS: ReadonlyArray<HighlightColor> = ["yellow", "blue", "green", "pink"];
/** Keeps the toolbar clear of the fixed header and the screen's edges (px). */
const TOOLBAR_TOP_MIN = 64;
const TOOLBAR_EDGE = 8;

interface Picked extends TextRange {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
}

function useDocumentHighlights(documentId: string | null, signedIn: boolean) {
  const { workspace } = useQueries();
  const enabled = documentId !== null && signedIn;
  const list = useData({ ...workspace.highlights(documentId ?? ""), enabled });
  return enabled ? (list.data ?? []) : [];
}

function paintIn(element: HTMLElement, highlights: ReadonlyArray<Highlight>) {
  const marks = highlights.flatMap((highlight) => {
    const range = rangeAt(element, highlight.startOffset, highlight.endOffset);
    return range && range.toString() === highlight.highlightedText ? [{ color: highlight.color, range }] : [];
  });
  paintHighlights(element, marks);
}

/**
 * Paints the document's highlights after every render, and again whenever the text inside changes
 * without one (a lazily loaded renderer replacing its plain-text stand-in after a reload).
 */
function usePaintedHighlights(container: RefObject<HTMLElement | null>, highlights: ReadonlyArray<Highlight>) {
  const latest = useRef(highlights);
  latest.current = highlights;
  useLayoutEffect(() => {
    const element = container.current;
    if (element) paintIn(element, highlights);
  });
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new MutationObserver(() => paintIn(element, latest.current));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      clearHighlights(element);
    };
  }, [container]);
}

/** What the user has selected inside `container`, trimmed, with where to show the toolbar. */
function usePickedSelection(container: RefObject<HTMLElement | null>) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const pick = useCallback(() => {
    const element = container.current;
    const range = element ? selectionWithin(element) : null;
    if (!element || !range) return setPicked(null);
    const { start, end } = offsetsOf(element, range);
    const trimmed = trimmedSelection(element.textContent ?? "", start, end);
    if (!trimmed) return setPicked(null);
    const box = range.getBoundingClientRect();
    setPicked({ ...trimmed, top: box.top, bottom: box.bottom, left: box.left + box.width / 2 });
  }, [container]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setPicked(null);
      else if (event.shiftKey || event.key === "Shift") pick();
    };
    // Only a selection made in this text: a click elsewhere leaves the toolbar closed.
    const onMouseUp = (event: MouseEvent) => {
      if (event.target instanceof Node && container.current?.contains(event.target)) pick();
    };
    const onSelectionChange = () => {
      const element = container.current;
      if (element && !selectionWithin(element)) setPicked(null);
    };
    document.addEventListener("mouseup", onMouseUp);
    document.addEventListener("keyup", onKey);
    document.addEventListener("selectionchange", onSelectionChange);
    return () => {
      document.removeEventListener("mouseup", onMouseUp);
      document.removeEventListener("keyup", onKey);
      document.removeEventListener("selectionchange", onSelectionChange);
    };
  }, [pick, container]);
  return [picked, () => setPicked(null)] as const;
}

/** Highlighting and unhighlighting in a document (core's mutations; failures come as toasts). */
function useHighlightActions(documentId: string | null) {
  const { workspace } = useMutations();
  const creating = useMutation(workspace.createHighlight(documentId ?? ""));
  const removing = useMutation(workspace.removeHighlight(documentId ?? ""));
  return {
    highlight: (range: TextRange, color: HighlightColor) => {
      if (documentId) creating.run({ range, color });
    },
    remove: (highlight: Highlight) => removing.run(highlight),
  };
}

function toolbarPosition(picked: Picked) {
  const above = picked.top - TOOLBAR_EDGE >= TOOLBAR_TOP_MIN;
  return {
    top: above ? picked.top - TOOLBAR_EDGE : picked.bottom + TOOLBAR_EDGE,
    left: Math.min(Math.max(picked.left, TOOLBAR_EDGE), window.innerWidth - TOOLBAR_EDGE),
    transform: above ? "translate(-50%, -100%)" : "translate(-50%, 0)",
  };
}

interface SelectableTextProps {
  /** Where highlights are kept; null offers no highlighting (an answer not yet saved). */
  readonly documentId: string | null;
  readonly onAsk: (passage: string) => void;
  readonly className?: string;
  readonly children: ReactNode;
}

export function SelectableText({ documentId, onAsk, className, children }: SelectableTextProps) {
  const container = useRef<HTMLDivElement>(null);
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const highlights = useDocumentHighlights(documentId, signedIn);
  usePaintedHighlights(container, highlights);
  const [picked, dismiss] = usePickedSelection(container);
  const actions = useHighlightActions(documentId);
  const covering = picked ? highlightCovering(highlights, picked) : undefined;
  const done = () => {
    dismiss();
    document.getSelection()?.removeAllRanges();
  };

  return (
    <div ref={container} className={className}>
      {children}
      {picked &&
        createPortal(
          // biome-ignore lint/a11y/noStaticElementInteractions: mouse down only keeps the selection; every tool is a button
          <div
            role="toolbar"
            aria-label="Selection tools"
            className="selection-tools"
            style={toolbarPosition(picked)}
            onMouseDown={(event) => event.preventDefault()}
          >
            <q className="reference-chip reference-chip-floating">{referenceChipText(picked.highlightedText, true)}</q>
            <div className="selection-tools-actions">
              {documentId &&
                signedIn &&
                COLORS.map((color) => (
                  <button
                    key={color}
                    type="button"
                    className={`highlight-swatch highlight-swatch-${color}`}
                    aria-label={`Highlight ${color}`}
                    title={`Highlight ${color}`}
                    onClick={() => {
                      actions.highlight(picked, color);
                      done();
                    }}
                  />
                ))}
              {covering && (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => {
                    actions.remove(covering);
                    done();
                  }}
                >
                  Remove highlight
                </button>
              )}
              <button
                type="button"
                className="button button-small button-primary"
                onClick={() => {
                  onAsk(picked.highlightedText);
                  done();
                }}
              >
                Ask about this
              </button>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}
