// The signed-in visitor's account menu in the header: their avatar and name, opening Settings,
// Usage and Sign out. It loads once someone is signed in, not with the signed-out first page.
import type { User } from "@moatwise/core";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { AuthActor } from "../app/actors";
import { Avatar } from "../ui/Avatar";

export default function AccountMenu({ user }: { readonly user: User }) {
  const auth = AuthActor.useActorRef();
  const [, navigate] = useLocation();
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
