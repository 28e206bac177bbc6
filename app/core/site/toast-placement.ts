/**
 * Where toasts go (spec §9 toasts): at the top, under the header, unless a menu or list that is open right now
 * would be under them — then at the bottom, above the phone's tab bar and the player. A pure rule: the caller
 * measures the open menus and the window.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type ToastSide = "top" | "bottom";

/** The band a toast stack takes: as wide as a toast (92% of a phone's width, 380 px at most), centred. */
export const TOAST_WIDTH_PX = 380;
export const TOAST_BAND_HEIGHT_PX = 140;

export function toastBand(
  side: ToastSide,
  view: { width: number; height: number },
  offsets: { top: number; bottom: number },
): Box {
  const width = Math.min(view.width * 0.92, TOAST_WIDTH_PX);
  const left = (view.width - width) / 2;
  return side === "top"
    ? { left, right: left + width, top: offsets.top, bottom: offsets.top + TOAST_BAND_HEIGHT_PX }
    : {
        left,
        right: left + width,
        top: view.height - offsets.bottom - TOAST_BAND_HEIGHT_PX,
        bottom: view.height - offsets.bottom,
      };
}

function overlapArea(a: Box, b: Box): number {
  const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return x > 0 && y > 0 ? x * y : 0;
}

/** The top unless an open menu is where the toasts would be there; then the side that covers less of the menus. */
export function toastSide(
  openMenus: readonly Box[],
  view: { width: number; height: number },
  offsets: { top: number; bottom: number },
): ToastSide {
  const covered = (side: ToastSide) => {
    const band = toastBand(side, view, offsets);
    return openMenus.reduce((sum, menu) => sum + overlapArea(band, menu), 0);
  };
  const top = covered("top");
  if (top === 0) return "top";
  return covered("bottom") < top ? "bottom" : "top";
}
