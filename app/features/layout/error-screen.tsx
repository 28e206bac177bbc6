import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { reportCrash } from "~/features/observability/report-error";
import {
  DatabaseUnavailableScreen,
  DiskFullScreen,
  FeatureUnavailableScreen,
  GlobalErrorScreen,
  MateAccessRequiredScreen,
  NotFoundScreen,
  SignInRequiredScreen,
} from "./special-screens";

/** The root error boundary's screen: the one a loader asked for (`data({ screen })`), a 404, or the generic one. */
export function ErrorScreen({ error, loginEnabled }: { error: unknown; loginEnabled: boolean }) {
  const payload = isRouteErrorResponse(error)
    ? (error.data as { screen?: string; feature?: string; returnTo?: string } | undefined)
    : undefined;
  // The database away (503) or the disk full (507) is not a crash of ours: nothing to report (issue 25).
  const crashed =
    !isRouteErrorResponse(error) ||
    (error.status >= 500 && payload?.screen !== "database-unavailable" && payload?.screen !== "disk-full");
  // 'We've been notified about this error.' (spec §8): the global error screen reports the crash.
  useEffect(() => {
    if (crashed) reportCrash(error, "global-error");
  }, [crashed, error]);
  if (isRouteErrorResponse(error)) {
    if (payload?.screen === "database-unavailable") return <DatabaseUnavailableScreen />;
    if (payload?.screen === "disk-full") return <DiskFullScreen />;
    if (payload?.screen === "feature-unavailable")
      return <FeatureUnavailableScreen feature={payload.feature ?? "This feature"} />;
    if (payload?.screen === "sign-in")
      return <SignInRequiredScreen returnTo={payload.returnTo ?? "/"} loginEnabled={loginEnabled} />;
    if (payload?.screen === "mate-required") return <MateAccessRequiredScreen />;
    if (error.status === 404) return <NotFoundScreen />;
  }
  return <GlobalErrorScreen />;
}
