import { momentLabel } from "~/core/calendar/calendar";
import { RIDER_LABELS, type RiderKind } from "./press-kit";

/**
 * Personal press-kit links sent with a reply to a booking inquiry (decision 058, "Personal links"): pure rules — the
 * token's shape, expiry, what the polite page says, and the inquiry history's line about opens and downloads.
 */

/** A personal link lasts 90 days unless it is revoked or replaced first. */
export const PRESS_LINK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes as base64url: 43 characters. Anything else is answered like an unknown token without a read. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export function isPressLinkToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_SHAPE.test(value);
}

export function pressLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + PRESS_LINK_DAYS * DAY_MS);
}

/** The personal link's page; its files hang below it. */
export const pressLinkPath = (token: string) => `/press/${token}`;
export const pressLinkPdfPath = (token: string) => `/press/${token}/kit.pdf`;
export const pressLinkRiderPath = (token: string, kind: RiderKind) => `/press/${token}/riders/${kind}`;
export const pressLinkPhotoPath = (token: string, photoId: string, size: 640 | 1600 | "original") =>
  `/press/${token}/photos/${photoId}-${size === "original" ? "original" : `${size}.webp`}`;

/** What a reply's timeline entry says in place of the link (the token itself is kept nowhere). */
export const PRESS_LINK_ATTACHED = "Press kit sent as a personal link";

export type PressLinkState = "active" | "expired" | "revoked";

/** Revoked wins over expired: a revoked link is "no longer active" whatever its date. */
export function pressLinkState(link: { expiresAt: Date; revokedAt: Date | null }, now: Date): PressLinkState {
  if (link.revokedAt) return "revoked";
  return link.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/**
 * The polite page. Unknown and revoked read the same (never telling whether a token existed); only an expired link —
 * one that certainly was sent, to whoever holds it — says so and offers the public kit when there is one.
 */
export function pressLinkGoneCopy(state: "expired" | "gone"): { title: string; body: string } {
  return state === "expired"
    ? {
        title: "This press kit link has expired",
        body: `Personal press kit links last ${PRESS_LINK_DAYS} days. Ask the DJ's team for a new one if you still need it.`,
      }
    : {
        title: "This press kit link is no longer active",
        body: "The link may have been replaced or withdrawn. Ask the DJ's team for a new one if you still need it.",
      };
}

export type PressDownloadFile = RiderKind | "photo" | "pdf";

/** What a download is called on the inquiry's history. */
export function pressDownloadLabel(file: PressDownloadFile, photoNumber?: number): string {
  if (file === "pdf") return "Press kit PDF";
  if (file === "photo") return photoNumber ? `Press photo ${photoNumber}` : "Press photo";
  return RIDER_LABELS[file];
}

export interface PressLinkActivity {
  openCount: number;
  lastOpenedAt: Date | null;
  downloads: readonly { label: string; at: Date }[];
}

/**
 * "Press kit opened 2 times, last Mon 7 Dec, 10:02 CET; downloaded: Technical rider" in the given zone (the DJ's).
 * Each file is named once, in the order first downloaded, with a count when it was taken more than once.
 */
export function pressLinkActivityLine(activity: PressLinkActivity, timeZone: string): string {
  const { openCount, lastOpenedAt, downloads } = activity;
  const opened =
    openCount === 0 || !lastOpenedAt
      ? "Press kit not opened yet"
      : `Press kit opened ${openCount === 1 ? "once" : `${openCount} times`}, last ${momentLabel(lastOpenedAt, timeZone)}`;
  if (downloads.length === 0) return opened;
  const counts = new Map<string, number>();
  for (const d of [...downloads].sort((a, b) => a.at.getTime() - b.at.getTime()))
    counts.set(d.label, (counts.get(d.label) ?? 0) + 1);
  const files = [...counts].map(([label, n]) => (n > 1 ? `${label} (${n}×)` : label)).join(", ");
  return `${opened}; downloaded: ${files}`;
}

/** An inquiry's personal link as its screen shows it (never the token: it was shown once, when made). */
export interface InquiryPressLinkView {
  state: PressLinkState;
  /** "Open until Sun 7 Mar 2027" / "Expired on …" / "Revoked on …", the DJ's days. */
  status: string;
  /** The history's line: opens and what was downloaded. */
  activity: string;
  downloads: { label: string; when: string }[];
  /** Opened at least once: the history shows the line. */
  opened: boolean;
}

export function inquiryPressLinkView(
  link: PressLinkActivity & { expiresAt: Date; revokedAt: Date | null },
  now: Date,
  timeZone: string,
): InquiryPressLinkView {
  const state = pressLinkState(link, now);
  const status =
    state === "revoked" && link.revokedAt
      ? `Revoked ${momentLabel(link.revokedAt, timeZone)}`
      : state === "expired"
        ? `Expired ${momentLabel(link.expiresAt, timeZone)}`
        : `Open until ${momentLabel(link.expiresAt, timeZone)}`;
  return {
    state,
    status,
    activity: pressLinkActivityLine(link, timeZone),
    downloads: link.downloads.map((d) => ({ label: d.label, when: momentLabel(d.at, timeZone) })),
    opened: link.openCount > 0 || link.downloads.length > 0,
  };
}
