// Whether the page is as narrow as a phone (core's MOBILE_MEDIA_QUERY), followed as it changes.
import { MOBILE_MEDIA_QUERY } from "@moatwise/core";
import { useEffect, useState } from "react";

export function useMobileWidth(): boolean {
  const [mobile, setMobile] = useState(() => window.matchMedia?.(MOBILE_MEDIA_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(MOBILE_MEDIA_QUERY);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setMobile(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return mobile;
}
