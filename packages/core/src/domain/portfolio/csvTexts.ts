// What a CSV import of holdings says (issue 43), kept apart from texts.ts: the server and the
// portfolio's screens read them, and the first page a browser loads need not carry them.
import { counted } from "../counted";

/** Rows are numbered as a spreadsheet numbers them: the heading is row 1. */
export const csvTexts = {
  csvImportRefused:
    "Nothing was imported. Fix these rows and import the file again (row 1 is the heading, as in a spreadsheet):",
  csvRow: (row: number, problem: string) => `Row ${row}: ${problem}`,
  csvUnknownCompany: (symbol: string) => `${symbol} is not a company Moatwise knows.`,
  csvListedTwice: (symbol: string, firstRow: number) => `${symbol} is already on row ${firstRow}.`,
  csvAlreadyHeld: (symbol: string) => `${symbol} is already in your portfolio.`,
  csvOverlap: (rows: number) =>
    `${counted(rows, "row")} of the file ${rows === 1 ? "is" : "are"} already in your portfolio. Update ${rows === 1 ? "it" : "them"} with the file's figures, or skip ${rows === 1 ? "it" : "them"} and add the rest?`,
  csvImported: (added: number, updated: number) => {
    if (added === 0 && updated === 0) return "Nothing was added: every row of the file is already in your portfolio.";
    if (added === 0) return `Updated ${counted(updated, "holding")} already in your portfolio.`;
    const imported = `Imported ${counted(added, "holding")}`;
    return updated > 0 ? `${imported}; updated ${counted(updated, "holding")} already there.` : `${imported}.`;
  },
};
