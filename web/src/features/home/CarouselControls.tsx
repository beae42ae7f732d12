import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../components/ui/icons";

interface CarouselControlsProps {
  count: number;
  index: number;
  stopped: boolean;
  onSelect: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToggleStopped: () => void;
}

export function CarouselControls(props: CarouselControlsProps) {
  const { count, index, stopped } = props;
  return (
    <div className="hero-controls">
      <div className="hero-dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className="hero-dot"
            aria-label={`Show slide ${i + 1}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => props.onSelect(i)}
          />
        ))}
      </div>
      <div className="hero-buttons">
        <button
          type="button"
          className="hero-arrow"
          aria-label={stopped ? "Play slideshow" : "Pause slideshow"}
          onClick={props.onToggleStopped}
        >
          {stopped ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
        </button>
        <button
          type="button"
          className="hero-arrow"
          aria-label="Previous slide"
          onClick={props.onPrevious}
        >
          <ChevronLeftIcon size={20} />
        </button>
        <button type="button" className="hero-arrow" aria-label="Next slide" onClick={props.onNext}>
          <ChevronRightIcon size={20} />
        </button>
      </div>
    </div>
  );
}
