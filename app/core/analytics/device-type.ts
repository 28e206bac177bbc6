import Bowser from "bowser";

/**
 * Spec §9 "Device types: tablet, mobile, desktop", read from a view's stored user agent with a maintained parser
 * (bowser) rather than our own regexes: iPadOS, Android tablets and the many phone brands are its job. Server-side
 * only (the dashboard's loader folds grouped user agents), so the parser never reaches a public page's JS.
 */
export const DEVICE_TYPES = ["mobile", "desktop", "tablet"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  mobile: "Phone",
  desktop: "Desktop",
  tablet: "Tablet",
};

/**
 * tablet or mobile when the parser says so; everything else — desktops, TVs, bots, an empty or missing agent — is
 * desktop, so every view lands in one of the spec's three types.
 */
export function deviceType(userAgent: string | null | undefined): DeviceType {
  const ua = userAgent?.trim();
  if (!ua) return "desktop";
  try {
    const type = Bowser.parse(ua).platform.type;
    if (type === "tablet") return "tablet";
    if (type === "mobile") return "mobile";
  } catch {
    // An agent the parser cannot read is counted as a desktop, not lost.
  }
  return "desktop";
}

/** Views grouped by user agent → a count per device type, every type present, in DEVICE_TYPES order. */
export function countDevices(rows: readonly { userAgent: string | null; n: number }[]): {
  device: DeviceType;
  views: number;
}[] {
  const counts: Record<DeviceType, number> = { mobile: 0, desktop: 0, tablet: 0 };
  for (const row of rows) counts[deviceType(row.userAgent)] += row.n;
  return DEVICE_TYPES.map((device) => ({ device, views: counts[device] }));
}
