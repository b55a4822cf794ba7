// @moatwise/core: the framework-free heart of Moatwise. Everything a client needs, nothing it
// must not see; no React, no DOM at import time.

// The answer engine (plan, facts, writers, checks), as its clients read it: the server answers
// questions and writes report drafts with these; the rest of answers/ is the engine's own.
export {
  type AnswerPlan,
  type AskedConcept,
  absentGapText,
  anchoredYears,
  answersConcepts,
  answersFromFacts,
  askedConcepts,
  askedTermOf,
  askedThing,
  asksAmountOnly,
  asksForFigure,
  asksOfNobody,
  asksOutlook,
  asksQuotedMaterial,
  bestPassages,
  bestSentences,
  breakdownOf,
  type ClassifiedPage,
  type CompanyDirectory,
  type CompanyKind,
  checkAnswer,
  checkClaim,
  citedFactIds,
  citedPassage,
  clippedQuote,
  closingBalanceLabel,
  companyDirectory,
  conceptGapLine,
  conceptLacked,
  conceptPageWords,
  datedMonths,
  definesMeasure,
  draftMarkdown,
  draftText,
  type Fact,
  type FactSource,
  type FactsTable,
  type FactUnit,
  FILING_SYMBOL,
  type FilingFact,
  type FilingKindId,
  type FilingPageClass,
  type FilingReading,
  type FilingReadingWithPages,
  type FilingSectionConcept,
  factsOffPlan,
  factValue,
  filingKindOf,
  filingNamesOf,
  filingPageClassWords,
  filingPageSourceId,
  forecastGapText,
  type Gap,
  gapSaid,
  isQuotable,
  type KnownCompany,
  LACKING_CONCEPTS,
  lineNamedScore,
  lineNameWords,
  linesThatMoved,
  type MaterialAsked,
  MEASURE_BY_ID,
  MEASURES,
  type MeasureFormula,
  MOVED_LINES_NAMED,
  type MovedLine,
  type MovedLineInput,
  marginTrend,
  markUnverified,
  matchingExcerpt,
  namesGiven,
  netDebtLine,
  noBreakdownRead,
  notMeaningfulFor,
  type OwnSource,
  ownSourcesOf,
  type PeriodEnded,
  type PlannedCompany,
  type PlannedMeasure,
  periodWords,
  planQuestion,
  planReportQuestion,
  possessive,
  type Quote,
  queryTerms,
  type ReportAsk,
  readFiling,
  refusesHeadCountHistory,
  reportAsks,
  reportQuestionWordsProblem,
  requiredPairs,
  type SignedTerm,
  type StatementName,
  sanityCheck,
  sectionConceptsAsked,
  sentenceKey,
  sentencesOf,
  shortName,
  statedNumbers,
  subjectWordsOf,
  type TextRun,
  textWords,
  unquotedWordsGap,
  unreadWordsText,
  wordMatches,
  writeDraft,
  writeFilingDraft,
  yearPartLabel,
  yearPartWords,
  yearsAsked,
} from "./answers";
// The /v1 contract and its client
export { type ApiClientShape, makeApiClient, runApiWith } from "./api/ApiClient";
export { ApiError, NETWORK_ERROR_STATUS } from "./api/ApiError";
export {
  type AnyEndpoint,
  type BodyEncoding,
  type BodyOf,
  contract,
  isStreaming,
  type PathParamName,
  pathParamNames,
  type QueryOf,
  type ResponseKind,
  type ResponseOf,
  requestParts,
} from "./api/contract";
export { canTryAgain, failureMessage } from "./api/failureMessage";
export { type Credentials, credentialsFrom, loginProblems, type NewAccount, newAccountFrom } from "./api/loginForm";
// Machines
export { RefreshFailure, requestMachine } from "./api/request/request.machine";
export type { CallOptions, RequestParts } from "./api/requestParts";
export { ResponseCache } from "./api/responseCache";
export { restoreSession, signIn, signOut } from "./api/session";
export type { SessionEvent, SessionKeeper, TokenSlot } from "./api/sessionKeeper";
export { tokenRefreshMachine } from "./api/tokenRefresh/tokenRefresh.machine";
export { type PromiseApi, promiseApi, typedApi } from "./api/typedApi";
export { deviceName } from "./domain/account/deviceName";
export {
  comparablePassword,
  emailNamesOf,
  isStrongEnough,
  newPasswordProblem,
  PASSWORD_PROBLEM_TEXTS,
  type PasswordStrength,
  type PasswordWeakness,
  repeatedPieceOf,
  weakPasswordText,
} from "./domain/account/passwordRules";
export { dayTotal, summariseUsage, USAGE_KIND_LABELS, USAGE_KINDS } from "./domain/account/usage";
export { displayNameFor, initialsFor, pictureUrlFor, Theme, User } from "./domain/account/user";
export {
  AiRequest,
  AnswerPreferences,
  ChatHistoryItem,
  ChatMode,
  DEFAULT_ANSWER_PREFERENCES,
  Verbosity,
} from "./domain/chat/aiRequest";
export {
  ANSWER_CHOICE_GROUPS,
  type Choice,
  compactChoiceLabel,
  OFFLINE_CHOICES_NOTE,
  offeredChoiceGroups,
} from "./domain/chat/answerChoices";
export { answerForCopy, sourceListText } from "./domain/chat/answerCopy";
export { linkCitations, markdownBlocks } from "./domain/chat/answerMarkdown";
export {
  applyMention,
  chatInputHeight,
  chatPlaceholder,
  type MentionQuery,
  mentionAt,
  mentionOptions,
  typedTickers,
} from "./domain/chat/chatInput";
export { previewOf } from "./domain/chat/conversationList";
export {
  EXPORT_PIXEL_RATIO,
  type ExportCardFit,
  exportFileName,
  exportFontSize,
  fitExportCard,
} from "./domain/chat/exportCard";
export { type FollowUpAction, followUpActionsFor } from "./domain/chat/followUps";
export { safeMarkdownUrl } from "./domain/chat/markdownUrl";
export { detectQuestion } from "./domain/chat/question";
export { titleFromQuestion } from "./domain/chat/questionTitle";
export {
  isOwnSource,
  sourceAddress,
  sourceDomain,
  sourceHue,
  sourceIconDomains,
  sourceLetter,
} from "./domain/chat/sources";
export {
  fallbackTitle,
  NEW_CHAT_TITLE,
  referenceChipText,
  tidyModelTitle,
  truncateReasoning,
} from "./domain/chat/textRules";
// Domain rules and texts
export {
  AI_MESSAGE_MAX_CHARS,
  AI_MODEL_NAME_MAX_CHARS,
  AI_PROVIDER_NAME_MAX_CHARS,
  AI_STREAM_HEARTBEAT_MS,
  API_PREFIX,
  CACHE_LIFETIME_MS,
  CAPITAL_INTENSIVE_CAPEX_PERCENT,
  CAPITAL_INTENSIVE_PPE_PERCENT,
  CHAT_HISTORY_ITEM_MAX_CHARS,
  CHAT_HISTORY_MAX_ITEMS,
  COMPANY_SEARCH_MIN_CHARS,
  CSRF_COOKIE_NAME,
  CSRF_HEADER,
  DEFAULT_DCF_YEARS,
  DEFAULT_EQUITY_RISK_PREMIUM,
  DEFAULT_RISK_FREE_RATE,
  EXPORT_CARD_HEIGHT_PX,
  EXPORT_CARD_WIDTH_PX,
  EXPORT_FONT_SIZE_DEFAULT,
  EXPORT_FONT_SIZE_MAX,
  EXPORT_FONT_SIZE_MIN,
  EXPORT_FONT_SIZE_STEP,
  FLOW_LABEL_HEIGHT_PX,
  FLOW_NARROW_WIDTH_PX,
  FLOW_NODE_MIN_HEIGHT_PX,
  GENERAL_NEWS_DEFAULT_DAYS,
  HEALTHY_CURRENT_RATIO,
  HEALTHY_QUICK_RATIO,
  HIGHLIGHT_MIN_CHARS,
  HISTORICAL_PRICE_DEFAULT_TIMESERIES,
  HOLDING_THESIS_MAX_CHARS,
  IDEMPOTENCY_KEY_HEADER,
  IDLE_CONNECTION_TIMEOUT_MS,
  INLINE_CHAT_MAX_WIDTH_PX,
  INLINE_CHAT_MIN_WIDTH_PX,
  LOGIN_MAX_ACCOUNT_FAILURES,
  LOGIN_MAX_ADDRESS_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_PREFIX48_ADDRESS_FAILURES,
  LOGIN_MAX_PREFIX48_FAILURES,
  LOGIN_WINDOW_MS,
  MARKET_SNAPSHOT_SYMBOLS,
  MAX_CONVERSATIONS,
  MAX_FILING_FACTS,
  MAX_FILING_READING_CHARS,
  MAX_PDF_BYTES,
  MAX_PDF_PAGE_CHARS,
  MAX_PDF_PAGES,
  MAX_PDF_TEXT_CHARS,
  MAX_REQUEST_BODY_BYTES,
  PAGE_CONTEXT_MAX_CHARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_STRENGTH_SCORE,
  PASSWORD_STRENGTH_ESTIMATED_CHARS,
  PDF_CHAT_MESSAGE_MAX_CHARS,
  PORTFOLIO_MAX_HOLDINGS,
  PORTFOLIO_NEWS_DEFAULT_DAYS,
  PROMPT_MAX_CHARS,
  PROMPT_MIN_CHARS,
  PROMPTS_LISTED_MAX,
  PROMPTS_PER_USER_AND_COMPANY_MAX,
  REFRESH_COOKIE_NAME,
  REQUEST_HEADERS_TIMEOUT_MS,
  REQUEST_RECEIVE_TIMEOUT_MS,
  RESEARCH_MATERIAL_MAX_CHARS,
  RESEARCH_PROGRESS_POLL_MS,
  RESEARCH_QUESTION_MAX_CHARS,
  RESEARCH_QUESTIONS_PER_PILLAR_MAX,
  RETRY_TOAST_DURATION_MS,
  SANITY_CHECK_THESIS_MAX_CHARS,
  SEARCH_DEBOUNCE_MS,
  SIGNUP_WINDOW_MS,
  SIGNUPS_PER_HOUR,
  TITLE_SAVE_DELAY_MS,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  TYPEWRITER_CHUNK_MAX_CHARS,
  TYPEWRITER_TICK_MS,
  USERNAME_MAX_LENGTH,
} from "./domain/constants";
export { counted } from "./domain/counted";
export { formatCalendarDay, formatDate, formatDateTime, formatShortDateTime } from "./domain/dates";
export {
  filingDocumentId,
  isCompanyDocumentId,
  OVERVIEW_PARTS,
  type OverviewPart,
  overviewDocumentId,
} from "./domain/documents/documentIds";
export { passageSpans } from "./domain/documents/passageSpans";
export { fileSizeLabel, PDF_SIZE_LIMIT, pdfTooLarge } from "./domain/documents/pdfFile";
export { highlightCovering, type TextRange, trimmedSelection } from "./domain/documents/textSelection";
export { fieldProblems } from "./domain/fieldProblems";
export { figureIn, measureWords, yearWords } from "./domain/peers/comparisonWords";
export { COMPETITIVE_GROUPS, type CompetitiveGroup } from "./domain/peers/competitiveGroups.data";
export {
  comparedAmong,
  comparisonCaption,
  competingIndustries,
  type IndustryOf,
  namesList,
  noPeerLine,
  type PeerSet,
  peerSetOf,
  peersLine,
} from "./domain/peers/peerSet";
export { csvTexts } from "./domain/portfolio/csvTexts";
export * from "./domain/portfolio/holdingForm";
export * from "./domain/portfolio/holdingProblems";
export {
  type CsvHoldingRow,
  type CsvRowProblem,
  HOLDINGS_CSV_MAX_BYTES,
  holdingsCsv,
  parseHoldingsCsv,
  readHoldingsCsv,
  rowProblemLines,
} from "./domain/portfolio/holdingsCsv";
export { holdingsNewsFeed, lastNewsVisit, newCountByHolding, noteNewsVisit } from "./domain/portfolio/holdingsNews";
export {
  nextSort,
  OWN_ORDER,
  type PortfolioRow,
  type PortfolioSort,
  type PortfolioSortKey,
  portfolioRows,
  portfolioTotals,
  type SectorSlice,
  sectorAllocation,
  sortedRows,
} from "./domain/portfolio/portfolioRows";
export { type ReorderRows, reorderAnnouncements } from "./domain/portfolio/reorderAnnouncements";
export { promptProblem } from "./domain/prompts/promptVotes";
export { executiveSummaryOf } from "./domain/research/executiveSummary";
export { isUntitledPaste, type MaterialLabel, materialQuestion } from "./domain/research/materialQuestion";
export { inReportOrder, type Pillar, pillarOf, RESEARCH_PILLARS } from "./domain/research/pillars";
export { claimStateOf, reportClaims, sourcedClaim } from "./domain/research/reportClaims";
export { claimCiter, headingAnchor, reportMarkdown } from "./domain/research/reportMarkdown";
export { draftNextAddress, researchVisitOf } from "./domain/research/researchAddresses";
export {
  ASSESSMENT_WORDS,
  CLAIM_STATE_WORDS,
  claimFlag,
  PILLAR_PROGRESS_WORDS,
  RESEARCH_STATUS_WORDS,
  SOURCE_KIND_WORDS,
  VERDICT_WORDS,
} from "./domain/research/researchLabels";
export {
  addClaim,
  CLAIM_LIST_TITLES,
  type ClaimListName,
  editClaim,
  editSummary,
  removeClaim,
  SECTION_TEXT_MAX_CHARS,
  sectionEditProblem,
} from "./domain/research/sectionEdits";
export { isSavableSourceUrl, pastedMaterialAnchor, safeSourceUrl, sourceLink } from "./domain/research/sourceLink";
export { describeSchemaIssue } from "./domain/schemaIssues";
export { AiHealth, AiModes, AiStreamEvent, AssistantResponse, SearchResult } from "./domain/schemas/ai";
export { HealthResponse, SignUpRequest, TokenResponse, UsageKind, UsageResponse } from "./domain/schemas/auth";
export { AppendMessage, ChatMessage, Conversation, ConversationSummary } from "./domain/schemas/chat";
export { Provenance, SourceLink, Ticker } from "./domain/schemas/common";
export {
  CompanyMetrics,
  CompanyOverview,
  CompanyProfile,
  CompanyQuote,
  CompanySearchResponse,
  CoveredCompanies,
  CoveredCompany,
  Filing,
  FilingsQuery,
  FilingsResponse,
  FilingText,
  HistoricalPriceQuery,
  HistoricalPrices,
  MetricsPeriod,
  NewsBatchResponse,
  NewsItem,
  NewsPreference,
  NewsPreferences,
  NewsResponse,
  PowerEvidence,
  PowerJudgement,
  PowerName,
  PriceBar,
  ResolvedPdf,
  SevenPowers,
} from "./domain/schemas/company";
export {
  BalanceSheet,
  BalanceSheets,
  CashFlowStatement,
  CashFlowStatements,
  DcfAssumptions,
  DcfInput,
  DcfRequest,
  DcfResult,
  DcfYear,
  FinancialFlow,
  IncomeStatement,
  IncomeStatements,
  RatiosTtm,
  StatementPeriod,
} from "./domain/schemas/financials";
export { Highlight, HighlightColor, NewHighlight } from "./domain/schemas/highlights";
export * from "./domain/schemas/notes";
export { PdfChatEvent, PdfExchange, PdfSession, PdfSource } from "./domain/schemas/pdf";
export {
  Holding,
  HoldingQuote,
  HoldingsFilings,
  HoldingUpdate,
  ImportedHoldings,
  ImportOverlap,
  NewHolding,
  Portfolio,
  PortfolioQuotes,
} from "./domain/schemas/portfolio";
export { NewPrompt, Prompt, VoteType } from "./domain/schemas/prompts";
export {
  Claim,
  ClaimState,
  DraftUpdate,
  Material,
  NewDraft,
  PeerComparison,
  PILLAR_IDS,
  PillarId,
  PillarProgress,
  PillarReport,
  QuestionReadability,
  QuestionSummary,
  ResearchDocument,
  ResearchDocumentSummary,
  ResearchDraft,
  ResearchJob,
  ResearchQuestion,
  ResearchSection,
  ResearchSource,
  ResearchStatus,
  ResearchStructure,
  SanityCheck,
  SectionQuestion,
  StructuredContent,
  StructureRequest,
} from "./domain/schemas/research";
export {
  describeUnstorableText,
  findUnstorableText,
  toStorableText,
  unstorableProblem,
} from "./domain/schemas/storableText";
export { commandCountText, commandPlaceholder, NO_COMMANDS_TEXT } from "./domain/shell/commands";
export {
  COVERED_COMPANIES_PATH,
  COVERED_EXAMPLES_MAX,
  coverageSummary,
  type DeadEnd,
  firstStep,
  missingReport,
  shortCompanyName,
  uncoveredCompany,
} from "./domain/shell/coverage";
export { canGoBack, type ErrorScreen, isBugScreen, routeErrorScreen } from "./domain/shell/errorScreen";
export { isMobileWidth, MOBILE_MEDIA_QUERY } from "./domain/shell/layout";
export { failedModuleUrl, retryModuleUrl } from "./domain/shell/moduleRetry";
export { loginPathFor, safeNextPath } from "./domain/shell/navigation";
export { type ChatPage, chatPageOf, companyPageSymbol } from "./domain/shell/pageAddresses";
export { chatButtonStateFor, headerSearchShownOn, routeDecision } from "./domain/shell/routes";
export { type SearchDestination, searchDestinationPath } from "./domain/shell/searchDestination";
export { reorderKeys, shortcutHint, shortcutSheet, usesCommandKey } from "./domain/shell/shortcutHints";
export { plainKeyFor, reorderPlacesFor, shortcutFor } from "./domain/shell/shortcuts";
export { sameStatusBanner } from "./domain/shell/statusBanner";
export {
  companyMentions,
  companyNamed,
  companyNameWords,
  type DocumentIssuer,
  documentIssuer,
  dominantCompany,
  type MentionIndex,
  mentionIndex,
  ordinaryWords,
  registrantName,
  sameCompanyName,
} from "./domain/stock/companyIssuer";
export type { NamedCompany } from "./domain/stock/companyMatch";
export { companyPageContext } from "./domain/stock/companyPageContext";
export { rankCompanies } from "./domain/stock/companyRanking";
export { CompanySuggestion } from "./domain/stock/companySuggestion";
export {
  type AssumptionKey,
  type AssumptionsInUse,
  type AssumptionTexts,
  assumptionsAddress,
  assumptionsFrom,
  assumptionsFromAddress,
  assumptionText,
  assumptionTexts,
  DCF_ASSUMPTION_FIELDS,
  withoutError,
} from "./domain/stock/dcfAssumptionInput";
export {
  EQUITY_ASSUMPTION_FIELDS,
  type EquityAssumptionField,
  type EquityAssumptionKey,
  type EquityAssumptions,
  type EquityAssumptionTexts,
  type EquityInput,
  type EquityInputSource,
  type EquityModelData,
  type EquityValuation,
  type EquityValuationOutcome,
  equityAssumptionsAddress,
  equityAssumptionsFrom,
  equityAssumptionsFromAddress,
  equityAssumptionTexts,
  equityValuation,
  negativeEquityReading,
} from "./domain/stock/equityValuation";
export { exchangeZone, formatExchangeTime } from "./domain/stock/exchangeTime";
export { type FilingDownload, filingDownload, filingTextFile } from "./domain/stock/filingDownload";
export { changeFilingFilters, type FilingFilterChange, type FilingFilters } from "./domain/stock/filingFilters";
export {
  type FlowLabelBox,
  type FlowLabelSize,
  type FlowLayout,
  flowLabels,
  flowLayout,
  flowNameLines,
  type NarrowFlow,
  type NarrowFlowLabel,
  narrowFlow,
  type PlacedLink,
  type PlacedNode,
} from "./domain/stock/flowLayout";
export {
  direction,
  formatCount,
  formatDecimal,
  formatMoney,
  formatMultiple,
  formatPercent,
  formatPrice,
  formatPriceRange,
  formatShares,
  formatSignedPercent,
  formatSignedPrice,
  formatSignedRatio,
  formatWhole,
} from "./domain/stock/marketFormat";
export { mentions, searchTermsFrom, searchTermsLine } from "./domain/stock/newsTerms";
export {
  assetTurnoverReading,
  brandSpendReading,
  DIRECTION_RANK,
  DIRECTION_WORDS,
  evidenceByDirection,
  marginStabilityReading,
  marginWideningReading,
  type PeerMargins,
  type ProxyReading,
  peerMargins,
  pricePremiumReading,
  researchSpendReading,
  returnOnCapitalReading,
  revenueSizeReading,
} from "./domain/stock/powerProxies";
export {
  barsInRange,
  DEFAULT_PRICE_RANGE,
  PRICE_HISTORY_TRADING_DAYS,
  PRICE_RANGES,
  type PriceRange,
  type RangeCoverage,
  rangeChangePercent,
  rangeCoverage,
  spanInWords,
  type TickKind,
  timeTickLabel,
} from "./domain/stock/priceRange";
export { provenanceDescription, provenanceLabel } from "./domain/stock/provenanceLabel";
export { evidenceText, evidenceValue, POWER_MEANINGS } from "./domain/stock/sevenPowersText";
export { type CellFormat, type StatementTab, type StatementTable, statementTable } from "./domain/stock/statementTable";
export {
  STOCK_SECTIONS,
  type StockSection,
  stockSectionAddress,
  stockSectionAfter,
  stockSectionFrom,
} from "./domain/stock/stockSections";
export { symbolFromAddress } from "./domain/stock/symbolFromAddress";
export { texts } from "./domain/texts";
export type { ChatPageState } from "./machines/app/app.address";
export type { AppActorId, FeatureActorId } from "./machines/app/app.connect";
export type { ChatLogic } from "./machines/app/app.machine";
export { appMachine } from "./machines/app/app.machine";
export type { PageDataFollower, PageDataPorts } from "./machines/app/app.pageData";
export { pageDataWhenNeeded, pageNeedsData } from "./machines/app/app.pageDataWhenNeeded";
export { hasUnsavedWork } from "./machines/app/unsavedWork";
export { appUiActions, appUiInput, LOGIN_PENDING_MESSAGE_KEY } from "./machines/appUi/appUi.actions";
export { connectShell } from "./machines/appUi/appUi.connect";
export {
  type AppUiContext,
  type AppUiEvent,
  type AppUiInput,
  type AppUiMachine,
  appUiMachine,
  type InlineChatMode,
  type InlineChatOpening,
  type PageAbout,
  type PdfSessionCleanUp,
  type PdfSessionRef,
} from "./machines/appUi/appUi.machine";
export {
  authActors,
  authDeviceActions,
  authDeviceActors,
  KEPT_USER_KEY,
  keptUserIn,
} from "./machines/auth/auth.actors";
export { type AuthContext, type AuthMachine, authMachine } from "./machines/auth/auth.machine";
export {
  selectAuthError,
  selectDeviceOwner,
  selectGreeting,
  selectIsAuthenticated,
  selectIsBootstrapping,
  selectIsSubmitting,
  selectStatusBanner,
  selectUser,
} from "./machines/auth/auth.selectors";
export { type AvatarView, connectAvatar } from "./machines/avatar/avatar.connect";
export { avatarMachine } from "./machines/avatar/avatar.machine";
export { chatActors } from "./machines/chat/chat.actors";
export { connectChat } from "./machines/chat/chat.connect";
export {
  answerToSave,
  type ChatMachine,
  type ChatMachineContext,
  type ChatMachineEmitted,
  chatMachine,
} from "./machines/chat/chat.machine";
export {
  type ChatEntryView,
  canStopAnswer,
  chatEntriesToShow,
  precedingQuestions,
} from "./machines/chat/chat.selectors";
export { titleMachine } from "./machines/chat/title.machine";
export {
  type ConnectivityMachine,
  connectivityActors,
  connectivityMachine,
  selectIsOffline,
} from "./machines/connectivity/connectivity.machine";
export { conversationsActors } from "./machines/conversations/conversations.actors";
export { type ConversationsView, connectConversations } from "./machines/conversations/conversations.connect";
export {
  type ConversationsContext,
  type ConversationsMachine,
  conversationsMachine,
} from "./machines/conversations/conversations.machine";
export { errorBoundaryActions } from "./machines/errorBoundary/errorBoundary.actions";
export {
  connectErrorBoundary,
  type ErrorBoundaryShows,
  type ErrorBoundaryView,
} from "./machines/errorBoundary/errorBoundary.connect";
export {
  canRetryError,
  type ErrorBoundaryContext,
  errorBoundaryActors,
  errorBoundaryMachine,
} from "./machines/errorBoundary/errorBoundary.machine";
export { connectInlineChat, type InlineChatView } from "./machines/inlineChat/inlineChat.connect";
export { type InlineChatMachine, inlineChatMachine } from "./machines/inlineChat/inlineChat.machine";
export { paletteActors } from "./machines/palette/palette.actors";
export { connectPalette, type PaletteView } from "./machines/palette/palette.connect";
export {
  type PaletteContext,
  type PaletteMachine,
  paletteMachine,
  visibleCommands,
} from "./machines/palette/palette.machine";
export { pdfChatActors } from "./machines/pdfChat/pdfChat.actors";
export { connectPdfChat, type PdfChatView } from "./machines/pdfChat/pdfChat.connect";
export { type PdfChatContext, type PdfChatEntry, pdfChatMachine } from "./machines/pdfChat/pdfChat.machine";
export { connectPortfolio } from "./machines/portfolio/portfolio.connect";
export { type PortfolioContext, portfolioMachine } from "./machines/portfolio/portfolio.machine";
export { loadPortfolioMirror, portfolioLogic } from "./machines/portfolio/portfolio.storage";
export { researchSessionActors } from "./machines/researchSession/researchSession.actors";
export { connectResearchSession, type ResearchSessionView } from "./machines/researchSession/researchSession.connect";
export {
  type ResearchSessionContext,
  type ResearchSessionEvent,
  researchSessionMachine,
} from "./machines/researchSession/researchSession.machine";
export {
  loadResearchKept,
  researchSessionPersist,
  researchSessionsKey,
} from "./machines/researchSession/researchSession.storage";
export { searchBoxActors } from "./machines/searchBox/searchBox.actors";
export { connectSearchBox, type SearchBoxView } from "./machines/searchBox/searchBox.connect";
export {
  isSuggestionListOpen,
  type SearchBoxContext,
  type SearchBoxEmitted,
  type SearchBoxMachine,
  searchBoxMachine,
  searchErrorText,
  suggestionListNote,
} from "./machines/searchBox/searchBox.machine";
export { themeActors } from "./machines/theme/theme.actors";
export { connectTheme, type ThemeView } from "./machines/theme/theme.connect";
export { type ThemeMachine, type ThemePreference, themeMachine } from "./machines/theme/theme.machine";
export { connectToasts } from "./machines/toasts/toasts.connect";
export { type Toast, type ToastsContext, type ToastsMachine, toastsMachine } from "./machines/toasts/toasts.machine";
// Data mutations (TanStack query-core option factories: call, optimistic update, rollback, texts)
export { accountMutations, accountTexts } from "./mutations/accountMutations";
export { companyMutations } from "./mutations/companyMutations";
export type { DataMutationOptions, MutationPorts } from "./mutations/dataMutation";
export { researchMutations } from "./mutations/researchMutations";
export { workspaceMutations } from "./mutations/workspaceMutations";
// Data queries (TanStack query-core option factories)
export {
  accountQueries,
  assistantQueries,
  companyQueries,
  financialsQueries,
  workspaceQueries,
} from "./queries/areaQueries";
export { type DataQueryOptions, withNetworkFailure } from "./queries/dataQuery";
export { browserClipboard } from "./services/clipboard";
export { systemClock, systemTimeZone } from "./services/clock";
export {
  browserConnectivity,
  type Connectivity,
  memoryConnectivity,
  type ReachabilityOptions,
  type ServerReachability,
  serverHealthProbe,
  serverProbeDelayMs,
  withServerReachability,
} from "./services/connectivity";
export { browserTabs, singleTab } from "./services/crossTab";
export { ERROR_LOG_KEY, errorLog } from "./services/errorLog";
export {
  addressOf,
  type LocationChanged,
  type LocationGo,
  type LocationPort,
  type Place,
  queryParamOf,
  watchLocation,
} from "./services/location";
export { browserLocalStorage, browserSessionStorage, memoryStorage } from "./services/storage";
// Streams
export { aiEventOf } from "./stream/aiAnswerStream";
export { pdfLineEvent } from "./stream/pdfChatStream";
export { StreamError } from "./stream/StreamError";
export { createSseParser } from "./stream/sse";
