import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { AlertTriangle, Info, ShieldAlert } from "lucide-react";
import { buttonClasses } from "./button";
import { cn } from "./cn";
import { CONFIRM_DEFAULTS, type ConfirmOptions, type ConfirmType } from "./confirm-dialog";

/** The confirm dialog itself (Radix AlertDialog), loaded the first time a confirmation is asked for. */

const typeStyles: Record<ConfirmType, { icon: typeof Info; iconClass: string; confirm: "primary" | "danger" }> = {
  info: { icon: Info, iconClass: "bg-[#082f49] text-info", confirm: "primary" },
  warning: { icon: AlertTriangle, iconClass: "bg-[#3a2606] text-warning", confirm: "primary" },
  danger: { icon: ShieldAlert, iconClass: "bg-[#3b0f0f] text-danger", confirm: "danger" },
};

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  /** Focused again when the dialog closes, while it is still on the page (a revoked row's button may be gone). */
  returnFocusTo?: { current: HTMLElement | null };
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, onConfirm, onCancel, returnFocusTo, ...options }: ConfirmDialogProps) {
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
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
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

export default ConfirmDialog;
