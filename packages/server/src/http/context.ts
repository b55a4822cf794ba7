// What every handler can reach: the services, and the signed-in user's id once authenticated.

import type { AiService } from "../areas/ai/ai.service";
import type { ConversationsService } from "../areas/chat/conversations.service";
import type { CompanyInsights } from "../areas/company/companyInsights.service";
import type { CompanySearch } from "../areas/company/companySearch.service";
import type { FilingsService } from "../areas/filings/filings.service";
import type { FinancialsService } from "../areas/financials/financials.service";
import type { HighlightsService } from "../areas/highlights/highlights.service";
import type { MarketData } from "../areas/market/marketData";
import type { NewsService } from "../areas/news/news.service";
import type { NotesService } from "../areas/notes/notes.service";
import type { PdfService } from "../areas/pdf/pdf.service";
import type { PortfolioService } from "../areas/portfolio/portfolio.service";
import type { PromptsService } from "../areas/prompts/prompts.service";
import type { ResearchDocumentsService } from "../areas/research/researchDocuments";
import type { ResearchDraftsService } from "../areas/research/researchDrafts";
import type { ResearchJobsService } from "../areas/research/researchJobs";
import type { CallLimits } from "../areas/usage/callLimits";
import type { UsageService } from "../areas/usage/usage.service";
import type { UsersService } from "../areas/users/users.service";
import type { AccessTokens } from "../auth/accessTokens";
import type { GoogleIdTokens } from "../auth/googleIdTokens";
import type { LoginThrottle } from "../auth/loginThrottle";
import type { RefreshSessions } from "../auth/refreshSessions";
import type { ResearchAccess } from "../auth/researchAccess";
import type { SignUpThrottle } from "../auth/signUpThrottle";
import type { Database, DatabaseKind } from "../db/database";
import type { CsrfProtection } from "./csrf";

export interface AppServices {
  readonly db: Database;
  readonly databaseKind: DatabaseKind;
  readonly users: UsersService;
  readonly accessTokens: AccessTokens;
  readonly refreshSessions: RefreshSessions;
  readonly csrf: CsrfProtection;
  readonly loginThrottle: LoginThrottle;
  /** Accounts each client may create per hour, shared by every server process. */
  readonly signUpThrottle: SignUpThrottle;
  /** Null when Google sign-in is not configured. */
  readonly google: GoogleIdTokens | null;
  readonly research: ResearchAccess;
  readonly usage: UsageService;
  /** Each user's per-minute allowances of expensive calls, shared by every server process. */
  readonly limits: CallLimits;
  /** Company data from the configured providers, with provenance and the §9 cache. */
  readonly marketData: MarketData;
  /** Companies by name or ticker, over a live provider's listings or the bundled universe. */
  readonly companySearch: CompanySearch;
  /** The overview and the seven-powers evidence, computed from the market data. */
  readonly companyInsights: CompanyInsights;
  readonly financials: FinancialsService;
  readonly filings: FilingsService;
  /** Company and market news, with each user's saved search terms. */
  readonly news: NewsService;
  readonly conversations: ConversationsService;
  readonly highlights: HighlightsService;
  readonly notes: NotesService;
  /** Each user's holdings and watched companies, in their order. */
  readonly portfolio: PortfolioService;
  /** Questions users share per company, with votes. */
  readonly prompts: PromptsService;
  /** Uploaded PDFs and their text, for PDF chat. */
  readonly pdf: PdfService;
  /** The assistant: the configured AI provider, with the daily quota. */
  readonly ai: AiService;
  /** Research drafts and the questions of their pillars. */
  readonly researchDrafts: ResearchDraftsService;
  /** Research reports and their sections. */
  readonly researchDocuments: ResearchDocumentsService;
  /** Report generation in the background, shared by every server process through the database. */
  readonly researchJobs: ResearchJobsService;
}

export interface AppEnv {
  Variables: {
    userId: string;
    /** Whether the request reached us over HTTPS (directly, or through a trusted proxy). */
    secureRequest: boolean;
    /** The client's address (the proxy's word for it behind a trusted proxy). */
    clientAddress: () => string;
  };
}
