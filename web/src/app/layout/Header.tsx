import { Link, NavLink } from "react-router";
import { useCartCount } from "../../features/cart/cartStore";
import { useSession } from "../../features/auth/session";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { Logo } from "../../components/ui/Logo";
import { paths } from "../../config/paths";
import { MAIN_LINKS, MobileMenu, ProfileMenu } from "./menus";

export function Header() {
  return (
    <header className="site-header" data-toast-avoid>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="container header-bar">
        <Logo />
        <nav aria-label="Main" className="main-nav">
          <ul className="main-links">
            {MAIN_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          {/* The cart stays at the end: only the account area changes on sign-in. */}
          <div className="desktop-only">
            <AccountActions />
          </div>
          <CartLink />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/** Desktop account area: Sign In / Sign Up, or the profile dropdown once signed in. */
function AccountActions() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  // Holds the space so the header does not jump when the session resolves.
  if (status === "loading") return <span className="account-placeholder" aria-hidden="true" />;
  if (status === "signed-in" && user) return <ProfileMenu user={user} />;
  return (
    <div className="account-actions">
      <ButtonLink to={paths.login} variant="ghost" size="sm">
        Sign In
      </ButtonLink>
      <ButtonLink to={paths.register} size="sm">
        Sign Up
      </ButtonLink>
    </div>
  );
}

/** docs/product.md §9: the cart badge caps at 99+. */
export const formatBadgeCount = (count: number) => (count > 99 ? "99+" : String(count));

export const cartLinkLabel = (count: number) =>
  count === 1 ? "Cart, 1 item" : `Cart, ${count} items`;

function CartLink() {
  const count = useCartCount();
  return (
    <Link to={paths.cart} className="icon-button cart-link" aria-label={cartLinkLabel(count)}>
      <Icon name="cart" />
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      )}
    </Link>
  );
}
