// Where the money went in the latest period: revenue → costs → profit → cash, drawn as a flow
// diagram (boxes in columns, ribbons as thick as the amounts) from core's layout; a thin margin's
// box drawn at least FLOW_NODE_MIN_HEIGHT_PX tall, and labels spread by core so none collide. A
// phone gets the same flow top to bottom (core's narrowFlow), scaled to the card's width; CSS
// shows the one that fits.
import {
  type FinancialFlow,
  FLOW_LABEL_HEIGHT_PX,
  FLOW_NARROW_WIDTH_PX,
  FLOW_NODE_MIN_HEIGHT_PX,
  type FlowLayout,
  flowLabels,
  flowLayout,
  formatMoney,
  narrowFlow,
  type StatementPeriod,
} from "@moatwise/core";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";

const BOX = { width: 860, height: 320, nodeWidth: 12, gap: 18, minNodeHeight: FLOW_NODE_MIN_HEIGHT_PX };
const LABEL_SPACE = 130;
const LABEL = { width: LABEL_SPACE - 10, height: FLOW_LABEL_HEIGHT_PX, offset: 6 };
const MARGIN = 8;

const TITLE = "Flow of revenue to profit and cash";
const describe = (layout: FlowLayout) =>
  layout.nodes.map((node) => `${node.label} ${formatMoney(node.value)}`).join("; ");

function FlowDiagram({ flow }: { readonly flow: FinancialFlow }) {
  const layout = flowLayout(flow, BOX);
  const labelOf = new Map(flowLabels(layout, BOX, LABEL).map((label) => [label.id, label]));
  const kindOf = new Map(layout.nodes.map((node) => [node.id, node.kind]));
  return (
    <svg
      className="flow-diagram flow-wide"
      viewBox={`${-MARGIN} ${-MARGIN} ${BOX.width + LABEL_SPACE + 2 * MARGIN} ${BOX.height + 2 * MARGIN}`}
      role="img"
    >
      <title>{TITLE}</title>
      <desc>{describe(layout)}</desc>
      {layout.links.map((link) => (
        <path
          key={`${link.source}-${link.target}`}
          d={link.path}
          className={`flow-link flow-${kindOf.get(link.target) ?? "other"}`}
        />
      ))}
      {layout.nodes.map((node) => {
        const label = labelOf.get(node.id);
        const x = label?.x ?? node.x + BOX.nodeWidth + LABEL.offset;
        // The first line's glyphs rise above a hanging baseline: a little room inside the label's box.
        const y = (label?.y ?? node.y) + 4;
        return (
          <g key={node.id} data-testid="flow-node">
            <rect
              x={node.x}
              y={node.y}
              width={BOX.nodeWidth}
              height={node.height}
              className={`flow-node flow-${node.kind}`}
            />
            <text x={x} y={y} className="flow-label" dominantBaseline="hanging">
              <tspan>{node.label}</tspan>
              <tspan x={x} dy="1.25em" className="flow-label-value">
                {formatMoney(node.value)}
              </tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The flow top to bottom: the layout drawn with x and y swapped, each label under its box. */
function NarrowFlowDiagram({ flow }: { readonly flow: FinancialFlow }) {
  const narrow = narrowFlow(flow, FLOW_NARROW_WIDTH_PX);
  const { layout } = narrow;
  const labelOf = new Map(narrow.labels.map((label) => [label.id, label]));
  const kindOf = new Map(layout.nodes.map((node) => [node.id, node.kind]));
  return (
    <svg
      className="flow-diagram flow-narrow"
      viewBox={`${-MARGIN} ${-MARGIN} ${narrow.width + 2 * MARGIN} ${narrow.height + 2 * MARGIN}`}
      role="img"
    >
      <title>{TITLE}</title>
      <desc>{describe(layout)}</desc>
      <g transform="matrix(0 1 1 0 0 0)">
        {layout.links.map((link) => (
          <path
            key={`${link.source}-${link.target}`}
            d={link.path}
            className={`flow-link flow-${kindOf.get(link.target) ?? "other"}`}
          />
        ))}
      </g>
      {layout.nodes.map((node) => {
        const label = labelOf.get(node.id);
        if (!label) return null;
        const middle = label.x + label.width / 2;
        return (
          <g key={node.id} data-testid="flow-node">
            <rect
              x={node.y}
              y={node.x}
              width={node.height}
              height={narrow.nodeWidth}
              className={`flow-node flow-${node.kind}`}
            />
            <text x={middle} y={label.y + 3} className="flow-label" dominantBaseline="hanging" textAnchor="middle">
              {label.lines.map((line, index) => (
                <tspan key={line} x={middle} dy={index === 0 ? 0 : "1.27em"}>
                  {line}
                </tspan>
              ))}
              <tspan x={middle} dy="1.27em" className="flow-label-value">
                {formatMoney(node.value)}
              </tspan>
            </text>
          </g>
        );
      })}
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
          <NarrowFlowDiagram flow={flow.data} />
        </div>
      )}
    </section>
  );
}
