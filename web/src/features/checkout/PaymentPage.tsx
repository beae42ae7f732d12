import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { shortOrderId } from "@shop/domain";
import { paths } from "../../config/paths";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { PageLoading } from "../../components/ui/PageLoading";
import { toast } from "../../components/ui/toast";
import { useSession } from "../auth";
import { useOrder, watchOrder } from "../orders";
import { CheckoutSteps } from "./components/CheckoutSteps";
import { usePaymentFlow } from "./hooks/usePayment";
import { CHECKOUT_MESSAGES, NO_ORDER_REDIRECT_MS } from "./checkoutMessages";
import "./checkout.css";

/** docs/product.md §2 Checkout (/payment?orderId=…). Signed-out visitors are sent to /login by the guard. */
export default function PaymentPage() {
  const orderId = useSearchParams()[0].get("orderId");
  // Keyed: a code applied here moves to a new order, which starts afresh.
  return orderId ? <OrderCheckout key={orderId} orderId={orderId} /> : <NoOrderId />;
}

const TO_CART = { to: paths.cart, label: "Go Back to Cart" };
const PAID =
  "This order has been paid, so there is nothing more to pay. You can follow it in My Orders.";

function OrderCheckout({ orderId }: { orderId: string }) {
  const uid = useSession((s) => s.user?.uid);
  // Live, so a payment confirmed in another tab or by the webhook shows at once (docs/product.md §4).
  const live = useOrder(uid, orderId, watchOrder, toast.error);
  const flow = usePaymentFlow(live.state === "ready" ? live.order : undefined);
  if (live.state === "loading") return <PageLoading />;
  if (live.state === "error") return notice("Error", live.message, TO_CART, "error");
  if (live.state === "not-found") {
    const text = "We could not find this order in your account.";
    return notice("No Order Found", text, { to: paths.products, label: "Go to Products" });
  }
  if (flow.view === "paid") {
    return notice("Order Paid", PAID, { to: paths.myOrders, label: "View My Orders" }, "success");
  }
  // The spec's 'Error' state: the one that leads back to the cart.
  if (flow.view === "closed" && flow.closure) {
    return notice("Error", CHECKOUT_MESSAGES.closed[flow.closure.reason], TO_CART, "error");
  }
  // No pay button here: the money is taken, and a second payment must not start.
  if (flow.view === "confirming") {
    const order = <p>Order #{shortOrderId(orderId)}</p>;
    return notice("Confirming Your Payment", CHECKOUT_MESSAGES.confirming, null, "neutral", order);
  }
  return <CheckoutSteps order={live.order} uid={uid ?? live.order.userID} steps={flow} />;
}

/** docs/product.md §8/§9: no order id, a message, then back to the cart after 3 s. */
function NoOrderId() {
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (!told.current) toast.error(CHECKOUT_MESSAGES.noOrderId);
    told.current = true;
    const timer = setTimeout(() => navigate(paths.cart, { replace: true }), NO_ORDER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return notice("No Order Found", CHECKOUT_MESSAGES.noOrderId, TO_CART);
}

/** The checkout's non-order states (docs/product.md §2); one with no way on is the live status
 * the page waits on. */
function notice(
  title: string,
  text: string,
  action: { to: string; label: string } | null,
  tone: "neutral" | "error" | "success" = "neutral",
  more?: ReactNode,
) {
  return (
    <section className="page narrow checkout-notice" aria-labelledby="checkout-notice-title">
      <div className={`card checkout-notice-card is-${tone}`}>
        <h1 id="checkout-notice-title">{title}</h1>
        <div className="checkout-notice-text">
          <p role={action ? undefined : "status"}>{text}</p>
          {more}
        </div>
        {action && (
          <ButtonLink to={action.to} size="lg">
            {action.label}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
