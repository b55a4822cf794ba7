// Moat: the evidence for each of Hamilton Helmer's seven powers, numeric proxies from the
// statements and passages from the company description, with the AI judgement once an AI
// provider is configured (until then the server says the answer is evidence only). Each proxy
// shows which way it points for this company; one that argues against a power is listed apart,
// under "Evidence against", never as the power's evidence.
import {
  DIRECTION_WORDS,
  evidenceByDirection,
  evidenceValue,
  POWER_MEANINGS,
  type PowerEvidence,
  type SevenPowers,
} from "@moatwise/core";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";

type Power = SevenPowers["powers"][number];

function Evidence({ item }: { readonly item: PowerEvidence }) {
  if (item.kind === "passage") {
    return (
      <li className="evidence evidence-passage">
        <blockquote>{item.text}</blockquote>
        {item.source && (
          <a href={item.source.url} target="_blank" rel="noopener noreferrer" className="evidence-source">
            {item.source.title}
          </a>
        )}
      </li>
    );
  }
  return (
    <li className="evidence evidence-metric">
      <span className="evidence-label">{item.label}</span>
      <span className="evidence-value">{evidenceValue(item)}</span>
      {item.direction && (
        <span className={`evidence-direction direction-${item.direction}`}>{DIRECTION_WORDS[item.direction]}</span>
      )}
      {item.text && <span className="evidence-why muted">{item.text}</span>}
    </li>
  );
}

function EvidenceList({ items, label }: { readonly items: ReadonlyArray<PowerEvidence>; readonly label: string }) {
  return (
    <ul className="evidence-list" aria-label={label}>
      {items.map((item) => (
        <Evidence key={`${item.label}:${item.text ?? ""}`} item={item} />
      ))}
    </ul>
  );
}

function PowerCard({ power }: { readonly power: Power }) {
  const id = `power-${power.name.replace(/\W+/g, "-").toLowerCase()}`;
  const split = evidenceByDirection(power.evidence);
  return (
    <section className="card power-card" aria-labelledby={id}>
      <div className="power-heading">
        <h3 id={id}>{power.name}</h3>
        <span className={`power-strength strength-${power.judgement?.strength ?? "none"}`}>
          {power.judgement ? power.judgement.strength : "Not judged"}
        </span>
      </div>
      <p className="power-meaning muted">{POWER_MEANINGS[power.name]}</p>
      {power.judgement && <p className="power-rationale">{power.judgement.rationale}</p>}
      {split.for.length === 0 ? (
        <p className="muted">No evidence for this power in the data.</p>
      ) : (
        <EvidenceList items={split.for} label={`Evidence for ${power.name}`} />
      )}
      {split.against.length > 0 && (
        <>
          <h4 className="evidence-against-heading">Evidence against</h4>
          <EvidenceList items={split.against} label={`Evidence against ${power.name}`} />
        </>
      )}
    </section>
  );
}

export function MoatSection({ symbol, companyName }: { readonly symbol: string; readonly companyName: string }) {
  const { company } = useQueries();
  const powers = useData(company.sevenPowers({ symbol, company_name: companyName }));
  return (
    <div className="moat">
      <div className="section-heading">
        <h2>Moat: the seven powers</h2>
        {powers.data && <ProvenanceBadge provenance={powers.data.provenance} />}
      </div>
      {powers.isPending && <Skeleton className="table-skeleton" label="Loading the seven powers" />}
      {powers.isError && <LoadError error={powers.error} onRetry={() => powers.refetch()} />}
      {powers.data && (
        <>
          {powers.data.note && <p className="alert alert-info">{powers.data.note}</p>}
          <div className="power-grid">
            {powers.data.powers.map((power) => (
              <PowerCard key={power.name} power={power} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
