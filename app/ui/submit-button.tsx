import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button } from "./button";
import { cn } from "./cn";

/** True while this page's form is being submitted (optionally only for one `intent`). */
export function useSubmitting(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  if (!intent) return true;
  return navigation.formData?.get("intent") === intent;
}

/** The submit of a server-checked form: shows a busy label while its submission is in flight. */
export function SubmitButton({
  children,
  busyLabel,
  intent,
  variant = "primary",
  className,
}: {
  children: ReactNode;
  busyLabel: string;
  intent?: string;
  variant?: "primary" | "secondary" | "danger";
  className?: string;
}) {
  const busy = useSubmitting(intent);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      variant={variant}
      size="lg"
      aria-disabled={busy || undefined}
      className={cn("w-full", className)}
      icon={busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : undefined}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
