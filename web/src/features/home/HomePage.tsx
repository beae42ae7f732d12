import { Link } from "react-router";
import { paths } from "../../app/routes";

export function HomePage() {
  return (
    <section className="page">
      <h1>Smart water-tank controllers</h1>
      <p>Real-time tank monitoring and automated pump control for Indian homes.</p>
      <Link to={paths.products}>Shop Now</Link>
    </section>
  );
}
