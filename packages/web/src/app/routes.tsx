// Every route of spec §2 behind one guard: the core route table decides whether a visit shows the
// page, goes to sign in (with the whole location as `next`), or goes home (research allow-list).
// Pages load lazily, each with the loading text the spec gives it.
import { routeDecision, routeErrorScreen, selectUser, texts } from "@moatwise/core";
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { RouteErrorScreen } from "../features/errors/RouteErrorScreen";
import { AuthActor } from "./actors";
import { useCurrentLocation } from "./useCurrentLocation";

const HomePage = lazy(() => import("../features/home/HomePage"));
const LoginPage = lazy(() => import("../features/auth/LoginPage"));
const SettingsPage = lazy(() => import("../features/settings/SettingsPage"));
const SearchPage = lazy(() => import("../features/search/SearchPage"));
const UsagePage = lazy(() => import("../features/usage/UsagePage"));
const RoadmapPage = lazy(() => import("../features/static/RoadmapPage"));
const PrivacyPage = lazy(() => import("../features/static/PrivacyPage"));
const TermsPage = lazy(() => import("../features/static/TermsPage"));
const ComingSoonPage = lazy(() => import("../features/static/ComingSoonPage"));
const StockPage = lazy(() => import("../features/stock/StockPage"));
const CoveredCompaniesPage = lazy(() => import("../features/companies/CoveredCompaniesPage"));
const PortfolioDashboardPage = lazy(() => import("../features/portfolio/PortfolioDashboardPage"));
const PortfolioNewsPage = lazy(() => import("../features/portfolio/PortfolioNewsPage"));
const ChatPage = lazy(() => import("../features/chat/ChatPage"));
const PdfChatPage = lazy(() => import("../features/pdf/PdfChatPage"));
const ResearchListPage = lazy(() => import("../features/research/ResearchListPage"));
const PillarsPage = lazy(() => import("../features/research/PillarsPage"));
const QuestionsPage = lazy(() => import("../features/research/QuestionsPage"));
const ReportPage = lazy(() => import("../features/research/ReportPage"));

function page(Page: LazyExoticComponent<ComponentType>, loading: string = texts.loadingPage) {
  return () => (
    <Suspense fallback={<p className="page-loading">{loading}</p>}>
      <Page />
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
const Chat = page(ChatPage);
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
