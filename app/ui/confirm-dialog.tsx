import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { AlertTriangle, Info, ShieldAlert } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { buttonClasses } from "./button";
import { cn } from "./cn";

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

const typeStyles: Record<ConfirmType, { icon: typeof Info; iconClass: string; confirm: "primary" | "danger" }> = {
  info: { icon: Info, iconClass: "bg-[#082f49] text-info", confirm: "primary" },
  warning: { icon: AlertTriangle, iconClass: "bg-[#3a2606] text-warning", confirm: "primary" },
  danger: { icon: ShieldAlert, iconClass: "bg-[#3b0f0f] text-danger", confirm: "danger" },
};

interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, onConfirm, onCancel, ...options }: ConfirmDialogProps) {
  const title = options.title ?? CONFIRM_DEFAULTS.title;
  const type = options.type ?? CONFIRM_DEFAULTS.type;
  const style = typeStyles[type];
  const Icon = style.icon;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (!next ? onCancel() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          data-confirm-type={type}
          className="fixed top-1/2 left-1/2 z-[81] w-[min(92vw,440px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-2xl shadow-black/60"
        >
          <div className="flex items-start gap-4">
            <span className={cn("grid size-10 shrink-0 place-items-center rounded-full", style.iconClass)}>
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <AlertDialog.Title className="font-display text-lg font-semibold">{title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-muted">
                {options.message}
              </AlertDialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("secondary", "md")} onClick={onCancel}>
              {options.cancelLabel ?? CONFIRM_DEFAULTS.cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClasses(style.confirm, "md")} onClick={onConfirm}>
              {options.confirmLabel ?? CONFIRM_DEFAULTS.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<ConfirmFn | null>(null);

/** Provides `useConfirm()`: `if (await confirm({ message, type: "danger" })) …`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<(ConfirmOptions & { open: boolean }) | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const confirm = useCallback<ConfirmFn>((options) => {
    resolver.current?.(false);
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
      {state ? <ConfirmDialog {...state} onConfirm={() => settle(true)} onCancel={() => settle(false)} /> : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  // Spec §8: a context used outside its provider throws (developer-facing).
  if (!confirm) throw new Error("useConfirm must be used within a ConfirmProvider");
  return confirm;
}
