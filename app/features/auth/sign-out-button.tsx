import { LogOut } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { type ButtonVariant, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { usePageShell } from "~/ui/page-shell";
import { clearClientSession } from "./clear-client-session";

/**
 * Sign Out as a real POST to /sign-out (no state change on GET). Before the request leaves, the browser's
 * copy of the user (local user info, session storage, role cache) is cleared; the server ends the session
 * and sends everyone to /. Reusable by the user menu.
 */
export function SignOutButton({
  variant = "secondary",
  className,
  label = "Sign Out",
}: {
  variant?: ButtonVariant;
  className?: string;
  label?: string;
}) {
  const root = usePageShell();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/sign-out";
  return (
    <Form method="post" action="/sign-out" onSubmit={() => clearClientSession(root?.productSlug ?? "booth")}>
      <button type="submit" className={cn(buttonClasses(variant, "md"), className)} aria-disabled={busy || undefined}>
        <LogOut aria-hidden className="size-4" />
        {busy ? "Signing out…" : label}
      </button>
    </Form>
  );
}
