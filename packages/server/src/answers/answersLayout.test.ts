// The server's answers folder stays readable (issue 44, item 7): no TypeScript file in it, tests
// included, is over 500 lines, so each concern of the engines lives in a file named for it.
import { filesOverLimit, MAX_FILE_LINES, typeScriptFiles } from "@moatwise/core/testing/fileLayout";
import { describe, expect, it } from "vitest";

const ANSWERS = import.meta.dirname;

describe("the server's answers folder", () => {
  it(`has no file over ${MAX_FILE_LINES} lines, tests included`, () => {
    // The listing reaches into the folders and takes the tests: this very file and the reports' are among them.
    const files = typeScriptFiles(ANSWERS, { tests: true });
    expect(files).toContain("answersLayout.test.ts");
    expect(files).toContain("reports/reportWriter.ts");
    expect(filesOverLimit(ANSWERS)).toEqual([]);
  });
});
