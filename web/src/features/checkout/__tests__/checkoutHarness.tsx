import { use, useEffect, useRef } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { EMPTY_ADDRESS, priceOrder, type AddressInfo, type Order } from "@shop/domain";
import PaymentPage from "../PaymentPage";

export const ORDER_ID = "ORD-2026-1767225600000-K7QZ";
export const UID = "asha";

/** A pending order as watchOrder hands it to the page: two Smart Controllers and one Semi Automatic. */
export function pendingOrder(overrides: Partial<Order> = {}): Order {
  const priced = priceOrder([
    { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 2 },
    { productId: "SemiAutomatic-2", variantKey: "Starter_Compatible", quantity: 1 },
  ]);
  return {
    orderId: ORDER_ID,
    userID: UID,
    ...priced,
    currency: "INR",
    status: "pending",
    // Placed a minute ago: an order a day old has expired (PENDING_ORDER_TTL_MS).
    createdAt: new Date(Date.now() - 60_000),
    addressInfo: EMPTY_ADDRESS,
    ...overrides,
  };
}

/** The same order once the server has marked it paid (what the live listener then sends). */
export function paidOrder(overrides: Partial<Order> = {}): Order {
  return pendingOrder({
    addressInfo: ADDRESS,
    status: "paid",
    paymentId: "pay_1",
    paidAt: new Date("2026-11-22T10:05:00Z"),
    ...overrides,
  });
}

/** The order while Razorpay has authorised its payment but not captured it yet. */
export function confirmingOrder(overrides: Partial<Order> = {}): Order {
  return pendingOrder({
    addressInfo: ADDRESS,
    paymentConfirming: { paymentId: "pay_1", since: new Date("2026-11-22T10:04:00Z") },
    ...overrides,
  });
}

export const ADDRESS: AddressInfo = {
  name: "Asha Rao",
  phone: "9876543210",
  address: "12 Lake Road, Indiranagar, Bengaluru",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
  gstin: "",
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Every navigation after the page opened: where to, and the state it carried. */
export const navigations: { pathname: string; state: unknown }[] = [];

function NavigationLog() {
  const location = useLocation();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) navigations.push({ pathname: location.pathname, state: location.state });
    opened.current = true;
  }, [location]);
  return null;
}

const NEVER = new Promise<never>(() => undefined);

/** A page whose code never arrives: navigating to it is a transition that never ends. */
function StillLoading(): never {
  return use(NEVER);
}

/**
 * Renders /payment among stand-ins for where it leads. With `myOrdersLoading`,
 * My Orders never finishes loading, so /payment stays on screen after it
 * navigated there (as it does while My Orders' code downloads).
 */
export function showCheckout(search = `?orderId=${ORDER_ID}`, { myOrdersLoading = false } = {}) {
  navigations.length = 0;
  render(
    <MemoryRouter initialEntries={[`/payment${search}`]}>
      <NavigationLog />
      <Routes>
        <Route path="/payment" element={<PaymentPage />} />
        {myOrdersLoading && <Route path="/myOrders" element={<StillLoading />} />}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The pay button: "Proceed to Payment ₹…", or "Processing payment…" while a payment runs. */
export const payButton = () =>
  within(screen.getByRole("region", { name: "Order Summary" })).getByRole("button", {
    // The summary also holds the discount code's Apply (docs/discounts.md).
    name: /^(Proceed to Payment|Processing payment)/,
  });
