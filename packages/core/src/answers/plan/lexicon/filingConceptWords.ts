// Words of a question about a filing's people: officers' roles, and capitalised words that name no
// one (a question's words, months, company suffixes, places).

/** Words naming an officer's role: with a pay or trade word, the question asks about that person. */
export const ROLE_PHRASES: ReadonlyArray<string> = [
  "ceo",
  "ceos",
  "cfo",
  "cfos",
  "coo",
  "cto",
  "chief executive",
  "chief executive officer",
  "chief financial officer",
  "chief operating officer",
  "chairman",
  "chairwoman",
  "chair",
  "president",
  "executive",
  "executives",
  "executive officers",
  "officers",
  "directors",
  "board members",
  "insiders",
  "founder",
  "founders",
  "management",
];

/** Capitalised words that start a question or name no one ("How", "Fiscal", "Inc"). */
export const NOT_NAME_WORDS: ReadonlyArray<string> = (
  "how what which who whom whose when where why did does do was were is are has have had can could will would " +
  "should tell show give list please find in for during according the this that these those its their our at on " +
  "by of and or but if from as to total annual fiscal net base gross about between since after before per " +
  "january february march april may june july august september october november december " +
  "monday tuesday wednesday thursday friday saturday sunday quarter q1 q2 q3 q4 fy form item part note " +
  "chief executive officer financial operating president chairman chair ceo cfo director board " +
  "inc corp corporation company co ltd llc plc lp limited partnership holdings group properties technologies systems bank " +
  "bancorp financial energy motors airlines pharmaceuticals partners capital trust international industries " +
  "brands foods communications networks software labs resources realty electric gas power semiconductor " +
  "platforms entertainment health healthcare therapeutics sciences services solutions products stores markets " +
  "enterprises ventures airways logistics insurance mining oil petroleum chemical steel media utility " +
  "united states america american europe european china asia japan street"
).split(" ");

/** "How much did ... make", "what did ... earn": an amount asked of a person, not an action. */
export const AMOUNT_OF_PERSON_PHRASES: ReadonlyArray<string> = [
  "how much",
  "what did",
  "what does",
  "what do",
  "what will",
];
