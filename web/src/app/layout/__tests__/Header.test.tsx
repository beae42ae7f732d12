import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIYA, renderHeader, resetStores, signIn, signOut } from "./headerTestUtils";

beforeEach(resetStores);

function mainNav() {
  return screen.getByRole("navigation", { name: "Main" });
}

describe("Header", () => {
  it("links the logo home and lists the desktop menu in order", () => {
    signOut();
    renderHeader();
    expect(screen.getByRole("link", { name: "AquaSense home" })).toHaveAttribute("href", "/");
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Products", "/products"],
      ["About", "/about"],
      ["Contact Us", "/contact"],
    ]);
    expect(within(mainNav()).getByRole("link", { name: "Products" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("offers Sign In and Sign Up when signed out, and no account menu", () => {
    signOut();
    renderHeader();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
  });

  it("shows the avatar placeholder instead of the buttons when signed in without a photo", () => {
    signIn();
    renderHeader();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
    const account = screen.getByRole("button", { name: "Account menu" });
    expect(within(account).getByTestId("avatar-placeholder")).toHaveTextContent("PS");
  });

  it("shows the profile picture when the user has one", () => {
    signIn({ ...PRIYA, photoURL: "/images/avatar-test.png" });
    const { container } = renderHeader();
    const img = container.querySelector("img.avatar");
    expect(img).toHaveAttribute("src", "/images/avatar-test.png");
    expect(screen.queryByTestId("avatar-placeholder")).not.toBeInTheDocument();
  });

  it("shows neither buttons nor avatar while the session is loading", () => {
    renderHeader();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
  });
});

describe("Profile dropdown", () => {
  it("toggles open and closed from the avatar button", async () => {
    const user = userEvent.setup();
    signIn();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Account menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "profile-menu");
    expect(screen.queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Priya Sharma")).toBeVisible();
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/myOrders");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Orders" })).not.toBeInTheDocument();
  });

  it("closes on Escape and gives focus back to the avatar button", async () => {
    const user = userEvent.setup();
    signIn();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Account menu" });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "Orders" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes on a click outside it", async () => {
    const user = userEvent.setup();
    signIn();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Account menu" });
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Elsewhere on the page" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when Orders navigates to /myOrders", async () => {
    const user = userEvent.setup();
    signIn();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("link", { name: "Orders" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/myOrders");
    expect(screen.getByRole("button", { name: "Account menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
