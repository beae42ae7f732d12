import { useMemo } from "react";
import { useNavigate } from "react-router";
import type { VariantKey } from "@shop/domain";
import { useSession } from "../auth/session";
import { toast } from "../../components/ui/toast";
import { paths } from "../../app/routes";

export type ProductAction = (productId: string, variantKey: VariantKey) => void;

export interface ProductActions {
  addToCart: ProductAction;
  buyNow: ProductAction;
}

/** Spec §5 and §6: what an anonymous shopper is told before being sent to sign in. */
export const SIGN_IN_TO_ADD = "You must be logged in to add items to the cart.";
export const SIGN_IN_TO_BUY = "You must be logged in to place your order";
/** Until the cart lands, a signed-in shopper is told plainly that nothing happened. */
export const CART_NOT_READY = "Adding to the cart isn't available yet, so nothing was added.";
export const CHECKOUT_NOT_READY = "Buying online isn't available yet, so no order was placed.";

/**
 * Placeholder for the cart issue, which replaces this file: signed-out
 * shoppers go to /login (spec §6); signed-in shoppers get an honest notice.
 */
export function useProductActions(): ProductActions {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === "signed-in");

  return useMemo(() => {
    const gate = (signInMessage: string, notReady: string) => () => {
      if (signedIn) {
        toast.info(notReady);
        return;
      }
      toast.error(signInMessage);
      navigate(paths.login);
    };
    return {
      addToCart: gate(SIGN_IN_TO_ADD, CART_NOT_READY),
      buyNow: gate(SIGN_IN_TO_BUY, CHECKOUT_NOT_READY),
    };
  }, [navigate, signedIn]);
}
