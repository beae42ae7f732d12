import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../app/App";
import type * as session from "../../auth/session";
import { useSession } from "../../auth/session";

vi.mock("../../auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof session>()),
  startSessionListener: vi.fn(),
}));
// The console's reads; here an admin sees an empty shop.
vi.mock("../api/adminOrders", () => ({
  readOrdersPage: vi.fn(() => Promise.resolve({ orders: [] })),
  readRevenue: vi.fn(() => new Promise(() => undefined)),
}));

const user = { uid: "u1", email: "a@b.in", displayName: "A", photoURL: null, emailVerified: true };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

beforeEach(() =>
  useSession.setState({ status: "loading", user: null, isAdmin: false, adminKnown: false }),
);

describe("the console's guard", () => {
  it("sends a signed-out visitor to the login page", async () => {
    useSession.setState({ status: "signed-out" });
    renderAt("/admin");
    expect(await screen.findByLabelText("Email Address")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Orders" })).not.toBeInTheDocument();
  });

  it("waits while the admin flag is being read", async () => {
    useSession.setState({ status: "signed-in", user });
    renderAt("/admin/messages");
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Not allowed" })).not.toBeInTheDocument();
  });

  it("tells a signed-in shopper who is not an admin that they may not enter", async () => {
    useSession.setState({ status: "signed-in", user, adminKnown: true });
    renderAt("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    expect(screen.getByText("Only the shop's administrators can do this.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
  });

  it("opens the console to an admin", async () => {
    useSession.setState({ status: "signed-in", user, isAdmin: true, adminKnown: true });
    renderAt("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    expect(await screen.findByText("No orders match these filters.")).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Console" })).toBeVisible();
  });
});
