// The fixed header: the logo home, and the account (name and Sign out, or Sign in).
import { selectIsAuthenticated, selectUser } from "@moatwise/core";
import { Link, useLocation } from "wouter";
import { AuthActor, ThemeActor } from "../app/actors";
import { Logo } from "../ui/Logo";

function initialsOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || "?";
}

export function Header() {
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const user = AuthActor.useSelector(selectUser);
  const auth = AuthActor.useActorRef();
  const [path, navigate] = useLocation();

  const signOut = () => {
    // An explicit sign-out ends on the home page, not on the login page a guarded route would send to.
    navigate("/");
    auth.send({ type: "auth.signOut" });
  };

  return (
    <header className="header">
      <Link href="/" className="header-home" aria-label="Moatwise home">
        <Logo />
      </Link>
      <div className="header-end">
        <ThemeToggle />
        {isAuthenticated && user ? (
          <>
            <Link href="/settings" className="header-user" aria-label={`Account: ${user.username}`}>
              <span className="avatar" aria-hidden="true">
                {initialsOf(user.username)}
              </span>
              <span className="header-user-name">{user.username}</span>
            </Link>
            <button type="button" className="button" onClick={signOut}>
              Sign out
            </button>
          </>
        ) : (
          path !== "/login" && (
            <Link href="/login" className="button button-primary">
              Sign in
            </Link>
          )
        )}
      </div>
    </header>
  );
}

function ThemeToggle() {
  const theme = ThemeActor.useSelector((s) => s.context.theme);
  const actor = ThemeActor.useActorRef();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => actor.send({ type: "theme.toggle" })}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}
