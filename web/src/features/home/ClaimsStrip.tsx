import { CLAIMS } from "./homeContent";
import { HomeIcon } from "./homeIcons";

/** The headline claims of docs/product.md §1, right under the banner. */
export function ClaimsStrip() {
  return (
    <div className="claims">
      <ul className="container claims-list">
        {CLAIMS.map((claim) => (
          <li key={claim.title} className="claim">
            <span className="claim-icon">
              <HomeIcon name={claim.icon} size={22} />
            </span>
            <span>
              <strong>{claim.title}</strong>
              <span className="claim-text">{claim.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
