import { NavLink } from "react-router";
import { AccountActions } from "./AccountActions";
import { CartLink } from "./CartLink";
import { Logo } from "../../components/ui/Logo";
import { MobileMenu } from "./MobileMenu";
import { MAIN_LINKS } from "./navLinks";

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
