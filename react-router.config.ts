import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Separate build folders let several checkouts build side by side (tests, agents); default "build".
  buildDirectory: process.env.BOOTH_BUILD_DIR ?? "build",
} satisfies Config;
