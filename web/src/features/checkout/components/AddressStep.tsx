import { useEffect, useRef, type ReactNode } from "react";
import type { AddressInfo } from "@shop/domain";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { hasAnyAddress } from "../addressCheck";
import { AddressForm } from "./AddressForm";

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
  // docs/product.md §2: a name and phone are no address; a street address is.
  const shown = address.address.trim() !== "";
  const addressRef = useRef<HTMLElement>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // The form closed (saved or cancelled): show what step 1 now holds.
    const target = addressRef.current ?? actionRef.current;
    if (wasEditing.current && !editing && target) reveal(target);
    wasEditing.current = editing;
  }, [editing]);
  return (
    <CheckoutStep
      number={1}
      title="Delivery Address"
      titleId="address-step-title"
      aside={
        !editing && (
          <button
            ref={actionRef}
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
        <address ref={addressRef} className="checkout-address" tabIndex={-1}>
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

/** The form closed and its Save button went: scroll to and focus the new content. */
function reveal(target: HTMLElement) {
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  target.focus({ preventScroll: true });
  target
    .closest("section")
    ?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
}

interface StepProps {
  number: number;
  title: string;
  titleId: string;
  /** What sits at the end of the step's heading row (an Edit button, an item count). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function CheckoutStep({ number, title, titleId, aside, className, children }: StepProps) {
  return (
    <section
      className={["checkout-step card", className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
    >
      <header className="checkout-step-head">
        <span className="checkout-step-number" aria-hidden="true">
          {number}
        </span>
        <h2 id={titleId}>{title}</h2>
        {aside}
      </header>
      {children}
    </section>
  );
}
