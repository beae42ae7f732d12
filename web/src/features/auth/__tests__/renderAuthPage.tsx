import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { useToastStore } from "../../../components/ui/toast";

/** Renders an account page at its route, with stand-ins for where it leads. */
export function renderAuthPage(path: "/login" | "/register", page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/register" element={<h1>Register page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

export function toastMessages(): string[] {
  return useToastStore.getState().toasts.map((t) => `${t.kind}: ${t.message}`);
}

export function resetToasts() {
  useToastStore.setState({ toasts: [] });
}

/** What the Auth SDK rejects with: a code and its raw "Firebase: …" message. */
export function firebaseError(code: string) {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
