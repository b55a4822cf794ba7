// Concepts the data lacks (issue 44, item 6), as data: one row per concept, with the words a
// question uses for it and what the gap says the data has instead. A concept is asked when one of
// its phrases is in the question, or when a word of each of its cue lists is, in any order ("who
// holds the most Apple shares", "Apple shares: who holds the most?"). A misread question becomes
// a row or a word here, never a branch in a reader.
import type { StatementName } from "../../measures";
import { STATEMENT_LINES, type StatementLineId } from "./lackingStatementLines";

export type LackingConceptId =
  | "ownership"
  | "sharesRepurchased"
  | "workforceTurnover"
  | "callRemarks"
  | "comparableSales"
  | "segments"
  | "unitCounts"
  | "headCountHistory"
  | "guidance"
  | "consensus"
  | "adjusted"
  | StatementLineId
  | "stockSplits"
  | "earningsDates"
  | "board"
  | "auditor"
  | "dividendDates"
  | "dealRumours"
  | "suppliers"
  | "productPricing"
  | "dealTerms"
  | "macro"
  | "pipeline"
  | "shareholderMeetings"
  | "internalControls"
  | "employeeStockPlans"
  | "freeFloat"
  | "commodityPrices"
  | "currencyEffects"
  | "patents"
  | "customers";

export interface LackingConcept {
  readonly id: LackingConceptId;
  /**
   * What the data lacks, as the gap names it. Rows of a kind the measure dictionary also lists
   * (`ABSENT_DATA_KINDS`) use its label, so one question names the kind once.
   */
  readonly lacks: string;
  /** What the data has instead, after "it has …". */
  readonly instead: string;
  /** Phrases read whole, `|`-separated, lower case, inflections written out. */
  readonly phrases: string;
  /** Two word lists: a word of each, anywhere in the question, asks the concept. */
  readonly cues?: readonly [string, string];
  /** The word after this one names what was asked, and the gap names it ("how many iPhones"). */
  readonly aboutAfter?: string;
  /** Words that, in a clause, say its cues mean something else ("how many shares did insiders sell"). */
  readonly unless?: string;
  /** The figures named in its clause are what was said about ("say about margins"), not asked. */
  readonly topicInClause?: true;
  /** A year written ("in 2019") serves as the second cue: the data holds the latest value only. */
  readonly yearIsCue?: true;
  /** A view of the future: said in place of the general "does not forecast" refusal, which it names more exactly. */
  readonly future?: true;
  /** Refused as a segment (the company-wide figures stand in), not as an absent kind of data. */
  readonly segment?: true;
  /** A line of this statement the data leaves out, which a filing may print. */
  readonly statementLine?: StatementName;
  /**
   * Its cue words name no figure beside it: "when does it pay its dividend" asks a date, not the
   * dividends paid. (A row without it, such as past head counts, gives the figure its cue names.)
   */
  readonly cuesOwnFigures?: true;
}

/** The statements, prices and profiles: what every gap says the data has when a row says no more. */
export const DATA_HELD = "the financial statements, daily prices and company profiles";

