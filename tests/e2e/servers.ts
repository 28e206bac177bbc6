/** Flags of the "flipped" server, switched with the operator CLI before it starts. */
export const FLIPPED_FLAGS = {
  radioEnabled: "off",
  loginEnabled: "off",
  eventsPageEnabled: "on",
  venuesEnabled: "off",
  newsPageEnabled: "off",
  productionLinesEnabled: "off",
} as const;

/** The two app servers the end-to-end suite starts (see tests/e2e/start-server.sh). */
export const E2E_SERVERS = {
  default: { name: "default", port: 4310, url: "http://localhost:4310", flags: {} as Record<string, string> },
  flipped: {
    name: "flipped",
    port: 4311,
    url: "http://localhost:4311",
    flags: FLIPPED_FLAGS as Record<string, string>,
  },
} as const;
