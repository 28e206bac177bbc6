import type { ShellRole } from "~/core/access/shell-roles";
import type { Viewer } from "~/core/access/viewer";
import type { Flags } from "./flags";

/** What the root loader gives every page's frame (header, footer, radio, consent, error reporting). */
export interface ShellData {
  flags: Flags;
  viewer: Viewer;
  brandName: string;
  productSlug: string;
  whatsappNumber: string;
  year: number;
  /** GOOGLE_CLIENT_ID/SECRET are set: "Login with Google" is shown (docs/decisions/004-google-sign-in.md). */
  googleEnabled: boolean;
  /** The signed-in user's user_roles (getUserRoles); the role switcher shows with more than one. */
  roles: ShellRole[];
  /** SOUNDCLOUD_WIDGET_URL: the widget page the radio plays SoundCloud tracks through. */
  soundcloudWidgetUrl: string;
  /** ANALYTICS_MEASUREMENT_ID (null = no analytics provider) and ANALYTICS_TAG_URL. */
  analyticsMeasurementId: string | null;
  analyticsTagUrl: string;
  /** SENTRY_DSN (null = no error reporting) and the signed-in user's id, the only personal data reported. */
  sentryDsn: string | null;
  userId: string | null;
}
