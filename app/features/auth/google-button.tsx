import { useEffect, useState } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "~/ui/button";
import { cn } from "~/ui/cn";
import { usePageShell } from "~/ui/page-shell";
import { showToast } from "~/ui/toast";

/** better-auth's social sign-in endpoint; the generic OAuth plugin registers our provider id "google". */
export const GOOGLE_SIGN_IN_ENDPOINT = "/api/auth/sign-in/social";
export const GOOGLE_SIGN_IN_ERROR = "Google sign-in isn't available right now. Please try again.";

/** Where the provider sends the browser back to once better-auth has set the session (spec §4 Auth callback). */
export function googleCallbackUrl(redirect?: string | null): string {
  return redirect ? `/auth/callback?redirect=${encodeURIComponent(redirect)}` : "/auth/callback";
}

/** True when the server has Google credentials (root loader data); the button renders only then. */
export function useGoogleEnabled(): boolean {
  const root = usePageShell();
  return root?.googleEnabled === true;
}

export function GoogleLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={cn("size-5 shrink-0", className)}>
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

export interface GoogleButtonProps {
  /** Passed through to the callback; the callback honours it only for /admin paths (spec §5). */
  redirect?: string | null;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Render even when the root loader does not say Google is configured (the caller decided already). */
  force?: boolean;
}

/**
 * "Login with Google" (spec §2 user menu): asks better-auth for the provider's authorization URL (it
 * creates the state and the PKCE verifier server-side) and sends the browser there.
 */
export function GoogleButton({ redirect, variant = "secondary", size = "md", className, force }: GoogleButtonProps) {
  const enabled = useGoogleEnabled();
  const [pending, setPending] = useState(false);
  // The sign-in needs script: until hydration a click would do nothing, so the button says so by being disabled.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!enabled && !force) return null;

  async function start() {
    setPending(true);
    try {
      const response = await fetch(GOOGLE_SIGN_IN_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({
          provider: "google",
          callbackURL: googleCallbackUrl(redirect),
          errorCallbackURL: "/auth/callback?error=google",
          disableRedirect: true,
        }),
      });
      const data = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (!response.ok || typeof data?.url !== "string") throw new Error(`sign-in/social answered ${response.status}`);
      window.location.assign(data.url);
    } catch {
      setPending(false);
      showToast(GOOGLE_SIGN_IN_ERROR, { type: "error" });
    }
  }

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={start}
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
      icon={<GoogleLogo />}
    >
      Login with Google
    </Button>
  );
}
