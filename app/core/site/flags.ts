/**
 * The one typed model of Booth's feature flags (spec §3 Settings, §4 "Feature flags and defaults").
 *
 * Flags live in two tables: `settings` (key/value text) and `feature_flags` (key/enabled).
 * The route table, header, tab bar and footer all read the `Flags` object produced here, so a
 * link is never shown to a page that its gate would refuse.
 */

export type FlagName =
  | "radioEnabled"
  | "loginEnabled"
  | "paymentsEnabled"
  | "maintenanceMode"
  | "heroSystemEnabled"
  | "whatsappEnabled"
  | "eventsPageEnabled"
  | "mateDashboard2Enabled"
  | "eventAdminApproval"
  | "newsEnabled"
  | "frontPageNewsEnabled"
  | "venuesEnabled"
  | "hideFollowCount"
  | "newsPageEnabled"
  | "productionLinesEnabled";

export type Flags = Record<FlagName, boolean>;

export type FlagStore = "settings" | "feature_flags";

export interface FlagDefinition {
  name: FlagName;
  store: FlagStore;
  /** Row key in its table. */
  key: string;
  defaultValue: boolean;
  /** A flag the product never lets anyone switch on (spec §2: maintenance is hard-wired off). */
  hardWiredOff?: boolean;
  label: string;
}

export const FLAG_DEFINITIONS: readonly FlagDefinition[] = [
  { name: "radioEnabled", store: "settings", key: "feature_radio_enabled", defaultValue: true, label: "Radio" },
  { name: "loginEnabled", store: "settings", key: "feature_login_enabled", defaultValue: true, label: "Login" },
  {
    name: "paymentsEnabled",
    store: "settings",
    key: "feature_payments_enabled",
    defaultValue: true,
    label: "Payments",
  },
  {
    name: "maintenanceMode",
    store: "settings",
    key: "feature_maintenance_mode",
    defaultValue: false,
    hardWiredOff: true,
    label: "Maintenance mode",
  },
  {
    name: "heroSystemEnabled",
    store: "settings",
    key: "feature_hero_system_enabled",
    defaultValue: true,
    label: "Hero system",
  },
  {
    name: "whatsappEnabled",
    store: "settings",
    key: "feature_whatsapp_enabled",
    defaultValue: false,
    label: "WhatsApp",
  },
  {
    name: "eventsPageEnabled",
    store: "settings",
    key: "feature_events_page_enabled",
    defaultValue: false,
    label: "Events",
  },
  {
    name: "mateDashboard2Enabled",
    store: "settings",
    key: "feature_mate_dashboard_2_enabled",
    defaultValue: false,
    label: "Mate dashboard 2",
  },
  {
    name: "eventAdminApproval",
    store: "settings",
    key: "feature_event_admin_approval",
    defaultValue: false,
    label: "Event admin approval",
  },
  { name: "newsEnabled", store: "settings", key: "feature_news_enabled", defaultValue: true, label: "News" },
  {
    name: "frontPageNewsEnabled",
    store: "settings",
    key: "feature_front_page_news_enabled",
    defaultValue: true,
    label: "Front page news",
  },
  { name: "venuesEnabled", store: "settings", key: "feature_venues_enabled", defaultValue: true, label: "Venues" },
  {
    name: "hideFollowCount",
    store: "feature_flags",
    key: "hide_follow_count",
    defaultValue: false,
    label: "Hide follow count",
  },
  { name: "newsPageEnabled", store: "feature_flags", key: "news_page_enabled", defaultValue: true, label: "News page" },
  {
    name: "productionLinesEnabled",
    store: "feature_flags",
    key: "production_lines_enabled",
    defaultValue: true,
    label: "Production lines",
  },
];

export const DEFAULT_FLAGS: Flags = Object.freeze(
  Object.fromEntries(FLAG_DEFINITIONS.map((d) => [d.name, d.hardWiredOff ? false : d.defaultValue])) as Flags,
);

/** Reads a settings value ("true", "false", JSON booleans, 1/0, on/off); anything else is "not set". */
export function parseSettingValue(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== "string") return undefined;
  const v = value
    .trim()
    .toLowerCase()
    .replace(/^"(.*)"$/, "$1");
  if (v === "true" || v === "1" || v === "on" || v === "yes") return true;
  if (v === "false" || v === "0" || v === "off" || v === "no") return false;
  return undefined;
}

export interface FlagRows {
  settings: ReadonlyArray<{ key: string; value: unknown }>;
  featureFlags: ReadonlyArray<{ key: string; enabled: boolean | null }>;
}

/** Combines stored rows with the defaults. Unknown or unreadable values keep the default. */
export function resolveFlags(rows: FlagRows): Flags {
  const settings = new Map(rows.settings.map((r) => [r.key, r.value]));
  const featureFlags = new Map(rows.featureFlags.map((r) => [r.key, r.enabled]));
  const flags = { ...DEFAULT_FLAGS };
  for (const def of FLAG_DEFINITIONS) {
    if (def.hardWiredOff) continue;
    const stored =
      def.store === "settings" ? parseSettingValue(settings.get(def.key)) : (featureFlags.get(def.key) ?? undefined);
    if (typeof stored === "boolean") flags[def.name] = stored;
  }
  return flags;
}

/** Finds a flag by its model name or its storage key (the CLI accepts both). */
export function findFlagDefinition(nameOrKey: string): FlagDefinition | undefined {
  return FLAG_DEFINITIONS.find((d) => d.name === nameOrKey || d.key === nameOrKey);
}

/** News pages need both the master news switch and the news page flag. */
export function isNewsPageOn(flags: Flags): boolean {
  return flags.newsEnabled && flags.newsPageEnabled;
}

export function isFrontPageNewsOn(flags: Flags): boolean {
  return flags.newsEnabled && flags.frontPageNewsEnabled;
}
