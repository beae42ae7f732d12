import { Link } from "react-router";
import { paths } from "./routes";

export default function NotFoundPage() {
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>The page you were looking for does not exist.</p>
      <Link to={paths.home}>Back to Home</Link>
    </section>
  );
}
