import { create } from "zustand";

const KINDS = ["success", "error", "info", "warning"] as const;
export type ToastKind = (typeof KINDS)[number];
/** A newer toast of a topic replaces the older, so no message contradicts the outcome. */
export type ToastTopic = "order" | "address" | "payment" | "sign-in" | "register";
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  topic?: ToastTopic | undefined;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string, topic?: ToastTopic) => void;
  dismiss: (id: number) => void;
}

const TOAST_MS = 4000;
/** More would climb over the page (a phone shows two of these, components.css). */
export const MAX_TOASTS = 3;
let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, message, topic) => {
    const id = nextId++;
    // The same message again (four taps on +) is one toast, shown as the newest, for its full time.
    const others = get().toasts.filter(
      (t) => (t.kind !== kind || t.message !== message) && (!topic || t.topic !== topic),
    );
    set({ toasts: [...others, { id, kind, message, topic }].slice(-MAX_TOASTS) });
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** Toasts from anywhere (hooks, api modules) without prop drilling; a topic replaces its last. */
export const toast = Object.fromEntries(
  KINDS.map((kind) => [
    kind,
    (message: string, topic?: ToastTopic) => useToastStore.getState().show(kind, message, topic),
  ]),
) as Record<ToastKind, (message: string, topic?: ToastTopic) => void>;
