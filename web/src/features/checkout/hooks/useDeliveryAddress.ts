import { useState } from "react";
import { EMPTY_ADDRESS, type AddressInfo } from "@shop/domain";
import { toast } from "../../../components/ui/toast";
import { useLive } from "../../../lib/useLive";
import { readProfileAddress, saveProfileAddress } from "../api/deliveryAddress";
import { checkAddress, hasAnyAddress } from "../addressCheck";
import { CHECKOUT_MESSAGES } from "../checkoutMessages";

/** Checkout's address step (docs/product.md §2, §4); the order is written only by startPayment. */
export function useDeliveryAddress(uid: string, orderId: string, stored: AddressInfo) {
  const [chosen, setChosen] = useState<AddressInfo>();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const storedIsSet = hasAnyAddress(stored);
  const prefill = useLive<AddressInfo>(storedIsSet ? "" : uid, (report) => {
    readProfileAddress(uid).then(report, (error: unknown) => {
      console.error("Could not read the saved address", error);
      report(EMPTY_ADDRESS); // past the time limit the form starts empty
    });
  });
  const kept = useLive<AddressInfo | null>(`${uid}/${orderId}`, (report) => {
    recallOrderAddress(uid, orderId).then(report, (error: unknown) =>
      console.error("Could not check the address kept for this order", error),
    );
  });
  // A save made in this tab is newer than what the tab kept; undefined while the profile is read.
  const address = chosen ?? kept ?? (storedIsSet ? stored : prefill);

  const save = async (next: AddressInfo, keepOnProfile: boolean) => {
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
    try {
      sessionStorage.setItem(orderAddressKey(uid, orderId), JSON.stringify(next));
    } catch (error) {
      // Full or disabled storage: the address still holds until the page is left.
      console.warn("The address for this order was not kept for a reload", error);
    }
    setChosen(next);
    setEditing(false);
    const { addressSavedToProfile: toProfile, addressSavedForOrder: forOrder } = CHECKOUT_MESSAGES;
    toast.success(keepOnProfile ? toProfile : forOrder, "address");
  };

  return {
    address: address ?? EMPTY_ADDRESS,
    loading: !address,
    editing,
    saving,
    edit: () => setEditing(true),
    cancel: () => setEditing(false),
    save,
  };
}

/** An address kept "for this order" survives a reload in sessionStorage (docs/checkout.md). */
export const orderAddressKey = (uid: string, orderId: string) =>
  `checkout-address:${uid}:${orderId}`;

/** Stored text is untrusted: anything failing startPayment's schema is removed. */
async function recallOrderAddress(uid: string, orderId: string): Promise<AddressInfo | null> {
  const key = orderAddressKey(uid, orderId);
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    // not JSON: fails the check below
  }
  const checked = await checkAddress(stored as AddressInfo);
  if (checked.ok) return checked.address;
  sessionStorage.removeItem(key);
  return null;
}
