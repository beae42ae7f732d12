import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AdminOrder } from "../api/adminOrder";
import { ConsoleOrderTimeline } from "../components/ConsoleOrderPage";

const useOperators = vi.hoisted(() => vi.fn<(uid: string, orderId: string) => unknown>());
vi.mock("../hooks/useConsoleData", () => ({ useLedger: () => [], useOperators }));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 4, minute));
const ORDER: AdminOrder = {
  uid: "shopper1",
  orderId: "ORD-2026-1764000000000-AB23",
  userID: "shopper1",
  items: [],
  amount: 399_00,
  currency: "INR",
  status: "paid",
  createdAt: at(0),
  addressInfo: {
    name: "Asha",
    phone: "9876543210",
    address: "1 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    gstin: "",
  },
  history: [
    { kind: "paid", at: at(1), by: "system" },
    { kind: "packed", at: at(2), by: "shop", requestKey: "key-pack-1" },
    { kind: "shipped", at: at(3), by: "shop", requestKey: "key-unknown", note: "Delhivery DL1" },
    // An order from before names: its operator's uid was stored in `by`.
    { kind: "delivered", at: at(4), by: "neCZPgq7TZd1sW0xvQ3B", requestKey: "key-old" },
  ],
};

describe("the console's timeline", () => {
  it("names each operator, never showing an account id", () => {
    useOperators.mockReturnValue({ "key-pack-1": "Olga Rao" });
    render(<ConsoleOrderTimeline order={ORDER} />);
    const steps = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(steps).toEqual([
      expect.stringMatching(/Paid by system$/),
      expect.stringMatching(/Packed by Olga Rao$/),
      expect.stringMatching(/Shipped Delhivery DL1 · by an operator$/),
      expect.stringMatching(/Delivered by an operator$/),
    ]);
    expect(screen.getByRole("list", { name: "Timeline" })).not.toHaveTextContent("neCZPg");
    expect(useOperators).toHaveBeenCalledWith("shopper1", ORDER.orderId);
  });
});
