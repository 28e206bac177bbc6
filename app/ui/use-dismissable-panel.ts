import { type RefObject, useEffect } from "react";

/**
 * A disclosure's panel (the header's More menu, the share options) closes on Escape, which gives focus back to its
 * button, and on a press anywhere outside the panel and the button. Listens only while the panel is open.
 */
export function useDismissablePanel(
  open: boolean,
  close: () => void,
  buttonRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: close is a fresh closure each render and only sets state
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, buttonRef, panelRef]);
}
