// The nine analysis pillars of a research report (data-areas §3), in the order a report reads
// them: each with its title, a one-line aim for the picker, and the long description that says
// what the section must establish. The ids are the spec's; the words are ours.
import { PILLAR_IDS, type PillarId } from "../schemas/research";

export interface Pillar {
  readonly id: PillarId;
  readonly title: string;
  /** One line for the picker. */
  readonly aim: string;
  /** What the section must establish, and from what evidence. */
  readonly description: string;
}

const PILLARS: Readonly<Record<PillarId, Omit<Pillar, "id">>> = {
  "business-model-industry": {
    title: "Business model and industry",
    aim: "How the company makes money, and the industry it does it in.",
    description:
      "Who pays the company, for what, and how often; which products and segments carry revenue and profit; " +
      "how the industry is structured, how fast it grows, and where the company sits in its value chain.",
  },
  "business-history-evolution": {
    title: "History and evolution",
    aim: "The turns that made the business what it is today.",
    description:
      "The founding idea and the major pivots, acquisitions and divestments; how the mix of products, " +
      "customers and geographies changed; which past decisions still shape the economics.",
  },
  competitors: {
    title: "Competitors",
    aim: "Who fights for the same customers, and who is winning.",
    description:
      "The direct and indirect rivals, their scale and margins next to the company's, share gained or lost, " +
      "and the substitutes or new entrants that could change the field.",
  },
  "reputation-stakeholders-moat": {
    title: "Reputation, stakeholders and moat",
    aim: "What protects the returns, and who the company must keep on side.",
    description:
      "The durable advantages (scale, network effects, switching costs, brand, cornered resources, process " +
      "power) with the evidence for each; how customers, suppliers, employees and regulators regard the company.",
  },
  "leadership-culture-capital": {
    title: "Leadership, culture and capital allocation",
    aim: "Who runs the company, and what they do with its cash.",
    description:
      "The executives and the board, their record and incentives; the culture the filings and news describe; " +
      "how cash is split among reinvestment, acquisitions, dividends, buybacks and debt.",
  },
  "economic-engine-financial": {
    title: "Economic engine and financials",
    aim: "The numbers that show how the business earns its returns.",
    description:
      "Revenue growth, gross, operating and net margins, cash conversion, returns on capital and the balance " +
      "sheet over the years the statements cover, and what drives each.",
  },
  "reinvestment-growth-vectors": {
    title: "Reinvestment and growth vectors",
    aim: "Where the next years of growth come from, and what they cost.",
    description:
      "Capital expenditure and research spending against revenue; the markets, products and geographies the " +
      "company is investing in; how much room each has and what return it has earned so far.",
  },
  "track-record-operations": {
    title: "Track record and operations",
    aim: "Whether the company has delivered what it promised.",
    description:
      "Growth and margins against the plans and guidance it set; execution on launches, integrations and " +
      "cost programmes; the operating figures (units, customers, stores, capacity) behind the results.",
  },
  "risks-mitigating-factors": {
    title: "Risks and mitigating factors",
    aim: "What could go wrong, and what stands in its way.",
    description:
      "The risks the company names in its filings (competition, regulation, concentration, supply, debt, " +
      "technology) and those the figures show, each with what mitigates it and what to watch.",
  },
};

/** The nine pillars, in report order. */
export const RESEARCH_PILLARS: ReadonlyArray<Pillar> = PILLAR_IDS.map((id) => ({ id, ...PILLARS[id] }));

export function pillarOf(id: PillarId): Pillar {
  return { id, ...PILLARS[id] };
}

/** The chosen pillars in report order, each once, whatever order they were picked in. */
export function inReportOrder(chosen: ReadonlyArray<PillarId>): PillarId[] {
  const wanted = new Set(chosen);
  return PILLAR_IDS.filter((id) => wanted.has(id));
}

/** The choice after a pillar is ticked or unticked: in report order, each once. */
export function togglePillar(chosen: ReadonlyArray<PillarId>, id: PillarId): PillarId[] {
  return chosen.includes(id) ? chosen.filter((other) => other !== id) : inReportOrder([...chosen, id]);
}
