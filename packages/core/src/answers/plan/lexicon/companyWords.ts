// Words around companies' names: pronouns, links between names, cues that a word is a company.
import { wordSet } from "../words";
import { SECTOR_WORDS } from "./sectorWords";

export const PRONOUNS = wordSet("it its it's they their them theirs he she his her company company's firm both");
export const COMPARE_WORDS = wordSet("compare compared comparison versus vs vs. against than with relative");
export const NOT_A_NAME = wordSet(
  "how what which who where when why is are was were does do did show tell give compare " +
    "the and or of in on for from to at by revenue figures please hi hello thanks thank ok okay yes no",
);

/** Words that set one company beside another: "A and B", "A vs B", "compare A with B". */
export const LINK_WORDS = wordSet("and vs vs. versus with against or than compare compared to");

/** Words that name a company's shares or its legal form, after its name ("Siemens stock", "Bayer AG"). */
export const COMPANY_CUES = wordSet(
  "stock stocks shares share inc corp corporation company plc ag sa se nv ltd limited group holdings",
);
/** Prepositions of place or scope: a capitalised word after one is a place or a group, not a company. */
export const SCOPE_WORDS = wordSet("in within among amongst across outside inside throughout around into");
/** Sectors and places written with a capital: never a company's name. */
export const NOT_COMPANY_NAMES = wordSet(
  `${SECTOR_WORDS.map(([word]) => word).join(" ")} health care consumer staples utilities materials real estate ` +
    "north south east west western eastern northern southern america american americas europe european asia asian " +
    "africa african australia canada mexico brazil germany france uk britain england japan china india korea global world " +
    "emerging developed middle",
);

/** Words that name a chief executive as such, not only a verb of running ("who runs"). */
export const CHIEF_WORDS = wordSet("ceo chief executive boss head helm leader president chairman");

/** Words after a lower-case two-letter ticker that make it a terse question's company ("ko avg …"). */
export const TERSE_FOLLOWERS = wordSet("avg average yoy ttm ltm cagr growth latest last vs");
/** A period written as one word after a terse ticker: "fy2024", "fy24", "2024", "q3", "q3'24", "h1". */
export const PERIOD_TOKEN = /^(?:(?:fy|cy)['-]?\d{2}(?:\d{2})?|q[1-4](?:['-]?\d{2}(?:\d{2})?)?|h[12]|\d{4})$/;
