import { useEffect, useState, useSyncExternalStore } from "react";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Icon } from "../../components/ui/icons";
import { paths } from "../../config/paths";
import { BANNER_SLIDES as slides } from "./homeContent";

/** docs/product.md §4 and §9: each slide gets 4 seconds, then the banner advances (and wraps). */
const SLIDE_INTERVAL_MS = 4000;

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)");

function onMotionChange(onChange: () => void): () => void {
  reducedMotion()?.addEventListener("change", onChange);
  return () => reducedMotion()?.removeEventListener("change", onChange);
}

/** docs/product.md §2 Home: the banner; pauses on hover, focus, Pause and reduced motion. */
export function HeroCarousel() {
  const prefersStill = useSyncExternalStore(
    onMotionChange,
    () => reducedMotion()?.matches ?? false,
    () => false,
  );
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const stopped = userStopped ?? prefersStill;
  const running = !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  const goTo = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label="Featured"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="container hero-inner">
        <div className="hero-slides" aria-live={running ? "off" : "polite"}>
          {slides.map((slide, i) => {
            const active = i === index;
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
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <div className="cluster">
            {(
              [
                [stopped ? "Play slideshow" : "Pause slideshow", stopped ? "play" : "pause", 18, 0],
                ["Previous slide", "chevronLeft", 20, -1],
                ["Next slide", "chevronRight", 20, 1],
              ] as const
            ).map(([label, icon, size, step], i) => (
              <button
                key={i}
                type="button"
                className="hero-arrow"
                aria-label={label}
                onClick={() => (step ? goTo(index + step) : setUserStopped(!stopped))}
              >
                <Icon name={icon} size={size} />
              </button>
            ))}
          </div>
        </div>
      </div>
      <div className="hero-progress" aria-hidden="true">
        {running && (
          <span
            key={index}
            className="hero-progress-fill"
            data-testid="carousel-progress"
            style={{ animationDuration: `${SLIDE_INTERVAL_MS}ms` }}
          />
        )}
      </div>
    </section>
  );
}
