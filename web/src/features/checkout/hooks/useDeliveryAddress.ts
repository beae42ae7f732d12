import { useCallback, useState } from "react";
import { EMPTY_ADDRESS, type AddressInfo } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { useLive } from "../../../lib/useLive";
import { readProfileAddress, saveProfileAddress } from "../api/deliveryAddress";
import { hasAnyAddress } from "../address";
import { CHECKOUT_MESSAGES } from "../checkoutMessages";

// Not needed for the first paint: loaded beside it, like the address schema it uses.
const orderAddressStorage = () => import("../api/orderAddressStorage");

/** Checkout's address step (docs/product.md §2, §4); the order is written only by startPayment. */
export function useDeliveryAddress(uid: string, orderId: string, stored: AddressInfo) {
  const [chosen, setChosen] = useState<AddressInfo>();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const storedIsSet = hasAnyAddress(stored);
  const prefill = useLive<AddressInfo>(storedIsSet ? "" : uid, (report) => {
    readProfileAddress(uid).then(report, (error: unknown) =>
      console.error("Could not read the saved address", error),
    );
  });
  const kept = useLive<AddressInfo | null>(`${uid}/${orderId}`, (report) => {
    orderAddressStorage()
      .then((storage) => storage.recallOrderAddress(uid, orderId))
      .then(report, (error: unknown) =>
        console.error("Could not check the address kept for this order", error),
      );
  });
  // A save made in this tab is newer than what the tab kept.
  const address = chosen ?? kept ?? (storedIsSet ? stored : (prefill ?? EMPTY_ADDRESS));

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
