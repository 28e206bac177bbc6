import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useRef, useState } from "react";

// Radix AlertDialog stays out of the first load: the dialog is fetched when a confirmation is first asked for.
const ConfirmDialog = lazy(() => import("./confirm-dialog-view"));

export type ConfirmType = "info" | "warning" | "danger";

/** Spec §2: title defaults to 'Confirm Action'; buttons Cancel and Confirm; types info, warning, danger. */
export const CONFIRM_DEFAULTS = {
  title: "Confirm Action",
  confirmLabel: "Confirm",
  cancelLabel: "Cancel",
  type: "info",
} as const;

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  type?: ConfirmType;
}

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<ConfirmFn | null>(null);

/** Provides `useConfirm()`: `if (await confirm({ message, type: "danger" })) …`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<(ConfirmOptions & { open: boolean }) | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  // Opened from code, not from a Radix trigger: the dialog gives focus back to what had it (the button pressed).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const confirm = useCallback<ConfirmFn>((options) => {
    resolver.current?.(false);
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ ...options, open: true });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setState((s) => (s ? { ...s, open: false } : s));
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...state}
            returnFocusTo={returnFocusTo}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  // Spec §8: a context used outside its provider throws (developer-facing).
  if (!confirm) throw new Error("useConfirm must be used within a ConfirmProvider");
  return confirm;
}
