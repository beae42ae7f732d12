import { Link, NavLink } from "react-router";
import { paths } from "../routes";

export function Header() {
  return (
    <header className="site-header">
      <Link to={paths.home} className="logo">
        AquaSense
      </Link>
      <nav aria-label="Main">
        <NavLink to={paths.home} end>
          Home
        </NavLink>
        <NavLink to={paths.products}>Products</NavLink>
        <NavLink to={paths.about}>About</NavLink>
        <NavLink to={paths.contact}>Contact Us</NavLink>
      </nav>
    </header>
  );
}
