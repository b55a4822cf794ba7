// Rewrites the reference section of packages/core/README.md from src/index.ts.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { publicExports, REFERENCE_END, REFERENCE_START, referenceMarkdown } from "../src/publicExports";

const readme = join(import.meta.dirname, "..", "README.md");
const text = readFileSync(readme, "utf8");
const start = text.indexOf(REFERENCE_START);
const end = text.indexOf(REFERENCE_END);
if (start < 0 || end < start)
  throw new Error(`README.md has no reference section between ${REFERENCE_START} and ${REFERENCE_END}`);
writeFileSync(
  readme,
  text.slice(0, start) + referenceMarkdown(publicExports()) + text.slice(end + REFERENCE_END.length),
);
console.log("README.md: reference written.");
