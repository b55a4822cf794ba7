// The main risks each sample company names in the risk factors of its annual report (issue 23),
// three per company, in our own words. The sample 10-K excerpts carry them as "Risk factors".

export const SAMPLE_RISKS: Readonly<Record<string, ReadonlyArray<string>>> = {
  AAPL: [
    "The iPhone still brings in about half of revenue, so weaker demand for new models would hurt results.",
    "Most products are assembled by outsourcing partners in China and elsewhere in Asia, which exposes the company to trade disputes, tariffs and supply disruption.",
    "Regulators in the US and Europe are challenging App Store rules and the payments Apple receives as the default search engine, which could cut high-margin services revenue.",
  ],
  ADBE: [
    "Generative AI tools from new and established competitors could lower the value customers see in Creative Cloud subscriptions.",
    "Revenue depends on customers renewing subscriptions, and higher churn or slower sign-ups would slow growth.",
    "Security breaches or outages of its cloud services could harm its reputation and expose it to claims.",
  ],
  AMZN: [
    "Intense competition in retail and in cloud computing could force lower prices and thinner margins.",
    "Large spending on data centres, fulfilment and AI may not earn the returns expected if demand falls short.",
    "Antitrust cases and regulation of its marketplace and of data use could restrict how it operates.",
  ],
  "BRK.B": [
    "Results depend heavily on Warren Buffett and a few senior managers, and succession could change how capital is allocated.",
    "Large catastrophe losses in its insurance businesses could exceed the premiums charged for the risk.",
    "Its large holdings of listed shares make reported earnings swing with stock market prices.",
  ],
  CAT: [
    "Demand for construction and mining machines follows the economic cycle and commodity prices, so sales can fall sharply in a downturn.",
    "Higher steel and component costs, and disruption in its supply chain, can squeeze margins.",
    "Tighter emissions rules and the move to electrified equipment require heavy investment and may favour new competitors.",
  ],
  COST: [
    "Profit depends on members renewing their memberships, and lower renewal rates would cut the fee income that carries most of the operating profit.",
    "Thin markups leave little room to absorb higher wages, freight or product costs without raising prices.",
    "Competition from other warehouse clubs and online retailers could slow sales growth.",
  ],
  DIS: [
    "Streaming services face intense competition for subscribers and content, and may not stay profitable.",
    "Linear television networks are losing viewers and advertising as households cancel cable subscriptions.",
    "Theme park attendance falls when consumers cut spending, or after weather events and health crises.",
  ],
  GOOGL: [
    "Most revenue comes from advertising, which falls when advertisers cut budgets in a weaker economy.",
    "AI chat assistants could change how people search and reduce the value of search advertising.",
    "Antitrust rulings in the US and Europe about search and advertising technology could force changes to its business practices.",
  ],
  HD: [
    "Sales depend on the housing market, and higher interest rates that slow home sales and renovation reduce demand.",
    "Competition from Lowe's, online sellers and specialist suppliers for professional customers could cut market share.",
    "Disruption in its supply chain or distribution network could leave stores short of products.",
  ],
  JNJ: [
    "Thousands of lawsuits claim its talc products caused cancer, and settlements or verdicts could be costly.",
    "Key drugs lose patent protection, and biosimilar competition for Stelara is reducing its sales.",
    "US drug pricing laws allow Medicare to negotiate prices for some of its medicines, which will lower revenue.",
  ],
  JPM: [
    "A recession would raise loan losses in its credit card, commercial and consumer lending.",
    "Changes in interest rates affect net interest income and the value of the securities it holds.",
    "Stricter capital rules and regulation could limit returns to shareholders.",
  ],
  KO: [
    "Consumers are moving away from sugary drinks, and taxes on sugar-sweetened beverages could lower demand.",
    "Most revenue is earned outside the US, so a stronger dollar reduces reported results.",
    "It relies on independent bottlers, and their financial or operating problems could hurt sales.",
  ],
  LLY: [
    "Growth depends on Mounjaro and Zepbound, and supply shortfalls or new competitors in obesity drugs would hurt sales.",
    "Drugs in development may fail in trials or not win approval, after large research spending.",
    "Government pressure on drug prices in the US and abroad could reduce what it is paid.",
  ],
  MA: [
    "Regulation of interchange fees and card routing in the US and Europe could reduce payment volumes and fees.",
    "Competition from real-time payment systems, digital wallets and new payment methods could divert transactions.",
    "A cyberattack or network outage could damage trust in its payments network.",
  ],
  MCD: [
    "Most restaurants are run by franchisees, and their financial health and execution drive its results.",
    "Lower-income customers cutting back on eating out can reduce sales and guest counts.",
    "Food safety incidents or negative publicity could damage the brand worldwide.",
  ],
  META: [
    "Almost all revenue comes from advertising, which depends on engagement and on advertisers' budgets.",
    "Privacy rules and changes to mobile operating systems limit how well it can target and measure ads.",
    "Heavy spending on AI infrastructure and Reality Labs may not earn an adequate return.",
  ],
  MSFT: [
    "Large investments in AI data centres may not be matched by demand for its AI services.",
    "Competition in cloud computing from Amazon and Google could slow Azure growth or lower prices.",
    "Cyberattacks on its products and services could harm customers and its reputation.",
  ],
  NFLX: [
    "Competition for viewers' time from other streaming services, video games and social video could slow subscriber growth.",
    "It commits billions of dollars to content years ahead, and shows that fail to attract viewers still have to be paid for.",
    "Price increases and the crackdown on password sharing could raise cancellations.",
  ],
  NKE: [
    "Shifts in consumer tastes and competition from newer running and lifestyle brands could lower demand for its products.",
    "Most products are made by contract factories in Vietnam, China and Indonesia, exposing it to tariffs and disruption.",
    "Reducing sales through wholesale partners in favour of its own channels has cost it shelf space and sales.",
  ],
  NVDA: [
    "US export controls restrict sales of its most advanced chips to China and other countries.",
    "It depends on TSMC to make its chips, and on a few suppliers for memory and packaging capacity.",
    "A few large cloud customers buy much of its data center products, and they are designing their own chips.",
  ],
  PEP: [
    "Consumers choosing healthier foods and drinks, and new weight-loss drugs, could lower demand for snacks and soft drinks.",
    "Higher costs for commodities, packaging and transport can squeeze margins if prices cannot follow.",
    "Retailers' private-label products and pushback on price increases can reduce volumes.",
  ],
  PG: [
    "Higher commodity and packaging costs can reduce margins when prices cannot be raised in step.",
    "A stronger dollar lowers the value of the large share of sales earned abroad.",
    "Competition from private-label and local brands could reduce its market share.",
  ],
  UNH: [
    "Higher than expected medical costs, as members use more care, reduce the margin between premiums and claims.",
    "Changes to Medicare Advantage payment rates and rules could lower revenue.",
    "Cyberattacks, such as the one on Change Healthcare, can disrupt its services and lead to large costs.",
  ],
  V: [
    "Regulation of interchange fees and litigation over them in the US could reduce its revenue.",
    "New payment methods and real-time payment systems could take volume away from card networks.",
    "A prolonged outage or breach of VisaNet could damage trust in its network.",
  ],
  WMT: [
    "Competition from Amazon and other retailers online and in stores could pressure prices and margins.",
    "Higher wages and costs of moving goods can reduce its thin margins.",
    "Tariffs on imported goods could raise costs or prices for its customers.",
  ],
  XOM: [
    "Its earnings follow oil and natural gas prices, which can fall sharply and stay low.",
    "Climate policies and lower demand for fossil fuels could reduce the value of its reserves and projects.",
    "Large projects may run over budget or behind schedule, or face political risk in the countries where it operates.",
  ],
};

