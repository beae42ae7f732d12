import { useCallback } from "react";
import { MESSAGES, ORDER_MESSAGES, type OrderSource } from "@shop/domain";
import { useNavigate } from "react-router";
import { create } from "zustand";
import { paths, paymentPath } from "../../../config/paths";
import { toast } from "../../../components/ui/toast";
import { settledSession } from "../../auth";
import { OrderRefusedError, newRequestId, placeOrder } from "../api/placeOrder";
import { catalogEntry, type CartLine } from "../cartStorage";
import { useCartStore } from "../cartStore";
import { CART_MESSAGES } from "../cartMessages";

// One order at a time across the app, checked before React re-renders the disabled buttons.
const usePlacing = create<{ placing: boolean }>()(() => ({ placing: false }));

/** Signed in, or says `text` and answers false. */
async function signedIn(text: string): Promise<boolean> {
  if ((await settledSession()).status === "signed-in") return true;
  toast.error(text, "order");
  return false;
}

/** Order placement from the cart page and from Buy Now (docs/product.md §4, §6, §8). */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const placing = usePlacing((s) => s.placing);
  const place = useCallback(
    async (
      lines: readonly CartLine[],
      source: OrderSource | undefined,
      discountCode?: string,
      /** Where a refusal is said instead of a toast (checkout's discount field). */
      refused?: (text: string) => void,
    ) => {
      const cart = source === "cart";
      if (usePlacing.getState().placing) return;
      usePlacing.setState({ placing: true });
      try {
        // One id per shopper action: the api's retry of a lost answer reuses it.
        const { orderId } = await placeOrder(lines, newRequestId(), source, discountCode);
        toast.success(cart ? CART_MESSAGES.orderCreated : CART_MESSAGES.buyNowCreated, "order");
        // Spec: the cart is kept until payment succeeds (checkout clears it).
        void navigate(paymentPath(orderId));
      } catch (error) {
        if (!(error instanceof OrderRefusedError)) {
          console.error("placeOrder failed", error);
          toast.error(cart ? CART_MESSAGES.orderFailed : CART_MESSAGES.buyNowFailed, "order");
        } else if (refused) refused(error.message);
        else toast.error(error.message, "order");
      } finally {
        usePlacing.setState({ placing: false });
      }
    },
    [navigate],
  );

  const placeCartOrder = useCallback(async () => {
    if (!(await signedIn(ORDER_MESSAGES.loginToOrder))) return;
    const { lines, discountCode } = useCartStore.getState();
    if (lines.length === 0) return toast.warning(MESSAGES.emptyCart, "order");
    await place(lines, "cart", discountCode || undefined);
  }, [place]);

  const buyNow = useCallback(
    async (productId: string, variantKey: string) => {
      if (!(await signedIn(CART_MESSAGES.loginToBuy))) return void navigate(paths.login);
      const entry = catalogEntry(productId, variantKey);
      if (!entry) return toast.error(MESSAGES.invalidVariant, "order");
      // docs/product.md §9: Buy Now orders one of the shown product and variant, leaving the cart alone.
      const line = { productId: entry.product.id, variantKey: entry.variant.key, quantity: 1 };
      await place([line], "buyNow");
    },
    [navigate, place],
  );

  return { placing, placeCartOrder, buyNow, placeAgain: place };
}
