import type { AddressInfo } from "@shop/domain";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { hasAnyAddress, hasStreetAddress } from "../address";
import { AddressForm } from "./AddressForm";
import { CheckoutStep } from "./CheckoutStep";

interface Props {
  address: AddressInfo;
  editing: boolean;
  saving: boolean;
  /** While a payment runs, the address it was started with stays put. */
  locked: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (address: AddressInfo, keepOnProfile: boolean) => void;
}

/** docs/product.md §2 checkout step 1: the delivery address, shown or edited. */
export function AddressStep({ address, editing, saving, locked, onEdit, onCancel, onSave }: Props) {
  const known = hasAnyAddress(address);
  const shown = hasStreetAddress(address);
  return (
    <CheckoutStep
      number={1}
      title="Delivery Address"
      titleId="address-step-title"
      aside={
        !editing && (
          <button
            type="button"
            className={`${buttonClass("outline", "sm")} checkout-step-action`}
            disabled={locked}
            onClick={onEdit}
          >
            {shown ? "Edit" : "Add Address"}
          </button>
        )
      }
    >
      {editing ? (
        <AddressForm
          initial={address}
          saving={saving}
          canCancel={known}
          onSave={onSave}
          onCancel={onCancel}
        />
      ) : shown ? (
        // Only the lines that are known: never a bare "Pincode" label.
        <address className="checkout-address">
          {address.name && <strong>{address.name}</strong>}
          <span>{address.address}</span>
          {address.pincode && <span>Pincode {address.pincode}</span>}
          {address.phone && <span>Phone {address.phone}</span>}
        </address>
      ) : (
        <p className="checkout-address-empty">Please add delivery address</p>
      )}
    </CheckoutStep>
  );
}
