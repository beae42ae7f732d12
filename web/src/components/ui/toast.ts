import { create } from "zustand";

export type ToastKind = "success" | "error" | "info" | "warning";
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string) => void;
  dismiss: (id: number) => void;
}

const TOAST_MS = 4000;
/**
 * The most toasts on screen at once: the newest. More would climb over the
 * page (a phone shows two of these, components.css).
 */
export const MAX_TOASTS = 3;
let nextId = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, message) => {
    const id = nextId++;
    // The same message again (four taps on +) is one toast, shown as the newest, for its full time.
    const others = get().toasts.filter((t) => t.kind !== kind || t.message !== message);
    set({ toasts: [...others, { id, kind, message }].slice(-MAX_TOASTS) });
    setTimeout(() => get().dismiss(id), TOAST_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** Toasts from anywhere (hooks, api modules) without prop drilling. */
export const toast = {
  success: (message: string) => useToastStore.getState().show("success", message),
  error: (message: string) => useToastStore.getState().show("error", message),
  info: (message: string) => useToastStore.getState().show("info", message),
  warning: (message: string) => useToastStore.getState().show("warning", message),
};
