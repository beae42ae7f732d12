import { act, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS, priceOrder, type Order } from "@shop/domain";
import { orderWithFulfilmentFromData } from "../api/fulfilmentData";
import { watchPaidOrders } from "../api/orders";
import { resetToasts, signInAs, toasts } from "../../cart/__tests__/cartTestUtils";
import MyOrdersPage from "../MyOrdersPage";

vi.mock("../api/orders", () => ({ watchPaidOrders: vi.fn() }));
const watch = vi.mocked(watchPaidOrders);

let push: (orders: Order[]) => void;
let fail: (error: unknown) => void;

function paidOrder(orderId: string, createdAt: string, paidAt: string, quantity: number): Order {
  const priced = priceOrder([
    { productId: "semiAutomatic-1", variantKey: "Starter_Compatible", quantity },
  ]);
  return {
    orderId,
    userID: "asha",
    ...priced,
    currency: "INR",
    status: "paid",
    createdAt: new Date(createdAt),
    paidAt: new Date(paidAt),
    addressInfo: EMPTY_ADDRESS,
  };
}

/** Opens My Orders; `state` is what the navigation there carried (checkout hands over the order it saw paid). */
function show(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: "/myOrders", state }]}>
      <MyOrdersPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signInAs("asha");
  resetToasts();
  watch.mockReset().mockImplementation((_uid, onChange, onError) => {
    push = (orders) => act(() => onChange(orders));
    fail = (error) => act(() => onError(error));
    return () => undefined;
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  // jsdom lays nothing out; the card just paid asks to be scrolled to.
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

let scrolled: Element[];

describe("My Orders", () => {
  it("listens to the shopper's own paid orders and shows loading until they arrive", () => {
    show();
    expect(screen.getByRole("heading", { level: 1, name: "My Orders" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    expect(watch).toHaveBeenCalledWith(
      "asha",
      expect.any(Function),
      expect.any(Function),
      orderWithFulfilmentFromData,
    );
  });

  it("says 'No Paid Orders Found' when there are none", () => {
    show();
    push([]);
    expect(screen.getByRole("heading", { name: "No Paid Orders Found" })).toBeInTheDocument();
    expect(
      screen.getByText("You haven't placed any orders yet. Start shopping now!"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Shopping" })).toHaveAttribute(
      "href",
      "/products",
    );
  });

  it("shows each paid order as spec §2 says: short id, long date, Paid, items, total, shipping", () => {
    show();
    push([
      paidOrder("ORD-2026-1795600000000-K7QZ", "2026-11-22T10:00:00Z", "2026-11-22T10:05:00Z", 2),
      paidOrder("ORD-2026-1795500000000-AB23", "2026-11-21T04:00:00Z", "2026-11-30T20:00:00Z", 1),
    ]);
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Order #0000-K7QZ",
      "Order #0000-AB23",
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Placed on 22 November 2026");
    expect(within(first).getByText("Paid")).toBeInTheDocument();
    expect(first).toHaveTextContent("Smart ControllerStarter CompatibleQty 2Line total ₹798.00");
    expect(first).toHaveTextContent("Order Total ₹798.00");
    expect(first).toHaveTextContent("Estimated shipping: 29 November 2026");
    // Shipping counts from the payment, in India's time zone (01:30 IST on 1 December).
    expect(second).toHaveTextContent("Placed on 21 November 2026");
    expect(second).toHaveTextContent("Estimated shipping: 8 December 2026");
  });

  it("follows the live list: an order paid meanwhile appears", () => {
    show();
    push([]);
    push([
      paidOrder("ORD-2026-1795600000000-K7QZ", "2026-11-22T10:00:00Z", "2026-11-22T10:05:00Z", 1),
    ]);
    expect(screen.getByRole("heading", { name: "Order #0000-K7QZ" })).toBeInTheDocument();
    expect(screen.queryByText("No Paid Orders Found")).toBeNull();
  });

  it("says so when the orders cannot be read", () => {
    show();
    fail(new Error("permission-denied"));
    expect(toasts()).toEqual([["error", "Error in fetching the orders. Please try again later."]]);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch orders.");
  });
});

describe("My Orders right after a payment", () => {
  const justPaid = () =>
    paidOrder("ORD-2026-1795600000000-K7QZ", "2026-11-22T10:00:00Z", "2026-11-22T10:05:00Z", 2);
  const older = () =>
    paidOrder("ORD-2026-1795500000000-AB23", "2026-11-21T04:00:00Z", "2026-11-21T04:05:00Z", 1);
  const titles = () =>
    screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

  it("shows the order checkout saw paid at once, then the whole list once it is read", () => {
    show({ paidOrderId: justPaid().orderId, paidOrder: justPaid() });
    expect(titles()).toEqual(["Order #0000-K7QZ"]);
    expect(within(screen.getByRole("article")).getByText("Paid")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
    push([justPaid(), older()]);
    expect(titles()).toEqual(["Order #0000-K7QZ", "Order #0000-AB23"]);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("highlights the order just paid, says so and scrolls it into view", () => {
    show({ paidOrderId: older().orderId });
    push([justPaid(), older()]);
    const [first, second] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(second).getByText("Just paid")).toBeInTheDocument();
    expect(second).toHaveClass("order-card--just-paid");
    expect(within(first).queryByText("Just paid")).toBeNull();
    expect(first).not.toHaveClass("order-card--just-paid");
    expect(scrolled).toEqual([second]);
  });

  it("highlights the order checkout handed over whole, before and after the list arrives", () => {
    show({ paidOrder: justPaid() });
    expect(within(screen.getByRole("article")).getByText("Just paid")).toBeInTheDocument();
    push([older(), justPaid()]);
    const [, second] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(second).getByText("Just paid")).toBeInTheDocument();
    expect(screen.getAllByText("Just paid")).toHaveLength(1);
  });

  it("highlights nothing when My Orders is opened from the menu", () => {
    show();
    push([justPaid(), older()]);
    expect(screen.queryByText("Just paid")).toBeNull();
    expect(scrolled).toEqual([]);
  });

  it.each([
    ["another shopper's order", { ...justPaid(), userID: "ravi" }],
    ["an order that is not paid", { ...justPaid(), status: "pending" }],
    ["a date that did not survive", { ...justPaid(), createdAt: "2026-11-22T10:00:00Z" }],
  ])("ignores %s in the navigation's state", (_case, order) => {
    show({ paidOrder: order });
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });
});
