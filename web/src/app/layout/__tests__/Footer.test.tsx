import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Footer } from "../Footer";

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe("Footer", () => {
  it("has quick links, contact details and social links", () => {
    renderFooter();
    const quick = screen.getByRole("navigation", { name: "Footer" });
    expect(
      within(quick)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/", "/products", "/about", "/contact", "/myOrders"]);
    expect(screen.getByRole("link", { name: "+91 80 4718 2290" })).toHaveAttribute(
      "href",
      "tel:+918047182290",
    );
    expect(screen.getByRole("link", { name: "support@aquasense.in" })).toHaveAttribute(
      "href",
      "mailto:support@aquasense.in",
    );
    const social = screen.getByRole("list", { name: "AquaSense on social media" });
    expect(within(social).getAllByRole("link")).toHaveLength(5);
  });
});

describe("Newsletter box", () => {
  it("rejects an invalid e-mail with the spec's message", async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.type(screen.getByRole("textbox", { name: "Email address" }), "priya@example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("status")).toHaveTextContent(/^Please enter a valid email address$/);
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("rejects a blank e-mail", async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("status")).toHaveTextContent(/^Please enter a valid email address$/);
  });

  it("says plainly that a valid address was not stored, and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderFooter();
    await user.type(screen.getByRole("textbox", { name: "Email address" }), " priya@example.com ");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      /^Thanks! Newsletter sign-up isn't available yet, so we haven't stored your e-mail address\.$/,
    );
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
