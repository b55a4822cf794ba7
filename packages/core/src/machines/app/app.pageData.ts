// What the page shows that the machines need, read by core from the app's query cache along the
// address (the root hands this actor each `location.changed`), not pushed by the page:
// - on a company's stock page (`/stock/{symbol}`, `/portfolio/{symbol}`), once its profile has
//   loaded (the page fetches it; this only reads the cache), the app UI hears which company the page
//   is about, so every way of opening the inline chat asks about it; leaving the page forgets it;
// - on the chat page, signed in, the account's answer settings reach the chat, and again as they
//   change (a save in Settings updates the cache);
// - the app's one PDF chat and the app UI's `pdfSession` are kept in step (the root tells this actor
//   when the PDF chat starts): a session opened there is kept, one gone is forgotten, and one the user
//   clears from the inline chat's pane is closed, by the PDF chat if it is its own, else on the server;
//   on the PDF chat's page, the session its address names (`?session=`) is opened as the page opens,
//   and the open session is written into the address.
import { type QueryClient, QueryObserver } from "@tanstack/query-core";
import { type AnyActorRef, fromCallback, type SnapshotFrom } from "xstate";
import type { PromiseApi } from "../../api/typedApi";
import type { CompanyProfile } from "../../domain/schemas/company";
import { chatPageOf, companyPageSymbol } from "../../domain/shell/pageAddresses";
import { companyPageContext } from "../../domain/stock/companyPageContext";
import { accountQueries, companyQueries, workspaceQueries } from "../../queries/areaQueries";
import { type LocationGo, type Place, queryParamOf } from "../../services/location";
import type { AppUiContext, PdfSessionCleanUp } from "../appUi/appUi.machine";
import type { AuthMachine } from "../auth/auth.machine";
import { selectIsAuthenticated, selectIsBootstrapping } from "../auth/auth.selectors";
import type { AppEvent } from "./app.events";

type Unsubscribe = () => void;
type AuthSnapshot = SnapshotFrom<AuthMachine>;

export interface PageDataPorts {
  readonly api: PromiseApi;
  /** The app's query cache, the one its pages read and fill. */
  readonly queryClient: QueryClient;
}

/** Calls `onChange` with the company page's loaded profile now and as the cache changes; null off such a page. */
function followCompanyProfile(
  queryClient: QueryClient,
  queries: ReturnType<typeof companyQueries>,
  symbol: () => string | null,
  onChange: (profile: CompanyProfile | null) => void,
): { check: () => void; stop: Unsubscribe } {
  let shown: CompanyProfile | null = null;
  const check = () => {
    const current = symbol();
    const profile = current
      ? (queryClient.getQueryData<CompanyProfile>(queries.profile(current).queryKey) ?? null)
      : null;
    if (profile === shown) return;
    shown = profile;
    onChange(profile);
  };
  return { check, stop: queryClient.getQueryCache().subscribe(check) };
}

/** The company page's profile, told to the app UI: a new one replaces the last, none forgets it. */
function tellPageAbout(appUi: AnyActorRef) {
  let told = false;
  return (profile: CompanyProfile | null) => {
    if (told) appUi.send({ type: "page.left" });
    told = profile !== null;
    if (profile) {
      appUi.send({
        type: "page.about",
        pageContext: companyPageContext(profile),
        about: { symbol: profile.symbol, companyName: profile.companyName },
      });
    }
  };
}

/** The account's answer settings while `wanted`, told to the chat as they arrive and change. */
function followAnswerPreferences(
  queryClient: QueryClient,
  queries: ReturnType<typeof accountQueries>,
  tellApp: (event: AppEvent) => void,
) {
  let stop: Unsubscribe | null = null;
  return {
    want(wanted: boolean) {
      if (wanted === (stop !== null)) return;
      if (!wanted) {
        stop?.();
        stop = null;
        return;
      }
      const observer = new QueryObserver(queryClient, queries.preferences());
      let last: unknown = null;
      const tell = ({ data }: { data?: unknown }) => {
        if (!data || data === last) return;
        last = data;
        tellApp({ type: "chat.tell", event: { type: "preferences.set", preferences: data as never } });
      };
      tell(observer.getCurrentResult());
      stop = observer.subscribe(tell);
    },
    stop: () => stop?.(),
  };
}

type PdfChatSnapshot = {
  hasTag(tag: "open"): boolean;
  context: { session: { sessionId: string; filename: string } | null };
};

const PDF_CHAT_PATH = "/pdf-chat";
/** The session the PDF chat's page names, or null (another page, or none named). */
const namedPdfSession = (place: Place | null) =>
  place?.path === PDF_CHAT_PATH ? queryParamOf(place, "session") : null;

