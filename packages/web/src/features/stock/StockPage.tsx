import { symbolFromAddress } from "@moatwise/core";
// The stock page (/stock/{symbol} and /portfolio/{symbol}): the header with the quote, then the
// sections Overview, Financials, Valuation, Moat, News, Filings and Notes as tabs. `?section=`
// opens a section (the assistant's citations of a note use it).
import { useState } from "react";
import { useParams, useSearch } from "wouter";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { Skeleton } from "../../ui/Skeleton";
import { NotesSection } from "../notes/NotesSection";
import { FilingsSection } from "./FilingsSection";
import { FinancialsSection } from "./FinancialsSection";
import { MoatSection } from "./MoatSection";
import { NewsSection } from "./NewsSection";
import { OverviewSection } from "./OverviewSection";
import { StockHeader } from "./StockHeader";
import { ValuationSection } from "./ValuationSection";
import "./stock.css";

const SECTIONS = [
  { id: "overview", label: "Overview" },
  { id: "financials", label: "Financials" },
  { id: "valuation", label: "Valuation" },
  { id: "moat", label: "Moat" },
  { id: "news", label: "News" },
  { id: "filings", label: "Filings" },
  { id: "notes", label: "Notes" },
] as const;
type Section = (typeof SECTIONS)[number]["id"];

const sectionNamed = (name: string | null): Section =>
  SECTIONS.find((section) => section.id === name)?.id ?? "overview";

function SectionTabs({
  current,
  onChange,
}: {
  readonly current: Section;
  readonly onChange: (section: Section) => void;
}) {
  const move = (step: number) => {
    const index = SECTIONS.findIndex((section) => section.id === current);
    const next = SECTIONS[(index + step + SECTIONS.length) % SECTIONS.length];
    if (next) {
      onChange(next.id);
      document.getElementById(`tab-${next.id}`)?.focus();
    }
  };
  return (
    <div className="stock-tabs" role="tablist" aria-label="Sections">
      {SECTIONS.map((section) => (
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
  );
}

export default function StockPage() {
  const params = useParams<{ symbol: string }>();
  const symbol = symbolFromAddress(params.symbol ?? "");
  const { company } = useQueries();
  const profile = useData(company.profile(symbol));
  const quote = useData(company.quote(symbol));
  const search = useSearch();
  const [section, setSection] = useState<Section>(() => sectionNamed(new URLSearchParams(search).get("section")));
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
          <LoadError error={profile.error} onRetry={() => profile.refetch()} />
        </>
      )}
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
