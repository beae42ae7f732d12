import { afterEach, beforeEach } from "vitest";
import { useToastStore, type Toast } from "../../../components/ui/toast";
import { useSession } from "../../auth/session";
import { subscribeCartNotices, type CartNotice } from "../cartNotices";

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

// The screen keeps only the newest few toasts (toast.ts); tests read everything said.
let shown: Toast[] | undefined;
function toastLog(): Toast[] {
  if (!shown) {
    const log: Toast[] = (shown = []);
    useToastStore.subscribe(({ toasts: now }, { toasts: before }) => {
      log.push(...now.filter((t) => !before.some((b) => b.id === t.id)));
    });
  }
  return shown;
}

/** Toasts shown since the last reset, as [kind, message], including those the screen let go. */
export function toasts(): [string, string][] {
  return toastLog().map((t) => [t.kind, t.message]);
}

export function resetToasts(): void {
  useToastStore.setState({ toasts: [] });
  toastLog().length = 0;
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

/** A stored cart line, as version 1 keeps it. */
export const line = (productId: string, variantKey: string, quantity: number) => ({
  productId,
  variantKey,
  quantity,
});

/** The version 1 envelope of these lines. */
export const v1 = (...cartLines: unknown[]) => ({ state: { lines: cartLines }, version: 1 });

/** docs/product.md §3 "Cart item", as the earlier shop stored it (version 0). */
export const legacyItem = (overrides: Record<string, unknown>) => ({
  productId: SMART,
  productName: "Smart Controller",
  variantKey: MOTAR,
  variantName: MOTAR,
  price: "Rs 399.00",
  quantity: 1,
  image: "/old/smart.png",
  ...overrides,
});

/** The notices persistence reports during each test of the calling file, in order. */
export function recordNotices(): CartNotice[] {
  const notices: CartNotice[] = [];
  let stop = () => {};
  beforeEach(() => {
    notices.length = 0;
    stop = subscribeCartNotices((notice) => notices.push(notice));
  });
  afterEach(() => stop());
  return notices;
}
