import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AdminOrder } from "../api/adminOrder";
import { PackingSlip, PrintSlipButton } from "../components/PackingSlip";

const ORDER: AdminOrder = {
  uid: "shopper1",
  orderId: "ORD-2026-1764312462446-AC8Q",
  userID: "shopper1",
  items: [
    {
      productId: "semiAutomatic-1",
      productName: "Smart Controller",
      variantKey: "Motar_Compatible",
      variantName: "Motar_Compatible",
      price: 399_00,
      quantity: 2,
      lineTotal: 798_00,
      image: "/images/smart-controller.svg",
    },
    {
      productId: "SemiAutomatic-2",
      productName: "Semi Automatic",
      variantKey: "Starter_Compatible",
      variantName: "Starter_Compatible",
      price: 799_00,
      quantity: 1,
      lineTotal: 799_00,
      image: "/images/semi-automatic.svg",
    },
  ],
  amount: 1597_00,
  currency: "INR",
  status: "paid",
  createdAt: new Date("2026-11-24T04:30:00Z"),
  addressInfo: {
    name: "Asha Rao",
    phone: "+91 9876543210",
    address: "12 MG Road, Kothrud, Pune",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411038",
    gstin: "",
  },
};

describe("the packing slip", () => {
  it("holds the short id, the date, whom to deliver to and the items, without prices", () => {
    render(<PackingSlip order={ORDER} />);
    const slip = screen.getByRole("article", { name: "Packing slip" });
    expect(within(slip).getByText("Order #2446-AC8Q")).toBeInTheDocument();
    expect(slip).toHaveTextContent("(ORD-2026-1764312462446-AC8Q)");
    expect(slip).toHaveTextContent("Placed 24 Nov 2026, 10:00 am IST");
    const address = [...slip.querySelectorAll("address span")].map((span) => span.textContent);
    expect(address).toEqual([
      "Asha Rao",
      "12 MG Road, Kothrud, Pune",
      "Pune, Maharashtra",
      "PIN 411038",
      "Phone +91 9876543210",
    ]);
    const rows = within(slip)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Item", "Variant", "Qty"],
      ["Smart Controller", "Motar Compatible", "2"],
      ["Semi Automatic", "Starter Compatible", "1"],
      ["Units", "3"],
    ]);
    expect(slip.textContent).not.toContain("₹");
  });

  it("opens the browser's print dialog", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    render(<PrintSlipButton />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Print packing slip" }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
