import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel } from "../HeroCarousel";

const TITLES = [
  "Know your tank level. Always.",
  "Save water, power and money",
  "Installed in about 15 minutes",
];

function renderCarousel() {
  return render(
    <MemoryRouter>
      <HeroCarousel />
    </MemoryRouter>,
  );
}

/** The visible slide: hidden slides are aria-hidden, so only one group is exposed. */
function currentTitle() {
  return screen.getByRole("group").querySelector("h2")?.textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroCarousel", () => {
  it("advances every 4000 ms and wraps from the last slide to the first", () => {
    renderCarousel();
    expect(screen.getByRole("group")).toHaveAccessibleName("1 of 3");
    expect(currentTitle()).toBe(TITLES[0]);
    advance(3999);
    expect(currentTitle()).toBe(TITLES[0]);
    advance(1);
    expect(currentTitle()).toBe(TITLES[1]);
    advance(4000);
    expect(currentTitle()).toBe(TITLES[2]);
    advance(4000);
    expect(currentTitle()).toBe(TITLES[0]);
  });

  it("moves with previous and next, wrapping both ways", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentTitle()).toBe(TITLES[2]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentTitle()).toBe(TITLES[0]);
  });

  it("jumps to a slide from its dot and marks the dot current", () => {
    renderCarousel();
    const dot = screen.getByRole("button", { name: "Show slide 3" });
    fireEvent.click(dot);
    expect(currentTitle()).toBe(TITLES[2]);
    expect(dot).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show slide 1" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("gives each slide a full interval after moving by hand", () => {
    renderCarousel();
    advance(3000);
    fireEvent.click(screen.getByRole("button", { name: "Show slide 2" }));
    fireEvent.blur(screen.getByRole("button", { name: "Show slide 2" }));
    advance(3999);
    expect(currentTitle()).toBe(TITLES[1]);
    advance(1);
    expect(currentTitle()).toBe(TITLES[2]);
  });

  it("pauses while hovered and resumes after", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Featured" });
    fireEvent.mouseEnter(region);
    expect(screen.queryByTestId("carousel-progress")).not.toBeInTheDocument();
    advance(12000);
    expect(currentTitle()).toBe(TITLES[0]);
    fireEvent.mouseLeave(region);
    expect(screen.getByTestId("carousel-progress")).toHaveStyle({ animationDuration: "4000ms" });
    advance(4000);
    expect(currentTitle()).toBe(TITLES[1]);
  });

  it("pauses while focus is inside it", () => {
    renderCarousel();
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.focus(next);
    advance(12000);
    expect(currentTitle()).toBe(TITLES[0]);
    fireEvent.blur(next);
    advance(4000);
    expect(currentTitle()).toBe(TITLES[1]);
  });

  it("stops and restarts from the pause button", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    fireEvent.blur(screen.getByRole("button", { name: "Play slideshow" }));
    advance(12000);
    expect(currentTitle()).toBe(TITLES[0]);
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    fireEvent.blur(screen.getByRole("button", { name: "Pause slideshow" }));
    advance(4000);
    expect(currentTitle()).toBe(TITLES[1]);
  });

  it("does not rotate on its own when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(12000);
    expect(currentTitle()).toBe(TITLES[0]);
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
  });

  it("leads every slide's button to /products", () => {
    renderCarousel();
    const links = screen.getAllByRole("link", { hidden: true });
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Shop Controllers", "/products"],
      ["Explore Products", "/products"],
      ["Find Your Controller", "/products"],
    ]);
  });
});
