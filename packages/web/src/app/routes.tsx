// Every route of spec §2 behind one guard: the core route table decides whether a visit shows the
// page, goes to sign in (with the whole location as `next`), or goes home (research allow-list).
// Pages load lazily, each with the loading text the spec gives it; a page whose code failed to load
// loads it afresh on the error boundary's next attempt.
import { routeDecision, routeErrorScreen, selectUser, texts } from "@moatwise/core";
import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { RouteErrorScreen } from "../features/errors/RouteErrorScreen";
import { AuthActor, WhenChatRuns } from "./actors";
import { LazyPage, type ReloadablePage, reloadableLazy } from "./reloadableLazy";
import { useCurrentLocation } from "./useCurrentLocation";

const HomePage = reloadableLazy(() => import("../features/home/HomePage"));
const LoginPage = reloadableLazy(() => import("../features/auth/LoginPage"));
const SettingsPage = reloadableLazy(() => import("../features/settings/SettingsPage"));
const SearchPage = reloadableLazy(() => import("../features/search/SearchPage"));
const UsagePage = reloadableLazy(() => import("../features/usage/UsagePage"));
const RoadmapPage = reloadableLazy(() => import("../features/static/RoadmapPage"));
const PrivacyPage = reloadableLazy(() => import("../features/static/PrivacyPage"));
const TermsPage = reloadableLazy(() => import("../features/static/TermsPage"));
const ComingSoonPage = reloadableLazy(() => import("../features/static/ComingSoonPage"));
const StockPage = reloadableLazy(() => import("../features/stock/StockPage"));
const CoveredCompaniesPage = reloadableLazy(() => import("../features/companies/CoveredCompaniesPage"));
const PortfolioDashboardPage = reloadableLazy(() => import("../features/portfolio/PortfolioDashboardPage"));
const PortfolioNewsPage = reloadableLazy(() => import("../features/portfolio/PortfolioNewsPage"));
const ChatPage = reloadableLazy(() => import("../features/chat/ChatPage"));
const PdfChatPage = reloadableLazy(() => import("../features/pdf/PdfChatPage"));
const ResearchListPage = reloadableLazy(() => import("../features/research/ResearchListPage"));
const PillarsPage = reloadableLazy(() => import("../features/research/PillarsPage"));
const QuestionsPage = reloadableLazy(() => import("../features/research/QuestionsPage"));
const ReportPage = reloadableLazy(() => import("../features/research/ReportPage"));

function page(Page: ReloadablePage, loading: string = texts.loadingPage) {
  return () => (
    <Suspense fallback={<p className="page-loading">{loading}</p>}>
      <LazyPage page={Page} />
    </Suspense>
  );
}

const Home = page(HomePage);
const Login = page(LoginPage);
const Roadmap = page(RoadmapPage);
const Privacy = page(PrivacyPage);
const Terms = page(TermsPage);
const Search = page(SearchPage);
const Settings = page(SettingsPage);
const Usage = page(UsagePage);
const ComingSoon = page(ComingSoonPage);
const PortfolioDashboard = page(PortfolioDashboardPage);
const PortfolioNews = page(PortfolioNewsPage);
const Stock = page(StockPage);
const CoveredCompanies = page(CoveredCompaniesPage);
const ChatOnceLoaded = page(ChatPage);
/** The chat page once the chat runs: opening it asks for the chat's code. */
const Chat = () => (
  <WhenChatRuns fallback={<p className="page-loading">{texts.loadingPage}</p>}>
    <ChatOnceLoaded />
  </WhenChatRuns>
);
const PdfChat = page(PdfChatPage, texts.loadingPdfChat);
const Research = page(ResearchListPage, texts.preparingResearch);
const Pillars = page(PillarsPage, texts.loadingPillars);
const Questions = page(QuestionsPage, texts.loadingQuestions);
const Report = page(ReportPage, texts.loadingReport);
const notFound = routeErrorScreen({ status: 404 });
const NotFound = () => <RouteErrorScreen screen={notFound} />;

/** Where this visit goes instead of its page, if anywhere. */
function useRedirect(): string | null {
  const location = useCurrentLocation();
  const user = AuthActor.useSelector(selectUser);
  const decision = routeDecision(location, {
    signedIn: user !== null,
    researchAccess: user?.research_access ?? false,
  });
  return decision.type === "redirect" ? decision.to : null;
}

export function Routes() {
  const redirect = useRedirect();
  // Keyed by target: one redirect can lead to another (/billing → /usage → /login?next=…).
  if (redirect) return <Redirect key={redirect} to={redirect} replace />;
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route path="/login" component={Login} />
      <Route path="/roadmap" component={Roadmap} />
      <Route path="/privacy" component={Privacy} />
      <Route path="/terms-of-service" component={Terms} />
      <Route path="/companies" component={CoveredCompanies} />
      <Route path="/search" component={Search} />
      <Route path="/settings" component={Settings} />
      <Route path="/deep-dive" component={ComingSoon} />
      <Route path="/forum" component={ComingSoon} />
      <Route path="/chat" component={Chat} />
      <Route path="/chat/:symbol" component={Chat} />
      <Route path="/usage" component={Usage} />
      <Route path="/stock/:symbol" component={Stock} />
      <Route path="/pdf-chat" component={PdfChat} />
      <Route path="/portfolio/dashboard" component={PortfolioDashboard} />
      <Route path="/portfolio/news" component={PortfolioNews} />
      <Route path="/portfolio/:symbol" component={Stock} />
      <Route path="/research" component={Research} />
      <Route path="/research/draft/:draftId/pillars" component={Pillars} />
      <Route path="/research/draft/:draftId/questions" component={Questions} />
      <Route path="/research/:documentId" component={Report} />
      <Route component={NotFound} />
    </Switch>
  );
}
