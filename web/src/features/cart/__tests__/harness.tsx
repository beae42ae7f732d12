import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import CartPage from "../CartPage";
import { useCartStore } from "../cartStore";
import { resetToasts, signInAs } from "./cartTestUtils";

/** A valid id as the placeOrder function returns it. */
export const ORDER_ID = "ORD-2026-1767225600000-K7QZ";

/** Shows where navigation went, so tests can assert the path and query. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Renders `element` at `path` among stand-ins for the pages it may lead to. */
export function renderAt(path: string, element: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Where the app navigated to, once it has (navigation after a call settles asynchronously). */
export const location = async () => (await screen.findByTestId("location")).textContent;

export function showCart() {
  renderAt("/cart", <CartPage />);
  return userEvent.setup();
}

/** Signs asha in with these [product, variant, quantity] lines in her cart. */
export function cartOf(...entries: [string, string, number][]) {
  signInAs("asha");
  for (const [productId, variantKey, quantity] of entries) {
    useCartStore.getState().addItem(productId, variantKey);
    useCartStore.getState().updateQuantity(productId, variantKey, quantity);
  }
  resetToasts();
}

/** A FunctionsError as the web SDK throws it. */
export function functionsError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code: `functions/${code}` });
}
