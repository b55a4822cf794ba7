// Export an answer as an image (spec §2): a 480×360 card with the question, the answer at a
// chosen font size (default 26, 8 to 48, step 1) and its sources, downloaded as a PNG made with
// html-to-image. Loaded only when a user exports. Export errors are swallowed silently (spec).
import {
  type ChatEntryView,
  EXPORT_CARD_HEIGHT_PX,
  EXPORT_CARD_WIDTH_PX,
  EXPORT_FONT_SIZE_DEFAULT,
  EXPORT_FONT_SIZE_MAX,
  EXPORT_FONT_SIZE_MIN,
  EXPORT_FONT_SIZE_STEP,
  exportFileName,
  exportFontSize,
  formatDate,
  sourceIconDomains,
} from "@moatwise/core";
import { toPng } from "html-to-image";
import { useEffect, useRef, useState } from "react";
import AnswerMarkdown from "./AnswerMarkdown";
import "./export.css";

/** Room the dialog keeps around the card on a narrow screen (px). */
const DIALOG_PADDING_PX = 48;

async function downloadPng(card: HTMLElement, fileName: string): Promise<void> {
  const url = await toPng(card, {
    width: EXPORT_CARD_WIDTH_PX,
    height: EXPORT_CARD_HEIGHT_PX,
    pixelRatio: 1,
    skipFonts: true,
  });
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
}

/** The card is drawn at its real size and scaled down to fit a phone's screen. */
function useCardScale(): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const fit = () => setScale(Math.min(1, (window.innerWidth - DIALOG_PADDING_PX) / EXPORT_CARD_WIDTH_PX));
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, []);
  return scale;
}

interface AnswerExportDialogProps {
  readonly entry: ChatEntryView;
  readonly question: string;
  readonly onClose: () => void;
}

export default function AnswerExportDialog({ entry, question, onClose }: AnswerExportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const [fontSize, setFontSize] = useState(EXPORT_FONT_SIZE_DEFAULT);
  const scale = useCardScale();
  const domains = sourceIconDomains(entry.sources.map((source) => source.url));

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const download = () => {
    if (card.current) downloadPng(card.current, exportFileName(question, new Date())).catch(() => {});
  };

  return (
    <dialog ref={dialog} className="export-dialog" aria-labelledby="export-title" onClose={onClose}>
      <h2 id="export-title">Export as image</h2>
      <div
        className="export-card-frame"
        style={{ width: EXPORT_CARD_WIDTH_PX * scale, height: EXPORT_CARD_HEIGHT_PX * scale }}
      >
        <div
          ref={card}
          className="export-card"
          style={{
            width: EXPORT_CARD_WIDTH_PX,
            height: EXPORT_CARD_HEIGHT_PX,
            transform: `scale(${scale})`,
          }}
          data-testid="export-card"
        >
          <header>
            <strong>Moatwise</strong>
            <span>{formatDate(new Date())}</span>
          </header>
          {question && <p className="export-card-question">{question}</p>}
          <div className="export-card-answer" style={{ fontSize }}>
            <AnswerMarkdown text={entry.content} citations={[]} />
          </div>
          {domains.length > 0 && <footer>Sources: {domains.join(", ")}</footer>}
        </div>
      </div>
      <label className="export-font-size">
        Font size
        <input
          type="range"
          min={EXPORT_FONT_SIZE_MIN}
          max={EXPORT_FONT_SIZE_MAX}
          step={EXPORT_FONT_SIZE_STEP}
          value={fontSize}
          onChange={(event) => setFontSize(exportFontSize(event.currentTarget.valueAsNumber))}
        />
        <output>{fontSize} px</output>
      </label>
      <div className="export-actions">
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
        <button type="button" className="button button-primary" onClick={download}>
          Download PNG
        </button>
      </div>
    </dialog>
  );
}