/** Other records of a company the data does not keep: its calendar, its board, its auditor, its splits. */
const COMPANY_RECORDS: ReadonlyArray<LackingConcept> = [
  {
    id: "shareholderMeetings",
    lacks: "annual meetings of shareholders (dates, places, proxy votes)",
    instead: DATA_HELD,
    phrases:
      "annual meeting|annual meetings|annual shareholders meeting|annual shareholder meeting|annual stockholders meeting|" +
      "shareholder meeting|shareholders meeting|shareholder meetings|stockholder meeting|stockholders meeting|agm|" +
      "annual general meeting|proxy vote|proxy votes|proxy statement|say on pay|say-on-pay|say on pay vote|say on pay result|say on pay results|" +
      "shareholder vote|shareholder votes|vote result|vote results|voting results",
    cues: [
      "vote votes voted voting ballot ballots",
      "shareholders shareholder stockholders stockholder meeting agm proxy",
    ],
    future: true,
  },
  {
    id: "internalControls",
    lacks: "the auditor's report on internal control over financial reporting (material weaknesses)",
    instead: DATA_HELD,
    phrases:
      "material weakness|material weaknesses|internal control|internal controls|internal control over financial reporting|" +
      "internal controls over financial reporting|controls over financial reporting|" +
      "icfr|sox 404|section 404|significant deficiency|significant deficiencies|control deficiencies",
  },
  {
    id: "employeeStockPlans",
    lacks: "the terms of employee stock purchase and stock award plans",
    instead: DATA_HELD,
    phrases:
      "employee stock purchase plan|employee stock purchase plans|espp|stock purchase plan|employee share purchase|" +
      "employee share purchase plan|employee stock plan|employee stock plans",
    // "Does it offer an ESPP", "the plan's discount": the plan's own words, read with it.
    cues: ["offer offers offered discount discounts terms eligible eligibility", "espp purchase"],
  },
  {
    id: "freeFloat",
    lacks: "the free float (shares that trade freely, outside insiders' hands)",
    instead: `${DATA_HELD}, with the diluted share count but not the float`,
    phrases: "free float|public float|float shares|floating shares|share float|shares in float|float-adjusted",
  },
  {
    id: "commodityPrices",
    lacks: "commodity prices and the prices a company needs to break even (oil, gas, metals, crops)",
    instead: `${DATA_HELD}, with the companies' share prices but no commodity's`,
    phrases:
      "oil price|oil prices|price of oil|crude price|crude prices|gas price|gas prices|price of gas|brent|wti|" +
      "commodity price|commodity prices|break even price|breakeven price|break-even price|break even oil|breakeven oil|to break even|to breakeven",
    cues: ["oil crude gas brent wti commodity commodities copper gold", "price prices priced"],
  },
  {
    id: "sharesRepurchased",
    lacks: "the number of shares repurchased and the price paid for them",
    instead: "buybacks in dollars, from the cash flow statement",
    phrases:
      "average price paid|average repurchase price|average buyback price|repurchase price|buyback price|" +
      "price paid per share|average price per share|shares repurchased|shares bought back|" +
      "number of shares repurchased|number of shares bought back|shares it repurchased|shares it bought back",
  },
  {
    id: "workforceTurnover",
    lacks: "employee turnover and attrition",
    instead: "only the latest head count, from the company profile",
    phrases:
      "employee turnover rate|staff turnover rate|employee turnover|staff turnover|workforce turnover|employee attrition|staff attrition|attrition|" +
      "attrition rate|voluntary turnover|quit rate|employee retention|staff retention|retention of employees",
  },
  {
    id: "stockSplits",
    lacks: "stock split history",
    instead: `${DATA_HELD}, with prices and share counts already adjusted for splits`,
    phrases:
      "stock split|stock splits|share split|share splits|split its stock|split its shares|split the stock|" +
      "split their stock|reverse split|reverse splits|reverse stock split|split ratio|last split|next split",
    cues: ["split splits", "stock shares share ratio when last"],
    unless: "adjusted split-adjusted between evenly",
  },
  {
    id: "earningsDates",
    // A date the company has set is no forecast: said in place of "does not forecast".
    future: true,
    lacks: "earnings dates and the reporting calendar",
    instead: `${DATA_HELD}, not when results are announced`,
    phrases:
      "earnings date|earnings dates|next earnings|earnings release date|earnings calendar|earnings announcement|" +
      "reporting date|report date|release date|announce earnings|announces earnings|report earnings|" +
      "reports earnings|report results|reports results|announce results|announces results|next report",
    cues: ["report reports reporting announce announces release releases", "next upcoming date dates calendar"],
  },
  {
    id: "board",
    lacks: "the board of directors",
    instead: `${DATA_HELD}: its chief executive, from the profile`,
    phrases:
      "board of directors|board members|board member|directors|sits on the board|sit on the board|on the board|" +
      "board seats|board composition|chairman of the board|independent directors|corporate governance|governance",
    cues: ["board boards", "who sits sit members member seats seat chair chairman independent composition"],
  },
  {
    id: "dividendDates",
    // A date the board has declared is no forecast: said in place of "does not forecast".
    future: true,
    lacks: "dividend dates (declaration, ex-dividend, record and payment dates)",
    instead: `${DATA_HELD}: the dividends paid each year, from the cash flow statement, not their dates`,
    phrases:
      "ex-dividend|ex dividend|ex-div|ex div|ex-date|ex date|record date|record dates|payment date|payment dates|" +
      "payable date|pay date|declaration date|dividend date|dividend dates|dividend calendar|dividend schedule|" +
      "dividend record date|dividend payment date|dividend pay date|dividend declaration date|dividend ex-date",
    cues: ["dividend dividends div divs distribution", "date dates when calendar schedule declared declare"],
    cuesOwnFigures: true,
  },
  {
    id: "dealRumours",
    lacks: "deal rumours and takeover talk",
    instead: `${DATA_HELD}, and the company's own news and filings, not market talk`,
    phrases: "takeover target|takeover candidate|takeover bid|takeover interest|in play|bid for|approach from",
    cues: [
      "rumour rumours rumor rumors rumoured rumored chatter speculation speculated whispers talk gossip",
      "takeover takeovers buyout buyouts merger mergers acquisition acquisitions acquirer bid bids deal deals m&a " +
        "suitor suitors sale",
    ],
  },
  {
    id: "suppliers",
    lacks: "suppliers and contract manufacturers",
    instead: `${DATA_HELD}, not who the company buys from`,
    phrases:
      "supplier|suppliers|contract manufacturer|contract manufacturers|manufacturing partner|manufacturing partners|" +
      "supply chain partners|foundry partner|foundry partners|vendors|who makes its|who manufactures",
  },
  {
    id: "productPricing",
    lacks: "product prices and plans",
    instead: `${DATA_HELD}: revenue, not what each product or plan costs`,
    phrases:
      "subscription price|subscription prices|plan price|plan prices|standard plan|basic plan|premium plan|" +
      "list price|list prices|price list|charge for|charges for|ticket price|ticket prices|price per month|" +
      "monthly price|monthly fee",
    cues: ["price prices pricing charge charges cost costs", "product products plan plans subscription tier tiers"],
    unless: "shares stock",
  },
  {
    id: "dealTerms",
    lacks: "the terms of acquisitions (the price paid and how)",
    instead: `${DATA_HELD}, and the company's news; a deal's terms are in its 8-K and merger filings`,
    phrases:
      "purchase price|deal value|deal size|acquisition price|price paid|deal terms|terms of the deal|" +
      "paid to acquire|pay to acquire|paid for the acquisition|pay for the acquisition|pay for|paid for",
    cues: ["deal deals acquisition acquisitions takeover merger", "price paid terms value size"],
    unless:
      "dividend dividends buyback buybacks repurchase repurchases tax taxes interest capex shares stock debt " +
      "employees staff r&d research",
  },
  {
    id: "macro",
    lacks: "market and economic data (interest rates, bond yields, inflation)",
    instead: `${DATA_HELD} of the companies it covers, not the economy's`,
    phrases:
      "treasury yield|treasury yields|treasuries|10-year yield|10 year yield|bond yield|bond yields|yield curve|" +
      "fed funds|federal funds rate|interest rates|mortgage rates|inflation|cpi|gdp|unemployment rate",
  },
  {
    id: "pipeline",
    lacks: "drug pipelines and clinical trials",
    instead: `${DATA_HELD}: its filings' risks and news, not trial data`,
    phrases:
      "pipeline|drug pipeline|clinical trial|clinical trials|phase 1|phase 2|phase 3|phase i|phase ii|phase iii|" +
      "readout|readouts|trial results|fda approval|pdufa",
    future: true,
  },
  {
    // "How much did the strong dollar shave off its growth?": what exchange rates did to the figures.
    id: "currencyEffects",
    lacks: "currency effects (what exchange rates added to or took from the figures)",
    instead: `${DATA_HELD}: the figures as reported, in dollars`,
    phrases:
      "strong dollar|stronger dollar|weak dollar|weaker dollar|dollar strength|dollar weakness|currency effect|" +
      "currency effects|currency impact|currency impacts|currency headwind|currency headwinds|currency tailwind|" +
      "currency tailwinds|fx impact|fx impacts|fx headwind|fx headwinds|fx tailwind|fx effect|fx effects|" +
      "foreign exchange impact|foreign exchange effect|foreign exchange effects|exchange rate impact|" +
      "exchange rate effects|exchange rates|constant currency|currency-neutral|currency neutral|translation effect",
  },
  {
    id: "patents",
    lacks: "patents and when they expire (loss of exclusivity)",
    instead: `${DATA_HELD}: its filings' risks and news, not a patent register`,
    phrases:
      "patent|patents|patent protection|patent expiry|patent expiration|patent cliff|patents expire|" +
      "loss of exclusivity|exclusivity|generic competition|biosimilar|biosimilars",
  },
  {
    // "What share of its sales goes to its biggest customer?": who buys, and how much.
    id: "customers",
    lacks: "sales by customer (who the biggest customers are and their share)",
    instead: `${DATA_HELD}, not who the company sells to`,
    phrases:
      "biggest customer|biggest customers|largest customer|largest customers|top customers|top customer|" +
      "major customer|major customers|key customers|customer concentration|sales by customer|revenue by customer",
  },
  {
    id: "auditor",
    lacks: "the company's auditor",
    instead: DATA_HELD,
    phrases: "auditor|auditors|audited by|audits|audit firm|audit opinion|independent accountant|accounting firm",
  },
];

