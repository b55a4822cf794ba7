// @moatwise/core: the framework-free heart of Moatwise. Everything a client needs, nothing it
// must not see; no React, no DOM at import time.

export * from "./answers";
// The /v1 contract and its client
export {
  ApiClient,
  type ApiClientOptions,
  type ApiClientShape,
  layerApiClient,
  makeApiClient,
  runApiWith,
} from "./api/ApiClient";
export { ApiError, errorCodeFor, errorMessageFor, NETWORK_ERROR_STATUS } from "./api/ApiError";
export * from "./api/contract";
export {
  type Credentials,
  credentialsFrom,
  type LoginField,
  type LoginFields,
  loginProblems,
  type NewAccount,
  type NewAccountCheck,
  newAccountFrom,
} from "./api/loginForm";
// Machines
export {
  type AttemptResponse,
  AttemptTimeout,
  RefreshFailure,
  type RequestContext,
  type RequestInput,
  type RequestMachine,
  type RequestOutput,
  requestMachine,
} from "./api/request/request.machine";
export { type AttemptOutcome, type RetryPolicy, retryDelayMs, shouldRetry } from "./api/request/retryPolicy";
export type { CallOptions, RequestParts } from "./api/requestParts";
export { cacheLifetimeMs, ResponseCache } from "./api/responseCache";
export * from "./api/schemas/ai";
export * from "./api/schemas/auth";
export * from "./api/schemas/chat";
export * from "./api/schemas/common";
export * from "./api/schemas/company";
export * from "./api/schemas/financials";
export * from "./api/schemas/highlights";
export * from "./api/schemas/notes";
export * from "./api/schemas/pdf";
export * from "./api/schemas/portfolio";
export * from "./api/schemas/prompts";
export * from "./api/schemas/research";
export * from "./api/schemas/storableText";
export { initCsrf, restoreSession, signIn, signInWithGoogle, signOut, signUp } from "./api/session";
export type { SessionEvent, SessionKeeper, TokenSlot } from "./api/sessionKeeper";
export {
  type TokenRefreshContext,
  type TokenRefreshEmitted,
  type TokenRefreshEvent,
  type TokenRefreshMachine,
  tokenRefreshMachine,
} from "./api/tokenRefresh/tokenRefresh.machine";
export {
  type AnswerOf,
  type ArgsOf,
  type PromiseApi,
  partsFromArgs,
  promiseApi,
  type TypedApi,
  typedApi,
  withApi,
} from "./api/typedApi";
export { deviceName } from "./domain/account/deviceName";
export {
  comparablePassword,
  emailNamesOf,
  newPasswordProblem,
  PASSWORD_PROBLEM_TEXTS,
  type PasswordProblem,
} from "./domain/account/passwordRules";
export { initialTheme, refreshDelayMs, refreshInMs, tokenExpiresAt } from "./domain/account/sessionRules";
export { signInErrorText } from "./domain/account/signInError";
export { dayTotal, summariseUsage, USAGE_KIND_LABELS, USAGE_KINDS, type UsageSummary } from "./domain/account/usage";
export { displayNameFor, initialsFor, pictureUrlFor, Theme, User } from "./domain/account/user";
export {
  companiesIn,
  type FigureTopic,
  type KnownCompany,
  type QuestionIntent,
  questionSubjects,
  type ReadQuestion,
  readQuestion,
  topicsOf,
  unknownTickers,
} from "./domain/assistant/questionIntent";
export {
  AiRequest,
  type AiRequestInput,
  AiRequestOptions,
  AnswerPreferences,
  buildAiRequest,
  type ChatContext,
  ChatHistoryItem,
  ChatMode,
  Complexity,
  DEFAULT_ANSWER_PREFERENCES,
  isMessageTooLong,
  MENTION_TRIGGERS,
  type ParsedChatInput,
  parseChatInput,
  SearchDepth,
  Verbosity,
} from "./domain/chat/aiRequest";
export {
  ANSWER_CHOICE_GROUPS,
  type Choice,
  type ChoiceGroup,
  COMPLEXITY_CHOICES,
  compactChoiceLabel,
  OFFLINE_CHOICES_NOTE,
  offeredChoiceGroups,
  SEARCH_DEPTH_CHOICES,
  VERBOSITY_CHOICES,
} from "./domain/chat/answerChoices";
export { answerForCopy, type CopiedAnswer, plainAnswerText, sourceListText } from "./domain/chat/answerCopy";
export { linkCitations, markdownBlocks } from "./domain/chat/answerMarkdown";
export {
  applyMention,
  chatInputHeight,
  chatPlaceholder,
  DEFAULT_TICKERS,
  type MentionQuery,
  mentionAt,
  mentionOptions,
  typedTickers,
} from "./domain/chat/chatInput";
export { previewOf, sortedSummaries, withSummaryOnTop, withTitle } from "./domain/chat/conversationList";
export {
  EXPORT_CARD_MAX_HEIGHT_PX,
  EXPORT_PIXEL_RATIO,
  type ExportCardFit,
  exportFileName,
  exportFontSize,
  fitExportCard,
} from "./domain/chat/exportCard";
export {
  FOLLOW_UP_ACTIONS,
  type FollowUpAction,
  type FollowUpMessage,
  followUpActionsFor,
  followUpMessage,
} from "./domain/chat/followUps";
export { type MarkdownUrlKind, safeMarkdownUrl } from "./domain/chat/markdownUrl";
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
  conversationPreview,
  fallbackTitle,
  NEW_CHAT_TITLE,
  referenceChipText,
  tidyModelTitle,
  truncateReasoning,
} from "./domain/chat/textRules";
export { type TypewriterState, typewriterChunk, typewriterStep } from "./domain/chat/typewriter";
// Domain rules and texts
export * from "./domain/constants";
export { counted } from "./domain/counted";
export {
  type DateFormatOptions,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatShortDateTime,
} from "./domain/dates";
export { filingDocumentId } from "./domain/documents/documentIds";
export { fileSizeLabel, PDF_SIZE_LIMIT, pdfTooLarge } from "./domain/documents/pdfFile";
export { highlightCovering, type TextRange, trimmedSelection } from "./domain/documents/textSelection";
export { canTryAgain, failureMessage } from "./domain/failureMessage";
export { type FieldProblems, fieldLabel, fieldProblems } from "./domain/fieldProblems";
export * from "./domain/portfolio/holdingForm";
export * from "./domain/portfolio/holdingProblems";
export * from "./domain/portfolio/holdingsCsv";
export * from "./domain/portfolio/holdingsNews";
export * from "./domain/portfolio/portfolioRows";
export * from "./domain/prompts/promptVotes";
export { type ExecutiveSummary, executiveSummaryOf } from "./domain/research/executiveSummary";
export { inReportOrder, type Pillar, pillarOf, RESEARCH_PILLARS, togglePillar } from "./domain/research/pillars";
export {
  addQuestion,
  editQuestion,
  hasQuestionsToAnswer,
  moveQuestion,
  removeQuestion,
} from "./domain/research/questionEdits";
export { claimStateOf, reportClaims, sectionClaims, sourcedClaim } from "./domain/research/reportClaims";
export { claimCiter, headingAnchor, reportFileName, reportMarkdown } from "./domain/research/reportMarkdown";
export {
  draftNextAddress,
  draftStepAddress,
  reportAddress,
  researchVisitOf,
} from "./domain/research/researchAddresses";
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
export { type SourceLink as ResearchSourceLink, safeSourceUrl, sourceLink } from "./domain/research/sourceLink";
export { describeSchemaIssue, explainInvalid } from "./domain/schemaIssues";
export {
  type Command,
  type CommandAction,
  commandCountText,
  commandPlaceholder,
  commandsFor,
  filterCommands,
  NO_COMMANDS_TEXT,
  PALETTE_COMMANDS,
  tickerCommand,
  wrapIndex,
} from "./domain/shell/commands";
export {
  COVERED_COMPANIES_PATH,
  COVERED_EXAMPLES_MAX,
  coverageSummary,
  type DeadEnd,
  type FirstStep,
  firstStep,
  missingReport,
  shortCompanyName,
  uncoveredCompany,
} from "./domain/shell/coverage";
export { appendToErrorLog, type ErrorReport, errorIdFor, errorReportFor } from "./domain/shell/errorReport";
export {
  canGoBack,
  type ErrorKind,
  type ErrorScreen,
  errorStatusOf,
  isBugScreen,
  routeErrorScreen,
  waitsForNetwork,
} from "./domain/shell/errorScreen";
export { inlineChatWidthWithin, isMobileWidth, MOBILE_MEDIA_QUERY } from "./domain/shell/layout";
export { isSameSitePath, loginPathFor, safeNextPath } from "./domain/shell/navigation";
export {
  type ChatButtonState,
  chatButtonStateFor,
  headerSearchShownOn,
  ROUTE_TABLE,
  type RouteAccess,
  type RouteDecision,
  type RouteEntry,
  routeDecision,
  routeFor,
  type Visitor,
} from "./domain/shell/routes";
export { classifySeverity, type Severity } from "./domain/shell/severity";
export {
  reorderKeys,
  type ShortcutSheetLine,
  shortcutHint,
  shortcutSheet,
  usesCommandKey,
} from "./domain/shell/shortcutHints";
export {
  type KeyPress,
  type PlainKey,
  plainKeyFor,
  reorderPlacesFor,
  type Shortcut,
  shortcutFor,
} from "./domain/shell/shortcuts";
export { type BannerInputs, type StatusBanner, sameStatusBanner, statusBannerFor } from "./domain/shell/statusBanner";
export { type NamedCompany, startsMatch } from "./domain/stock/companyMatch";
export { companyPageContext } from "./domain/stock/companyPageContext";
export { rankCompanies } from "./domain/stock/companyRanking";
export { CompanySuggestion } from "./domain/stock/companySuggestion";
export {
  type AssumptionField,
  type AssumptionKey,
  type AssumptionsInUse,
  type AssumptionTexts,
  assumptionsAddress,
  assumptionsFrom,
  assumptionsFromAddress,
  assumptionText,
  assumptionTexts,
  DCF_ASSUMPTION_FIELDS,
  parseAssumption,
  withoutError,
} from "./domain/stock/dcfAssumptionInput";
export { type FilingDownload, filingDownload, filingTextFile } from "./domain/stock/filingDownload";
export { changeFilingFilters, type FilingFilterChange, type FilingFilters } from "./domain/stock/filingFilters";
export { type FlowLayout, flowLayout, type PlacedLink, type PlacedNode } from "./domain/stock/flowLayout";
export {
  direction,
  formatCount,
  formatDecimal,
  formatMoney,
  formatMultiple,
  formatPercent,
  formatPoints,
  formatPrice,
  formatPriceRange,
  formatShares,
  formatSignedPercent,
  formatSignedPrice,
  formatSignedRatio,
  formatWhole,
  MISSING,
  type PointsWord,
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
  type ProxyReading,
  pricePremiumReading,
  researchSpendReading,
  returnOnCapitalReading,
  revenueSizeReading,
  type SectorPeers,
  sectorPeers,
} from "./domain/stock/powerProxies";
export {
  barsInRange,
  DEFAULT_PRICE_RANGE,
  PRICE_HISTORY_TRADING_DAYS,
  PRICE_RANGES,
  type PriceRange,
  rangeChangePercent,
  type TickKind,
  timeTickLabel,
} from "./domain/stock/priceRange";
export { provenanceDescription, provenanceLabel } from "./domain/stock/provenanceLabel";
export { evidenceText, evidenceValue, POWER_MEANINGS } from "./domain/stock/sevenPowersText";
export {
  type CellFormat,
  type StatementTab,
  type StatementTable,
  statementTable,
  type TableRow,
} from "./domain/stock/statementTable";
export {
  STOCK_SECTIONS,
  type StockSection,
  stockSectionAddress,
  stockSectionAfter,
  stockSectionFrom,
} from "./domain/stock/stockSections";
export { symbolFromAddress } from "./domain/stock/symbolFromAddress";
export { texts } from "./domain/texts";
export {
  APP_ACTOR_IDS,
  type AppActorId,
  connectApp,
  FEATURE_ACTOR_IDS,
  type FeatureActorId,
} from "./machines/app/app.connect";
export { type AppEvent, type AppInput, type AppMachine, appMachine, type PageEvent } from "./machines/app/app.machine";
export { hasUnsavedWork } from "./machines/app/unsavedWork";
export { appUiActions, appUiInput, LOGIN_PENDING_MESSAGE_KEY } from "./machines/appUi/appUi.actions";
export { connectShell, type ShellView } from "./machines/appUi/appUi.connect";
export {
  type AppUiContext,
  type AppUiEvent,
  type AppUiInput,
  type AppUiMachine,
  appUiMachine,
  type InlineChatOpening,
  type PageAbout,
} from "./machines/appUi/appUi.machine";
export { authActors } from "./machines/auth/auth.actors";
export {
  type AuthContext,
  type AuthEmitted,
  type AuthEvent,
  type AuthMachine,
  authMachine,
  type GoogleCredential,
} from "./machines/auth/auth.machine";
export * from "./machines/auth/auth.selectors";
export {
  type AvatarContext,
  type AvatarEvent,
  type AvatarInput,
  type AvatarMachine,
  avatarMachine,
} from "./machines/avatar/avatar.machine";
export { chatActors, titleOrFallback } from "./machines/chat/chat.actors";
export { type AskOptions, type ChatView, connectChat } from "./machines/chat/chat.connect";
export {
  type AnswerProgress,
  answerToSave,
  type ChatEntry,
  type ChatMachine,
  type ChatMachineContext,
  type ChatMachineEmitted,
  type ChatMachineEvent,
  type ChatMachineInput,
  chatMachine,
  isSilentStreamEnd,
  type SavedUserMessage,
  type StreamAnswerInput,
} from "./machines/chat/chat.machine";
export * from "./machines/chat/chat.selectors";
export { type TitleInput, type TitleMachine, titleMachine } from "./machines/chat/title.machine";
export {
  type ConnectivityMachine,
  connectivityActors,
  connectivityMachine,
  selectIsOffline,
} from "./machines/connectivity/connectivity.machine";
export { conversationsActors } from "./machines/conversations/conversations.actors";
export {
  type ConversationsContext,
  type ConversationsEmitted,
  type ConversationsEvent,
  type ConversationsMachine,
  conversationsMachine,
} from "./machines/conversations/conversations.machine";
export { errorBoundaryActions } from "./machines/errorBoundary/errorBoundary.actions";
export {
  canRetryError,
  type ErrorBoundaryContext,
  type ErrorBoundaryEmitted,
  type ErrorBoundaryEvent,
  type ErrorBoundaryMachine,
  errorBoundaryActors,
  errorBoundaryMachine,
  errorRetryDelayMs,
} from "./machines/errorBoundary/errorBoundary.machine";
export {
  type InlineChatEmitted,
  type InlineChatEvent,
  type InlineChatMachine,
  inlineChatMachine,
} from "./machines/inlineChat/inlineChat.machine";
export { paletteActors } from "./machines/palette/palette.actors";
export {
  type PaletteContext,
  type PaletteEmitted,
  type PaletteEvent,
  type PaletteMachine,
  paletteMachine,
  visibleCommands,
} from "./machines/palette/palette.machine";
export { pdfChatActors } from "./machines/pdfChat/pdfChat.actors";
export {
  type PdfAnswerStatus,
  type PdfChatContext,
  type PdfChatEntry,
  type PdfChatEvent as PdfChatMachineEvent,
  type PdfChatInput,
  type PdfChatMachine,
  pdfChatMachine,
  type StreamPdfAnswerInput,
  uploadProblem,
} from "./machines/pdfChat/pdfChat.machine";
export { connectPortfolio, type PortfolioView } from "./machines/portfolio/portfolio.connect";
export * from "./machines/portfolio/portfolio.machine";
export * from "./machines/portfolio/portfolio.selectors";
export * from "./machines/portfolio/portfolio.storage";
export { researchSessionActors } from "./machines/researchSession/researchSession.actors";
export {
  connectResearchSession,
  type ResearchSessionView,
  type ResearchStepShown,
} from "./machines/researchSession/researchSession.connect";
export {
  type ResearchKept,
  type ResearchSessionContext,
  type ResearchSessionEvent,
  type ResearchSessionInput,
  type ResearchSessionMachine,
  type ResearchSessionSnapshot,
  type ResearchVisit,
  researchSessionMachine,
} from "./machines/researchSession/researchSession.machine";
export {
  loadResearchKept,
  RESEARCH_SESSIONS_KEY,
  researchSessionPersist,
  researchSessionsKey,
} from "./machines/researchSession/researchSession.storage";
export { searchBoxActors } from "./machines/searchBox/searchBox.actors";
export {
  isSuggestionListOpen,
  type SearchBoxContext,
  type SearchBoxEmitted,
  type SearchBoxEvent,
  type SearchBoxMachine,
  type SearchDestination,
  searchBoxMachine,
  searchDestinationPath,
  searchErrorText,
  suggestionListNote,
} from "./machines/searchBox/searchBox.machine";
export { themeActors } from "./machines/theme/theme.actors";
export {
  type ThemeContext,
  type ThemeEvent,
  type ThemeInput,
  type ThemeMachine,
  type ThemePreference,
  themeMachine,
} from "./machines/theme/theme.machine";
export { connectToasts, type ToastView } from "./machines/toasts/toasts.connect";
export {
  type NewToast,
  type Toast,
  type ToastAction,
  type ToastsContext,
  type ToastsEvent,
  type ToastsMachine,
  type ToastVariant,
  toastsMachine,
} from "./machines/toasts/toasts.machine";
// Data mutations (TanStack query-core option factories: call, optimistic update, rollback, texts)
export { accountMutations, accountTexts } from "./mutations/accountMutations";
export { companyMutations } from "./mutations/companyMutations";
export {
  type AreaQueries,
  type CacheSnapshot,
  type DataMutationOptions,
  dataMutation,
  type MutationPorts,
} from "./mutations/dataMutation";
export { type QuestionAsk, researchMutations } from "./mutations/researchMutations";
export { type NoteChange, workspaceMutations, workspaceTexts } from "./mutations/workspaceMutations";
// Data queries (TanStack query-core option factories)
export {
  accountQueries,
  assistantQueries,
  companyQueries,
  financialsQueries,
  workspaceQueries,
} from "./queries/areaQueries";
export {
  type DataQueryKey,
  type DataQueryOptions,
  dataQuery,
  retryDataQuery,
  withNetworkFailure,
} from "./queries/dataQuery";
export { browserClipboard, type Clipboard, memoryClipboard } from "./services/clipboard";
export { type Clock, systemClock, systemTimeZone } from "./services/clock";
export {
  browserConnectivity,
  type Connectivity,
  type ConnectivityEvent,
  memoryConnectivity,
  watchConnectivity,
} from "./services/connectivity";
export { browserTabs, type CrossTab, singleTab, type TabMessage, tabsInProcess } from "./services/crossTab";
export { ERROR_LOG_KEY, type ErrorLog, errorLog } from "./services/errorLog";
export {
  browserLocalStorage,
  browserSessionStorage,
  type KeyValueStorage,
  memoryStorage,
} from "./services/storage";
// Streams
export { type AiStreamDone, type AiStreamProgress, aiAnswerStream, aiEventOf } from "./stream/aiAnswerStream";
export { createLineSplitter, type LineSplitter } from "./stream/lines";
export { readStreamingCall, streamAsPromise } from "./stream/openStream";
export { type PdfChatAnswer, type PdfChatProgress, pdfChatStream, pdfLineEvent } from "./stream/pdfChatStream";
export { StreamError, type StreamFailureReason } from "./stream/StreamError";
export { createSseParser, type SseEvent, type SseParser } from "./stream/sse";
