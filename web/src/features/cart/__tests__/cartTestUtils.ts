import { useToastStore } from "../../../components/ui/toast";
import { useSession } from "../../auth/session";

/** Drives the real session store the way Firebase Auth's listener would. */
export function signInAs(uid: string): void {
  useSession.setState({
    status: "signed-in",
    user: {
      uid,
      email: `${uid}@example.in`,
      displayName: uid,
      photoURL: null,
      emailVerified: true,
    },
    isAdmin: false,
  });
}

export function signOut(): void {
  useSession.setState({ status: "signed-out", user: null, isAdmin: false });
}

/** Toasts shown so far, as [kind, message]. */
export function toasts(): [string, string][] {
  return useToastStore.getState().toasts.map((t) => [t.kind, t.message]);
}

export function resetToasts(): void {
  useToastStore.setState({ toasts: [] });
}

export function stored(uid: string): unknown {
  const raw = window.localStorage.getItem(`cart:${uid}`);
  return raw === null ? null : JSON.parse(raw);
}

export function store(uid: string, value: unknown): void {
  window.localStorage.setItem(`cart:${uid}`, JSON.stringify(value));
}

/** What the browser does in this tab when another tab writes localStorage. */
export function otherTabWrote(key: string | null, value: unknown): void {
  if (key !== null) {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } else {
    window.localStorage.clear();
  }
  window.dispatchEvent(
    new StorageEvent("storage", {
      key,
      newValue: value === null ? null : JSON.stringify(value),
      storageArea: window.localStorage,
    }),
  );
}

export const SMART = "semiAutomatic-1";
export const SEMI = "SemiAutomatic-2";
export const MOTAR = "Motar_Compatible" as const;
export const STARTER = "Starter_Compatible" as const;
