import { useCallback, useEffect, useState } from "react";
import { EMPTY_ADDRESS, type AddressInfo } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { readProfileAddress, saveProfileAddress } from "../api/deliveryAddress";
import { hasAnyAddress } from "../address";
import { CHECKOUT_MESSAGES } from "../checkoutMessages";

// Not needed for the first paint: loaded beside it, like the address schema it uses.
const orderAddressStorage = () => import("../api/orderAddressStorage");

/** Checkout's address step (docs/product.md §2, §4); the order is written only by startPayment. */
export function useDeliveryAddress(uid: string, orderId: string, stored: AddressInfo) {
  const [prefill, setPrefill] = useState<AddressInfo>(EMPTY_ADDRESS);
  const [chosen, setChosen] = useState<AddressInfo | null>(null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const storedIsSet = hasAnyAddress(stored);

  useEffect(() => {
    if (storedIsSet) return;
    let current = true;
    readProfileAddress(uid).then(
      (address) => current && setPrefill(address),
      (error: unknown) => console.error("Could not read the saved address", error),
    );
    return () => {
      current = false;
    };
  }, [uid, storedIsSet]);

  useEffect(() => {
    let current = true;
    orderAddressStorage()
      .then((storage) => storage.recallOrderAddress(uid, orderId))
      .then(
        (kept) => {
          // A save made meanwhile is newer than what the tab kept.
          if (current && kept) setChosen((now) => now ?? kept);
        },
        (error: unknown) => console.error("Could not check the address kept for this order", error),
      );
    return () => {
      current = false;
    };
  }, [uid, orderId]);

  const address = chosen ?? (storedIsSet ? stored : prefill);

  const save = useCallback(
    async (next: AddressInfo, keepOnProfile: boolean) => {
      if (keepOnProfile) {
        setSaving(true);
        try {
          await saveProfileAddress(uid, next);
        } catch (error) {
          console.error("Could not save the address to the profile", error);
          toast.error(CHECKOUT_MESSAGES.addressSaveFailed, "address");
          return;
        } finally {
          setSaving(false);
        }
      }
      void orderAddressStorage().then((storage) =>
        storage.rememberOrderAddress(uid, orderId, next),
      );
      setChosen(next);
      setEditing(false);
      toast.success(
        keepOnProfile
          ? CHECKOUT_MESSAGES.addressSavedToProfile
          : CHECKOUT_MESSAGES.addressSavedForOrder,
        "address",
      );
    },
    [uid, orderId],
  );

  return {
    address,
    editing,
    saving,
    edit: useCallback(() => setEditing(true), []),
    cancel: useCallback(() => setEditing(false), []),
    save,
  };
}
