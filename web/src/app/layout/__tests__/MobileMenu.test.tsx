import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderHeader, resetStores, signIn, signOut } from "./headerTestUtils";

beforeEach(resetStores);

function menuButton() {
  return screen.getByRole("button", { name: "Menu" });
}

function mobileNav() {
  return screen.getByRole("navigation", { name: "Mobile" });
}

describe("Mobile menu", () => {
  it("toggles open and closed, wired with aria-expanded and aria-controls", async () => {
    const user = userEvent.setup();
    signOut();
    renderHeader();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveAttribute("aria-controls", "mobile-menu");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(mobileNav()).toHaveAttribute("id", "mobile-menu");

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("adds My Orders and offers Create Account and Sign In when signed out", async () => {
    const user = userEvent.setup();
    signOut();
    renderHeader();
    await user.click(menuButton());
    const nav = mobileNav();
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual([
      "Home",
      "Products",
      "About",
      "Contact Us",
      "My Orders",
      "Create Account",
      "Sign In",
    ]);
    expect(within(nav).getByRole("link", { name: "My Orders" })).toHaveAttribute(
      "href",
      "/myOrders",
    );
    expect(within(nav).getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/register",
    );
    expect(within(nav).getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(within(nav).queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("offers Logout instead when signed in", async () => {
    const user = userEvent.setup();
    signIn();
    renderHeader();
    await user.click(menuButton());
    const nav = mobileNav();
    expect(within(nav).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Create Account" })).not.toBeInTheDocument();
  });

  it("closes on Escape, returning focus to the menu button", async () => {
    const user = userEvent.setup();
    signOut();
    renderHeader();
    await user.click(menuButton());
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes on a click outside it", async () => {
    const user = userEvent.setup();
    signOut();
    renderHeader();
    await user.click(menuButton());
    await user.click(screen.getByRole("button", { name: "Elsewhere on the page" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on navigation", async () => {
    const user = userEvent.setup();
    signOut();
    renderHeader("/");
    await user.click(menuButton());
    await user.click(within(mobileNav()).getByRole("link", { name: "About" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/about");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("is reachable and usable by keyboard", async () => {
    const user = userEvent.setup();
    signOut();
    renderHeader("/");
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(within(mobileNav()).getByRole("link", { name: "Home" })).toHaveFocus();
  });
});
