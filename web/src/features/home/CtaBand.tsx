import { ButtonLink } from "../../components/ui/ButtonLink";
import { ArrowRightIcon } from "../../components/ui/icons";
import { paths } from "../../config/paths";

export function CtaBand() {
  return (
    <section className="section" aria-labelledby="cta">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id="cta">Ready to stop worrying about your water tank?</h2>
            <p>
              Pick the controller and variant that fit your pump. It is installed in about 15
              minutes.
            </p>
          </div>
          <ButtonLink to={paths.products} variant="accent" size="lg">
            Shop Now
            <ArrowRightIcon size={20} />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
