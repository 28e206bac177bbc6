/** The privacy policy's sections, in order: its table of contents and the sections' numbers. */
export const PRIVACY_SECTIONS = [
  { id: "scope", title: "Who this covers" },
  { id: "account", title: "Your account" },
  { id: "follows", title: "Follows and profiles" },
  { id: "dj-analytics", title: "DJ profile analytics" },
  { id: "search", title: "Search analytics" },
  { id: "contact-form", title: "Messages you send us" },
  { id: "press-links", title: "Press kit links" },
  { id: "device", title: "Data kept on your device" },
  { id: "analytics-consent", title: "Analytics, only with consent" },
  { id: "sharing", title: "Who we share data with" },
  { id: "retention", title: "How long we keep data" },
  { id: "rights", title: "Your rights" },
  { id: "cookie-settings", title: "Cookie settings" },
  { id: "contact", title: "Contact" },
];
