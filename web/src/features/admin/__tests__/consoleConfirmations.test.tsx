import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminOrder } from "../api/adminOrder";
import { FulfilmentControls } from "../components/FulfilmentControls";
import { RefundPanel } from "../components/RefundPanel";

const invokeCallable = vi.hoisted(() => vi.fn<(name: string, data: unknown) => Promise<unknown>>());
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));

const PAID: AdminOrder = {
  uid: "shopper1",
  orderId: "ORD-2026-1764000000000-AB23",
  userID: "shopper1",
  items: [],
  amount: 399_00,
  currency: "INR",
  status: "paid",
  createdAt: new Date("2026-11-24T04:30:00Z"),
  addressInfo: {
    name: "Asha",
    phone: "9876543210",
    address: "1 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    gstin: "",
  },
};
const UNPAID: AdminOrder = { ...PAID, status: "pending" };
const sent = () => invokeCallable.mock.calls.map(([name, data]) => ({ name, data }));

beforeEach(() => invokeCallable.mockReset());

describe("cancelling an unpaid order", () => {
  it("asks first, then sends adminCancelOrder with unpaid: true", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ stage: "cancelled" });
    render(<FulfilmentControls order={UNPAID} />);
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    const box = screen.getByRole("group", { name: "Confirm cancellation" });
    expect(box).toHaveTextContent(
      "Cancel this unpaid order? The customer can no longer pay for it.",
    );
    await user.click(within(box).getByRole("button", { name: "Keep the order" }));
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.dblClick(screen.getByRole("button", { name: "Yes, cancel the order" }));
    expect(sent()).toEqual([
      {
        name: "adminCancelOrder",
        data: {
          uid: "shopper1",
          orderId: PAID.orderId,
          requestKey: expect.any(String),
          unpaid: true,
        },
      },
    ]);
  });

  it("offers nothing on a closed order and says why it is closed", () => {
    const at = new Date("2026-11-25T04:30:00Z");
    const { rerender } = render(
      <FulfilmentControls order={{ ...UNPAID, closed: { reason: "cancelled", at } }} />,
    );
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(
      screen.getByText("This unpaid order was cancelled: it can no longer be paid."),
    ).toBeVisible();
    rerender(<FulfilmentControls order={{ ...UNPAID, closed: { reason: "expired", at } }} />);
    expect(screen.getByText("This unpaid order expired: it can no longer be paid.")).toBeVisible();
  });
});

describe("every refund asks first, saying the amount", () => {
  it("a full refund is sent only after Yes", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ refundId: "rfnd_1", amount: 399_00, state: "pending" });
    render(<RefundPanel order={PAID} />);
    await user.click(screen.getByRole("button", { name: "Refund in full (₹399.00)" }));
    const box = screen.getByRole("group", { name: "Confirm refund" });
    expect(box).toHaveTextContent("Refund ₹399.00 to the customer?");
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.click(within(box).getByRole("button", { name: "Don't refund" }));
    expect(screen.queryByRole("group", { name: "Confirm refund" })).not.toBeInTheDocument();
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Refund in full (₹399.00)" }));
    await user.click(screen.getByRole("button", { name: "Yes, refund ₹399.00" }));
    expect(sent()).toEqual([
      { name: "adminRefundOrder", data: expect.objectContaining({ amount: 399_00 }) },
    ]);
    expect(screen.queryByRole("group", { name: "Confirm refund" })).not.toBeInTheDocument();
  });

  it("a partial refund names the amount typed", async () => {
    const user = userEvent.setup();
    render(<RefundPanel order={PAID} />);
    await user.type(screen.getByLabelText("Amount in rupees"), "120.5");
    await user.click(screen.getByRole("button", { name: "Refund amount" }));
    expect(screen.getByRole("group", { name: "Confirm refund" })).toHaveTextContent(
      "Refund ₹120.50 to the customer?",
    );
    await user.click(screen.getByRole("button", { name: "Don't refund" }));
    expect(invokeCallable).not.toHaveBeenCalled();
  });
});

describe("a cancelled order whose refund failed", () => {
  const failed: AdminOrder = {
    ...PAID,
    fulfilment: { stage: "cancelled", updatedAt: new Date() },
    refunds: {
      rfnd_1: {
        refundId: "rfnd_1",
        amount: 399_00,
        state: "failed",
        requestedBy: "shop",
        requestedAt: new Date(),
      },
    },
  };

  it("shows the money owed and retries the refund by cancelling again, once confirmed", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ stage: "cancelled" });
    render(<RefundPanel order={failed} />);
    expect(screen.getByRole("status")).toHaveTextContent("Refund failed: ₹399.00 owed");
    expect(screen.queryByRole("button", { name: /Refund in full/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry refund" }));
    expect(screen.getByRole("group", { name: "Confirm refund" })).toHaveTextContent(
      "Refund ₹399.00 to the customer?",
    );
    await user.click(screen.getByRole("button", { name: "Yes, refund ₹399.00" }));
    expect(sent()).toEqual([
      {
        name: "adminCancelOrder",
        data: { uid: "shopper1", orderId: PAID.orderId, requestKey: expect.any(String) },
      },
    ]);
  });

  it("owes nothing once a refund of the rest is pending", () => {
    const retried: AdminOrder = {
      ...failed,
      refunds: {
        ...failed.refunds,
        rfnd_2: { ...failed.refunds!.rfnd_1!, refundId: "rfnd_2", state: "pending" },
      },
    };
    render(<RefundPanel order={retried} />);
    expect(screen.queryByText(/owed/)).not.toBeInTheDocument();
    expect(screen.getByText("Nothing is left to refund.")).toBeVisible();
  });
});
