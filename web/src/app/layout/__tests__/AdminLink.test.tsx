import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useSession } from "../../../features/auth/session";
import { renderHeader, resetStores, signIn } from "./headerTestUtils";

beforeEach(resetStores);

describe("the header's Admin link (docs/admin-console.md)", () => {
  it("is not shown to a signed-in shopper", async () => {
    const user = userEvent.setup();
    signIn();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.queryByRole("link", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("opens the console from the account menu and the phone menu of an admin", async () => {
    const user = userEvent.setup();
    signIn();
    useSession.setState({ isAdmin: true });
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    const accountLink = within(document.getElementById("profile-menu")!).getByRole("link", {
      name: "Admin",
    });
    expect(accountLink).toHaveAttribute("href", "/admin");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(mobile).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });
});
