import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as AdminRest from "../api/adminRest";

/**
 * The console's order list: the searches as operators type them, and the
 * first page live (one collection-group listener, no Refresh needed for a new
 * order).
 */
const sdk = vi.hoisted(() => ({
  next: undefined as undefined | ((snapshot: unknown) => void),
  listens: 0,
  stops: 0,
  query: undefined as unknown,
  options: undefined as unknown,
}));
vi.mock("../../../lib/firebase", () => ({ getFirestoreClient: () => Promise.resolve({}) }));
vi.mock("../../../lib/sdk/firestore", () => ({
  collectionGroup: (_db: unknown, id: string) => ({ collectionGroup: id }),
  where: (field: string, op: string, value: string) => ({ where: [field, op, value] }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  limit: (count: number) => ({ limit: count }),
  or: (...filters: unknown[]) => ({ or: filters }),
  and: (...filters: unknown[]) => ({ and: filters }),
  query: (from: unknown, ...constraints: unknown[]) => ({ from, constraints }),
  onSnapshot: (query: unknown, options: unknown, next: (snapshot: unknown) => void) => {
    Object.assign(sdk, { query, options, next, listens: sdk.listens + 1 });
    return () => {
      sdk.stops += 1;
    };
  },
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

const stamp = (iso: string) => {
  const date = new Date(iso);
  return { seconds: date.getTime() / 1000, nanoseconds: 0, toDate: () => date };
};
function orderDoc(orderId: string, email: string, createdAt: string) {
  return {
    id: orderId,
    ref: { path: `users/u1/Orders/${orderId}`, parent: { parent: { id: "u1" } } },
    data: () => ({
      orderId,
      items: [],
      amount: 399_00,
      status: "paid",
      createdAt: stamp(createdAt),
      addressInfo: {
        name: "Asha Rao",
        phone: "9876543210",
        address: "1 MG Road",
        pincode: "560001",
      },
      customerEmail: email,
    }),
  };
}
const FIRST = orderDoc("ORD-2026-1764000000000-AB23", "asha@example.in", "2026-11-24T04:30:00Z");
const NEW = orderDoc("ORD-2026-1764100000000-CD45", "ravi@example.in", "2026-11-25T06:00:00Z");

function answer(docs: unknown[], fromCache = false) {
  act(() => sdk.next?.({ docs, metadata: { fromCache } }));
}

/** Renders the page and waits for a listener (the listens-th) to start. */
async function listening(listens: number) {
  await act(async () => {
    for (let turn = 0; turn < 1000 && sdk.listens < listens; turn += 1) await Promise.resolve();
  });
  if (sdk.listens < listens) throw new Error("No listener started");
}

const orderLinks = () => screen.queryAllByRole("link").map((link) => link.textContent);
const constraints = () => (sdk.query as { constraints: unknown[] }).constraints;

beforeEach(() => {
  Object.assign(sdk, {
    next: undefined,
    listens: 0,
    stops: 0,
    query: undefined,
    options: undefined,
  });
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

describe("the order list", () => {
  it("listens to the newest 21 orders and shows a new one without a Refresh", async () => {
    renderPage();
    await listening(1);
    // The default view: paid orders, and unpaid ones still payable (issue 25), and COD orders.
    expect(sdk.query).toEqual({
      from: { collectionGroup: "Orders" },
      constraints: [
        {
          or: [
            { where: ["status", "==", "paid"] },
            { where: ["status", "==", "cod"] },
            {
              and: [
                { where: ["status", "==", "pending"] },
                { where: ["closed", "==", null] },
                { where: ["createdAt", ">=", expect.any(Date)] },
              ],
            },
          ],
        },
        { orderBy: ["createdAt", "desc"] },
        { limit: 21 },
      ],
    });
    // The cache alone is no answer; the server's confirmation of it is a metadata change.
    expect(sdk.options).toEqual({ includeMetadataChanges: true });
    answer([], true);
    expect(screen.queryByText("No orders match these filters.")).not.toBeInTheDocument();
    answer([FIRST]);
    expect(orderLinks()).toEqual(["ORD-2026-1764000000000-AB23"]);
    answer([NEW, FIRST]);
    expect(orderLinks()).toEqual(["ORD-2026-1764100000000-CD45", "ORD-2026-1764000000000-AB23"]);
    expect(sdk.listens).toBe(1);
    expect(rest.runQuery).not.toHaveBeenCalled();
  });

  it.each<[string, string, unknown[]]>([
    ["Order ID", "2446ac8q", [{ where: ["shortId", "==", "2446-AC8Q"] }, { limit: 21 }]],
    [
      "Order ID",
      "ord-2026-1764000000000-ab23",
      [{ where: ["orderId", "==", "ORD-2026-1764000000000-AB23"] }, { limit: 21 }],
    ],
    [
      "Customer e-mail",
      "Asha@Example.IN",
      [
        { where: ["customerEmail", "==", "asha@example.in"] },
        { orderBy: ["createdAt", "desc"] },
        { limit: 21 },
      ],
    ],
    [
      "Phone",
      "+91 98765 43210",
      [
        { where: ["deliveryPhone", "==", "9876543210"] },
        { orderBy: ["createdAt", "desc"] },
        { limit: 21 },
      ],
    ],
  ])("searches by %s typed as %j", async (field, typed, expected) => {
    const user = userEvent.setup();
    renderPage();
    await listening(1);
    await user.type(screen.getByLabelText(field), typed);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await listening(2);
    expect(constraints()).toEqual(expected);
    answer([FIRST]);
    expect(orderLinks()).toEqual(["ORD-2026-1764000000000-AB23"]);
  });

  it("says what is wrong with a phone it cannot search, and searches nothing", async () => {
    const user = userEvent.setup();
    renderPage();
    await listening(1);
    await user.type(screen.getByLabelText("Phone"), "12345");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Enter a 10-digit mobile number, with or without +91.",
    );
    expect(sdk.listens).toBe(1);
  });
});
