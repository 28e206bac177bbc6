import * as React from "react";

/**
 * Which of React's two bundles this process loaded. React chooses by `process.env.NODE_ENV` when first imported;
 * only the development bundle defines `captureOwnerStack` (a debugging aid), so it tells them apart
 * whatever the environment says now. Logged at start-up so a slow production server is easy to explain.
 */
export function reactBuild(): "production" | "development" {
  // Node's view of a CommonJS module names the exports of both bundles; only the development one fills this in.
  return typeof (React as { captureOwnerStack?: unknown }).captureOwnerStack === "function"
    ? "development"
    : "production";
}
