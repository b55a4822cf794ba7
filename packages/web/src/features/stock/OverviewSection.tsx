// Overview: the price chart, the key figures, the facts worth knowing first (the server's
// overview), the profile, and the questions users share about the company. Its text, like a
// filing's, can be selected into a highlight kept with the company, or asked about (issue 43).
import {
  type CompanyProfile,
  formatCount,
  formatDecimal,
  formatMoney,
  formatMultiple,
  formatPercent,
  formatPriceRange,
  formatWhole,
  type OverviewPart,
  overviewDocumentId,
  texts,
} from "@moatwise/core";
import type { ReactNode } from "react";
import { useShell } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { Skeleton } from "../../ui/Skeleton";
import { SharedPrompts } from "../prompts/SharedPrompts";
import { SelectableText } from "../selection/SelectableText";
import { PriceChart } from "./PriceChart";

function Fact({ label, value }: { readonly label: string; readonly value: React.ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A part of the Overview whose selected text becomes a highlight on the company, or a question. */
function OverviewText({
  symbol,
  part,
  children,
}: {
  readonly symbol: string;
  readonly part: OverviewPart;
  readonly children: ReactNode;
}) {
  const shell = useShell();
  return (
    <SelectableText
      documentId={overviewDocumentId(symbol, part)}
      onAsk={(passage) => shell.openInlineChat({ context: passage, autoSend: true })}
    >
      {children}
    </SelectableText>
  );
}

/** The facts worth knowing first, written by the server from the figures, with their sources. */
function AtAGlance({ profile }: { readonly profile: CompanyProfile }) {
  const { company } = useQueries();
  const overview = useData(company.overview({ symbol: profile.symbol, company_name: profile.companyName }));
  return (
    <section className="card glance-card" aria-labelledby="glance-title">
      <h2 id="glance-title">At a glance</h2>
      {overview.isPending && <Skeleton className="text-skeleton" label="Loading the overview" />}
      {overview.isError && <LoadError error={overview.error} onRetry={() => overview.refetch()} />}
      {overview.data && (
        <>
          <OverviewText symbol={profile.symbol} part="glance">
            <ul className="glance-list">
              {overview.data.highlights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </OverviewText>
          {overview.data.sources.length > 0 && (
            <p className="glance-sources muted">
              Sources:{" "}
              {overview.data.sources.map((source, index) => (
                <span key={source.url}>
                  {index > 0 && " · "}
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </a>
                </span>
              ))}
            </p>
          )}
        </>
      )}
    </section>
  );
}

export function OverviewSection({ profile }: { readonly profile: CompanyProfile }) {
  const { financials } = useQueries();
  const ratios = useData(financials.ratiosTtm(profile.symbol));
  const website = profile.website?.replace(/^https?:\/\//, "");
  return (
    <div className="stock-overview">
      <PriceChart symbol={profile.symbol} />
      <section className="card" aria-labelledby="key-figures-title">
        <h2 id="key-figures-title">Key figures</h2>
        <dl className="facts facts-figures">
          <Fact label="Market cap" value={formatMoney(profile.marketCap)} />
          <Fact label={texts.peTrailingLabel} value={ratios.isPending ? "…" : formatMultiple(ratios.data?.peRatio)} />
          <Fact
            label="Price / sales (TTM)"
            value={ratios.isPending ? "…" : formatMultiple(ratios.data?.priceToSalesRatio)}
          />
          <Fact label="Net margin (TTM)" value={ratios.isPending ? "…" : formatPercent(ratios.data?.netProfitMargin)} />
          <Fact label="Beta" value={formatDecimal(profile.beta)} />
          <Fact label="Dividend yield" value={ratios.isPending ? "…" : formatPercent(ratios.data?.dividendYield, 2)} />
          <Fact label="52-week range" value={formatPriceRange(profile.range)} />
          <Fact label="Average volume" value={formatCount(profile.averageVolume)} />
        </dl>
      </section>
      <AtAGlance profile={profile} />
      <section className="card profile-card" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        {profile.description && (
          <OverviewText symbol={profile.symbol} part="profile">
            <p className="stock-description">{profile.description}</p>
          </OverviewText>
        )}
        <dl className="facts">
          <Fact label="Sector" value={profile.sector ?? "—"} />
          <Fact label="Industry" value={profile.industry ?? "—"} />
          <Fact label="CEO" value={profile.ceo ?? "—"} />
          <Fact label="Employees" value={formatWhole(profile.fullTimeEmployees)} />
          <Fact label="Headquarters" value={[profile.city, profile.state].filter(Boolean).join(", ") || "—"} />
          <Fact label="Listed since" value={profile.ipoDate ?? "—"} />
          <Fact
            label="Website"
            value={
              profile.website ? (
                <a href={profile.website} target="_blank" rel="noopener noreferrer">
                  {website}
                </a>
              ) : (
                "—"
              )
            }
          />
          <Fact label="CIK" value={profile.cik ?? "—"} />
        </dl>
      </section>
      <SharedPrompts profile={profile} />
    </div>
  );
}
