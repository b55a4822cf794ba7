// Writes the quotes of a material question (issue 44, item 7): the risks a company's filings name,
// the evidence for its moat's seven powers, its latest news and filings. A lead sentence per
// company, then an item per heading (a power, a filing) or per quote; every item names the quotes
// it rests on, so it is cited as the figures are.
import type { DraftSentence, FactsTable, MaterialAsked, Quote } from "./answerTypes";

type QuotedMaterial = Extract<MaterialAsked, "risks" | "moat" | "news" | "filings">;

const LEADS: Readonly<Record<QuotedMaterial, (name: string) => string>> = {
  risks: (name) => `The risks ${name} names in its filings:`,
  moat: (name) => `${name}'s moat, as evidence for Hamilton Helmer's seven powers (the evidence, not a rating):`,
  news: (name) => `The latest news on ${name}, newest first:`,
  filings: (name) => `The latest filings of ${name}, newest first:`,
};

const isQuotedMaterial = (material: MaterialAsked | null): material is QuotedMaterial =>
  material !== null && material in LEADS;

/** The quotes under one heading in the order found; quotes without one are each their own item. */
function itemsOf(quotes: ReadonlyArray<Quote>): Quote[][] {
  const items: Quote[][] = [];
  const byHeading = new Map<string, Quote[]>();
  for (const quote of quotes) {
    const same = quote.heading ? byHeading.get(quote.heading) : undefined;
    if (same) same.push(quote);
    else {
      const item = [quote];
      items.push(item);
      if (quote.heading) byHeading.set(quote.heading, item);
    }
  }
  return items;
}

/** Evidence joined by semicolons; whole sentences, which end with a full stop, by a space. */
const joined = (texts: ReadonlyArray<string>) =>
  texts.reduce((all, text, index) => (index === 0 ? text : `${all}${all.endsWith(".") ? " " : "; "}${text}`), "");

/** "**Scale economies**: A; B. **Against it**: C", or a quote in quotation marks. */
function itemText(item: ReadonlyArray<Quote>, material: QuotedMaterial): string {
  const [first] = item;
  if (material === "moat") {
    const forIt = item.filter((quote) => !quote.against).map((quote) => quote.text);
    const against = item.filter((quote) => quote.against).map((quote) => quote.text);
    const parts = [joined(forIt), against.length > 0 ? `**Against it**: ${joined(against)}` : ""];
    return `**${first?.heading}**: ${parts.filter((part) => part !== "").join(". ")}`;
  }
  const quoted = item.map((quote) => `“${quote.text}”`).join(" ");
  return first?.heading ? `${first.heading}: ${quoted}` : quoted;
}

/** The material's sentences for every company the quotes are about; none when the plan asks no material. */
export function materialSentences(table: FactsTable, nameOf: (symbol: string) => string): DraftSentence[] {
  const material = table.plan.material;
  if (!isQuotedMaterial(material) || table.quotes.length === 0) return [];
  const symbols = [...new Set(table.quotes.map((quote) => quote.symbol ?? ""))];
  return symbols.flatMap((symbol) => {
    const items = itemsOf(table.quotes.filter((quote) => (quote.symbol ?? "") === symbol));
    return [
      { text: LEADS[material](nameOf(symbol)), factIds: [], quoteIds: [], block: "paragraph" as const },
      ...items.map((item) => ({
        text: itemText(item, material),
        factIds: [],
        quoteIds: item.map((quote) => quote.id),
        block: "item" as const,
      })),
    ];
  });
}
