import { Link } from "react-router";
import { paths } from "../routes";

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <Link to={paths.products}>Products</Link> <Link to={paths.about}>About</Link>{" "}
        <Link to={paths.contact}>Contact Us</Link>
      </nav>
    </footer>
  );
}
