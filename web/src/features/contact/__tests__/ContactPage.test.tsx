import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { App } from "../../../app/App";
import { SHOP_CONTACT } from "../../../config/shopContact";
import ContactPage from "../ContactPage";
import { MAP_EMBED_ORIGIN, MAP_EMBED_URL, OFFICE_LOCATION } from "../contactMapLink";

function renderContact() {
  return render(<ContactPage />);
}

describe("ContactPage", () => {
  it("is the page routed at /contact", async () => {
    render(
      <MemoryRouter initialEntries={["/contact"]}>
        <App />
      </MemoryRouter>,
    );
    // The page is a lazy chunk; on a busy machine its first import takes a while.
    const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
    expect(heading).toHaveTextContent(/^Contact Us$/);
  });

  it("shows the address, a tappable phone number and e-mail, and the form", async () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const reach = screen.getByRole("list", { name: "How to reach us" });
    const address = within(reach).getByText(/Residency Road/);
    expect(address.closest("address")).toHaveTextContent(
      `${SHOP_CONTACT.legalName}${SHOP_CONTACT.addressLines.join("")}`,
    );
    expect(within(reach).getByRole("link", { name: "+91 80 4718 2290" })).toHaveAttribute(
      "href",
      "tel:+918047182290",
    );
    expect(within(reach).getByRole("link", { name: "support@aquasense.in" })).toHaveAttribute(
      "href",
      "mailto:support@aquasense.in",
    );
    expect(screen.getByRole("form", { name: "Send us a message" })).toBeVisible();
  });

  it("draws a sketch in the page, sized, with nothing fetched from a map service", async () => {
    renderContact();
    const map = screen.getByRole("img", { name: "Map of our office on Residency Road, Bengaluru" });
    expect(map.tagName.toLowerCase()).toBe("svg");
    expect(map).toHaveAttribute("width", "560");
    expect(map).toHaveAttribute("height", "360");
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
  });

  it("frames OpenStreetMap's map of the office only when asked, and keeps the directions link", async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole("button", { name: "Show map" }));
    const frame = screen.getByTitle(
      "Map of our office on Residency Road, Bengaluru (OpenStreetMap)",
    );
    expect(frame.tagName.toLowerCase()).toBe("iframe");
    expect(frame).toHaveAttribute("src", MAP_EMBED_URL);
    expect(frame).toHaveFocus();
    expect(screen.queryByRole("img", { name: /^Map of our office/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show map" })).toBeNull();
    expect(screen.getByRole("link", { name: "Get directions" })).toBeVisible();
  });
});

describe("MAP_EMBED_URL", () => {
  it("is OpenStreetMap's embed, its marker on the office and the office inside its box", () => {
    const url = new URL(MAP_EMBED_URL);
    expect(url.origin).toBe(MAP_EMBED_ORIGIN);
    expect(url.pathname).toBe("/export/embed.html");
    const { lat, lon } = OFFICE_LOCATION;
    expect(url.searchParams.get("marker")).toBe(`${lat},${lon}`);
    const [west, south, east, north] = (url.searchParams.get("bbox") ?? "").split(",").map(Number);
    expect(Number(lon) - west!).toBeCloseTo(0.006, 6);
    expect(east! - Number(lon)).toBeCloseTo(0.006, 6);
    expect(Number(lat) - south!).toBeCloseTo(0.004, 6);
    expect(north! - Number(lat)).toBeCloseTo(0.004, 6);
  });
});
