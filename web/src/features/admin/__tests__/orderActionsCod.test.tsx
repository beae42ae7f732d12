import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminOrder } from "../api/adminOrder";
import { adminOrderFixture } from "./adminOrderFixture";
import { FulfilmentControls } from "../components/FulfilmentControls";
import { RefundPanel } from "../components/RefundPanel";

const invokeCallable = vi.hoisted(() => vi.fn<(name: string, data: unknown) => Promise<unknown>>());
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));

const { ORDER, refusal } = adminOrderFixture(invokeCallable);

beforeEach(() => invokeCallable.mockReset());

describe("cash on delivery", () => {
  const COD: AdminOrder = { ...ORDER, status: "cod", paymentMethod: "cod", codFee: 49_00 };
  const shipped = (order: AdminOrder): AdminOrder => ({
    ...order,
    fulfilment: {
      stage: "shipped",
      shipment: { carrier: "Delhivery", trackingNumber: "DL1" },
      updatedAt: new Date(),
    },
  });
  const names = () => screen.queryAllByRole("button").map((button) => button.textContent);

  it("packs and ships a COD order unpaid, then offers only the courier's outcomes", () => {
    const { rerender } = render(<FulfilmentControls order={COD} />);
    expect(names()).toEqual(["Mark packed", "Cancel order"]);
    expect(screen.queryByText(/start once the order is paid/)).not.toBeInTheDocument();
    rerender(
      <FulfilmentControls
        order={{ ...COD, fulfilment: { stage: "packed", updatedAt: new Date() } }}
      />,
    );
    expect(names()).toEqual(["Mark shipped", "Cancel order"]);
    rerender(<FulfilmentControls order={shipped(COD)} />);
    expect(names()).toEqual(["Delivered, cash collected", "Returned to origin"]);
    const returned = { ...shipped(COD), closed: { reason: "returned" as const, at: new Date() } };
    rerender(<FulfilmentControls order={returned} />);
    expect(names()).toEqual([]);
    expect(
      screen.getByText("This cash on delivery order came back undelivered: it is closed."),
    ).toBeVisible();
  });

  it("cancels an unshipped COD order as an unpaid one, once confirmed", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ stage: "cancelled" });
    render(<FulfilmentControls order={COD} />);
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(
      screen.getByText("Cancel this cash on delivery order? It will not be shipped."),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Yes, cancel the order" }));
    expect(invokeCallable).toHaveBeenCalledWith(
      "adminCancelOrder",
      expect.objectContaining({ orderId: COD.orderId, unpaid: true }),
    );
  });

  it("records the cash collected only once confirmed, with a request key per click", async () => {
    const user = userEvent.setup();
    invokeCallable.mockResolvedValueOnce({ status: "paid" });
    invokeCallable.mockResolvedValueOnce({ status: "returned" });
    render(<FulfilmentControls order={shipped(COD)} />);
    await user.click(screen.getByRole("button", { name: "Delivered, cash collected" }));
    expect(
      screen.getByText(
        "Did the courier collect ₹448.00 in cash? The order becomes paid and its invoice is issued.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Go back" }));
    expect(invokeCallable).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Delivered, cash collected" }));
    await user.click(screen.getByRole("button", { name: "Yes, cash collected" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Recorded: cash collected. The order is paid.",
    );
    await user.click(screen.getByRole("button", { name: "Returned to origin" }));
    await user.click(screen.getByRole("button", { name: "Yes, it came back" }));
    expect(
      await screen.findByText("Recorded: returned to origin. The order is closed."),
    ).toBeVisible();
    const [collected, returned] = invokeCallable.mock.calls.map(
      ([name, data]) => [name, data] as [string, { requestKey: string }],
    );
    expect(collected).toEqual([
      "adminCodOutcome",
      {
        uid: "shopper1",
        orderId: COD.orderId,
        outcome: "collected",
        requestKey: expect.any(String),
      },
    ]);
    expect(returned?.[1]).toMatchObject({ outcome: "returned" });
    expect(returned?.[1].requestKey).not.toBe(collected?.[1].requestKey);
  });

  it("shows the server's refusal in its words", async () => {
    const user = userEvent.setup();
    invokeCallable.mockRejectedValueOnce(
      refusal("failed-precondition", "This order was paid online: do not collect cash for it."),
    );
    render(<FulfilmentControls order={shipped(COD)} />);
    await user.click(screen.getByRole("button", { name: "Delivered, cash collected" }));
    await user.click(screen.getByRole("button", { name: "Yes, cash collected" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This order was paid online: do not collect cash for it.",
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("offers no Razorpay refund for cash collected at the door", () => {
    render(<RefundPanel order={{ ...shipped(COD), status: "paid", paymentStatus: "collected" }} />);
    expect(
      screen.getByText("Paid in cash on delivery: Razorpay has nothing to refund."),
    ).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
