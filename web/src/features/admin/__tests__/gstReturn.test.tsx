import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GstReturn } from "../components/GstReturn";

const invokeCallable = vi.hoisted(() => vi.fn<(name: string, data: unknown) => Promise<unknown>>());
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const saved: { name: string; type: string; size: number }[] = [];
beforeEach(() => {
  invokeCallable.mockReset();
  saved.length = 0;
  let blob: Blob | undefined;
  URL.createObjectURL = (object) => ((blob = object as Blob), "blob:csv");
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, type: blob?.type ?? "", size: blob?.size ?? 0 });
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("the console's GST return", () => {
  it("downloads every CSV file of the month chosen and shows the figures they reconcile to", async () => {
    invokeCallable.mockResolvedValue({
      files: [
        { name: "2026-10-b2b.csv", csv: "GSTIN/UIN of Recipient\n" },
        { name: "2026-10-hsn.csv", csv: "HSN,Description\n9032,x\n" },
      ],
      netTakingsPaise: 158_100,
      capturedPaise: 197_600,
      refundedPaise: 39_500,
    });
    const user = userEvent.setup();
    render(<GstReturn />);
    const month = screen.getByLabelText("Month");
    await user.clear(month);
    await user.type(month, "2026-10");
    await user.click(screen.getByRole("button", { name: "Download CSV files" }));

    await screen.findByLabelText("GST return 2026-10");
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("monthlyReturn", { month: "2026-10" });
    expect(saved).toEqual([
      { name: "2026-10-b2b.csv", type: "text/csv", size: 23 },
      { name: "2026-10-hsn.csv", type: "text/csv", size: 23 },
    ]);
    expect(screen.getByLabelText("GST return 2026-10")).toHaveTextContent(
      "Files2Captured by Razorpay₹1,976.00Refunded₹395.00Net takings (invoices less credit notes)₹1,581.00",
    );
  });

  it("says why in the contract's words and downloads nothing when the export fails", async () => {
    invokeCallable.mockRejectedValue(new Error("network"));
    const user = userEvent.setup();
    render(<GstReturn />);
    await user.click(screen.getByRole("button", { name: "Download CSV files" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Could not prepare the month's return. Please try again.",
    );
    expect(saved).toEqual([]);
    expect(screen.getByRole("button", { name: "Download CSV files" })).toBeEnabled();
  });
});
