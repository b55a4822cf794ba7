// Where the money went in the latest period: revenue → costs → profit → cash, drawn as a flow
// diagram (boxes in columns, ribbons as thick as the amounts) from core's layout.
import { type FinancialFlow, flowLayout, formatMoney, type StatementPeriod } from "@moatwise/core";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";

const BOX = { width: 860, height: 320, nodeWidth: 12, gap: 18 };
const LABEL_SPACE = 130;
const MARGIN = 8;

function FlowDiagram({ flow }: { readonly flow: FinancialFlow }) {
  const layout = flowLayout(flow, BOX);
  const kindOf = new Map(layout.nodes.map((node) => [node.id, node.kind]));
  return (
    <svg
      className="flow-diagram"
      viewBox={`${-MARGIN} ${-MARGIN} ${BOX.width + LABEL_SPACE + 2 * MARGIN} ${BOX.height + 2 * MARGIN}`}
      role="img"
    >
      <title>Flow of revenue to profit and cash</title>
      <desc>{layout.nodes.map((node) => `${node.label} ${formatMoney(node.value)}`).join("; ")}</desc>
      {layout.links.map((link) => (
        <path
          key={`${link.source}-${link.target}`}
          d={link.path}
          className={`flow-link flow-${kindOf.get(link.target) ?? "other"}`}
        />
      ))}
      {layout.nodes.map((node) => (
        <g key={node.id}>
          <rect
            x={node.x}
            y={node.y}
            width={BOX.nodeWidth}
            height={Math.max(node.height, 1)}
            className={`flow-node flow-${node.kind}`}
          />
          <text x={node.x + BOX.nodeWidth + 6} y={node.y + Math.max(node.height, 1) / 2 - 2} className="flow-label">
            <tspan>{node.label}</tspan>
            <tspan x={node.x + BOX.nodeWidth + 6} dy="1.2em" className="flow-label-value">
              {formatMoney(node.value)}
            </tspan>
          </text>
        </g>
      ))}
    </svg>
  );
}

export function FinancialFlowChart({ symbol, period }: { readonly symbol: string; readonly period: StatementPeriod }) {
  const { financials } = useQueries();
  const flow = useData(financials.financialFlow(symbol, { period }));
  const title = flow.data
    ? `Where the money went, ${period === "annual" ? `fiscal ${flow.data.fiscalYear}` : `quarter ended ${flow.data.date}`}`
    : "Where the money went";
  return (
    <section className="card" aria-labelledby="flow-title">
      <div className="section-heading">
        <h2 id="flow-title">{title}</h2>
        {flow.data && <ProvenanceBadge provenance={flow.data.provenance} />}
      </div>
      {flow.isPending && <Skeleton className="chart-skeleton" label="Loading the flow of money" />}
      {flow.isError && <LoadError error={flow.error} onRetry={() => flow.refetch()} />}
      {flow.data && (
        <div className="flow-scroll">
          <FlowDiagram flow={flow.data} />
        </div>
      )}
    </section>
  );
}
