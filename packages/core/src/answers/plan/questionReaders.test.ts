// Every question is read in `answers/plan/` (issue 44, DESIGN.md "Answering"): no regular expression
// is applied to a question in the server's source or in core's answers outside the plan. The rule
// (`testing/questionReaderScan.ts`) is proven here on code that reads a question and code that does
// not, then held over the source.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { typeScriptFiles } from "../../testing/fileLayout";
import { questionReadings } from "../../testing/questionReaderScan";

const SERVER = join(import.meta.dirname, "../../../../server/src");
const ANSWERS = join(import.meta.dirname, "..");

/** The question readers in a folder's source (tests apart), as "file:line: code". */
function readersIn(root: string, skip: (file: string) => boolean): string[] {
  return typeScriptFiles(root, { tests: false })
    .filter((file) => !skip(file) && !file.endsWith(".bench.ts"))
    .flatMap((file) =>
      questionReadings(readFileSync(join(root, file), "utf8")).map(({ line, code }) => `${file}:${line}: ${code}`),
    );
}

const questionName = fc.constantFrom("question", "message", "prompt", "query", "evidence.question", "turn.message");
const pattern = fc.constantFrom("/\\brisks?\\b/", "/\\b(compet\\w*|rivals?)\\b/i", "RISK_WORDS", "/how many/");

describe("the rule finding a question read outside the plan", () => {
  it("finds a pattern tested on, matched against or handed with a question, however written", () => {
    const readers = fc.oneof(
      fc.tuple(pattern, questionName).map(([re, name]) => `if (${re}.test(${name})) return null;`),
      fc.tuple(pattern, questionName).map(([re, name]) => `const found = ${re}.test(${name}.toLowerCase());`),
      fc.tuple(pattern, questionName).map(([re, name]) => `const found = ${name}.match(${re});`),
      fc.tuple(pattern, questionName).map(([re, name]) => `for (const m of ${name}.matchAll(${re})) use(m);`),
      questionName.map((name) => `const rest = ${name}.replace(/according to the filing/i, "");`),
      fc.tuple(pattern, questionName).map(([re, name]) => `if (asks(${name}, ${re.startsWith("/") ? re : "/x/"})) {`),
      // A name given the question is a question: `text = plain(question)`, then `WORDS.test(text)`.
      fc.tuple(pattern, questionName).map(([re, name]) => `  const text = plain(${name});\n  return ${re}.test(text);`),
    );
    fc.assert(
      fc.property(readers, (code) => {
        expect(questionReadings(`export function f(question: string) {\n${code}\n}\n`)).not.toEqual([]);
      }),
    );
  });

  it("leaves regular expressions on pages, on tidied whitespace, and on names held in another function", () => {
    const source = [
      "export const pageYears = (text: string) => [...text.matchAll(/(19|20)\\d{2}/g)];",
      "export function tidy(message: string) {",
      '  return message.replace(/\\s+/g, " ").trim();',
      "}",
      "// /\\brisks?\\b/.test(question) was here; a comment is not code",
      "export function asked(question: string) {",
      "  const text = plain(question);",
      "  return planOf(text);",
      "}",
      "export function page(text: string) {",
      "  return /risk factors/i.test(text);",
      "}",
    ].join("\n");
    expect(questionReadings(source)).toEqual([]);
  });
});

describe("the question readers", () => {
  it("live in the plan: none in the server's source", () => {
    // The scan reaches the server's files: the gap check that used to read questions is among them.
    expect(typeScriptFiles(SERVER, { tests: false })).toContain("answers/filingGaps.ts");
    expect(readersIn(SERVER, () => false)).toEqual([]);
  });

  it("live in the plan: none in core's answers outside plan/", () => {
    expect(readersIn(ANSWERS, (file) => file.startsWith("plan/"))).toEqual([]);
  });
});
