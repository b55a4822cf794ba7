// Where the search box sends the visitor (a company's page, the chat with the question, the search
// page), apart from the search box's machine: following a destination is first-load code, the
// machine loads with the first search box shown.

export type SearchDestination =
  | { readonly kind: "stock"; readonly symbol: string; readonly name: string }
  | { readonly kind: "chat"; readonly message: string }
  | { readonly kind: "results"; readonly query: string };

/** Where a destination lives in the app. */
export function searchDestinationPath(destination: SearchDestination): string {
  switch (destination.kind) {
    case "stock":
      return `/stock/${encodeURIComponent(destination.symbol)}`;
    case "chat":
      return "/chat";
    case "results":
      return `/search?q=${encodeURIComponent(destination.query)}`;
  }
}
