import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { EMPTY_ADDRESS, priceOrder, type AddressInfo, type Order } from "@shop/domain";
import PaymentPage from "../PaymentPage";

export const ORDER_ID = "ORD-2026-1767225600000-K7QZ";
export const UID = "asha";

/** A pending order as lib/orders hands it to the page: two Smart Controllers and one Semi Automatic. */
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
    createdAt: new Date("2026-11-22T10:00:00Z"),
    addressInfo: EMPTY_ADDRESS,
    ...overrides,
  };
}

export const ADDRESS: AddressInfo = {
  name: "Asha Rao",
  phone: "9876543210",
  address: "12 Lake Road, Indiranagar, Bengaluru",
  pincode: "560038",
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

export function showCheckout(search = `?orderId=${ORDER_ID}`) {
  render(
    <MemoryRouter initialEntries={[`/payment${search}`]}>
      <Routes>
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The pay button: "Proceed to Payment ₹…", or "Processing payment…" while a payment runs. */
export const payButton = () =>
  within(screen.getByRole("region", { name: "Order Summary" })).getByRole("button");
