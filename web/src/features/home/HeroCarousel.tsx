import { ButtonLink } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { paths } from "../../config/paths";
import { BANNER_SLIDES as slides } from "./homeContent";
import { SLIDE_INTERVAL_MS, useCarousel } from "./useCarousel";

/** docs/product.md §2 Home: the auto-rotating banner (3 slides, 4000 ms, wraps). */
export function HeroCarousel() {
  const carousel = useCarousel(slides.length);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured"
      {...carousel.pauseHandlers}
    >
      <div className="container hero-inner">
        <div className="hero-slides" aria-live={carousel.running ? "off" : "polite"}>
          {slides.map((slide, i) => {
            const active = i === carousel.index;
            return (
              <div
                key={slide.id}
                className={`hero-slide${active ? " is-active" : ""}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={!active}
                inert={!active}
              >
                <div className="hero-copy">
                  <h2 className="hero-title">{slide.title}</h2>
                  <p className="hero-text">{slide.description}</p>
                  <ButtonLink to={paths.products} variant="accent" size="lg">
                    {slide.buttonText}
                    <Icon name="arrowRight" size={20} />
                  </ButtonLink>
                </div>
                <img
                  className="hero-image"
                  src={slide.image}
                  alt=""
                  width={560}
                  height={420}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                />
              </div>
            );
          })}
        </div>
        <div className="hero-controls">
          <div className="hero-dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="hero-dot"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === carousel.index ? "true" : undefined}
                onClick={() => carousel.goTo(i)}
              />
            ))}
          </div>
          <div className="hero-buttons">
            <button
              type="button"
              className="hero-arrow"
              aria-label={carousel.stopped ? "Play slideshow" : "Pause slideshow"}
              onClick={carousel.toggleStopped}
            >
              <Icon name={carousel.stopped ? "play" : "pause"} size={18} />
            </button>
            <button
              type="button"
              className="hero-arrow"
              aria-label="Previous slide"
              onClick={carousel.previous}
            >
              <Icon name="chevronLeft" size={20} />
            </button>
            <button
              type="button"
              className="hero-arrow"
              aria-label="Next slide"
              onClick={carousel.next}
            >
              <Icon name="chevronRight" size={20} />
            </button>
          </div>
        </div>
      </div>
      <div className="hero-progress" aria-hidden="true">
        {carousel.running && (
          <span
            key={carousel.index}
            className="hero-progress-fill"
            data-testid="carousel-progress"
            style={{ animationDuration: `${SLIDE_INTERVAL_MS}ms` }}
          />
        )}
      </div>
    </section>
  );
}
