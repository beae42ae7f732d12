import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Order, OrderRefund } from "@shop/domain";
import { OrderCard } from "../components/OrderCard";
import { paidOrder } from "./orderPageFixtures";

function refund(refundId: string, amount: number, state: OrderRefund["state"], at: string) {
  return { refundId, amount, state, requestedBy: "admin-1", requestedAt: new Date(at) };
}

/** One card as My Orders shows it; `rerender` gives it the order as it changed. */
function showCard(order: Order) {
  const view = render(
    <MemoryRouter>
      <OrderCard order={order} />
    </MemoryRouter>,
  );
  return (next: Order) =>
    view.rerender(
      <MemoryRouter>
        <OrderCard order={next} />
      </MemoryRouter>,
    );
}

const card = () => screen.getByRole("article");

describe("a paid order's card after payment (issue 17)", () => {
  it("links to the order's own page", () => {
    showCard(paidOrder());
    expect(screen.getByRole("link", { name: "View details of order #0000-K7QZ" })).toHaveAttribute(
      "href",
      "/myOrders/ORD-2026-1795600000000-K7QZ",
    );
  });

  it("says nothing more while the order is simply paid: the Paid badge says it", () => {
    showCard(paidOrder());
    expect(within(card()).getByText("Paid")).toBeInTheDocument();
    expect(card().querySelector(".order-progress")).toBeNull();
  });

  it("shows the stage with carrier and tracking, and each refund, oldest first", () => {
    const update = showCard(paidOrder());
    update(
      paidOrder({
        fulfilment: {
          stage: "shipped",
          shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
          updatedAt: new Date("2026-11-24T09:00:00Z"),
        },
        refunds: {
          rfnd_2: refund("rfnd_2", 20000, "pending", "2026-11-25T09:00:00Z"),
          rfnd_1: refund("rfnd_1", 50000, "processed", "2026-11-24T09:00:00Z"),
          rfnd_3: refund("rfnd_3", 10000, "failed", "2026-11-26T09:00:00Z"),
        },
      }),
    );
    expect(card()).toHaveTextContent("Shipped — Delhivery 1234567890");
    expect(
      within(within(card()).getByRole("list", { name: "Refunds" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Refund of ₹500.00 processed",
      "Refund of ₹200.00 pending",
      "Refund of ₹100.00 failed",
    ]);
  });

  it.each([
    ["packed", "Packed", "Estimated shipping: 29 November 2026"],
    ["delivered", "Delivered", null],
  ] as const)("shows the %s stage as %s", (stage, label, shipping) => {
    showCard(paidOrder({ fulfilment: { stage, updatedAt: new Date("2026-11-24T09:00:00Z") } }));
    expect(card().querySelector(".order-stage")).toHaveTextContent(label);
    expect(badge()).toHaveTextContent("Paid");
    expect(screen.queryByRole("list", { name: "Refunds" })).toBeNull();
    expect(shippingLine()).toBe(shipping);
  });
});

const badge = () => card().querySelector(".order-card-badge");
const shippingLine = () => card().querySelector(".order-card-shipping")?.textContent ?? null;
const at = new Date("2026-11-24T09:00:00Z");

describe("a cancelled or refunded order's card (issue 25)", () => {
  it("shows a cancelled order refunded in full as such, with no shipping estimate", () => {
    showCard(
      paidOrder({
        fulfilment: { stage: "cancelled", updatedAt: at },
        refunds: { rfnd_1: refund("rfnd_1", 159700, "processed", "2026-11-24T09:00:00Z") },
      }),
    );
    expect(badge()).toHaveTextContent(/^Cancelled$/);
    expect(badge()).toHaveClass("order-card-badge--cancelled");
    expect(within(card()).queryByText("Paid")).toBeNull();
    expect(card().querySelector(".order-refunded")).toHaveTextContent(/^Refunded in full$/);
    expect(card()).toHaveTextContent("Refund of ₹1,597.00 processed");
    expect(card()).not.toHaveTextContent("Estimated shipping");
  });

  it("shows what part was refunded of a shipped order, and no estimate once it shipped", () => {
    showCard(
      paidOrder({
        fulfilment: {
          stage: "shipped",
          shipment: { carrier: "Delhivery", trackingNumber: "1234567890" },
          updatedAt: at,
        },
        refunds: { rfnd_1: refund("rfnd_1", 15000, "processed", "2026-11-24T09:00:00Z") },
      }),
    );
    expect(badge()).toHaveTextContent(/^Paid$/);
    expect(card().querySelector(".order-refunded")).toHaveTextContent(
      /^Refunded ₹150.00 of ₹1,597.00$/,
    );
    expect(card().querySelector(".order-stage")).toHaveTextContent(
      "Shipped — Delhivery 1234567890",
    );
    expect(card()).not.toHaveTextContent("Estimated shipping");
  });

  it("does not call a cancelled order refunded while its refund is pending, nor after it failed", () => {
    const update = showCard(
      paidOrder({
        fulfilment: { stage: "cancelled", updatedAt: at },
        refunds: { rfnd_1: refund("rfnd_1", 159700, "pending", "2026-11-24T09:00:00Z") },
      }),
    );
    expect(badge()).toHaveTextContent(/^Cancelled$/);
    expect(card().querySelector(".order-refunded")).toBeNull();
    expect(card()).toHaveTextContent("Refund of ₹1,597.00 pending");
    update(
      paidOrder({
        refunds: { rfnd_1: refund("rfnd_1", 159700, "failed", "2026-11-24T09:00:00Z") },
      }),
    );
    expect(badge()).toHaveTextContent(/^Paid$/);
    expect(card().querySelector(".order-refunded")).toBeNull();
    expect(card()).toHaveTextContent("Refund of ₹1,597.00 failed");
    expect(shippingLine()).toBe("Estimated shipping: 29 November 2026");
  });
});
