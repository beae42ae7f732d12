import { paths, signedInRoutes } from "./app/routes";
import { startSessionListener, useSession } from "./features/auth/session";
import "./styles/global.css";

/**
 * The entry: small, so it runs while React and the app (./app/start) are
 * still downloading. A signed-in page (/cart, /myOrders, /payment) can show
 * nothing of its own until Auth has checked the saved sign-in, so that check
 * starts here, beside React's download instead of after it; on My Orders the
 * read of the orders then starts the moment Auth answers. On every other
 * page Auth waits until after the first paint (app/layout/Layout).
 */
const { pathname } = window.location;
if (signedInRoutes.includes(pathname)) {
  if (pathname === paths.myOrders) readOrdersOnSignIn();
  startSessionListener();
}

void import("./app/start");

function readOrdersOnSignIn() {
  const ordersRest = import("./lib/ordersRest");
  // Subscribed before React is: called first when Auth answers, so the page
  // (if React is already there) takes this read instead of starting its own.
  const stop = useSession.subscribe(({ status, user }) => {
    if (status === "loading") return;
    stop();
    // If the module cannot load, the page reads (and reports) for itself.
    if (user) ordersRest.then((m) => m.prefetchPaidOrders(user.uid)).catch(() => undefined);
  });
}
