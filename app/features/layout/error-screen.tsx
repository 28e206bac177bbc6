import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { reportCrash } from "~/features/observability/report-error";
import {
  FeatureUnavailableScreen,
  GlobalErrorScreen,
  MateAccessRequiredScreen,
  NotFoundScreen,
  SignInRequiredScreen,
} from "./special-screens";

/** The root error boundary's screen: the one a loader asked for (`data({ screen })`), a 404, or the generic one. */
export function ErrorScreen({ error, loginEnabled }: { error: unknown; loginEnabled: boolean }) {
  const crashed = !isRouteErrorResponse(error) || error.status >= 500;
  // 'We've been notified about this error.' (spec §8): the global error screen reports the crash.
  useEffect(() => {
    if (crashed) reportCrash(error, "global-error");
  }, [crashed, error]);
  if (isRouteErrorResponse(error)) {
    const payload = error.data as { screen?: string; feature?: string; returnTo?: string } | undefined;
    if (payload?.screen === "feature-unavailable")
      return <FeatureUnavailableScreen feature={payload.feature ?? "This feature"} />;
    if (payload?.screen === "sign-in")
      return <SignInRequiredScreen returnTo={payload.returnTo ?? "/"} loginEnabled={loginEnabled} />;
    if (payload?.screen === "mate-required") return <MateAccessRequiredScreen />;
    if (error.status === 404) return <NotFoundScreen />;
  }
  return <GlobalErrorScreen />;
}
