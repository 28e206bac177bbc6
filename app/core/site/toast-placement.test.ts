import { describe, expect, it } from "vitest";
import { toastBand, toastSide } from "./toast-placement";

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const offsets = { top: 64, bottom: 132 };

describe("toastSide", () => {
  it("puts toasts at the top when no menu is open", () => {
    expect(toastSide([], phone, offsets)).toBe("top");
  });

  it("moves them to the bottom when an open menu is under the top band", () => {
    // The account menu opening under the header on a phone.
    expect(toastSide([{ left: 94, top: 60, right: 382, bottom: 420 }], phone, offsets)).toBe("bottom");
    // The search suggestions under the header's field on a desktop.
    expect(toastSide([{ left: 521, top: 56, right: 937, bottom: 400 }], desktop, offsets)).toBe("bottom");
  });

  it("stays at the top when the open menu is beside the toasts or lower down", () => {
    expect(toastSide([{ left: 920, top: 60, right: 1210, bottom: 400 }], desktop, offsets)).toBe("top");
    expect(toastSide([{ left: 12, top: 520, right: 378, bottom: 700 }], phone, offsets)).toBe("top");
  });

  it("picks the side that covers less when menus are at both", () => {
    const menus = [
      { left: 0, top: 60, right: 390, bottom: 100 },
      { left: 0, top: 560, right: 390, bottom: 712 },
    ];
    expect(toastSide(menus, phone, offsets)).toBe("top");
  });

  it("measures a band as wide as a toast, centred, inside the offsets", () => {
    expect(toastBand("top", desktop, offsets)).toEqual({ left: 450, right: 830, top: 64, bottom: 204 });
    expect(toastBand("bottom", phone, offsets).bottom).toBe(844 - 132);
  });
});
