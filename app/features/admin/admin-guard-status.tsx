import { Loader2, RefreshCw, ShieldQuestion } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/ui/button";

/** Spec §9: the admin guard gives up waiting after 10 s. */
export const ADMIN_GUARD_TIMEOUT_MS = 10_000;
/** Re-check admin status when the tab regains focus, at most this often. */
export const ADMIN_RECHECK_MIN_INTERVAL_MS = 30_000;

export type AdminGuardState = "idle" | "checking" | "timeout";

export function adminGuardState(checking: boolean, elapsedMs: number): AdminGuardState {
  if (!checking) return "idle";
  return elapsedMs >= ADMIN_GUARD_TIMEOUT_MS ? "timeout" : "checking";
}

/**
 * The server decides admin access on every request; the client only waits when an open admin page re-checks
 * (on focus, like the seed's status refresh). While that revalidation runs, this says 'Checking admin
 * status...'; if it takes 10 s, 'Loading Timeout' with a Refresh Page button. If the user is no longer an
 * admin, the loader's redirect sends them home.
 */
export function AdminGuardStatus() {
  const revalidator = useRevalidator();
  const checking = revalidator.state === "loading";
  const [elapsed, setElapsed] = useState(0);
  const lastCheck = useRef(Date.now());

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState !== "visible") return;
      if (Date.now() - lastCheck.current < ADMIN_RECHECK_MIN_INTERVAL_MS) return;
      lastCheck.current = Date.now();
      void revalidator.revalidate();
    };
    window.addEventListener("focus", recheck);
    document.addEventListener("visibilitychange", recheck);
    return () => {
      window.removeEventListener("focus", recheck);
      document.removeEventListener("visibilitychange", recheck);
    };
  }, [revalidator]);

  useEffect(() => {
    if (!checking) {
      setElapsed(0);
      return;
    }
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), 500);
    return () => window.clearInterval(timer);
  }, [checking]);

  return <AdminGuardNotice state={adminGuardState(checking, elapsed)} />;
}

export function AdminGuardNotice({ state }: { state: AdminGuardState }) {
  if (state === "idle") return null;
  return (
    <div
      role="status"
      data-testid="admin-guard-status"
      className="fixed inset-x-0 top-20 z-50 mx-auto flex w-[min(92vw,420px)] items-center gap-3 rounded-2xl border border-border bg-surface-2 p-4 shadow-2xl shadow-black/60"
    >
      {state === "checking" ? (
        <>
          <Loader2 aria-hidden className="size-5 shrink-0 animate-spin text-accent-fg motion-reduce:animate-none" />
          <p className="text-sm font-medium">Checking admin status...</p>
        </>
      ) : (
        <>
          <ShieldQuestion aria-hidden className="size-5 shrink-0 text-warning" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">Loading Timeout</p>
            <p className="text-xs text-muted">We couldn't confirm your admin access in time.</p>
          </div>
          <Button
            size="sm"
            variant="secondary"
            icon={<RefreshCw aria-hidden className="size-4" />}
            onClick={() => window.location.reload()}
          >
            Refresh Page
          </Button>
        </>
      )}
    </div>
  );
}
