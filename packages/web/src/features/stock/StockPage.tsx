// The stock page (/stock/{symbol} and /portfolio/{symbol}): the header with the quote, then the
// sections Overview, Financials, Valuation, Moat, News, Filings and Notes as tabs, the open one in
// the address (`?section=`, which the assistant's citations use too).
import {
  STOCK_SECTIONS,
  type StockSection,
  stockSectionAddress,
  stockSectionAfter,
  stockSectionFrom,
  symbolFromAddress,
  uncoveredCompany,
} from "@moatwise/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation, useParams, useSearch } from "wouter";
import { useData, useQueries } from "../../app/data";
import { Icon } from "../../ui/Icon";
import { LoadError } from "../../ui/LoadError";
import { Skeleton } from "../../ui/Skeleton";
import { DeadEndPanel } from "../companies/DeadEnd";
import { NotesSection } from "../notes/NotesSection";
import { HoldingPanel } from "../portfolio/HoldingPanel";
import { FilingsSection } from "./FilingsSection";
import { FinancialsSection } from "./FinancialsSection";
import { MoatSection } from "./MoatSection";
import { NewsSection } from "./NewsSection";
import { OverviewSection } from "./OverviewSection";
import { StockHeader } from "./StockHeader";
import { ValuationSection } from "./ValuationSection";
import "./stock.css";

function SectionTabs({
  current,
  onChange,
}: {
  readonly current: StockSection;
  readonly onChange: (section: StockSection) => void;
}) {
  // A tab opened by link, or the next one by arrow key, is brought into view (a phone scrolls the tabs).
  useEffect(() => {
    document.getElementById(`tab-${current}`)?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [current]);
  const strip = useRef<HTMLDivElement>(null);
  const moreRight = useMoreToTheRight(strip);
  const move = (step: number) => {
    const next = stockSectionAfter(current, step);
    onChange(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  return (
    <div className="stock-tabs-frame">
      <div className="stock-tabs" role="tablist" aria-label="Sections" ref={strip} data-more-right={moreRight}>
        {STOCK_SECTIONS.map((section) => (
          <button
            key={section.id}
            id={`tab-${section.id}`}
            type="button"
            role="tab"
            aria-selected={section.id === current}
            aria-controls={`panel-${section.id}`}
            tabIndex={section.id === current ? 0 : -1}
            onClick={() => onChange(section.id)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") move(1);
              if (event.key === "ArrowLeft") move(-1);
            }}
          >
            {section.label}
          </button>
        ))}
      </div>
      <span className="stock-tabs-more" aria-hidden="true">
        <Icon name="chevronRight" size={18} />
      </span>
    </div>
  );
}

/** Whether a scrolling strip has more to its right than it shows, as it scrolls and resizes. */
function useMoreToTheRight(strip: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, [strip]);
  return more;
}

export default function StockPage() {
  const params = useParams<{ symbol: string }>();
  const symbol = symbolFromAddress(params.symbol ?? "");
  const { company } = useQueries();
  const profile = useData(company.profile(symbol));
  const quote = useData(company.quote(symbol));
  const search = useSearch();
  const [path, navigate] = useLocation();
  // The tab is in the address: Back returns to the one before; a reload or a shared link keeps it.
  const section = stockSectionFrom(search);
  const setSection = (next: StockSection) => navigate(stockSectionAddress(path, search, next));
  const notCovered = profile.isError ? uncoveredCompany(profile.error, symbol) : null;
  // What the page is about reaches the shell's machine from core, which reads the loaded profile
  // along the address (machines/app/app.pageData.ts).
  return (
    <main className="page stock-page">
      {profile.isPending && (
        <div className="stock-header-skeleton">
          <Skeleton className="skeleton-title" label={`Loading ${symbol}`} />
          <Skeleton className="skeleton-line" label="" />
        </div>
      )}
      {profile.isError && (
        <>
          <h1>{symbol}</h1>
          {notCovered ? (
            <DeadEndPanel deadEnd={notCovered} />
          ) : (
            <LoadError error={profile.error} onRetry={() => profile.refetch()} />
          )}
        </>
      )}
      {path.startsWith("/portfolio/") && <HoldingPanel symbol={symbol} />}
      {profile.data && (
        <>
          <StockHeader profile={profile.data} quote={quote.data} />
          <SectionTabs current={section} onChange={setSection} />
          <div id={`panel-${section}`} role="tabpanel" aria-labelledby={`tab-${section}`} className="stock-panel">
            {section === "overview" && <OverviewSection profile={profile.data} />}
            {section === "financials" && <FinancialsSection symbol={symbol} />}
            {section === "valuation" && <ValuationSection symbol={symbol} />}
            {section === "moat" && <MoatSection symbol={symbol} companyName={profile.data.companyName} />}
            {section === "news" && <NewsSection symbol={symbol} companyName={profile.data.companyName} />}
            {section === "filings" && <FilingsSection symbol={symbol} />}
            {section === "notes" && <NotesSection symbol={symbol} />}
          </div>
        </>
      )}
    </main>
  );
}
