import type { FlagName } from "~/core/site/flags";

/** One line per flag for the admin settings screen. */
export const FLAG_DESCRIPTIONS: Readonly<Record<FlagName, string>> = {
  radioEnabled: "The radio player, the /radio page and its links in the nav and footer.",
  loginEnabled: "Sign in, sign up and every signed-in area (profile, following, mate and venue areas).",
  paymentsEnabled: "Card and wallet payments where bookings take them.",
  maintenanceMode: "The Under Maintenance screen. Hard-wired off in this release.",
  heroSystemEnabled: "The large artwork hero on the home page instead of the compact one.",
  whatsappEnabled: "WhatsApp contact buttons on DJ profiles.",
  eventsPageEnabled: "The public events list and event pages.",
  mateDashboard2Enabled: "The next-generation mate dashboard for verified DJs.",
  eventAdminApproval: "New mate events wait for an admin's approval before they are published.",
  newsEnabled: "The master switch for news everywhere on the site.",
  frontPageNewsEnabled: "The latest news strip on the home page.",
  venuesEnabled: "Venue listings and venue pages (otherwise they redirect home).",
  hideFollowCount: "Hide follower counts on DJ profiles and cards.",
  newsPageEnabled: "The /news list and article pages (also needs news on).",
  productionLinesEnabled: "Production line listings and pages (otherwise they redirect home).",
};
