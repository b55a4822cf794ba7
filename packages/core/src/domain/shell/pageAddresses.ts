// Which page an address is, for the machines that follow the address: the chat page (and the company
// it is about), a company's stock page. The routes themselves are web's; these read the same paths.
import { symbolFromAddress } from "../stock/symbolFromAddress";

export interface ChatPage {
  /** The page's path, without its query: the conversation's id is written after it. */
  readonly path: string;
  /** The company the chat page is about (`/chat/{symbol}`). */
  readonly symbol?: string;
}

/** The chat page an address is, with the company it is about; null for any other page. */
export function chatPageOf(path: string): ChatPage | null {
  if (path === "/chat") return { path };
  const about = /^\/chat\/([^/]+)$/.exec(path);
  return about?.[1] ? { path, symbol: symbolFromAddress(about[1]) } : null;
}

const NOT_COMPANIES = new Set(["dashboard", "news"]);

/** The symbol of the stock page an address is (`/stock/{symbol}`, `/portfolio/{symbol}`); null for any other page. */
export function companyPageSymbol(path: string): string | null {
  const match = /^\/(stock|portfolio)\/([^/]+)$/.exec(path);
  if (!match?.[2] || (match[1] === "portfolio" && NOT_COMPANIES.has(match[2]))) return null;
  return symbolFromAddress(match[2]);
}

/**
 * Where the chat page's address goes once the open conversation changed, or null to stay: a new id
 * is written after the page's path (replacing the entry); a conversation the server does not have
 * stays in the address while the chat says so, and once the chat has moved on from it (a new
 * question, a new chat) the address names none.
 */
export function chatAddressAfter(
  page: ChatPage,
  named: string | null,
  chat: { readonly conversationId: string | null; readonly conversationMissing: boolean },
): string | null {
  if (chat.conversationId && chat.conversationId !== named) {
    return `${page.path}?conversation=${encodeURIComponent(chat.conversationId)}`;
  }
  if (named && !chat.conversationMissing && chat.conversationId === null) return page.path;
  return null;
}
