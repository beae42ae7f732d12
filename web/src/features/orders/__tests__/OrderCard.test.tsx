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
    ["packed", "Packed"],
    ["delivered", "Delivered"],
    ["cancelled", "Cancelled"],
  ] as const)("shows the %s stage as %s", (stage, label) => {
    showCard(paidOrder({ fulfilment: { stage, updatedAt: new Date("2026-11-24T09:00:00Z") } }));
    expect(card().querySelector(".order-stage")).toHaveTextContent(label);
    expect(screen.queryByRole("list", { name: "Refunds" })).toBeNull();
  });
});
