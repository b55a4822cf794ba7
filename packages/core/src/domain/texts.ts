// Texts the spec quotes, verbatim and in one place; the web app imports them from here.
import { AI_MESSAGE_MAX_CHARS } from "./constants";
import { counted } from "./counted";

export const texts = {
  /** Two P/Es of one company differ by their earnings (issue 43): each label says which. */
  peTrailingLabel: "P/E (TTM)",
  peFiscalYearLabel: "P/E (fiscal year)",
  preparingSession: "Preparing your session…",
  loadingPage: "Loading page…",
  signInFailed: "Sign in failed",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  /** Ours: a new password refused under NIST SP 800-63B (see domain/account/passwordRules.ts). */
  passwordBlank: "password: must not be only spaces",
  passwordContainsEmail: "password: must not contain the name in your email address",
  /** Ours: a public handle another user already has. */
  handleTaken: "handle: is taken; choose another",
  passwordCommon: "password: is on a list of common or leaked passwords; choose another",
  /** Ours: a new password the strength estimate (zxcvbn) finds too easy to guess; the reason follows. */
  passwordWeak: "password: is too easy to guess",
  passwordStrongAdvice:
    "Use four or more unrelated, uncommon words, or a longer mix of words, numbers and symbols that is not about you.",
  notAuthenticated: "Not authenticated",
  sessionExpired: "Session expired. Please sign in again.",
  restoringSession: "Restoring session…",
  welcomeBack: "Welcome back.",
  /** The toast for a new account: it is welcomed, not welcomed back. */
  welcomeNew: "Welcome to Moatwise.",
  googleSignInFailed: "Google sign in failed",
  serverUnavailable: "The server is temporarily unavailable. Please try again.",
  requestFailed: "The request failed. Please check your input and try again.",
  networkIssue: "Network connection issue. Please check your internet connection.",
  unableToRefreshSession: "Unable to refresh session.",
  refreshWithoutToken: "Session refresh did not return an access token.",
  streamEndedWithoutDone: "Stream ended without a done event.",
  /** Ours: the stream readers' other endings. */
  streamFirstByteTimeout: "The answer did not start within 30 seconds. Please try again.",
  streamStalled: "The answer stopped arriving for 120 seconds and was cancelled.",
  streamAborted: "Stopped.",
  streamUnreadable: "The answer stream sent something unreadable.",
  /** Ours: an answer that did not come within the request's time-out. */
  requestTimedOut: "The server took too long to answer. Please try again.",
  /** Ours: a research call by someone not on the allow-list. */
  researchForbidden: "The research area is open only to invited users.",
  comingSoon: "Coming Soon",
  preparingResearch: "Preparing research…",
  noActiveResearchSession: "No active research session. Start a new session first.",
  loadingPillars: "Loading pillars…",
  loadingQuestions: "Loading questions…",
  loadingReport: "Loading report…",
  loadingPdfChat: "Loading PDF chat…",
  /** PDF chat (data-areas §5, §8). */
  signInToUploadPdfs: "Please sign in to upload PDFs",
  signInToChatWithPdfs: "Please sign in to chat with PDFs",
  pdfUploadFailed: "Failed to upload PDF",
  failedToSearchCompanies: "Failed to search companies",
  invalidNewsData: "Invalid news data format",
  invalidOverviewData: "Invalid overview data format",
  /** Chat (spec §2, §8). */
  thinking: "Thinking...",
  chatApology: "Sorry, there was an error processing your request. Please try again.",
  failedToLoadConversation: "Failed to load conversation",
  failedToSaveMessage: "Failed to save message",
  /** Ours: an address naming a conversation the user does not have (never had, or deleted). */
  conversationMissing: "This conversation does not exist or was deleted.",
  startNewChat: "Start a new chat",
  /** Ours: on the sign-in page, above the question a signed-out asker typed (issue 43). */
  questionWaits: "Your question waits: sign in or create an account and it is asked.",
  /** Ours: under an answer the user stopped, what streamed kept. */
  answerStopped: "Stopped: the answer was cut short here.",
  /** Ours: the history could not rename or delete a conversation; the list shows it as it was. */
  failedToRenameConversation: "Could not rename the conversation. Please try again.",
  failedToDeleteConversation: "Could not delete the conversation. Please try again.",
  failedToGetResponse: "Failed to get response",
  /** Ours: a question over AI_MESSAGE_MAX_CHARS is not sent, and stays in the box. */
  questionTooLong: `Your question is longer than ${counted(AI_MESSAGE_MAX_CHARS, "character")}. Shorten it and send it again.`,
  copied: "Copied",
  copyFailed: "Copy failed",
  /** What "Ask about this" sends, with the selected passage as its context. */
  explainPassage: "Explain this passage.",
  /** Error screens (spec §2, §8). */
  staleResources: "Failed to load application resources. This usually happens after an app update.",
  permissionDenied: "Permission denied. You may need to log in again.",
  somethingWentWrong: "Something went wrong. Our team has been notified.",
  oops: "Oops! Something went wrong",
  /** Ours: the 404 screen's line. */
  pageNotFound: "There is no page at this address. It may have moved, or the link may be mistyped.",
  /** Ours: the general error screen's request to report it. */
  contactSupport: "If this keeps happening, contact support and quote the error ID",
  /** Ours: the banner while the device has no network (issue 38). */
  offline: "Offline",
  offlineDetail: "Showing what this browser kept. New data and changes need the network.",
  /** Ours: the banner once a new version of the app is ready (issue 38). */
  newVersionAvailable: "A new version is available",
  reload: "Reload",
  /** Ours: the general error screen once its retries are spent. */
  retriesSpent: "Trying again did not help. Reload the page or go home.",
  /** Ours: written after a figure of a model's answer that the facts do not hold (issue 33). */
  figureNotVerified: "(not verified)",
  /** Ours: the tooltip of that mark. */
  figureNotVerifiedDetail: "This figure is not in the data the answer was given; check it before you rely on it.",
  /** Ours: a question about the user's own notes or PDFs on a company when they have none (issue 38). */
  noOwnMaterial: (sources: string, company: string) => `You have no ${sources} about ${company} yet.`,
  /** Ours: the chat reads notes, highlights and PDFs; a research draft's pasted material is not among its sources. */
  ownSourceNotRead: (sources: string) => `The assistant cannot read your ${sources} from the chat yet.`,
  /** Ours: where a report's evidence from the text pasted into its draft is cited (issue 38). */
  pastedMaterialSource: "Your pasted material",
  /** Ours: the title a draft gives text pasted without one (issue 38). */
  pastedMaterialTitle: "Pasted material",
  /** Under the research form's company: what of the user's own material a report reads (issue 43). */
  researchOwnMaterialHint:
    "Your notes, highlights and uploaded PDFs on this company are read too; what you hold on other companies is not.",
  /** Ours: where an answer's quote of the user's own highlight is cited (issue 38). */
  highlightsSource: "Your highlights",
  /** Ours: a report question about the pasted material whose sentences earlier sections quote already. */
  pastedQuotedAbove: (places: string) => `The rest of your pasted material is quoted above, in ${places}.`,
  /** Ours: a report question about pasted material on a draft given none. */
  noPastedMaterial: "This report's draft has no pasted material; paste text when you start a report to have it quoted.",
} as const;
