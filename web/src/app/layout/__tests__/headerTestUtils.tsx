import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { useSession, type SessionUser } from "../../../features/auth/session";
import { useCartStore } from "../../../features/cart/cartStore";
import { Header } from "../Header";

export const PRIYA: SessionUser = {
  uid: "u1",
  email: "priya.sharma@example.com",
  displayName: "Priya Sharma",
  photoURL: null,
  emailVerified: true,
};

export function signIn(user: SessionUser = PRIYA) {
  useSession.setState({ status: "signed-in", user, isAdmin: false });
}

export function signOut() {
  useSession.setState({ status: "signed-out", user: null, isAdmin: false });
}

export function resetStores() {
  useSession.setState({ status: "loading", user: null, isAdmin: false });
  useCartStore.setState({ lines: [] });
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The header on a route, with a probe showing where navigation went. */
export function renderHeader(path = "/products") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <button type="button">Elsewhere on the page</button>
    </MemoryRouter>,
  );
}
