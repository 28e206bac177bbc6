import { AlertTriangle, CheckCircle2, Info, X, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Toaster as SonnerToaster, toast as sonner } from "sonner";
import { type Box, type ToastSide, toastSide } from "~/core/site/toast-placement";
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
  const place = useToastPlace();
  return (
    <>
      <SonnerToaster
        position={place.side === "top" ? "top-center" : "bottom-center"}
        offset={{ top: 72, bottom: place.bottom }}
        mobileOffset={{ top: 64, bottom: place.bottom }}
        containerAriaLabel="Notifications"
        toastOptions={{ unstyled: true }}
      />
      <Ready onReady={onReady} />
    </>
  );
}

/**
 * Toasts go where no open menu is (app/core/site/toast-placement.ts): measured again whenever something on the page opens
 * or closes (aria-expanded, hidden, Radix's data-state, a portal added), at most once a frame.
 */
function useToastPlace(): { side: ToastSide; bottom: number } {
  const [place, setPlace] = useState<{ side: ToastSide; bottom: number }>({ side: "top", bottom: 24 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const view = { width: window.innerWidth, height: window.innerHeight };
      const phone = !window.matchMedia("(min-width: 768px)").matches;
      const bottom = bottomOffset(view.height);
      const side = toastSide(openMenuBoxes(), view, { top: phone ? 64 : 72, bottom });
      setPlace((old) => (old.side === side && old.bottom === bottom ? old : { side, bottom }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-expanded", "hidden", "data-state"],
    });
    window.addEventListener("resize", schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
  return place;
}

/** Above the phone's tab bar (and the player on it), or above the desktop player bar. */
function bottomOffset(viewHeight: number): number {
  const tabBar = document.querySelector('nav[aria-label="Tab bar"]');
  const top = tabBar && getComputedStyle(tabBar).display !== "none" ? tabBar.getBoundingClientRect().top : null;
  if (top !== null && top < viewHeight) return Math.round(viewHeight - top + 12);
  return document.documentElement.dataset.miniPlayer === "true" ? 88 : 24;
}

/** The boxes of what is open now: a menu or list that a pressed control expands, Radix menus, listboxes. */
function openMenuBoxes(): Box[] {
  const boxes: Box[] = [];
  const add = (el: Element | null) => {
    if (!el || el.closest("[data-sonner-toaster]")) return;
    const box = el.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden") boxes.push(box);
  };
  for (const control of document.querySelectorAll('[aria-expanded="true"][aria-controls]')) {
    add(document.getElementById(control.getAttribute("aria-controls") ?? ""));
  }
  for (const menu of document.querySelectorAll('[role="menu"], [role="listbox"]')) add(menu);
  return boxes;
}

// Effects run child by child in order, so this one runs after SonnerToaster's own subscription effect.
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