/**
 * The PDF chat's open session reaches the app UI's `pdfSession` (a session it no longer has is
 * forgotten) and, on its page, the address. Answers the step, for a move of the address.
 */
function followPdfChat(
  pdfChat: AnyActorRef,
  appUi: AnyActorRef,
  place: () => Place | null,
  go: (command: LocationGo) => void,
): { step: () => void; stop: Unsubscribe } {
  const step = () => {
    // Stopped on sign-out: what it had open is no one's now.
    if (pdfChat.getSnapshot().status !== "active") return;
    const snapshot = pdfChat.getSnapshot() as PdfChatSnapshot;
    const open = snapshot.hasTag("open") ? snapshot.context.session : null;
    const kept = (appUi.getSnapshot() as { context: AppUiContext }).context.pdfSession;
    if (open && open.sessionId !== kept?.sessionId) {
      appUi.send({ type: "pdfSession.opened", sessionId: open.sessionId, filename: open.filename });
    } else if (!open && kept) {
      appUi.send({ type: "pdfSession.gone", sessionId: kept.sessionId });
    }
    if (open && place()?.path === PDF_CHAT_PATH && open.sessionId !== namedPdfSession(place())) {
      go({ type: "location.go", to: `${PDF_CHAT_PATH}?session=${open.sessionId}`, replace: true });
    }
  };
  step();
  const subscriptions = [pdfChat.subscribe(step), appUi.subscribe(step)];
  return {
    step,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}

/** The follower as a callback actor's body, for a root that loads it when a page first needs it. */
export type PageDataFollower = Parameters<typeof fromCallback<AppEvent>>[0];

export function followPageData(ports: PageDataPorts) {
  return fromCallback<AppEvent>(pageDataFollower(ports));
}

export function pageDataFollower({ api, queryClient }: PageDataPorts): PageDataFollower {
  return ({ system, sendBack, receive }) => {
    const auth = system.get("auth") as AnyActorRef;
    const appUi = system.get("appUi") as AnyActorRef;
    let place: Place | null = null;
    const sessionKnown = () => !selectIsBootstrapping(auth.getSnapshot() as AuthSnapshot);
    // Not before the session is known, as the pages themselves wait for it.
    const pagePath = () => (place && sessionKnown() ? place.path : null);

    const company = followCompanyProfile(
      queryClient,
      companyQueries(api),
      () => {
        const path = pagePath();
        return path ? companyPageSymbol(path) : null;
      },
      tellPageAbout(appUi),
    );
    const preferences = followAnswerPreferences(queryClient, accountQueries(api), sendBack);
    const pageOrSessionMoved = () => {
      company.check();
      const path = pagePath();
      preferences.want(
        path !== null && chatPageOf(path) !== null && selectIsAuthenticated(auth.getSnapshot() as AuthSnapshot),
      );
    };
    const authSubscription = auth.subscribe(pageOrSessionMoved);

    let pdf: { step: () => void; stop: Unsubscribe } | null = null;
    /** The session the PDF chat's page names is opened as the page opens (or as the PDF chat starts on it). */
    const openNamedPdf = () => {
      const named = namedPdfSession(place);
      if (named) (system.get("pdfChat") as AnyActorRef | undefined)?.send({ type: "pdf.open", sessionId: named });
    };
    const cleanUps = appUi.on("pdfSession.cleanUp", ({ sessionId }: PdfSessionCleanUp) => {
      const pdfChat = system.get("pdfChat") as AnyActorRef | undefined;
      if ((pdfChat?.getSnapshot() as PdfChatSnapshot | undefined)?.context.session?.sessionId === sessionId) {
        pdfChat?.send({ type: "pdf.clear" });
        return;
      }
      // Not the PDF chat's own: closed on the server, and the list of PDFs read again.
      api.pdf.closeSession(sessionId).then(
        () => queryClient.invalidateQueries({ queryKey: workspaceQueries(api).pdfSessions().queryKey }),
        () => undefined,
      );
    });

    receive((event) => {
      if (event.type === "location.changed") {
        const arrivedOnPdfChat = event.place.path === PDF_CHAT_PATH && place?.path !== PDF_CHAT_PATH;
        place = event.place;
        pageOrSessionMoved();
        if (arrivedOnPdfChat) openNamedPdf();
        pdf?.step();
      } else if (event.type === "feature.started" && event.id === "pdfChat") {
        pdf?.stop();
        openNamedPdf();
        pdf = followPdfChat(system.get("pdfChat") as AnyActorRef, appUi, () => place, sendBack);
      }
    });
    return () => {
      company.stop();
      preferences.stop();
      authSubscription.unsubscribe();
      cleanUps.unsubscribe();
      pdf?.stop();
    };
  };
}
