// The sidebar (spec §2): Portfolio, Home, Research (allow-listed users only), Chat, Usage, Settings,
// Roadmap. 230 px beside the content on desktop; on mobile two thirds of the width over a backdrop
// that closes it, as does following a link there.
import { selectUser } from "@moatwise/core";
import { Link, useLocation } from "wouter";
import { AuthActor, useShell } from "../app/actors";
import { Icon, type IconName } from "../ui/Icon";

interface NavItem {
  readonly href: string;
  readonly label: string;
  readonly icon: IconName;
  readonly research?: boolean;
}

const NAV_ITEMS: ReadonlyArray<NavItem> = [
  { href: "/portfolio", label: "Portfolio", icon: "portfolio" },
  { href: "/", label: "Home", icon: "home" },
  { href: "/research", label: "Research", icon: "research", research: true },
  { href: "/chat", label: "Chat", icon: "chat" },
  { href: "/usage", label: "Usage", icon: "usage" },
  { href: "/settings", label: "Settings", icon: "settings" },
  { href: "/roadmap", label: "Roadmap", icon: "roadmap" },
];

const isCurrent = (href: string, path: string) => (href === "/" ? path === "/" : path.startsWith(href));

export function Sidebar() {
  const shell = useShell();
  const open = shell.sidebarOpen;
  const researchAccess = AuthActor.useSelector((s) => selectUser(s)?.research_access ?? false);
  const [path] = useLocation();
  const closeOnMobile = () => shell.followSidebarLink(window.innerWidth);

  return (
    <>
      <button
        type="button"
        className="sidebar-backdrop"
        data-open={open}
        aria-label="Close navigation"
        tabIndex={-1}
        onClick={shell.closeSidebar}
      />
      <nav id="sidebar" className="sidebar" data-open={open} aria-label="Main" inert={!open}>
        <ul>
          {NAV_ITEMS.filter((item) => !item.research || researchAccess).map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="sidebar-link"
                aria-current={isCurrent(item.href, path) ? "page" : undefined}
                onClick={closeOnMobile}
              >
                <Icon name={item.icon} />
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
