import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { signOutUser, useSession, type SessionUser } from "../../features/auth/session";
import { ButtonLink, buttonClass } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { paths, consolePath } from "../../config/paths";

/** docs/product.md §2: the desktop menu, in this order (`end`: Home is not active everywhere). */
export const MAIN_LINKS: readonly { to: string; label: string; end?: boolean }[] = [
  { to: paths.home, label: "Home", end: true },
  { to: paths.products, label: "Products" },
  { to: paths.about, label: "About" },
  { to: paths.contact, label: "Contact Us" },
];

/** docs/product.md §2: the phone menu adds My Orders and the account actions. */
export function MobileMenu() {
  const { id, open, close, logout, containerRef, toggleProps } = useMenu("mobile-menu");
  const status = useSession((s) => s.status);
  return (
    <>
      <div className="mobile-menu" ref={containerRef}>
        <button {...toggleProps} className="icon-button" aria-label="Menu">
          <Icon name={open ? "close" : "menu"} />
        </button>
        <nav id={id} aria-label="Mobile" className="mobile-panel" hidden={!open}>
          <ul className="mobile-links">
            {[...MAIN_LINKS, { to: paths.myOrders, label: "My Orders" }].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <AdminItem />
          </ul>
          <div className="mobile-account">
            {status === "signed-in" ? (
              <button type="button" className={buttonClass("outline")} onClick={logout}>
                Logout
              </button>
            ) : (
              <>
                <ButtonLink to={paths.register} onClick={close}>
                  Create Account
                </ButtonLink>
                <ButtonLink to={paths.login} variant="outline" onClick={close}>
                  Sign In
                </ButtonLink>
              </>
            )}
          </div>
        </nav>
      </div>
      {/* Dims the page under the open menu; a press on it counts as an outside click. */}
      {open && <div className="mobile-backdrop" aria-hidden="true" />}
    </>
  );
}

/** docs/product.md §2: signed-in avatar with a dropdown holding Orders and Logout. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { id, open, close, logout, containerRef, toggleProps } = useMenu("profile-menu");
  return (
    <div className="profile-menu" ref={containerRef}>
      <button {...toggleProps} className="avatar-button" aria-label="Account menu">
        <Avatar user={user} />
        <Icon name="chevronDown" size={16} className="avatar-chevron" />
      </button>
      <div id={id} className="dropdown" hidden={!open}>
        <p className="dropdown-user">
          <span className="dropdown-label">Signed in as</span>
          <span className="dropdown-name">
            {user.displayName?.trim() || user.email || "Your account"}
          </span>
        </p>
        <ul className="dropdown-list">
          <li>
            <Link to={paths.myOrders} className="dropdown-item" onClick={close}>
              <Icon name="orders" size={18} />
              Orders
            </Link>
          </li>
          <AdminItem className="dropdown-item" />
          <li>
            <button type="button" className="dropdown-item" onClick={logout}>
              <Icon name="logout" size={18} />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The console is its own page (admin.html), not a route of this app. */
function AdminItem({ className }: { className?: string }) {
  const isAdmin = useSession((s) => s.isAdmin);
  return isAdmin ? (
    <li>
      <a href={consolePath} className={className}>
        Admin
      </a>
    </li>
  ) : null;
}

/** docs/product.md §2: the profile picture, or its initials when there is none (or it fails). */
function Avatar({ user }: { user: SessionUser }) {
  const [broken, setBroken] = useState(false);
  if (user.photoURL && !broken) {
    return (
      <img
        className="avatar"
        src={user.photoURL}
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  const source = user.displayName?.trim() || user.email?.split("@")[0] || "";
  const [first = "", second = ""] = source.split(/[\s._-]+/).filter(Boolean);
  const initials = (first.charAt(0) + second.charAt(0)).toUpperCase();
  return (
    <span className="avatar avatar-placeholder" aria-hidden="true" data-testid="avatar-placeholder">
      {initials || "?"}
    </span>
  );
}

/**
 * A header menu closes on navigation, Escape (focus back to the toggle), and a press or focus
 * outside; Logout (docs/product.md §2) signs out, goes to / and scrolls to the top.
 */
function useMenu(id: string) {
  const { key } = useLocation();
  const navigate = useNavigate();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenAt(null), []);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenAt(null);
      buttonRef.current?.focus();
    }
    function onOutside(event: Event) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target))
        setOpenAt(null);
    }
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("keydown", onKeyDown, { signal });
    document.addEventListener("pointerdown", onOutside, { signal });
    document.addEventListener("focusin", onOutside, { signal });
    return () => listening.abort();
  }, [open]);

  return {
    id,
    open,
    close,
    containerRef,
    toggleProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": id,
      onClick: () => setOpenAt((at) => (at === key ? null : key)),
    },
    logout: () => {
      close();
      void signOutUser().then(() => {
        navigate(paths.home);
        // Layout scrolls on path changes; this also covers logging out while on /.
        window.scrollTo({ top: 0 });
      });
    },
  };
}
