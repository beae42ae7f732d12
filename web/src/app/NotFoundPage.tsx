import { ButtonLink } from "../components/ui/ButtonLink";
import { paths } from "../config/paths";

export default function NotFoundPage() {
  return (
    <section className="not-found container">
      <svg
        className="not-found-art"
        width="160"
        height="160"
        viewBox="0 0 160 160"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="80" cy="80" r="76" fill="#eef8fc" />
        <rect
          x="44"
          y="42"
          width="72"
          height="84"
          rx="10"
          fill="#fff"
          stroke="#0b6e99"
          strokeWidth="5"
        />
        <path d="M50 112h60v6a4 4 0 0 1-4 4H54a4 4 0 0 1-4-4z" fill="#a6dbf0" />
        <path
          d="M60 64l14 14M74 64L60 78M88 64l14 14M102 64L88 78"
          stroke="#0b6e99"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path
          d="M66 100c8-6 20-6 28 0"
          stroke="#0b6e99"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p>
        The page you were looking for does not exist. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="not-found-actions">
        <ButtonLink to={paths.home}>Back to Home</ButtonLink>
        <ButtonLink to={paths.products} variant="outline">
          Browse Products
        </ButtonLink>
      </div>
    </section>
  );
}
