import type { PressPhotoWidth, RiderKind } from "~/core/press/press-kit";

/**
 * Where a press kit's files are stored. The names carry no image or PDF extension on purpose: GET /uploads/* serves
 * only *.webp and *.avif, so these files are reachable only through /dj/{slug}/press/…, which refuses them while the
 * kit is link-only (decision 058).
 */
export function pressPhotoKey(djProfileId: string, version: string, size: PressPhotoWidth | "original"): string {
  return `press/${djProfileId}/${version}-${size === "original" ? "original" : `w${size}`}`;
}

export function riderKey(djProfileId: string, kind: RiderKind, version: string): string {
  return `press/${djProfileId}/${kind}-rider-${version}`;
}
