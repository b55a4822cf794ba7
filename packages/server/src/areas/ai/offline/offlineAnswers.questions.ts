// Forty questions a new user asks the offline assistant (issue 23), each with the facts a right
// answer states, worked out by hand from the sample set's statements (latest fiscal year: margins
// as profit ÷ revenue, free cash flow as operating cash flow − capital expenditure), its risk
// factors and its news. The benchmark (offlineAnswers.bench.ts) counts the answers holding every
// fact; the goal is at least 90 %.

export interface BenchmarkQuestion {
  readonly question: string;
  /** Earlier questions of the conversation, oldest first (for follow-ups). */
  readonly earlier?: ReadonlyArray<string>;
  /** Text a right answer contains, each exactly as written here. */
  readonly facts: ReadonlyArray<string>;
}

export const OFFLINE_BENCHMARK: ReadonlyArray<BenchmarkQuestion> = [
  // Figures, with their years.
  { question: "What are Apple's margins?", facts: ["46.2%", "31.5%", "24.0%", "fiscal 2024"] },
  { question: "What are Microsoft's margins?", facts: ["69.8%", "44.6%", "36.0%"] },
  { question: "What is Costco's gross margin?", facts: ["12.6%", "fiscal 2024"] },
  { question: "How profitable is Coca-Cola?", facts: ["22.6%"] },
  { question: "NVDA operating margin", facts: ["62.4%", "fiscal 2025"] },
  { question: "What is Alphabet's net margin?", facts: ["28.6%"] },
  { question: "How fast is Amazon's revenue growing?", facts: ["$638.0B", "11.0%"] },
  { question: "How much did Netflix's sales grow?", facts: ["$39.0B", "15.7%"] },
  { question: "How much free cash flow does Meta generate?", facts: ["$54.1B"] },
  { question: "Adobe free cash flow", facts: ["$7.9B"] },
  { question: "How much debt does Disney have?", facts: ["$45.8B"] },
  { question: "What is ExxonMobil's debt?", facts: ["$41.7B"] },
  { question: "What is Visa's net margin?", facts: ["55.0%"] },
  { question: "How much does Eli Lilly spend on R&D?", facts: ["24.4%"] },
  { question: "What are Home Depot's margins?", facts: ["33.4%", "13.5%", "9.3%"] },
  { question: "What is Caterpillar's revenue?", facts: ["$64.8B", "fiscal 2024"] },
  // Two companies side by side.
  { question: "Compare NVDA and MSFT gross margins", facts: ["75.0%", "69.8%"] },
  { question: "Walmart vs Costco operating margin", facts: ["4.3%", "3.6%"] },
  { question: "Is KO or PEP more profitable on net margin?", facts: ["22.6%", "10.4%"] },
  { question: "Compare Visa and Mastercard net margins", facts: ["55.0%", "45.7%"] },
  { question: "Compare Apple and Microsoft revenue", facts: ["$391.0B", "$245.1B"] },
  { question: "Home Depot versus Walmart revenue growth", facts: ["4.5%", "5.1%"] },
  { question: "Compare the gross margins of JNJ and LLY", facts: ["69.1%", "81.3%"] },
  { question: "Compare Alphabet and Meta operating margins", facts: ["32.1%", "42.2%"] },
  // Risks from the filings.
  { question: "What are Apple's main risks?", facts: ["iPhone", "tariffs"] },
  { question: "What risks does NVIDIA face?", facts: ["export controls", "TSMC"] },
  { question: "What could go wrong for JPMorgan?", facts: ["loan losses"] },
  { question: "Costco risks", facts: ["renew"] },
  { question: "What are the main risks to UnitedHealth?", facts: ["Medicare Advantage"] },
  { question: "What threats does ExxonMobil name?", facts: ["oil and natural gas prices"] },
  // The moat, by the seven powers' evidence.
  { question: "What is Costco's moat?", facts: ["Scale Economies", "$254.5 billion"] },
  { question: "Does Apple have a competitive advantage?", facts: ["Switching Costs"] },
  { question: "What is Visa's moat?", facts: ["Network Economies"] },
  // Valuation.
  { question: "Is Microsoft expensive?", facts: ["Price to earnings: 30.2"] },
  { question: "What is Coca-Cola's valuation?", facts: ["Dividend yield"] },
  // News and filings.
  { question: "Latest news on JPMorgan", facts: ["2025-03-01", "Form 10-K"] },
  { question: "What did Apple report in its latest 10-K?", facts: ["fiscal 2024", "$391.0 billion"] },
  { question: "Any recent news about Nike?", facts: ["NIKE, Inc.", "2025-02-07"] },
  // Follow-ups keep the conversation's company.
  { question: "What about its debt?", earlier: ["What are Apple's margins?"], facts: ["$106.6B"] },
  { question: "How fast are they growing?", earlier: ["Tell me about Costco"], facts: ["$254.5B", "5.0%"] },
];
