import type { VisualCase } from "./visualCases";
import { cancelledAndRefunded, link, open, paidOrder, shippedAndRefunded } from "./visualReach";

/** My Orders and the order page of the visual check; they seed orders, so they run last. The
 * seeded orders have no stored invoice (issue 29), so the order page's action is the way back. */
export const ORDER_CASES: readonly VisualCase[] = [
  {
    page: "myOrders",
    state: "empty",
    as: "shopper",
    primary: link("Start Shopping"),
    reach: ({ page }) => open(page, "/myOrders", "No Paid Orders Found"),
  },
  {
    page: "myOrders",
    state: "orders",
    as: "shopper",
    reach: async ({ page, shopper }) => {
      await paidOrder(shopper, `ORD-2026-${Date.now() - 86_400_000}`, "2026-11-20T10:00:00Z", 1);
      await paidOrder(shopper, `ORD-2026-${Date.now()}`, "2026-11-23T15:30:00Z", 3);
      await page.goto("/myOrders");
      await page.locator("main article").nth(1).waitFor();
    },
  },
  {
    page: "myOrders",
    state: "cancelled-and-part-refunded",
    as: "shopper",
    reach: async ({ page, shopper }) => {
      const at = "2026-11-22T09:00:00Z";
      await paidOrder(
        shopper,
        `ORD-2026-${Date.now()}-CANC`,
        at,
        1,
        cancelledAndRefunded(at, 79900),
      );
      await paidOrder(shopper, `ORD-2026-${Date.now()}-PART`, at, 2, shippedAndRefunded(at));
      await page.goto("/myOrders");
      const cancelled = page.locator("main article", { hasText: "Refunded in full" });
      await cancelled.locator(".order-card-badge", { hasText: "Cancelled" }).waitFor();
      await page.getByText("Refunded ₹150.00 of ₹1,598.00").waitFor();
      // Neither will ship again: no estimate on either card.
      const estimates = await page
        .locator("main article", { hasText: /Refunded in full|Refunded ₹150.00 of/ })
        .getByText("Estimated shipping")
        .count();
      if (estimates > 0)
        throw new Error(`${estimates} shipping estimates on cancelled or shipped orders`);
    },
  },
  {
    page: "order",
    state: "cancelled-refunded",
    as: "shopper",
    primary: link("← My Orders"),
    reach: async ({ page, shopper }) => {
      const orderId = `ORD-2026-${Date.now()}-CANC`;
      const at = "2026-11-22T09:00:00Z";
      await paidOrder(shopper, orderId, at, 1, cancelledAndRefunded(at, 79900));
      await page.goto(`/myOrders/${orderId}`);
      await page.locator(".order-card-badge", { hasText: "Cancelled" }).waitFor();
      await page.getByText("Refunded in full", { exact: true }).first().waitFor();
      if (await page.getByText("Estimated shipping").count()) {
        throw new Error("a shipping estimate on a cancelled order");
      }
    },
  },
  {
    page: "order",
    state: "shipped-refunded",
    as: "shopper",
    primary: link("← My Orders"),
    reach: async ({ page, shopper }) => {
      const orderId = `ORD-2026-${Date.now()}-SHIP`;
      const at = "2026-11-22T09:00:00Z";
      await paidOrder(shopper, orderId, at, 2, shippedAndRefunded(at));
      await page.goto(`/myOrders/${orderId}`);
      await page.getByText("Shipped — Delhivery DL1234567890123").first().waitFor();
      await page.getByText("Refunded ₹150.00 of ₹1,598.00").first().waitFor();
    },
  },
  {
    page: "order",
    state: "not-found",
    as: "shopper",
    primary: link("Back to My Orders"),
    reach: ({ page }) => open(page, "/myOrders/ORD-2026-1795000000000-NONE", "Order Not Found"),
  },
];
