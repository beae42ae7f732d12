import { ButtonLink } from "../components/ui/ButtonLink";
import { paths } from "../config/paths";

export default function NotFoundPage() {
  return (
    <section className="not-found container">
      <img className="not-found-art" src="/images/not-found.svg" alt="" width={160} height={160} />
      <p className="eyebrow">Error 404</p>
      <h1>Page not found</h1>
      <p>
        The page you were looking for does not exist. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="not-found-actions row">
        <ButtonLink to={paths.home}>Back to Home</ButtonLink>
        <ButtonLink to={paths.products} variant="outline">
          Browse Products
        </ButtonLink>
      </div>
    </section>
  );
}
