import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../../../app/App";
import { SHOP_CONTACT } from "../../../config/shopContact";
import ContactPage from "../ContactPage";

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

  it("draws the map in the page, sized, with nothing fetched from a map service", async () => {
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
});
