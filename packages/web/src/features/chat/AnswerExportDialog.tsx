// Export an answer as an image (spec §2): a card 480 px wide with the question, the answer at a
// chosen font size (default 26, 8 to 48, step 1) and its sources, downloaded as a PNG made with
// html-to-image at twice its size. The whole answer fits (issue 23): the card grows from 360 px up
// to 960 px, then the font shrinks (core's fitExportCard, from a hidden copy measured at the chosen
// size). Loaded only when a user exports. Export errors are swallowed silently (spec).
import {
  type ChatEntryView,
  EXPORT_CARD_HEIGHT_PX,
  EXPORT_CARD_WIDTH_PX,
  EXPORT_FONT_SIZE_DEFAULT,
  EXPORT_FONT_SIZE_MAX,
  EXPORT_FONT_SIZE_MIN,
  EXPORT_FONT_SIZE_STEP,
  EXPORT_PIXEL_RATIO,
  type ExportCardFit,
  exportFileName,
  exportFontSize,
  fitExportCard,
  formatDate,
  sourceIconDomains,
} from "@moatwise/core";
import { toPng } from "html-to-image";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import AnswerMarkdown from "./AnswerMarkdown";
import "./export.css";

/** Room the dialog keeps around the card on a narrow screen (px). */
const DIALOG_PADDING_PX = 48;

/** Room the dialog keeps above and below the card (title, controls, margins), in px. */
const DIALOG_CHROME_HEIGHT_PX = 240;

async function downloadPng(card: HTMLElement, height: number, fileName: string): Promise<void> {
  const url = await toPng(card, {
    width: EXPORT_CARD_WIDTH_PX,
    height,
    pixelRatio: EXPORT_PIXEL_RATIO,
    skipFonts: true,
  });
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
}

/** The card is drawn at its real size and scaled down to fit the screen, in width and height. */
function useCardScale(height: number): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const fit = () =>
      setScale(
        Math.min(
          1,
          (window.innerWidth - DIALOG_PADDING_PX) / EXPORT_CARD_WIDTH_PX,
          Math.max(0.3, (window.innerHeight - DIALOG_CHROME_HEIGHT_PX) / height),
        ),
      );
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [height]);
  return scale;
}

/** What the card shows: its header, the question, the answer at `fontSize` and the sources. */
function CardContent(props: {
  readonly entry: ChatEntryView;
  readonly question: string;
  readonly fontSize: number;
  readonly domains: ReadonlyArray<string>;
}) {
  return (
    <>
      <header>
        <strong>Moatwise</strong>
        <span>{formatDate(new Date())}</span>
      </header>
      {props.question && <p className="export-card-question">{props.question}</p>}
      <div className="export-card-answer" style={{ fontSize: props.fontSize }}>
        <AnswerMarkdown text={props.entry.content} citations={[]} />
      </div>
      {props.domains.length > 0 && <footer>Sources: {props.domains.join(", ")}</footer>}
    </>
  );
}

/**
 * Fits the card to a hidden copy of it, measured at each font size core's search asks about. The
 * copy sits outside the dialog, so it can be measured before the dialog opens.
 */
function useCardFit(measure: React.RefObject<HTMLDivElement | null>, fontSize: number): ExportCardFit {
  const [fit, setFit] = useState<ExportCardFit>({ height: EXPORT_CARD_HEIGHT_PX, fontSize, fits: true });
  useLayoutEffect(() => {
    const card = measure.current;
    const answer = card?.querySelector<HTMLElement>(".export-card-answer");
    if (!card || !answer) return;
    const heightAt = (size: number) => {
      answer.style.fontSize = `${size}px`;
      return card.scrollHeight;
    };
    const refit = () => {
      setFit(fitExportCard(fontSize, heightAt));
      answer.style.fontSize = `${fontSize}px`;
    };
    refit();
    // Measured again when the copy's size changes: its answer finishes rendering, a font arrives.
    const observer = new ResizeObserver(refit);
    observer.observe(card);
    return () => observer.disconnect();
  }, [measure, fontSize]);
  return fit;
}

interface AnswerExportDialogProps {
  readonly entry: ChatEntryView;
  readonly question: string;
  readonly onClose: () => void;
}

export default function AnswerExportDialog({ entry, question, onClose }: AnswerExportDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [fontSize, setFontSize] = useState(EXPORT_FONT_SIZE_DEFAULT);
  const fit = useCardFit(measure, fontSize);
  const scale = useCardScale(fit.height);
  const domains = sourceIconDomains(entry.sources.map((source) => source.url));

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const download = () => {
    if (card.current) downloadPng(card.current, fit.height, exportFileName(question, new Date())).catch(() => {});
  };

  return (
    <>
      <div
        ref={measure}
        className="export-card export-card-measure"
        aria-hidden="true"
        style={{ width: EXPORT_CARD_WIDTH_PX }}
      >
        <CardContent entry={entry} question={question} fontSize={fontSize} domains={domains} />
      </div>
      <dialog ref={dialog} className="export-dialog" aria-labelledby="export-title" onClose={onClose}>
        <h2 id="export-title">Export as image</h2>
        <div className="export-card-frame" style={{ width: EXPORT_CARD_WIDTH_PX * scale, height: fit.height * scale }}>
          <div
            ref={card}
            className="export-card"
            data-cut={!fit.fits}
            style={{ width: EXPORT_CARD_WIDTH_PX, height: fit.height, transform: `scale(${scale})` }}
            data-testid="export-card"
          >
            <CardContent entry={entry} question={question} fontSize={fit.fontSize} domains={domains} />
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
          <output>
            {fontSize} px{fit.fontSize < fontSize ? `, shown at ${fit.fontSize} px to fit the whole answer` : ""}
          </output>
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
    </>
  );
}
