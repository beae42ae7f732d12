import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../app/App";
import { useToastStore } from "../../../components/ui/toast";
import type * as session from "../session";
import { useSession, type AuthStatus } from "../session";

// The guards start the real listener; here the session is set by hand.
vi.mock("../session", async (importOriginal) => ({
  ...(await importOriginal<typeof session>()),
  startSessionListener: vi.fn(),
}));

// The pages behind the guards read orders live; here nothing arrives.
vi.mock("../../orders/api/orders", () => ({
  watchOrder: vi.fn(() => () => undefined),
  watchPaidOrders: vi.fn(() => () => undefined),
}));

function sessionIs(status: AuthStatus) {
  useSession.setState({
    status,
    isAdmin: false,
    user:
      status === "signed-in"
        ? { uid: "u1", email: "a@b.in", displayName: "A", photoURL: null, emailVerified: true }
        : null,
  });
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.useRealTimers());

describe("route guards", () => {
  it.each(["/cart", "/payment", "/myOrders"])("waits for the session on %s", (path) => {
    sessionIs("loading");
    renderAt(path);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
  });

  it.each([
    ["/cart", "Your Cart is Empty"],
    // No order id: the checkout itself says so (features/checkout tests cover the rest).
    ["/payment", "No Order Found"],
    ["/myOrders", "My Orders"],
  ])("opens %s to a signed-in shopper", async (path, heading) => {
    sessionIs("signed-in");
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/Please log in/)).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor from /cart to the home page", async () => {
    sessionIs("signed-out");
    renderAt("/cart");
    expect(await screen.findByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your Cart is Empty" })).not.toBeInTheDocument();
  });

  it("tells a signed-out visitor on /payment to log in, then opens /login after 1 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionIs("signed-out");
    renderAt("/payment?orderId=ORD-2026-1");
    expect(within(screen.getByRole("main")).getByText("Please log in to proceed.")).toBeVisible();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      "Please log in to proceed.",
    ]);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByLabelText("Email Address")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByLabelText("Email Address")).toBeInTheDocument();
  });

  it("explains /myOrders to a signed-out visitor", () => {
    sessionIs("signed-out");
    renderAt("/myOrders");
    expect(screen.getByText("Please log in to view your orders.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Sign In" })).toHaveAttribute("href", "/login");
  });
});
