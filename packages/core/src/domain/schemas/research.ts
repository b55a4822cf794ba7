// Research drafts and documents (data-areas §3): the nine pillars, the draft a user prepares,
// the structure of questions generated for it, and the document generated from that.
import { Schema } from "effect";
import {
  RESEARCH_MATERIAL_MAX_CHARS,
  RESEARCH_MATERIAL_TITLE_MAX_CHARS,
  RESEARCH_MATERIALS_MAX,
  RESEARCH_PILLAR_TITLE_MAX_CHARS,
  RESEARCH_QUESTION_MAX_CHARS,
  RESEARCH_QUESTIONS_PER_PILLAR_MAX,
  SANITY_CHECK_THESIS_MAX_CHARS,
  SOURCE_URL_MAX_CHARS,
} from "../constants";
import { sourceLink } from "../research/sourceLink";
import { boundedText, Id, IsoDateTime, listUpTo, Ticker, textUpTo } from "./common";

export const PILLAR_IDS = [
  "business-model-industry",
  "business-history-evolution",
  "competitors",
  "reputation-stakeholders-moat",
  "leadership-culture-capital",
  "economic-engine-financial",
  "reinvestment-growth-vectors",
  "track-record-operations",
  "risks-mitigating-factors",
] as const;
export const PillarId = Schema.Literals(PILLAR_IDS);
export type PillarId = typeof PillarId.Type;

export const ResearchStatus = Schema.Literals(["draft", "generating", "complete", "failed"]);
export type ResearchStatus = typeof ResearchStatus.Type;

/**
 * A material's address: one a source may open (domain/research/sourceLink.ts), an http(s) address
 * or a path on this site, never one a browser reads as another site's (`/<TAB>/evil.example`).
 */
export const MaterialUrl = boundedText(SOURCE_URL_MAX_CHARS).check(
  Schema.makeFilter(
    (url: string) => sourceLink(url) !== null || "must be an http or https address, or a path on this site",
  ),
);

/** Something the user brings to the research: pasted text, a link, a filing or a note. */
export const Material = Schema.Struct({
  kind: Schema.Literals(["text", "url", "filing", "note"]),
  title: boundedText(RESEARCH_MATERIAL_TITLE_MAX_CHARS),
  content: textUpTo(RESEARCH_MATERIAL_MAX_CHARS),
  url: Schema.optionalKey(MaterialUrl),
});
export type Material = typeof Material.Type;

const Materials = listUpTo(Material, RESEARCH_MATERIALS_MAX, "materials");
/** The pillars chosen: each of the nine at most once. */
const ChosenPillars = listUpTo(PillarId, PILLAR_IDS.length, "pillars");
const Pillars = ChosenPillars.check(Schema.isMinLength(1, { message: "choose at least one pillar" }));

export const ResearchQuestion = Schema.Struct({ id: Id, text: boundedText(RESEARCH_QUESTION_MAX_CHARS) });
export type ResearchQuestion = typeof ResearchQuestion.Type;

/** The generated questions per pillar. */
export const ResearchStructure = Schema.Struct({
  pillars: listUpTo(
    Schema.Struct({
      pillarId: PillarId,
      title: textUpTo(RESEARCH_PILLAR_TITLE_MAX_CHARS),
      questions: listUpTo(ResearchQuestion, RESEARCH_QUESTIONS_PER_PILLAR_MAX, "questions"),
    }),
    PILLAR_IDS.length,
    "pillars",
  ),
});
export type ResearchStructure = typeof ResearchStructure.Type;

