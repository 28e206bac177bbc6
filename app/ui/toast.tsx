import { type ComponentType, useEffect, useState } from "react";

/**
 * Toasts (spec §9) without putting sonner into every page's first load: `showToast` loads the renderer
 * (./toast-view) on first use, mounts the toaster, then shows the toast. Callers keep a synchronous API.
 */

export type ToastType = "success" | "error" | "warning" | "info";

/** Spec §9: toasts default to type info and 3000 ms. */
export const TOAST_DEFAULT_TYPE: ToastType = "info";
export const TOAST_DEFAULT_DURATION_MS = 3000;

export interface ToastOptions {
  type?: ToastType;
  duration?: number;
  description?: string;
}

type ToastView = typeof import("./toast-view");

let view: Promise<ToastView> | null = null;
const loadView = () => {
  view ??= import("./toast-view");
  return view;
};

/** Resolves once the shell's <Toaster /> has mounted the real toaster. */
let mounted: Promise<void> | null = null;
let requestMount: (() => Promise<void>) | null = null;

/** Shows a toast; clicking it or its × dismisses it. */
export function showToast(message: string, options: ToastOptions = {}): void {
  if (typeof window === "undefined") return;
  // Before the shell has mounted (very early in hydration) the toast waits for nothing but the renderer.
  if (!mounted && requestMount) mounted = requestMount();
  void Promise.all([loadView(), mounted]).then(([module]) => module.showToastNow(message, options));
}

export const toast = {
  show: showToast,
  success: (message: string, options?: Omit<ToastOptions, "type">) =>
    showToast(message, { ...options, type: "success" }),
  error: (message: string, options?: Omit<ToastOptions, "type">) => showToast(message, { ...options, type: "error" }),
  warning: (message: string, options?: Omit<ToastOptions, "type">) =>
    showToast(message, { ...options, type: "warning" }),
  info: (message: string, options?: Omit<ToastOptions, "type">) => showToast(message, { ...options, type: "info" }),
};

/** Placeholder in the shell; renders sonner's toaster only after the first toast asks for it. */
export function Toaster() {
  const [Real, setReal] = useState<ComponentType<{ onReady: () => void }> | null>(null);
  const [ready, setReady] = useState<(() => void) | null>(null);
  useEffect(() => {
    requestMount = () =>
      new Promise<void>((resolve) => {
        setReady(() => resolve);
        void loadView().then((module) => setReal(() => module.RealToaster));
      });
    return () => {
      requestMount = null;
      mounted = null;
    };
  }, []);
  return Real && ready ? <Real onReady={ready} /> : null;
}
