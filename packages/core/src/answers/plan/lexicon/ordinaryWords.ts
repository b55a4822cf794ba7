// Ordinary words of a question: never read as a company's name or a typo of a measure word.
import { wordSet } from "../words";

/** The question's ordinary words (the measure phrases' own words are added in phrases.ts). */
export const ORDINARY_QUESTION_WORDS = wordSet(
  "what which who whom whose when where why how was were is are be been being did does do done has have had will would " +
    "could should can may might must shall the a an and or but of for from to in on at by with about into over under " +
    "than then that this these those there their they them its it his her our your my me i we you us show tell give " +
    "list compare comparison versus against between since through until last past latest recent current year years " +
    "fiscal quarter quarters annual annually month months day days week weeks trend growth grow grew growing change " +
    "changed total combined each every per share shares stock stocks company companies much many most more less least " +
    "highest lowest largest biggest smallest best worst top rank ranking ranked higher lower faster slower round " +
    "rounded decimal decimals billions millions percent percentage also please just only still both all any some same " +
    "other another end start beginning calendar ended ending full whole number figure figures data value ratio rate " +
    "margin margins cagr compound annualized average mean median trailing twelve ttm ltm next previous prior ago " +
    "first second third fourth one two three four five six seven eight nine ten define defined calculate computed " +
    "compute calculated measured using use as if not no yes vs spend spent pay paid went go going doing did make made " +
    "sell buy buying selling invest investing hold holding good bad great worth price target forecast expect growth " +
    "january february march april may june july august september october november december summary overview " +
    "business model strategy risks risk moat news filings filing annual report dollars dollar usd us u.s " +
    // Abbreviations that introduce or end a clause ("i.e. sales over assets").
    "i.e ie e.g eg etc viz",
);
