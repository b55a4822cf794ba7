// Changes and workflows on a company's pages: the news search terms a user keeps for it, and
// downloading a filing (its PDF when the filer published one, else its readable text).
import type { Filing } from "../domain/schemas/company";
import { filingDownload, filingTextFile } from "../domain/stock/filingDownload";
import { dataMutation, type MutationPorts } from "./dataMutation";

export function companyMutations({ api, queries: { company: queries }, saveFile }: MutationPorts) {
  return {
    /** Keeps the terms that widen a company's news; its news is asked again with them. */
    saveNewsTerms: (symbol: string, companyName: string) =>
      dataMutation({
        mutationFn: (terms: ReadonlyArray<string>) =>
          api.company.saveNewsPreference({ symbol, custom_search_terms: [...terms] }),
        onSuccess: (_stored, _terms, _rollback, { client }) =>
          Promise.all([
            client.invalidateQueries({ queryKey: queries.newsPreferences().queryKey }),
            client.invalidateQueries({ queryKey: queries.news({ symbol, company_name: companyName }).queryKey }),
          ]),
      }),
    /** Saves a filing as a file; its text comes from the cache when it was opened already. */
    downloadFiling: () =>
      dataMutation({
        mutationFn: async (filing: Filing, { client }) => {
          const { pdf_url } = await api.company.resolveFilingPdf({ url: filing.link });
          const download = filingDownload(filing, pdf_url);
          if (download.kind === "pdf") {
            saveFile(download.fileName, await api.company.downloadFiling({ url: download.url }));
            return;
          }
          const text = await client.ensureQueryData(queries.filingText(filing.link));
          saveFile(
            download.fileName,
            new Blob([filingTextFile(text.title, text.text, filing.finalLink)], { type: "text/plain" }),
          );
        },
      }),
  };
}
