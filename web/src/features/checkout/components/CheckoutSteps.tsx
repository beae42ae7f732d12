import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { COD_TEXT, formatINR, itemCount, shortOrderId, type Order } from "@shop/domain";
import { OrderItemList } from "../../../components/order/OrderItemList";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { hasAnyAddress } from "../addressCheck";
import { useDeliveryAddress } from "../hooks/useDeliveryAddress";
import { usePayment, type PaymentSteps } from "../hooks/usePayment";
import { AddressForm } from "./AddressForm";
import { CheckoutDiscount } from "./CheckoutDiscount";

// Loaded only when chosen: the phone's OTP brings Auth's phone provider (docs/cod.md).
const CodCheckout = lazy(() => import("./CodCheckout"));

/** A pending order's checkout (docs/product.md §2): step 1 the address, step 2 the summary and payment. */
export function CheckoutSteps({
  order,
  uid,
  steps,
}: {
  order: Order;
  uid: string;
  steps: PaymentSteps;
}) {
  const delivery = useDeliveryAddress(uid, order.orderId, order.addressInfo);
  const { address, editing, loading } = delivery;
  const { paying, pay } = usePayment(order, address, delivery.edit, steps);
  const [method, setMethod] = useState<"online" | "cod">("online");
  // A COD order opened here is paid online; one placed in this tab is on its way to its page.
  const choosing = order.status === "pending" || method === "cod";
  // While the form is open, what it holds is not saved yet: pay once it is.
  const canPay = order.items.length > 0 && address.name.trim() !== "" && !editing;
  // docs/product.md §2: a name and phone are no address; a street address is.
  const shown = address.address.trim() !== "";
  const count = itemCount(order.items);
  const total = formatINR(order.amount);

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
    <section className="page checkout-page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <p className="checkout-order-ref">
        Order <span className="checkout-order-id">#{shortOrderId(order.orderId)}</span>
      </p>
      <div className="summary-layout checkout-layout">
        <CheckoutStep
          number={1}
          title="Delivery Address"
          titleId="address-step-title"
          aside={
            !editing &&
            !loading && (
              <button
                ref={actionRef}
                type="button"
                className={`${buttonClass("outline", "sm")} checkout-step-action`}
                // While a payment runs, the address it was started with stays put.
                disabled={paying}
                onClick={delivery.edit}
              >
                {shown ? "Edit" : "Add Address"}
              </button>
            )
          }
        >
          {loading ? (
            <p className="checkout-address-empty" role="status">
              Loading…
            </p>
          ) : editing ? (
            <AddressForm
              initial={address}
              saving={delivery.saving}
              canCancel={hasAnyAddress(address)}
              onSave={(next, keep) => void delivery.save(next, keep)}
              onCancel={delivery.cancel}
            />
          ) : shown ? (
            // Only the lines that are known: never a bare "Pincode" label.
            <address ref={addressRef} className="checkout-address" tabIndex={-1}>
              {address.name && <strong>{address.name}</strong>}
              <span>{address.address}</span>
              {(address.city || address.state) && (
                <span>{[address.city, address.state].filter(Boolean).join(", ")}</span>
              )}
              {address.pincode && <span>Pincode {address.pincode}</span>}
              {address.phone && <span>Phone {address.phone}</span>}
              {address.gstin && <span>GSTIN {address.gstin}</span>}
            </address>
          ) : (
            <p className="checkout-address-empty">Please add delivery address</p>
          )}
        </CheckoutStep>
        <CheckoutStep
          number={2}
          title="Order Summary"
          titleId="summary-step-title"
          className="summary-sticky"
          aside={
            <span className="checkout-step-count">
              {count} {count === 1 ? "item" : "items"}
            </span>
          }
        >
          <OrderItemList items={order.items} label="Items in this order" />
          {choosing && (
            <fieldset className="variant-selector" disabled={paying}>
              <legend>Payment method</legend>
              <div className="variant-options stack-2">
                {(["online", "cod"] as const).map((key) => (
                  <label key={key} className="variant-option">
                    <input
                      type="radio"
                      name="payment-method"
                      checked={method === key}
                      onChange={() => setMethod(key)}
                    />
                    <span>{key === "cod" ? COD_TEXT.cashOnDelivery : COD_TEXT.payOnline}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <CheckoutDiscount order={order} disabled={paying} />
          <dl className="checkout-total" data-toast-avoid>
            <dt>Grand Total</dt>
            <dd>{total}</dd>
          </dl>
          {method === "cod" ? (
            <Suspense fallback={<p role="status">Loading…</p>}>
              <CodCheckout order={order} address={address} editing={editing} />
            </Suspense>
          ) : (
            <>
              <button
                type="button"
                className={`${buttonClass("primary", "lg")} btn-block`}
                disabled={paying || !canPay}
                aria-busy={paying}
                data-toast-avoid
                onClick={() => void pay()}
              >
                {paying ? "Processing payment…" : `Proceed to Payment ${total}`}
              </button>
              <p className="checkout-secure">Payments are processed securely by Razorpay.</p>
            </>
          )}
          {editing && <p className="checkout-hint">Save your delivery address to continue.</p>}
        </CheckoutStep>
      </div>
    </section>
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

type StepProps = Record<"title" | "titleId", string> & Partial<Record<"className", string>>;

/** `aside`: what sits at the end of the step's heading row (an Edit button, an item count). */
function CheckoutStep(props: StepProps & Record<"number" | "aside" | "children", ReactNode>) {
  const { number, title, titleId, aside, className = "", children } = props;
  return (
    <section className={`checkout-step card ${className}`} aria-labelledby={titleId}>
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
