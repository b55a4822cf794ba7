// What a company's page tells the assistant when the inline chat is opened from it: who the
// company is, its price, and its description, cut to the 8000 characters the AI request allows.

import { PAGE_CONTEXT_MAX_CHARS } from "../constants";
import type { CompanyProfile } from "../schemas/company";

export function companyPageContext(profile: CompanyProfile): string {
  const lines = [
    `Page: ${profile.companyName} (${profile.symbol}) on ${profile.exchangeFullName}.`,
    profile.sector || profile.industry
      ? `Sector: ${[profile.sector, profile.industry].filter(Boolean).join(", ")}.`
      : "",
    profile.ceo ? `CEO: ${profile.ceo}.` : "",
    `Price: ${profile.price} ${profile.currency}.`,
    profile.description ?? "",
  ];
  return lines.filter(Boolean).join("\n").slice(0, PAGE_CONTEXT_MAX_CHARS);
}
