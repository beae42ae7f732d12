import { NavLink } from "react-router";
import { useSession } from "../../features/auth/session";
import { ButtonLink, buttonClass } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { paths, consolePath } from "../../config/paths";
import { MAIN_LINKS } from "./navLinks";
import { useDisclosure } from "./useDisclosure";
import { useLogout } from "./useLogout";

const PANEL_ID = "mobile-menu";

/** docs/product.md §2: the phone menu adds My Orders and the account actions. */
export function MobileMenu() {
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();
  const logout = useLogout();
  const status = useSession((s) => s.status);
  const isAdmin = useSession((s) => s.isAdmin);
  const links = [...MAIN_LINKS, { to: paths.myOrders, label: "My Orders" }];

  return (
    <>
      <div className="mobile-menu" ref={containerRef}>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={toggle}
        >
          {open ? <Icon name="close" /> : <Icon name="menu" />}
        </button>
        <nav id={PANEL_ID} aria-label="Mobile" className="mobile-panel" hidden={!open}>
          <ul className="mobile-links">
            {links.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {isAdmin && (
              <li>
                {/* The console is its own page (admin.html), not a route of this app. */}
                <a href={consolePath}>Admin</a>
              </li>
            )}
          </ul>
          <div className="mobile-account">
            {status === "signed-in" ? (
              <button
                type="button"
                className={buttonClass("outline")}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
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
