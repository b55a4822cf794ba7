// The one passage index (issue 44, item 7): chat (the offline answer and the live model's quotes),
// the research report's passages and PDF chat's pages are all ranked by this BM25 index (MiniSearch),
// one implementation with two sets of word rules (short passages, long pages).
// An index is built once per list of passages and shared by every caller over that list; a search
// may add the asking user's own passages, which join it and leave it in one synchronous step, so no
// other search ever sees them.
import MiniSearch from "minisearch";

/** What the index reads of a passage or a page: its text, and where it has them, its title and company. */
export interface IndexedText {
  readonly text: string;
  readonly title?: string;
  readonly companyName?: string | null;
  readonly symbol?: string | null;
}

export interface FoundText<T extends IndexedText> {
  readonly item: T;
  /** BM25's score: comparable within one search only. */
  readonly score: number;
}

export interface PassageSearch<T extends IndexedText> {
  /** Passages added for this search only (the user's own), removed before it returns. */
  readonly added?: ReadonlyArray<T>;
  /** Which passages may be found. */
  readonly filter?: (item: T) => boolean;
  /** A factor on a passage's score (the user's own material counts more). */
  readonly boost?: (item: T) => number;
}

export interface PassageIndex<T extends IndexedText> {
  /** The passages best matching the words, best first; none for no words. */
  readonly search: (words: ReadonlyArray<string>, options?: PassageSearch<T>) => FoundText<T>[];
}

/** How words match: from what length a word starts longer ones, and finds a near spelling. */
interface WordRules {
  readonly prefixFrom: number;
  readonly fuzzyFrom: number | null;
}

/**
 * Passages (a profile, a filing's summary, a note) are short: "margin" finds "margins" and a long
 * word a near spelling ("recievables"). A filing's pages are long and many, and a prefix or a slip
 * would find some word on every page: their words start longer ones only from five letters, and
 * are never read through a slip.
 */
const PASSAGE_WORDS: WordRules = { prefixFrom: 4, fuzzyFrom: 6 };
const PAGE_WORDS: WordRules = { prefixFrom: 5, fuzzyFrom: null };
const FUZZY_DISTANCE = 0.2;
/** A company's name or ticker in a passage's fields counts three times its text; its title twice. */
const FIELD_BOOSTS = { companyName: 3, symbol: 3, title: 2 };

type IdOf<T> = (item: T) => string | number;

function buildIndex<T extends IndexedText>(items: ReadonlyArray<T>, idOf: IdOf<T>, rules: WordRules): PassageIndex<T> {
  const { prefixFrom, fuzzyFrom } = rules;
  const index = new MiniSearch<T>({
    idField: "id",
    fields: ["title", "text", "companyName", "symbol"],
    extractField: (item, field) =>
      field === "id" ? idOf(item) : String((item as unknown as Record<string, unknown>)[field] ?? ""),
    searchOptions: {
      boost: FIELD_BOOSTS,
      prefix: (term) => term.length >= prefixFrom,
      fuzzy: (term) => (fuzzyFrom !== null && term.length >= fuzzyFrom ? FUZZY_DISTANCE : false),
    },
  });
  // One entry per id: a passage listed twice is indexed once (MiniSearch refuses a second).
  const byId = new Map<string | number, T>(items.map((item) => [idOf(item), item]));
  index.addAll([...byId.values()]);
  return {
    search(words, options = {}) {
      if (words.length === 0) return [];
      const addedById = new Map(
        (options.added ?? []).filter((item) => !byId.has(idOf(item))).map((item) => [idOf(item), item]),
      );
      const added = [...addedById.values()];
      const itemOf = (id: string | number) => (addedById.get(id) ?? byId.get(id)) as T;
      index.addAll(added);
      try {
        return index
          .search(words.join(" "), {
            ...(options.filter ? { filter: (result) => options.filter?.(itemOf(result.id)) ?? true } : {}),
            ...(options.boost ? { boostDocument: (id) => options.boost?.(itemOf(id)) ?? 1 } : {}),
          })
          .map((result) => ({ item: itemOf(result.id), score: result.score }));
      } finally {
        for (const item of added) index.remove(item);
      }
    },
  };
}

const INDEXES = new WeakMap<ReadonlyArray<IndexedText>, PassageIndex<never>>();

function indexOf<T extends IndexedText>(items: ReadonlyArray<T>, idOf: IdOf<T>, rules: WordRules): PassageIndex<T> {
  let index = INDEXES.get(items) as PassageIndex<T> | undefined;
  if (!index) {
    index = buildIndex(items, idOf, rules);
    INDEXES.set(items, index as unknown as PassageIndex<never>);
  }
  return index;
}

/** The index of a list of passages: built on first use, then shared while the list lives. */
export const passageIndex = <T extends IndexedText & { readonly id: string }>(items: ReadonlyArray<T>) =>
  indexOf(items, (item) => item.id, PASSAGE_WORDS);

/** The index of a PDF's pages, by page number: built on first use, then shared while the pages are open. */
export const pageIndex = <T extends IndexedText & { readonly pageNumber: number }>(pages: ReadonlyArray<T>) =>
  indexOf(pages, (page) => page.pageNumber, PAGE_WORDS);
