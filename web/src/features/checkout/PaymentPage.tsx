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
  const [params] = useSearchParams();
  const orderId = params.get("orderId");
  // Keyed: a code applied here moves to a new order, which starts afresh.
  return orderId ? <OrderCheckout key={orderId} orderId={orderId} /> : <NoOrderId />;
}

function OrderCheckout({ orderId }: { orderId: string }) {
  const uid = useSession((s) => s.user?.uid);
  // Live, so a payment confirmed in another tab or by the webhook shows at once (docs/product.md §4).
  const live = useOrder(uid, orderId, watchOrder, toast.error);
  const flow = usePaymentFlow(live.state === "ready" ? live.order : undefined);
  if (live.state === "loading") return <PageLoading />;
  if (live.state === "error") {
    return <CheckoutNotice title="Error" tone="error" text={live.message} action={TO_CART} />;
  }
  if (live.state === "not-found") {
    const text = "We could not find this order in your account.";
    return <CheckoutNotice title="No Order Found" text={text} action={TO_PRODUCTS} />;
  }
  if (flow.view === "paid") {
    const text =
      "This order has been paid, so there is nothing more to pay. You can follow it in My Orders.";
    return <CheckoutNotice title="Order Paid" tone="success" text={text} action={TO_MY_ORDERS} />;
  }
  if (flow.view === "closed" && flow.closure) {
    // The spec's 'Error' state: the one that leads back to the cart.
    const text = CHECKOUT_MESSAGES.closed[flow.closure.reason];
    return <CheckoutNotice title="Error" tone="error" text={text} action={TO_CART} />;
  }
  if (flow.view === "confirming") {
    // No pay button here: the money is taken, and a second payment must not start.
    return (
      <CheckoutNotice title="Confirming Your Payment" text={CHECKOUT_MESSAGES.confirming} status>
        <p>Order #{shortOrderId(orderId)}</p>
      </CheckoutNotice>
    );
  }
  return <CheckoutSteps order={live.order} uid={uid ?? live.order.userID} steps={flow} />;
}

/** docs/product.md §8/§9: no order id, a message, then back to the cart after 3 s. */
function NoOrderId() {
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (!told.current) {
      told.current = true;
      toast.error(CHECKOUT_MESSAGES.noOrderId);
    }
    const timer = setTimeout(() => navigate(paths.cart, { replace: true }), NO_ORDER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <CheckoutNotice title="No Order Found" text={CHECKOUT_MESSAGES.noOrderId} action={TO_CART} />
  );
}

const TO_CART = { to: paths.cart, label: "Go Back to Cart" };
const TO_PRODUCTS = { to: paths.products, label: "Go to Products" };
const TO_MY_ORDERS = { to: paths.myOrders, label: "View My Orders" };

interface Props {
  title: string;
  text: string;
  /** The text is the live status the page waits on (confirming). */
  status?: boolean;
  children?: ReactNode;
  /** Where the shopper can go from here; none while the page waits for the order by itself. */
  action?: { to: string; label: string };
  tone?: "neutral" | "error" | "success";
}

/** The checkout's non-order states (docs/product.md §2). */
function CheckoutNotice({ title, text, status, children, action, tone = "neutral" }: Props) {
  return (
    <section className="page narrow checkout-notice" aria-labelledby="checkout-notice-title">
      <div className={`card checkout-notice-card is-${tone}`}>
        <h1 id="checkout-notice-title">{title}</h1>
        <div className="checkout-notice-text">
          <p role={status ? "status" : undefined}>{text}</p>
          {children}
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
