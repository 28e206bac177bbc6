import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import {
  DATABASE_UNAVAILABLE_SCREEN,
  DISK_FULL_SCREEN,
  errorScreenPayload,
  isTryAgainScreen,
  SLOW_DATA_SCREEN,
  WRONG_ADDRESS_SCREEN,
} from "~/core/site/page-data";
import { reportCrash } from "~/features/observability/report-error";
import {
  DatabaseUnavailableScreen,
  DiskFullScreen,
  FeatureUnavailableScreen,
  GlobalErrorScreen,
  MateAccessRequiredScreen,
  NotFoundScreen,
  SignInRequiredScreen,
  SlowDataScreen,
  WrongAddressScreen,
} from "./special-screens";

/** The root error boundary's screen: the one a loader asked for (`data({ screen })`), a 404, or the generic one. */
export function ErrorScreen({ error, loginEnabled }: { error: unknown; loginEnabled: boolean }) {
  const payload = isRouteErrorResponse(error) ? errorScreenPayload(error.data) : undefined;
  // The database away or too slow (503), or the disk full (507), is not a crash of ours: nothing to report.
  const crashed = !isRouteErrorResponse(error) || (error.status >= 500 && !isTryAgainScreen(payload?.screen));
  // 'We've been notified about this error.' (spec §8): the global error screen reports the crash.
  useEffect(() => {
    if (crashed) reportCrash(error, "global-error");
  }, [crashed, error]);
  if (isRouteErrorResponse(error)) {
    if (payload?.screen === DATABASE_UNAVAILABLE_SCREEN) return <DatabaseUnavailableScreen />;
    if (payload?.screen === SLOW_DATA_SCREEN) return <SlowDataScreen />;
    if (payload?.screen === DISK_FULL_SCREEN) return <DiskFullScreen />;
    if (payload?.screen === "feature-unavailable")
      return <FeatureUnavailableScreen feature={payload.feature ?? "This feature"} />;
    if (payload?.screen === "sign-in")
      return <SignInRequiredScreen returnTo={payload.returnTo ?? "/"} loginEnabled={loginEnabled} />;
    if (payload?.screen === "mate-required") return <MateAccessRequiredScreen />;
    if (payload?.screen === WRONG_ADDRESS_SCREEN && payload.address)
      return <WrongAddressScreen address={payload.address} />;
    if (error.status === 404) return <NotFoundScreen />;
  }
  return <GlobalErrorScreen />;
}