export const ResearchDraft = Schema.Struct({
  id: Id,
  companyName: Schema.String,
  companyTicker: Ticker,
  materials: Materials,
  pillars: Schema.Array(PillarId),
  structure: Schema.NullOr(ResearchStructure),
  status: ResearchStatus,
  /** The document generated from this draft, once generation started. */
  documentId: Schema.NullOr(Id),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ResearchDraft = typeof ResearchDraft.Type;

export const NewDraft = Schema.Struct({
  companyName: boundedText(200),
  companyTicker: Ticker,
  materials: Schema.optionalKey(Materials),
});
export type NewDraft = typeof NewDraft.Type;

export const DraftUpdate = Schema.Struct({
  companyName: Schema.optionalKey(boundedText(200)),
  companyTicker: Schema.optionalKey(Ticker),
  materials: Schema.optionalKey(Materials),
  pillars: Schema.optionalKey(ChosenPillars),
  structure: Schema.optionalKey(Schema.NullOr(ResearchStructure)),
});
export type DraftUpdate = typeof DraftUpdate.Type;

export const StructureRequest = Schema.Struct({ pillars: Pillars, materials: Schema.optionalKey(Materials) });
export type StructureRequest = typeof StructureRequest.Type;

/**
 * A background job on a draft: writing its questions (`structure`) or its report (`report`).
 * `status` is generating while it runs, then complete or failed (with `failure`, the reason);
 * starting again with the same Idempotency-Key answers how the job stands.
 */
export const ResearchJob = Schema.Struct({
  draftId: Id,
  kind: Schema.Literals(["structure", "report"]),
  status: ResearchStatus,
  documentId: Schema.NullOr(Id),
  failure: Schema.NullOr(Schema.String),
});
export type ResearchJob = typeof ResearchJob.Type;

const SOURCE_KINDS = ["filing", "statement", "news", "profile", "overview", "note", "pdf", "material"] as const;

/** Where a claim's evidence can be read, and the passage it quotes; `url` is checked by the caller's schema. */
const researchSourceWith = <Url extends Schema.Top>(url: Url) =>
  Schema.Struct({
    id: boundedText(300),
    kind: Schema.Literals(SOURCE_KINDS),
    title: boundedText(500),
    /** A filing's or article's address, or the app's own (a statement, a note, a PDF page). */
    url,
    /** The passage or statement line the claim rests on. */
    excerpt: Schema.String.check(Schema.isMaxLength(4000)),
  });

/** A source as the server answers it (a provider's address is passed on as the provider gave it). */
export const ResearchSource = researchSourceWith(boundedText(2000));
export type ResearchSource = typeof ResearchSource.Type;

/**
 * How a claim stands against its sources (issue 34): `checked`, its figures stand in a cited
 * source; `quoted`, it has no figures and is a cited source's words verbatim; `unverified`, neither.
 */
export const ClaimState = Schema.Literals(["checked", "quoted", "unverified"]);
export type ClaimState = typeof ClaimState.Type;

/** One sentence of a report with the sources it rests on. */
const claimWith = <Source extends Schema.Top>(source: Source) =>
  Schema.Struct({
    text: boundedText(4000),
    sources: Schema.Array(source).check(Schema.isMaxLength(10)),
    /** True when `state` is checked or quoted. */
    verified: Schema.Boolean,
    /** Absent on claims stored before issue 34; `claimStateOf` computes it for those. */
    state: Schema.optionalKey(ClaimState),
  });
export const Claim = claimWith(ResearchSource);
export type Claim = typeof Claim.Type;

const claimsWith = <Source extends Schema.Top>(source: Source) =>
  Schema.Array(claimWith(source)).check(Schema.isMaxLength(50));

/**
 * The company against its peers in the data (issue 34; issue 43: of its industry or competitive
 * group, not its sector): one row per company, its latest fiscal year's figures in the order of
 * `measures`, and the company's rank on each (1 + the rows ahead of it, so a tie shares a rank).
 */
const peerComparisonWith = <Source extends Schema.Top>(source: Source) =>
  Schema.Struct({
    symbol: Ticker,
    /** The company's sector, as its profile names it (a report stored before issue 43 compared against it). */
    sector: textUpTo(100),
    /** Why the rows are its peers: "same industry: Discount Stores". Absent on reports stored before issue 43. */
    basis: Schema.optionalKey(textUpTo(300)),
    /** The peer set in a few words: its industry, or its competitive group ("big-box retail"). */
    group: Schema.optionalKey(textUpTo(100)),
    measures: Schema.Array(
      Schema.Struct({
        id: textUpTo(100),
        label: textUpTo(200),
        unit: Schema.Literals(["percent", "times"]),
        /** The company's place, 1 the best, among the rows that have the figure; null when it lacks it. */
        rank: Schema.NullOr(Schema.Int),
        /** How many rows have the figure: a count, so a whole number (JSON has no NaN to send). */
        of: Schema.Int,
      }),
    ).check(Schema.isMaxLength(12)),
    rows: Schema.Array(
      Schema.Struct({
        symbol: Ticker,
        name: textUpTo(300),
        /** The fiscal year the figures are of, e.g. "fiscal 2024". */
        year: textUpTo(40),
        values: Schema.Array(Schema.NullOr(Schema.Finite)).check(Schema.isMaxLength(12)),
      }),
    ).check(Schema.isMaxLength(40)),
    source,
  });
export const PeerComparison = peerComparisonWith(ResearchSource);
export type PeerComparison = typeof PeerComparison.Type;

/** A pillar's section: a summary, its key points, the evidence behind them, and the open risks. */
const structuredContentWith = <Source extends Schema.Top>(source: Source) =>
  Schema.Struct({
    summary: Schema.String.check(Schema.isMaxLength(4000)),
    keyPoints: claimsWith(source),
    evidence: claimsWith(source),
    risks: claimsWith(source),
    /** The competitors pillar's table against sector peers in the data, when it has peers. */
    comparison: Schema.optionalKey(peerComparisonWith(source)),
  });
export const StructuredContent = structuredContentWith(ResearchSource);
export type StructuredContent = typeof StructuredContent.Type;

export const SectionQuestion = Schema.Struct({
  id: Id,
  text: Schema.String,
  /** The answer, sentence by sentence, each with its sources. */
  answer: claimsWith(ResearchSource),
  summary: Schema.NullOr(Schema.String),
  readability: Schema.NullOr(Schema.String),
});
export type SectionQuestion = typeof SectionQuestion.Type;

export const ResearchSection = Schema.Struct({
  id: Id,
  pillarId: PillarId,
  title: Schema.String,
  structuredContent: StructuredContent,
  questions: Schema.Array(SectionQuestion),
  pillarReport: Schema.NullOr(Schema.String),
});
export type ResearchSection = typeof ResearchSection.Type;

export const ResearchDocumentSummary = Schema.Struct({
  id: Id,
  draftId: Schema.NullOr(Id),
  companyName: Schema.String,
  companyTicker: Ticker,
  status: ResearchStatus,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ResearchDocumentSummary = typeof ResearchDocumentSummary.Type;

/** How far the writing of one pillar has got. */
export const PillarProgress = Schema.Struct({
  pillarId: PillarId,
  state: Schema.Literals(["waiting", "writing", "done", "failed"]),
});
export type PillarProgress = typeof PillarProgress.Type;

export const ResearchDocument = Schema.Struct({
  ...ResearchDocumentSummary.fields,
  /** Why generation failed, when it did. */
  failure: Schema.NullOr(Schema.String),
  progress: Schema.Array(PillarProgress),
  sections: Schema.Array(ResearchSection),
});
export type ResearchDocument = typeof ResearchDocument.Type;

/**
 * A section as its owner saves it. The server also refuses a source whose address a page may not
 * open (isSavableSourceUrl), after the shape: a filter here would leave the contract's generated
 * samples without a valid address.
 */
export const SectionUpdate = Schema.Struct({ structuredContent: StructuredContent });
export type SectionUpdate = typeof SectionUpdate.Type;

export const SanityCheckRequest = Schema.Struct({ thesis: boundedText(SANITY_CHECK_THESIS_MAX_CHARS) });
export type SanityCheckRequest = typeof SanityCheckRequest.Type;

export const SanityCheck = Schema.Struct({
  thesis: Schema.String,
  verdict: Schema.Literals(["supported", "mixed", "unsupported"]),
  summary: Schema.String,
  /** Each sentence of the thesis, weighed against the report's claims, with the evidence cited. */
  points: Schema.Array(
    Schema.Struct({
      claim: Schema.String,
      /** `notCheckable`: a forward-looking claim, which the report's history cannot settle (issue 34). */
      assessment: Schema.Literals(["supported", "contradicted", "unclear", "notCheckable"]),
      evidence: Schema.String,
      sources: Schema.Array(ResearchSource),
    }),
  ),
});
export type SanityCheck = typeof SanityCheck.Type;

export const QuestionSummary = Schema.Struct({ questionId: Id, summary: Schema.String });
export type QuestionSummary = typeof QuestionSummary.Type;

export const QuestionReadability = Schema.Struct({ questionId: Id, readability: Schema.String });
export type QuestionReadability = typeof QuestionReadability.Type;

export const PillarReport = Schema.Struct({ sectionId: Id, report: Schema.String });
export type PillarReport = typeof PillarReport.Type;
