import { Link } from "react-router";
import { useSession, type SessionUser } from "../../features/auth/session";
import { Icon } from "../../components/ui/icons";
import { paths, consolePath } from "../../config/paths";
import { Avatar } from "./Avatar";
import { useDisclosure } from "./useDisclosure";
import { useLogout } from "./useLogout";

const PANEL_ID = "profile-menu";

/** docs/product.md §2: signed-in avatar with a dropdown holding Orders and Logout. */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();
  const logout = useLogout();
  const name = user.displayName?.trim() || user.email || "Your account";
  const isAdmin = useSession((s) => s.isAdmin);

  return (
    <div className="profile-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggle}
      >
        <Avatar user={user} />
        <Icon name="chevronDown" size={16} className="avatar-chevron" />
      </button>
      <div id={PANEL_ID} className="dropdown" hidden={!open}>
        <p className="dropdown-user">
          <span className="dropdown-label">Signed in as</span>
          <span className="dropdown-name">{name}</span>
        </p>
        <ul className="dropdown-list">
          <li>
            <Link to={paths.myOrders} className="dropdown-item" onClick={close}>
              <Icon name="orders" size={18} />
              Orders
            </Link>
          </li>
          {isAdmin && (
            <li>
              {/* The console is its own page (admin.html), not a route of this app. */}
              <a href={consolePath} className="dropdown-item">
                Admin
              </a>
            </li>
          )}
          <li>
            <button
              type="button"
              className="dropdown-item"
              onClick={() => {
                close();
                void logout();
              }}
            >
              <Icon name="logout" size={18} />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
