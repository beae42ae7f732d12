import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DISCOUNT_MESSAGES, type DiscountCode } from "@shop/domain";

/** /admin/discounts: every code live, and the form that saves one (docs/discounts.md). */
const heard = vi.hoisted(() => ({ codes: undefined as ((codes: unknown) => void) | undefined }));
vi.mock("../api/adminDiscounts", () => ({
  watchDiscounts: (onChange: (codes: unknown) => void) => {
    heard.codes = onChange;
    return () => (heard.codes = undefined);
  },
}));
const invokeCallable = vi.hoisted(() => vi.fn<(name: string, data: unknown) => Promise<unknown>>());
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));

const { DiscountsPage } = await import("../components/DiscountsPage");

const FESTIVE: DiscountCode = {
  code: "FESTIVE10",
  kind: "percent",
  value: 10,
  minOrder: 50_000,
  startsOn: "2026-11-01",
  endsOn: "2026-11-30",
  totalLimit: 100,
  perShopperLimit: 1,
  prepaidOnly: true,
  active: true,
  used: 3,
  updatedBy: { uid: "owner", name: "Asha Admin" },
  updatedAt: new Date("2026-11-24T04:30:00Z"),
};
const refusal = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

async function openDiscounts(codes: DiscountCode[] = [FESTIVE]) {
  render(<DiscountsPage />);
  await waitFor(() => expect(heard.codes).toBeDefined());
  act(() => heard.codes?.(codes));
  return userEvent.setup();
}

const newForm = () => within(screen.getByRole("form", { name: "New discount code" }));

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = newForm().getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

beforeEach(() => {
  invokeCallable.mockReset();
  heard.codes = undefined;
});

describe("the console's discount codes", () => {
  it("lists each code with its terms, uses of its limit and who changed it last", async () => {
    await openDiscounts();
    const rows = within(screen.getByRole("table", { name: "Discount codes" }))
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "CodeTermsDaysUsedStatusLast changed",
      "FESTIVE1010% off, orders from ₹500.00, online payment only2026-11-01 to 2026-11-303 of 100, at most 1 per shopperActiveAsha Admin · 24 Nov 2026, 10:00 am ISTEdit",
    ]);
  });

  it("makes a new code with adminSaveDiscount: the terms in paise and whole numbers", async () => {
    const user = await openDiscounts([]);
    expect(screen.getByText("No discount codes yet.")).toBeInTheDocument();
    invokeCallable.mockResolvedValue({ code: "DIWALI", used: 0 });
    await user.selectOptions(newForm().getByLabelText("Kind"), "fixed");
    await fill(user, {
      Code: " diwali ",
      "Amount off (₹)": "150",
      "Minimum order (₹)": "999.50",
      "First day": "2026-11-01",
      "Last day": "2026-11-15",
      "Uses in all (0: no limit)": "0",
      "Uses per shopper (0: no limit)": "2",
    });
    await user.click(newForm().getByLabelText("Online payment only"));
    await user.click(newForm().getByRole("button", { name: "Save code" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved DIWALI.");
    // A fresh form for the next code.
    expect(newForm().getByLabelText("Code")).toHaveValue("");
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("adminSaveDiscount", {
      code: "DIWALI",
      kind: "fixed",
      value: 15_000,
      minOrder: 99_950,
      startsOn: "2026-11-01",
      endsOn: "2026-11-15",
      totalLimit: 0,
      perShopperLimit: 2,
      prepaidOnly: true,
      active: true,
    });
  });

  it("edits a code: the form holds its terms, the code itself fixed", async () => {
    const user = await openDiscounts();
    invokeCallable.mockResolvedValue({ code: "FESTIVE10", used: 3 });
    await user.click(screen.getByRole("button", { name: "Edit FESTIVE10" }));
    const form = within(screen.getByRole("form", { name: "Edit FESTIVE10" }));
    expect(form.getByLabelText("Code")).toHaveAttribute("readonly");
    expect(form.getByLabelText("Percent off")).toHaveValue("10");
    expect(form.getByLabelText("Minimum order (₹)")).toHaveValue("500.00");
    await user.click(form.getByLabelText("Active"));
    await user.click(form.getByRole("button", { name: "Save code" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved FESTIVE10.");
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith(
      "adminSaveDiscount",
      expect.objectContaining({ code: "FESTIVE10", value: 10, minOrder: 50_000, active: false }),
    );
  });

  it("shows the server's refusal in its words, and refuses figures that are no numbers without sending", async () => {
    const user = await openDiscounts([]);
    invokeCallable.mockRejectedValue(refusal("invalid-argument", DISCOUNT_MESSAGES.badTerms));
    await fill(user, { Code: "BIG", "Percent off": "95" });
    await user.click(newForm().getByRole("button", { name: "Save code" }));
    expect(await newForm().findByRole("alert")).toHaveTextContent(DISCOUNT_MESSAGES.badTerms);
    expect(invokeCallable).toHaveBeenCalledTimes(1);

    await fill(user, { "Percent off": "ten" });
    await user.click(newForm().getByRole("button", { name: "Save code" }));
    expect(newForm().getByRole("alert")).toHaveTextContent(DISCOUNT_MESSAGES.badTerms);
    await fill(user, { Code: "a!", "Percent off": "10" });
    await user.click(newForm().getByRole("button", { name: "Save code" }));
    expect(newForm().getByRole("alert")).toHaveTextContent(DISCOUNT_MESSAGES.badCode);
    expect(invokeCallable).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
