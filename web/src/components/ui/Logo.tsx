import { Link } from "react-router";
import { paths } from "../../config/paths";

/** The AquaSense wordmark: a water drop with a level line, linking home. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to={paths.home} className={`logo logo-${tone}`} aria-label="AquaSense home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M16 2.5S5.5 14.3 5.5 20.6a10.5 10.5 0 0 0 21 0C26.5 14.3 16 2.5 16 2.5z"
          fill="currentColor"
        />
        <path
          d="M8.6 19.5c2.4-1.6 4.9-1.6 7.4 0s5 1.6 7.4 0"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span className="logo-text">
        Aqua<span>Sense</span>
      </span>
    </Link>
  );
}
