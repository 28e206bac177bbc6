import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Toaster as SonnerToaster, toast as sonner } from "sonner";
import { cn } from "./cn";

import { TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULT_TYPE, type ToastOptions, type ToastType } from "./toast";

/**
 * The toast renderer (sonner). Loaded on the first toast only — see ./toast.tsx — so a first page view
 * does not download it.
 */

const styles: Record<ToastType, { icon: typeof Info; ring: string; iconColor: string; label: string }> = {
  success: { icon: CheckCircle2, ring: "border-[#166534]", iconColor: "text-success", label: "Success" },
  error: { icon: XCircle, ring: "border-[#991b1b]", iconColor: "text-danger", label: "Error" },
  warning: { icon: AlertTriangle, ring: "border-[#92400e]", iconColor: "text-warning", label: "Warning" },
  info: { icon: Info, ring: "border-[#075985]", iconColor: "text-info", label: "Info" },
};

/** Shows a toast; clicking it or its × dismisses it. Returns its id. */
export function showToastNow(message: string, options: ToastOptions = {}): string | number {
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

/** Sonner's toaster; `onReady` runs once it has subscribed, so a toast shown right after is not lost. */
export function RealToaster({ onReady }: { onReady: () => void }) {
  return (
    <>
      <SonnerToaster
        position="top-center"
        offset={{ top: 72 }}
        mobileOffset={{ top: 64 }}
        containerAriaLabel="Notifications"
        toastOptions={{ unstyled: true }}
      />
      <Ready onReady={onReady} />
    </>
  );
}

// Effects run child by child in order, so this one runs after SonnerToaster's own subscription effect.
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
