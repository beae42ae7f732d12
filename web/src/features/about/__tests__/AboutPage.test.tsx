import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import AboutPage from "../AboutPage";

describe("AboutPage", () => {
  it("has the hero, the mission and the 40% charity pledge", () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "About AquaSense" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "Take the worry out of water" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "40% of our profits go to charity" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Shop the controllers" })).toHaveAttribute(
      "href",
      "/products",
    );
  });

  it("says the pledge's 40% once, as the start of its heading", () => {
    const { container } = render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    expect(container.textContent.match(/40%/g)).toHaveLength(1);
    const heading = screen.getByRole("heading", {
      level: 2,
      name: "40% of our profits go to charity",
    });
    expect(heading).toContainElement(screen.getByText("40%"));
    expect(
      screen.getByText(
        "Every controller you buy saves water in your home and helps people beyond it.",
      ),
    ).toBeInTheDocument();
  });
});
