import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { Toaster as SonnerToaster, toast as sonner } from "sonner";
import { cn } from "./cn";

export type ToastType = "success" | "error" | "warning" | "info";

/** Spec §9: toasts default to type info and 3000 ms. */
export const TOAST_DEFAULT_TYPE: ToastType = "info";
export const TOAST_DEFAULT_DURATION_MS = 3000;

const styles: Record<ToastType, { icon: typeof Info; ring: string; iconColor: string; label: string }> = {
  success: { icon: CheckCircle2, ring: "border-[#166534]", iconColor: "text-success", label: "Success" },
  error: { icon: XCircle, ring: "border-[#991b1b]", iconColor: "text-danger", label: "Error" },
  warning: { icon: AlertTriangle, ring: "border-[#92400e]", iconColor: "text-warning", label: "Warning" },
  info: { icon: Info, ring: "border-[#075985]", iconColor: "text-info", label: "Info" },
};

export interface ToastOptions {
  type?: ToastType;
  duration?: number;
  description?: string;
}

/** Shows a toast; clicking it or its × dismisses it. Returns its id. */
export function showToast(message: string, options: ToastOptions = {}): string | number {
  const type = options.type ?? TOAST_DEFAULT_TYPE;
  const style = styles[type];
  const Icon = style.icon;
  return sonner.custom(
    (id) => (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the × button is the keyboard path; clicking anywhere is a pointer shortcut
      // biome-ignore lint/a11y/noStaticElementInteractions: see above
      <div
        data-toast-type={type}
        onClick={() => sonner.dismiss(id)}
        className={cn(
          "flex w-[min(92vw,380px)] cursor-pointer items-start gap-3 rounded-xl border bg-surface-2 p-4 text-fg shadow-2xl shadow-black/50",
          style.ring,
        )}
      >
        <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", style.iconColor)} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">
            <span className="sr-only">{style.label}: </span>
            {message}
          </p>
          {options.description ? <p className="mt-1 text-sm text-muted">{options.description}</p> : null}
        </div>
        <button
          type="button"
          aria-label="Dismiss notification"
          onClick={(event) => {
            event.stopPropagation();
            sonner.dismiss(id);
          }}
          className="-m-1 rounded-md p-1 text-muted hover:bg-surface hover:text-fg"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
    ),
    { duration: options.duration ?? TOAST_DEFAULT_DURATION_MS },
  );
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

export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      offset={{ top: 72 }}
      mobileOffset={{ top: 64 }}
      containerAriaLabel="Notifications"
      toastOptions={{ unstyled: true }}
    />
  );
}