/**
 * Risk wording that names what came later (a drug approved, a technology launched, a ruling
 * made): the first fiscal year whose annual report could name it (issue 34). A 10-K for an
 * earlier year leaves that risk out, so no report cites a filing for something it could not know.
 */
export const SAMPLE_RISK_FIRST_YEAR: ReadonlyArray<{
  readonly symbol: string;
  /** Words of the risk's sentence that tell it apart. */
  readonly names: string;
  readonly fiscalYear: number;
}> = [
  // Zepbound was approved in November 2023; the fiscal 2023 10-K (filed February 2024) first names it.
  { symbol: "LLY", names: "Mounjaro and Zepbound", fiscalYear: 2023 },
  // Chat assistants reached the public at the end of 2022; the ad-technology and search rulings came in 2024.
  { symbol: "GOOGL", names: "AI chat assistants", fiscalYear: 2023 },
  { symbol: "GOOGL", names: "Antitrust rulings", fiscalYear: 2024 },
  { symbol: "META", names: "AI infrastructure", fiscalYear: 2023 },
  { symbol: "MSFT", names: "AI data centres", fiscalYear: 2023 },
  // The new weight-loss drugs reached mass use with Zepbound and Wegovy's supply in 2023.
  { symbol: "PEP", names: "weight-loss drugs", fiscalYear: 2023 },
];

/** The risks a company's annual report for a fiscal year could name. */
export function risksKnownIn(symbol: string, fiscalYear: number): ReadonlyArray<string> {
  return (SAMPLE_RISKS[symbol] ?? []).filter((risk) =>
    SAMPLE_RISK_FIRST_YEAR.every(
      (later) => later.symbol !== symbol || !risk.includes(later.names) || fiscalYear >= later.fiscalYear,
    ),
  );
}
