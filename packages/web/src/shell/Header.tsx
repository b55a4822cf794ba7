// The fixed header (spec §2), 56 px: the sidebar toggle, the logo home, the search box (not on home;
// an icon opening a full-width bar on mobile), the theme toggle, the Chat button, and the account
// menu with Sign out (AccountMenu.tsx, loaded once someone is signed in), or a Sign in button.
import { chatButtonStateFor, headerSearchShownOn, selectIsAuthenticated, selectUser, type User } from "@moatwise/core";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { AuthActor, useShell, useTheme } from "../app/actors";
import { useArrived } from "../app/useArrived";
import { Icon } from "../ui/Icon";
import { IconButton } from "../ui/IconButton";
import { Logo } from "../ui/Logo";
import { ShellSearchBox } from "./ShellSearchBox";
import { useSearchNavigation } from "./useSearchNavigation";

export function Header() {
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const [path] = useLocation();
  const shell = useShell();
  const { sidebarOpen, headerSearchOpen: mobileSearchOpen } = shell;
  const showSearch = isAuthenticated && headerSearchShownOn(path);

  return (
    <header className="header" data-mobile-search={mobileSearchOpen}>
      <div className="header-start">
        <IconButton
          icon="menu"
          label={sidebarOpen ? "Hide navigation" : "Show navigation"}
          aria-expanded={sidebarOpen}
          aria-controls="sidebar"
          onClick={shell.toggleSidebar}
        />
        <Link href="/" className="header-home" aria-label="Moatwise home">
          <Logo />
        </Link>
      </div>
      {showSearch && (
        <div className="header-search">
          <HeaderSearch mobileOpen={mobileSearchOpen} />
          <IconButton
            icon="close"
            label="Close search"
            className="header-search-close"
            onClick={shell.closeHeaderSearch}
          />
        </div>
      )}
      <div className="header-end">
        {showSearch && (
          <IconButton
            icon="search"
            label="Open search"
            className="header-search-open"
            onClick={shell.openHeaderSearch}
          />
        )}
        <ThemeToggle />
        <ChatButton path={path} signedIn={isAuthenticated} />
        <AccountMenu />
      </div>
    </header>
  );
}

function HeaderSearch({ mobileOpen }: { mobileOpen: boolean }) {
  const go = useSearchNavigation();
  const input = useRef<HTMLInputElement>(null);
  // The full-width mobile bar opens to type in.
  useEffect(() => {
    if (mobileOpen) input.current?.focus();
  }, [mobileOpen]);
  return <ShellSearchBox onGo={go} inputRef={input} placeholder="Search companies or ask…" />;
}

function ChatButton({ path, signedIn }: { path: string; signedIn: boolean }) {
  const shell = useShell();
  const state = chatButtonStateFor(path, signedIn);
  if (state === "hidden") return null;
  return (
    <button
      type="button"
      className="button header-chat"
      disabled={state === "disabled"}
      aria-label="Chat"
      aria-pressed={shell.inlineChatOpen}
      title={state === "disabled" ? "Sign in to chat" : "Chat (Ctrl+L)"}
      onClick={shell.toggleInlineChat}
    >
      <Icon name="chat" size={18} />
      <span className="header-chat-label">Chat</span>
    </button>
  );
}

function ThemeToggle() {
  const { theme, next, toggle } = useTheme();
  return (
    <IconButton
      icon={theme === "dark" ? "sun" : "moon"}
      label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={toggle}
    />
  );
}

/** The account menu, loaded once someone is signed in (the signed-out first load carries none of it). */
let accountMenuLoading: Promise<typeof import("./AccountMenu")> | null = null;
function loadAccountMenu() {
  accountMenuLoading ??= import("./AccountMenu").catch((error: unknown) => {
    // Not kept: the error screen's Try Again asks for it afresh.
    accountMenuLoading = null;
    throw error;
  });
  return accountMenuLoading;
}

function AccountMenu() {
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const user = AuthActor.useSelector(selectUser);
  const [path] = useLocation();
  if (!isAuthenticated || !user) {
    return path === "/login" ? null : (
      <Link href="/login" className="button button-primary">
        Sign in
      </Link>
    );
  }
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { readonly user: User }) {
  const loaded = useArrived(loadAccountMenu());
  return loaded ? <loaded.default user={user} /> : <div className="account-menu" />;
}
