// PDF chat ranks the parts of a figure from a filing's segment and region tables (issue 45 item 4),
// over real HTTP on a real database: a generated note page holds net sales by reportable segment and
// by geographic area, the filing is uploaded as a PDF, and "which segment had the highest net sales"
// and "which region grew fastest" are answered with the part that led, its figure and its page.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { ANNUAL_REPORT } from "../../testing/filingPdfs";
import { type PlacedText, placedPdf } from "../../testing/minimalPdf";
import { askPdfAs, uploadPdfAs } from "../../testing/pdfChatOverHttp";
import { proseRuns, statementRuns } from "../../testing/statementPdf";
import { type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "pdf-breakdowns");
});
afterAll(() => server.close());

const YEARS = [2023, 2022, 2021] as const;
const SEGMENTS = ["Cloud", "Devices", "Consumer Health", "Industrial", "Media", "Payments"];
const REGIONS = ["Americas", "Europe", "Greater China", "Japan", "Rest of Asia Pacific", "Latin America"];
/** The note page's number: after ACME's annual report. */
const NOTE_PAGE = ANNUAL_REPORT.length + 1;

interface Part {
  readonly name: string;
  /** Net sales in millions, one per year of YEARS. */
  readonly millions: ReadonlyArray<number>;
}

/**
 * A part's net sales in millions, latest year first: from $10–50 billion in 2021, each year 20 % lower
 * to 40 % higher than the year before, so the largest reads in billions to two decimals.
 */
const yearly = fc
  .tuple(
    fc.integer({ min: 10_000, max: 50_000 }),
    fc.integer({ min: -200, max: 400 }),
    fc.integer({ min: -200, max: 400 }),
  )
  .map(([first, change, next]) => {
    const middle = Math.round(first * (1 + change / 1000));
    return [Math.round(middle * (1 + next / 1000)), middle, first];
  });
const parts = (names: ReadonlyArray<string>) =>
  fc
    .shuffledSubarray([...names], { minLength: 2, maxLength: 5 })
    .chain((chosen) =>
      fc
        .array(yearly, { minLength: chosen.length, maxLength: chosen.length })
        .map((figures) => chosen.map((name, at): Part => ({ name, millions: figures[at] ?? [] }))),
    );

const growthOf = (part: Part) => ((part.millions[0] ?? 0) / (part.millions[1] ?? 1) - 1) * 100;
const largest = (list: ReadonlyArray<Part>) => [...list].sort((a, b) => (b.millions[0] ?? 0) - (a.millions[0] ?? 0));
const fastest = (list: ReadonlyArray<Part>) => [...list].sort((a, b) => growthOf(b) - growthOf(a));

/** Filings whose leaders lead by more than the answer's rounding: $0.01 billion, 0.1 percentage points. */
const filing = fc.record({ segments: parts(SEGMENTS), regions: parts(REGIONS) }).filter(({ segments, regions }) => {
  const [top, next] = largest(segments);
  const [quick, second] = fastest(regions);
  return (
    (top?.millions[0] ?? 0) - (next?.millions[0] ?? 0) >= 10 &&
    growthOf(quick as Part) - growthOf(second as Part) >= 0.1
  );
});

const printed = (value: number) => value.toLocaleString("en-US");

/** One table of the note: its heading over the years, the parts, and their total. */
function table(heading: string, list: ReadonlyArray<Part>, top: number) {
  const totals = YEARS.map((_, at) => list.reduce((sum, part) => sum + (part.millions[at] ?? 0), 0));
  return statementRuns({
    heading: [heading, "(In millions)"],
    columnHeadings: [YEARS.map(String)],
    rows: [
      ...list.map((part, index) => ({
        label: part.name,
        values: part.millions.map((value) => `${index === 0 ? "$ " : ""}${printed(value)}`),
      })),
      { label: "Total net sales", values: totals.map((value) => `$ ${printed(value)}`) },
    ],
    top,
  });
}

/** ACME's annual report and a note page with net sales by segment and by geographic area. */
function filingPdf(segments: ReadonlyArray<Part>, regions: ReadonlyArray<Part>): Uint8Array {
  const title = proseRuns(["Note 11 \u2013 Segment Information and Geographic Data"], 760);
  const bySegment = table("Net sales by reportable segment:", segments, 720);
  const byRegion = table("Net sales by geographic area:", regions, bySegment.bottom - 20);
  const note: PlacedText[] = [...title, ...bySegment.runs, ...byRegion.runs];
  return placedPdf([...ANNUAL_REPORT, note]);
}

const upload = (bytes: Uint8Array) => uploadPdfAs(ada, bytes, "generated-10k.pdf");

/** The answer's lines and the pages it cites, in order. */
async function ask(sessionId: string, message: string) {
  const { text, sources } = await askPdfAs(ada, sessionId, message);
  return { lines: text.split("\n"), pages: sources.map((source) => source.pageNumber) };
}

// Filings generated once with fixed seeds: each is an upload and three questions over HTTP.
const FILINGS = fc.sample(filing, { numRuns: 4, seed: 45 });

describe("ranking a filing's segments and regions over HTTP", () => {
  it.each(FILINGS.map((each, at) => [at, each] as const))(
    "names the part that led, its figure and its page (generated filing %i)",
    async (_, { segments, regions }) => {
      const { sessionId } = await upload(filingPdf(segments, regions));

      const [top] = largest(segments);
      const bySegment = await ask(sessionId, "Which segment had the highest net sales in 2023?");
      const billions = `$${((top?.millions[0] ?? 0) / 1000).toFixed(2)} billion`;
      expect(bySegment.lines[0]).toMatch(
        new RegExp(
          `^${escaped(`${top?.name} led by segment with ${billions} of net sales in fiscal 2023 (`)}.*page ${NOTE_PAGE}\\)\\.$`,
        ),
      );
      // Every segment after it, in order, rounded alike.
      const listed = largest(segments).map(
        (part) => `- ${part.name}: $${((part.millions[0] ?? 0) / 1000).toFixed(2)} billion`,
      );
      expect(bySegment.lines.filter((line) => listed.includes(line))).toEqual(listed);
      expect(bySegment.pages[0]).toBe(NOTE_PAGE);

      const [quick] = fastest(regions);
      const byRegion = await ask(sessionId, "Which region grew fastest in 2023?");
      const growth = `${growthOf(quick as Part).toFixed(1)}%`;
      expect(byRegion.lines[0]).toMatch(
        new RegExp(
          `^${escaped(`${quick?.name} grew fastest by region: its net sales changed by ${growth} from fiscal 2022 to fiscal 2023 (`)}.*page ${NOTE_PAGE}\\)\\.$`,
        ),
      );
      expect(byRegion.pages[0]).toBe(NOTE_PAGE);

      // No product table: the ranking says first which kind of part it ranks instead.
      const byProduct = await ask(sessionId, "Which product category had the highest net sales in 2023?");
      expect(byProduct.lines[0]).toMatch(
        /^By (segment|region), not by product category \(no table of net sales by product category was read\), .+ led with \$/,
      );
    },
    60_000,
  );

  it("says first that no table of parts was read when the filing holds none, before its totals", async () => {
    const { sessionId } = await upload(placedPdf([...ANNUAL_REPORT]));
    for (const [question, kind] of [
      ["Which region grew fastest in 2023?", "region"],
      ["Which segment had the highest net sales in 2023?", "segment"],
    ] as const) {
      const { lines } = await ask(sessionId, question);
      expect(lines[0], question).toMatch(new RegExp(`^No table of .+ by ${kind} was read in this filing`));
    }
  }, 60_000);
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
