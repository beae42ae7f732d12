import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminOrderFixture } from "./adminOrderFixture";
import { FulfilmentControls } from "../components/FulfilmentControls";
import { RefundPanel } from "../components/RefundPanel";

const invokeCallable = vi.hoisted(() => vi.fn<(name: string, data: unknown) => Promise<unknown>>());
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));

const { ORDER, pendingAnswer, refusal } = adminOrderFixture(invokeCallable);

beforeEach(() => invokeCallable.mockReset());

describe("fulfilment controls", () => {
  it("offers only the stages the order may move to next", () => {
    const { rerender } = render(<FulfilmentControls order={ORDER} />);
    const names = () => screen.getAllByRole("button").map((button) => button.textContent);
    expect(names()).toEqual(["Mark packed", "Cancel order"]);
    rerender(
      <FulfilmentControls
        order={{ ...ORDER, fulfilment: { stage: "packed", updatedAt: new Date() } }}
      />,
    );
    expect(names()).toEqual(["Mark shipped", "Cancel order"]);
    rerender(
      <FulfilmentControls
        order={{ ...ORDER, fulfilment: { stage: "shipped", updatedAt: new Date() } }}
      />,
    );
    expect(names()).toEqual(["Mark delivered"]);
    rerender(<FulfilmentControls order={{ ...ORDER, status: "pending" }} />);
    // An unpaid order may only be cancelled (tests: consoleConfirmations.test.tsx).
    expect(names()).toEqual(["Cancel order"]);
    expect(screen.getByText("Fulfilment and refunds start once the order is paid.")).toBeVisible();
  });

  it("sends one request for a double click and is disabled until it answers", async () => {
    const user = userEvent.setup();
    const answer = pendingAnswer();
    render(<FulfilmentControls order={ORDER} />);
    await user.dblClick(screen.getByRole("button", { name: "Mark packed" }));
    expect(invokeCallable).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeDisabled();
    await act(async () => answer.resolve({ stage: "packed" }));
    expect(screen.getByRole("button", { name: "Mark packed" })).toBeEnabled();
    expect(invokeCallable.mock.calls[0]?.[1]).toMatchObject({
      uid: "shopper1",
      orderId: ORDER.orderId,
      to: "packed",
    });
  });

  it("shows the server's refusal and retries the same click under the same requestKey", async () => {
    const user = userEvent.setup();
    invokeCallable.mockRejectedValueOnce(
      refusal("failed-precondition", "This order cannot move to that stage."),
    );
    invokeCallable.mockResolvedValueOnce({ stage: "packed" });
    render(<FulfilmentControls order={ORDER} />);
    await user.click(screen.getByRole("button", { name: "Mark packed" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This order cannot move to that stage.",
    );
    await user.click(screen.getByRole("button", { name: "Mark packed" }));
    const [first, second] = invokeCallable.mock.calls.map(
      ([, data]) => data as { requestKey: string },
    );
    expect(second?.requestKey).toBe(first?.requestKey);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("asks for the carrier and tracking number before marking an order shipped", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ stage: "shipped" });
    render(
      <FulfilmentControls
        order={{ ...ORDER, fulfilment: { stage: "packed", updatedAt: new Date() } }}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Mark shipped" }));
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Carrier"), "Delhivery");
    await user.type(screen.getByLabelText("Tracking number"), "DL123456");
    await user.click(screen.getByRole("button", { name: "Confirm shipment" }));
    expect(invokeCallable).toHaveBeenCalledWith(
      "adminAdvanceOrder",
      expect.objectContaining({ to: "shipped", carrier: "Delhivery", trackingNumber: "DL123456" }),
    );
  });

  it("cancels only once confirmed, saying how much will be refunded", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ stage: "cancelled" });
    render(<FulfilmentControls order={ORDER} />);
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(screen.getByText("Cancel this order and refund ₹399.00 to the customer?")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Keep the order" }));
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    await user.click(screen.getByRole("button", { name: "Yes, cancel and refund" }));
    expect(invokeCallable).toHaveBeenCalledWith("adminCancelOrder", expect.anything());
  });
});

describe("refunds", () => {
  const refunded = {
    ...ORDER,
    refunds: {
      rfnd_1: {
        refundId: "rfnd_1",
        amount: 100_00,
        state: "processed" as const,
        requestedBy: "admin1",
        requestedAt: new Date(),
      },
      rfnd_2: {
        refundId: "rfnd_2",
        amount: 50_00,
        state: "failed" as const,
        requestedBy: "admin1",
        requestedAt: new Date(),
      },
    },
  };

  it("refunds what is left at most, in paise, and lists each refund's state", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ refundId: "rfnd_3", amount: 250_50, state: "pending" });
    render(<RefundPanel order={refunded} />);
    expect(screen.getByText("Left to refund: ₹299.00")).toBeVisible();
    const list = screen.getByRole("list", { name: "Refunds" });
    expect(list).toHaveTextContent(/₹100\.00\s+Processed/);
    expect(list).toHaveTextContent(/₹50\.00\s+Failed/);
    await user.type(screen.getByLabelText("Amount in rupees"), "300");
    await user.click(screen.getByRole("button", { name: "Refund amount" }));
    expect(
      screen.getByText("The refund is more than what is left to refund on this order."),
    ).toBeVisible();
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Amount in rupees"));
    await user.type(screen.getByLabelText("Amount in rupees"), "250.50");
    await user.click(screen.getByRole("button", { name: "Refund amount" }));
    // Every refund asks first (consoleConfirmations.test.tsx).
    await user.click(screen.getByRole("button", { name: "Yes, refund ₹250.50" }));
    expect(invokeCallable).toHaveBeenCalledWith(
      "adminRefundOrder",
      expect.objectContaining({ amount: 250_50, orderId: ORDER.orderId }),
    );
  });

  it("shows Razorpay's refusal in the contract's words", async () => {
    const user = userEvent.setup();
    invokeCallable.mockRejectedValueOnce(refusal("unavailable", "razorpay said 502"));
    render(<RefundPanel order={ORDER} />);
    await user.click(screen.getByRole("button", { name: "Refund in full (₹399.00)" }));
    await user.click(screen.getByRole("button", { name: "Yes, refund ₹399.00" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Razorpay did not accept the refund. Please try again.",
    );
  });
});
