import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HomePage } from "../HomePage";

describe("HomePage", () => {
  it("has the sections of spec §2 and the marketing claims of §1", () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "AquaSense smart water-tank controllers" }),
    ).toBeInTheDocument();
    for (const name of [
      "Why choose AquaSense?",
      "Four steps to a tank that looks after itself",
      "The everyday water troubles we put an end to",
      "Good for your home, good for India",
      "Compare Basic and Pro",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("listitem").filter((li) => li.matches(".step"))).toHaveLength(4);
    for (const claim of [
      "Real-time monitoring",
      "Automated pump control",
      "Energy saving",
      "15-minute install",
      "24/7 support",
    ]) {
      expect(screen.getByRole("heading", { level: 3, name: claim })).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        "Wall mounted and wired to your motor or your existing starter in about 15 minutes.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 3, name: "Step 2: Install it in minutes" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Mount the unit, lower the stainless steel probes into the tank and connect the pump: about 15 minutes, start to finish.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("15+")).toBeInTheDocument();
    expect(screen.getByText("states across India where we are active")).toBeInTheDocument();
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(screen.getByText("of our profits donated to charity")).toBeInTheDocument();
  });
});
