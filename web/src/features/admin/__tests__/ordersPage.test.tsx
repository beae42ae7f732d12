import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as AdminOrders from "../api/adminOrders";
import type * as AdminRest from "../api/adminRest";

/**
 * The console's Orders page's figures, read over REST: takings net of refunds
 * with the gross beside, and the RTO rates (the live list: ordersList.test.tsx).
 */
// The live list is ordersList.test.tsx's: here it only listens.
vi.mock("../api/adminOrders", async (original) => ({
  ...(await original<typeof AdminOrders>()),
  watchOrdersPage: () => () => {},
}));
const rest = vi.hoisted(() => ({
  runAggregation: vi.fn<(query: unknown, aggregations: unknown[]) => Promise<unknown>>(),
  runQuery: vi.fn<(query: unknown) => Promise<unknown>>(),
}));
vi.mock("../api/adminRest", async (original) => ({
  ...(await original<typeof AdminRest>()),
  ...rest,
}));

const { OrdersPage } = await import("../components/OrdersPage");

beforeEach(() => {
  rest.runQuery.mockReset();
  rest.runAggregation.mockReset();
  rest.runAggregation.mockResolvedValue({});
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <OrdersPage />
    </MemoryRouter>,
  );

describe("the console's takings", () => {
  it("shows what was paid net of refunds, with the gross and the refunds beside", async () => {
    rest.runAggregation
      .mockResolvedValueOnce({ orders: 2, amount: 1597_00 })
      .mockResolvedValueOnce({ refunded: 399_00 })
      .mockResolvedValueOnce({ fees: 49_00 })
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce({ orders: 3, amount: 1996_00 })
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce({});
    renderPage();
    const today = within((await screen.findByText("Paid today")).parentElement!);
    // A COD order collected today took its ₹49.00 fee beside the goods.
    expect(await today.findByText("₹1,247.00")).toBeVisible();
    expect(today.getByText("Gross ₹1,646.00 · refunded ₹399.00")).toBeVisible();
    expect(today.getByText("2 orders")).toBeVisible();
    const month = within(screen.getByText("Paid this month").parentElement!);
    expect(month.getByText("₹1,996.00")).toBeVisible();
    expect(month.getByText("Gross ₹1,996.00 · refunded ₹0.00")).toBeVisible();
    expect(
      screen.getByText(
        "Net: orders paid in the period (IST), less what has been refunded on them since. Gross: what they were paid.",
      ),
    ).toBeVisible();
    // The server's per-order refunded total, summed over the same orders by a query of its
    // own: an aggregation leaves out documents without the summed field (never refunded).
    const [[paid, counted] = [], [paidToo, summed] = [], [paidAlso, fees] = []] =
      rest.runAggregation.mock.calls;
    expect(counted).toEqual([
      { alias: "orders", count: {} },
      { alias: "amount", sum: { field: { fieldPath: "amount" } } },
    ]);
    expect(summed).toEqual([
      { alias: "refunded", sum: { field: { fieldPath: "refundedAmount" } } },
    ]);
    expect(fees).toEqual([{ alias: "fees", sum: { field: { fieldPath: "codFee" } } }]);
    expect(paidToo).toEqual(paid);
    expect(paidAlso).toEqual(paid);
  });

  it("adds the discounts given: discount.amount summed over the same paid orders", async () => {
    rest.runAggregation.mockImplementation((_query, aggregations) =>
      Promise.resolve(
        JSON.stringify(aggregations).includes("discount.amount") ? { discounts: 159_70 } : {},
      ),
    );
    renderPage();
    const today = within((await screen.findByText("Paid today")).parentElement!);
    expect(await today.findByText("Discounts given ₹159.70")).toBeVisible();
    const calls = rest.runAggregation.mock.calls;
    const [paid] = calls[0] ?? [];
    const discounted = calls.filter(([, aggregations]) =>
      JSON.stringify(aggregations).includes("discount"),
    );
    expect(discounted.map(([, aggregations]) => aggregations)).toEqual([
      [{ alias: "discounts", sum: { field: { fieldPath: "discount.amount" } } }],
      [{ alias: "discounts", sum: { field: { fieldPath: "discount.amount" } } }],
    ]);
    expect(discounted[0]?.[0]).toEqual(paid);
  });
});

describe("returns to origin", () => {
  it("reads every COD order of the last 6 months when asked, and shows the rates", async () => {
    const user = userEvent.setup();
    const row = (status: string, reason: string, pincode: string) => ({
      createdAt: new Date(),
      status,
      paymentMethod: "cod",
      ...(reason && { closed: { reason } }),
      addressInfo: { pincode },
    });
    rest.runQuery.mockResolvedValueOnce([
      row("cod", "returned", "110001"),
      row("paid", "", "110001"),
      row("paid", "", "560001"),
      row("cod", "", "400001"),
    ]);
    renderPage();
    await user.click(screen.getByRole("button", { name: "Show RTO rates" }));
    const byPincode = await screen.findByRole("table", { name: "By pincode, worst first" });
    const cells = (table: HTMLElement) =>
      within(table)
        .getAllByRole("row")
        .map((tr) => [...(tr as HTMLTableRowElement).cells].map((td) => td.textContent).join("|"));
    expect(cells(byPincode)).toEqual([
      "Pincode|Ended|Returned|RTO",
      "110001|2|1|50%",
      "560001|1|0|0%",
    ]);
    const months = cells(screen.getByRole("table", { name: "By month placed" }));
    expect(months).toHaveLength(7);
    expect(months[1]).toMatch(/^\w{3} \d{4}\|3\|1\|33%$/);
    expect(months.slice(2)).toEqual(Array(5).fill(expect.stringMatching(/\|0\|0\|—$/)));
    const [query] = rest.runQuery.mock.calls[0]!;
    expect(query).toMatchObject({
      where: {
        compositeFilter: {
          filters: [
            {
              fieldFilter: { field: { fieldPath: "paymentMethod" }, value: { stringValue: "cod" } },
            },
            { fieldFilter: { field: { fieldPath: "createdAt" }, op: "GREATER_THAN_OR_EQUAL" } },
          ],
        },
      },
      orderBy: [{ field: { fieldPath: "createdAt" }, direction: "DESCENDING" }],
    });
    expect(query).not.toHaveProperty("limit");
  });
});
