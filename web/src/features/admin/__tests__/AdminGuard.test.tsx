import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import AdminConsole from "../AdminConsole";
import { useSession } from "../../auth/session";

const hasAdminClaim = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock("../api/adminRest", () => ({ hasAdminClaim }));
// The console's reads; here an admin sees an empty shop.
vi.mock("../api/adminOrders", () => ({
  // The page is live: it answers an empty list at once.
  watchOrdersPage: vi.fn(
    (_filters: unknown, _page: number, onChange: (page: { orders: [] }) => void) => {
      onChange({ orders: [] });
      return () => undefined;
    },
  ),
  readRevenue: vi.fn(() => new Promise(() => undefined)),
}));

const user = { uid: "u1", email: "a@b.in", displayName: "A", photoURL: null, emailVerified: true };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminConsole />} />
        <Route path="/login" element={<h1>The login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  hasAdminClaim.mockReset();
  useSession.setState({ status: "loading", user: null, isAdmin: false });
});

describe("the console's guard", () => {
  it("sends a signed-out visitor to the login page without asking for a token", async () => {
    useSession.setState({ status: "signed-out" });
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "The login page" })).toBeVisible();
    expect(hasAdminClaim).not.toHaveBeenCalled();
  });

  it("waits while the token's claim is being checked", async () => {
    hasAdminClaim.mockReturnValue(new Promise(() => undefined));
    useSession.setState({ status: "signed-in", user });
    renderAt("/admin/messages");
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Not allowed" })).not.toBeInTheDocument();
    expect(hasAdminClaim).toHaveBeenCalledTimes(1);
  });

  it("tells a signed-in shopper without the claim that they may not enter, whatever the profile says", async () => {
    hasAdminClaim.mockResolvedValue(false);
    useSession.setState({ status: "signed-in", user, isAdmin: true });
    renderAt("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    expect(screen.getByText("Only the shop's administrators can do this.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
  });

  it("opens the console to a holder of the claim", async () => {
    hasAdminClaim.mockResolvedValue(true);
    useSession.setState({ status: "signed-in", user });
    renderAt("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    expect(await screen.findByText("No orders match these filters.")).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Console" })).toBeVisible();
  });

  it("says when the check failed, and checks again on Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    hasAdminClaim.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(true);
    useSession.setState({ status: "signed-in", user });
    renderAt("/admin");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not check your access. Please check your connection and try again.",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    expect(hasAdminClaim).toHaveBeenCalledTimes(2);
  });
});
