// The fixed header (spec §2), 56 px: the sidebar toggle, the logo home, the search box (not on home;
// an icon opening a full-width bar on mobile), the theme toggle, the Chat button, and the account
// menu with Sign out, or a Sign in button.
import { chatButtonStateFor, headerSearchShownOn, selectIsAuthenticated, selectUser } from "@moatwise/core";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { AuthActor, ThemeActor, useShell } from "../app/actors";
import { useShellLogic } from "../app/shellLogic";
import { Avatar } from "../ui/Avatar";
import { Icon } from "../ui/Icon";
import { IconButton } from "../ui/IconButton";
import { Logo } from "../ui/Logo";
import { SearchBox } from "./SearchBox";
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
  const { searchBox } = useShellLogic();
  const go = useSearchNavigation();
  const input = useRef<HTMLInputElement>(null);
  // The full-width mobile bar opens to type in.
  useEffect(() => {
    if (mobileOpen) input.current?.focus();
  }, [mobileOpen]);
  return <SearchBox logic={searchBox} onGo={go} inputRef={input} placeholder="Search companies or ask…" />;
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
  const theme = ThemeActor.useSelector((s) => s.context.theme);
  const actor = ThemeActor.useActorRef();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <IconButton
      icon={theme === "dark" ? "sun" : "moon"}
      label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => actor.send({ type: "theme.toggle" })}
    />
  );
}

function AccountMenu() {
  const isAuthenticated = AuthActor.useSelector(selectIsAuthenticated);
  const user = AuthActor.useSelector(selectUser);
  const auth = AuthActor.useActorRef();
  const [path, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  if (!isAuthenticated || !user) {
    return path === "/login" ? null : (
      <Link href="/login" className="button button-primary">
        Sign in
      </Link>
    );
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") setOpen(false);
  };
  const signOut = () => {
    setOpen(false);
    // An explicit sign-out ends on the home page, not on the login page a guarded route would send to.
    navigate("/");
    auth.send({ type: "auth.signOut" });
  };

  return (
    <div className="account-menu" ref={menu}>
      <button
        type="button"
        className="header-user"
        aria-label={`Account: ${user.username}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
      >
        <Avatar name={user.username} pictureUrl={user.picture_url} />
        <span className="header-user-name">{user.username}</span>
      </button>
      {open && (
        <div className="account-menu-list" role="menu" aria-label="Account" onKeyDown={closeOnEscape}>
          <p className="account-menu-email">{user.email}</p>
          <Link href="/settings" role="menuitem" className="account-menu-item" onClick={() => setOpen(false)}>
            Settings
          </Link>
          <Link href="/usage" role="menuitem" className="account-menu-item" onClick={() => setOpen(false)}>
            Usage
          </Link>
          <button type="button" role="menuitem" className="account-menu-item" onClick={signOut}>
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
