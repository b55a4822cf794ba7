// The rule that keeps every question read in core's `answers/plan/` (issue 44): a regular expression
// applied to a question anywhere else is a question reader outside the plan. A question is held in
// a name that says so (`question`, `message`, `prompt`, `query`, or a property of that name:
// `evidence.question`), or in a name assigned from one (`const text = plain(question)`). Whitespace
// tidying (`message.replace(/\s+/g, " ")`) names no word and is not reading.

const QUESTION_NAMES = ["question", "message", "prompt", "query"];

/** A source's lines without comments: a comment may quote a question reader it replaced. */
const codeLines = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .split("\n")
    .map((line) => (/^\s*\/\//.test(line) ? "" : line));

/**
 * The names holding a question in one top-level statement (a function, a constant): the question's
 * own names and those assigned from them there. A name is taken within its statement only, for
 * `text` or `word` may hold a question in one function and a page in the next.
 */
function questionNames(lines: ReadonlyArray<string>): string[] {
  const names = new Set(QUESTION_NAMES);
  const mentions = (line: string) => [...names].some((name) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(line));
  for (const line of lines) {
    const assigned = line.match(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(.*)$/);
    if (assigned?.[1] && assigned[2] && mentions(assigned[2])) names.add(assigned[1]);
  }
  return [...names];
}

/** A regular expression literal naming a word (three letters in a row, not an escape like `\s`). */
const NAMES_A_WORD = /\/(?:[^/\n\\]|\\.)*(?<!\\)[A-Za-z]{3}(?:[^/\n\\]|\\.)*\//;

/** The ways a regular expression is applied to `name`, as patterns over a line of code. */
function readerPatterns(name: string): RegExp[] {
  const held = `(?<![\\w$.])(?:[\\w$]+\\.)?${name}(?![\\w$])(?:\\.\\w+\\(\\))*`;
  return [
    // PATTERN.test(question), /…/.test(question.toLowerCase())
    new RegExp(`\\.test\\(\\s*${held}\\s*\\)`),
    // question.match(…), question.matchAll(…), question.search(…)
    new RegExp(`${held}\\.(?:match|matchAll|search)\\(`),
    // question.replace(/according to …/, "") reads words; /\s+/ only tidies
    new RegExp(`${held}\\.(?:replace|replaceAll|split)\\(\\s*${NAMES_A_WORD.source}`),
    // asks(question, /…/): a helper handed the question and a pattern
    new RegExp(`[\\w$]+\\(\\s*${held}\\s*,\\s*\\/(?![/*])`),
  ];
}

/** A line of a source that applies a regular expression to a question: its number and text. */
export interface QuestionReading {
  readonly line: number;
  readonly code: string;
}

/** Every line of `source` that reads a question with a regular expression. */
export function questionReadings(source: string): QuestionReading[] {
  const lines = codeLines(source);
  // A top-level statement starts at a line's first column; each is read with its own names.
  const starts = lines.flatMap((code, index) => (index === 0 || /^[^\s}\])]/.test(code) ? [index] : []));
  return starts.flatMap((start, at) => {
    const statement = lines.slice(start, starts[at + 1] ?? lines.length);
    const patterns = questionNames(statement).flatMap(readerPatterns);
    return statement.flatMap((code, index) =>
      patterns.some((pattern) => pattern.test(code)) ? [{ line: start + index + 1, code: code.trim() }] : [],
    );
  });
}
