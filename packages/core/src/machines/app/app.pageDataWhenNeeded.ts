// The page-data follower (app.pageData.ts) loaded when a page first needs it, not with the first
// page: it reads a company's profile on its stock page, the answer settings on the chat page and the
// PDF session on the PDF chat's page or once the PDF chat starts. Until then its events wait here;
// the last address and every start of a feature are handed to it as it loads.
import { fromCallback } from "xstate";
import { chatPageOf, companyPageSymbol } from "../../domain/shell/pageAddresses";
import type { AppEvent } from "./app.events";
import type { PageDataFollower } from "./app.pageData";

const PDF_CHAT_PATH = "/pdf-chat";

/** Whether an event of the root means the page-data follower is needed now. */
export function pageNeedsData(event: AppEvent): boolean {
  if (event.type === "feature.started") return true;
  if (event.type !== "location.changed") return false;
  const { path } = event.place;
  return companyPageSymbol(path) !== null || chatPageOf(path) !== null || path === PDF_CHAT_PATH;
}

export function pageDataWhenNeeded(load: () => Promise<PageDataFollower>) {
  return fromCallback<AppEvent>((params) => {
    let deliver: ((event: AppEvent) => void) | null = null;
    let stopFollower: (() => void) | undefined;
    let loading = false;
    let stopped = false;
    const waiting: AppEvent[] = [];
    const start = () => {
      loading = true;
      load().then(
        (follower) => {
          if (stopped) return;
          const receive = (listener: (event: AppEvent) => void) => {
            deliver = listener;
          };
          const stop = follower({ ...params, receive });
          stopFollower = typeof stop === "function" ? stop : undefined;
          for (const event of waiting.splice(0)) deliver?.(event);
        },
        // A follower that cannot load leaves the pages as they were: they ask for their own data.
        () => undefined,
      );
    };
    params.receive((event) => {
      if (deliver) return deliver(event);
      // Only the last address matters; every feature's start is kept.
      if (event.type === "location.changed") {
        const last = waiting.findIndex((each) => each.type === "location.changed");
        if (last !== -1) waiting.splice(last, 1);
      }
      waiting.push(event);
      if (!loading && pageNeedsData(event)) start();
    });
    return () => {
      stopped = true;
      stopFollower?.();
    };
  });
}
