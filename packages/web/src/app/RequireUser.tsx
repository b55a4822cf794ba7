// Guards a signed-in route: a signed-out visit goes to /login?next={path+query+hash}.
import { loginPathFor, selectIsAuthenticated } from "@moatwise/core";
import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { AuthActor } from "./actors";

export function RequireUser({ children }: { children: ReactNode }) {
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const [path] = useLocation();
  const search = useSearch();
  if (isAuthenticated) return <>{children}</>;
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return <Redirect to={loginPathFor(`${path}${search ? `?${search}` : ""}${hash}`)} replace />;
}