export const LACKING_CONCEPTS: ReadonlyArray<LackingConcept> = [
  {
    id: "ownership",
    lacks: "ownership and institutional holders",
    instead: `${DATA_HELD}, not who holds the shares`,
    phrases:
      "who owns|who own|who holds|who hold|owned by|held by|13f|13-f|13f filings|form 13f|13d|13g|schedule 13d|" +
      "shareholder list|list of shareholders|share register|cap table|insider holdings|insiders own|" +
      "percent owned|percentage owned|float held|institutional stake|major holders|top institutional|" +
      "biggest investors|largest investors|top investors|major investors|biggest owner|largest owner|" +
      "controlling stake|controlling shareholder|majority owner|majority shareholder",
    cues: [
      "own owns owned owning owner owners ownership hold holds held holding holdings holder holders stake stakes",
      "who whom whose which institutions institutional funds fund investors insiders insider shareholders " +
        "shareholder percent percentage % most biggest largest top major vanguard blackrock fidelity 13f shares stock",
    ],
  },
  {
    id: "callRemarks",
    lacks: "what executives said on earnings calls or elsewhere (call transcripts)",
    instead: "the company's filings, financial statements and news, not what was said on calls",
    phrases:
      "earnings call|earnings calls|conference call|conference calls|investor call|analyst call|call transcript|" +
      "call transcripts|earnings transcript|earnings transcripts|transcript|transcripts|prepared remarks|" +
      "investor day|analyst day|capital markets day|fireside chat|told analysts|tell analysts|telling analysts|" +
      "told investors|told shareholders|on the call|during the call|on the last call|earnings-call|q&a|" +
      "last call|latest call|recent call|quarterly call|q1 call|q2 call|q3 call|q4 call",
    cues: [
      "say said says saying commented comments commenting remark remarks remarked told telling mentioned " +
        "mentions discussed talked talking spoke spoken noted stated claimed highlighted quote quoted promised " +
        "admitted view views opinion opinions thoughts think thinks thought believe believes feel feels " +
        "highlights takeaways tone",
      "call calls webcast interview interviews podcast keynote conference presentation remarks · ceo cfo " +
        "management executives executive chief boss founder chairman leadership",
    ],
    topicInClause: true,
  },
  {
    id: "comparableSales",
    lacks: "comparable sales",
    instead: `${DATA_HELD}: revenue for the whole company`,
    phrases:
      "comparable sales|comparable store sales|comparable-store sales|comp sales|comps|same-store sales|" +
      "same store sales|same-store|same store|like-for-like sales|like for like sales|sales per store|sss|traffic|foot traffic|store traffic|customer traffic|" +
      "average ticket|" +
      "comp store sales|comp growth|comparable growth",
  },
  {
    id: "segments",
    lacks: "segment, product and geography figures",
    instead: `${DATA_HELD}: figures for the whole company`,
    phrases:
      "by segment|by segments|per segment|each segment|segment revenue|segment revenues|segment sales|" +
      "segment breakdown|segment results|segment profit|segment margin|segment margins|segment figures|" +
      "by product|by products|per product|each product|product line|product lines|product breakdown|" +
      "product mix|revenue mix|sales mix|by region|by regions|by geography|per region|each region|" +
      "geographic breakdown|regional breakdown|by country|by business|by division|by unit|business unit|" +
      "business units|division revenue|divisional|reportable segment|reportable segments|operating segment|" +
      "operating segments|revenue breakdown|sales breakdown|breakdown by",
    cues: [
      "segment segments division divisions geography geographies",
      "revenue revenues sales profit profits income margin margins breakdown largest biggest mix fastest grew " +
        "growth contribute contributes contributed",
    ],
    segment: true,
  },
  {
    id: "unitCounts",
    lacks: "product units",
    instead: `${DATA_HELD}: revenue, not units`,
    phrases:
      "units sold|unit sales|units shipped|unit shipments|unit volume|unit volumes|unit count|unit counts|" +
      "number of units|how many units|cars sold|vehicles sold|phones sold|devices sold|cars delivered|" +
      "vehicles delivered|volume sold|volumes sold|cases sold|shipment volume|shipment volumes",
    // "How many iPhones did it sell": what is counted is the product's units, however it is named.
    cues: ["unit units many", "sell sells sold selling ship ships shipped shipping deliver delivered move moved"],
    unless: "shares stock stocks options insiders insider ceo executives",
    aboutAfter: "many",
    topicInClause: true,
  },
  {
    id: "headCountHistory",
    lacks: "head count history",
    instead: "only the latest head count, from the company profile",
    phrases:
      "headcount history|head count history|employee history|historical headcount|historical head count|" +
      "headcount over time|head count over time|headcount growth|head count growth|employee growth|" +
      "hiring history|headcount trend|layoffs|layoff|job cuts|hiring|hired",
    cues: [
      "employees employee headcount staff workforce workers employed employ employs hires jobs",
      "history historical historically trend trends grow grew grown growth change changed changes increase " +
        "increased decrease decreased shrink shrank since ago past previous prior before earlier evolved cut " +
        "cuts laid",
    ],
    yearIsCue: true,
    // "Net income per employee in 2024": the head count divides a figure of the year, it is not asked over time.
    unless: "per",
  },
  {
    id: "guidance",
    future: true,
    lacks: "the company's guidance and outlook",
    instead: "the reported figures, not what management expects",
    phrases:
      "guidance|guidances|guided|guiding|outlook|outlooks|full-year outlook|raised its outlook|" +
      "management expects|management expect|company expects|the company expect|management forecast|" +
      "company forecast|management targets|long-term targets|financial targets|medium-term targets|its forecast|" +
      "its forecasts|their forecast|full-year forecast|annual forecast|its targets|its projections",
    cues: [
      "guidance outlook outlooks forecast forecasts targets projections",
      "gave give gives given issue issued issues raise raised raises lower lowered cut cuts set reiterate reiterated " +
        "maintain maintained update updated provide provided",
    ],
  },
  {
    id: "consensus",
    future: true,
    lacks: "analysts' estimates, ratings and price targets",
    instead: "the reported figures, not analysts' views",
    phrases:
      "consensus|consensus estimate|consensus estimates|analyst estimate|analyst estimates|analysts estimates|" +
      "street estimate|street estimates|wall street estimates|wall street expects|wall street expect|" +
      "price target|price targets|target price|target prices|analyst target|analyst targets|analyst rating|" +
      "analyst ratings|analysts ratings|upgrade|upgrades|upgraded|downgrade|downgrades|downgraded|" +
      "buy rating|sell rating|hold rating|eps estimate|eps estimates|revenue estimate|revenue estimates|" +
      "earnings estimate|earnings estimates|expected eps|beat estimates|missed estimates|whisper number|" +
      "analyst coverage",
    cues: [
      "analyst analysts street brokers broker",
      "expect expects expected expecting estimate estimates estimated forecast forecasts forecasting project " +
        "projects projecting rate rates rating ratings rated target targets predict predicts consensus " +
        "recommend recommends model models view views think thinks buy sell hold overweight underweight " +
        "outperform underperform bullish bearish cover covers coverage",
    ],
  },
  {
    // "Adjusted EBITDA", "non-GAAP opex", "cash-adjusted operating income": figures a company defines
    // for itself; the data holds the reported statements, whose figure is given after the gap.
    id: "adjusted",
    lacks: "adjusted (non-GAAP) figures",
    instead: "the reported (GAAP) statements, whose figures are given as reported",
    phrases:
      "adjusted|non-gaap|non gaap|nongaap|pro forma|pro-forma|proforma|normalized|normalised|" +
      "excluding one-time items|excluding special items|excluding one-offs|before one-time items|ex-items|" +
      "core earnings|street earnings|underlying earnings|underlying profit",
    // "split-adjusted prices", "inflation-adjusted", "risk-adjusted returns", "seasonally adjusted": adjusted by rule, not by the company.
    unless: "split splits stock-split inflation risk seasonally season dividend dividends currency fx",
  },
  ...STATEMENT_LINES,
  ...COMPANY_RECORDS,
];

/**
 * Clauses of a two-part question are joined by these words ("… revenue last year and its guidance",
 * "… make money, also who owns it") or by a new sentence.
 */
export const CLAUSE_JOINS: ReadonlySet<string> = new Set(["and", "but", "also", "plus", "while"]);

/** The asker's own holding ("my stake", "I hold Apple shares"): no question of who holds the company. */
export const ASKER_POSSESSIVES: ReadonlySet<string> = new Set(["my", "our"]);
export const ASKER_PRONOUNS: ReadonlySet<string> = new Set(["i", "we"]);
export const ASKER_HOLDING_VERBS: ReadonlySet<string> = new Set(["own", "hold", "held", "owned", "bought"]);

/**
 * Phrases asking what a company's own material describes (how it makes money, what it does): a
 * clause with one, beside a concept the data lacks, is the part of the question the data holds.
 */
export const DESCRIPTION_ASKS =
  "make money|makes money|make its money|makes its money|make their money|earn money|earns money|earn its money|" +
  "earns its money|business model|tell me about|describe|overview|summary|summarize|summarise|explain|" +
  "what it does|what they do|what they sell|what it sells|revenue model|how it works|do for a living";
