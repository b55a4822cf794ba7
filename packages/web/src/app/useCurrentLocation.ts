// The page's location as a visitor sees it: path, query and hash, e.g. for `/login?next=…`.
import { useLocation, useSearch } from "wouter";

export function useCurrentLocation(): string {
  const [path] = useLocation();
  const search = useSearch();
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return `${path}${search ? `?${search}` : ""}${hash}`;
}
