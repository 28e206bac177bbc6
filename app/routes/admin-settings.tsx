import { Lock } from "lucide-react";
import { useEffect } from "react";
import { data, useFetcher } from "react-router";
import { z } from "zod";
import { FLAG_DEFINITIONS, type FlagDefinition, type FlagName } from "~/core/site/flags";
import { AdminFrame } from "~/features/admin/admin-frame";
import { FLAG_DESCRIPTIONS } from "~/features/admin/flag-descriptions";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { cn } from "~/ui/cn";
import { toast } from "~/ui/toast";
import { auditAdminAction } from "~server/adapters/admin-audit.server";
import { appErrorStatus } from "~server/adapters/app-error-response.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { AppError } from "~server/domain/app-error.server";
import { setFlagAsAdmin } from "~server/domain/flags/set-flag-as-admin.server";
import type { Route } from "./+types/admin-settings";

export async function loader({ context }: Route.LoaderArgs) {
  const { flags } = signedInContext(context);
  return { flags };
}

const flagForm = z.object({
  flag: z.enum(FLAG_DEFINITIONS.map((d) => d.name) as [FlagName, ...FlagName[]]),
  enabled: z.enum(["true", "false"]),
});

type ActionResult = { ok: true; flag: FlagName; enabled: boolean } | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  const parsed = flagForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ ok: false, error: "Unknown setting" }, { status: 400 });
  try {
    const def = await setFlagAsAdmin(database.db, { id: userId }, parsed.data.flag, parsed.data.enabled === "true");
    await auditAdminAction(database.db, userId, {
      action: "flag.change",
      targetType: "flag",
      targetId: def.name,
      targetLabel: def.name,
      before: { enabled: parsed.data.enabled !== "true" },
      after: { enabled: parsed.data.enabled === "true" },
    });
    return data<ActionResult>({ ok: true, flag: def.name, enabled: parsed.data.enabled === "true" });
  } catch (error) {
    // Spec §8: a failed flag update leaves the state unchanged; anything but a refusal answers 409 with its message.
    const status = error instanceof AppError ? appErrorStatus(error) : 409;
    const message = error instanceof Error ? error.message : "Could not update the setting";
    return data<ActionResult>({ ok: false, error: message }, { status });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Settings · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const on = FLAG_DEFINITIONS.filter((d) => !d.hardWiredOff && loaderData.flags[d.name]).length;
  return (
    <AdminFrame
      title="Settings"
      description="Feature flags. A change takes effect at once: the next page anyone loads follows it."
      actions={
        <p className="text-sm text-muted tabular-nums">
          {on} of {FLAG_DEFINITIONS.length} on
        </p>
      }
    >
      <Card className="divide-y divide-border overflow-hidden">
        {FLAG_DEFINITIONS.map((def) => (
          <FlagRow key={def.name} def={def} enabled={loaderData.flags[def.name]} />
        ))}
      </Card>
    </AdminFrame>
  );
}

function FlagRow({ def, enabled }: { def: FlagDefinition; enabled: boolean }) {
  const fetcher = useFetcher<ActionResult>();
  const pending = fetcher.state !== "idle" && fetcher.formData;
  // Optimistic: show the value being submitted until the server answers; the loader's value is the truth after.
  const shown = pending ? fetcher.formData?.get("enabled") === "true" : enabled;
  const labelId = `flag-${def.name}-label`;
  const descriptionId = `flag-${def.name}-description`;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(`${def.label} ${fetcher.data.enabled ? "on" : "off"}`);
    else toast.error(`Could not update ${def.label}`, { description: fetcher.data.error });
  }, [fetcher.state, fetcher.data, def.label]);

  return (
    <div data-testid={`flag-${def.name}`} className="flex items-center gap-4 px-4 py-4 md:px-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p id={labelId} className="font-semibold">
            {def.label}
          </p>
          {def.hardWiredOff ? (
            <Badge>
              <Lock aria-hidden className="size-3" /> Hard-wired off
            </Badge>
          ) : null}
        </div>
        <p id={descriptionId} className="mt-0.5 text-sm text-muted">
          {FLAG_DESCRIPTIONS[def.name]}
        </p>
        <p className="mt-1 font-mono text-[11px] text-[#8a8aa0]">{def.key}</p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="flag" value={def.name} />
        <input type="hidden" name="enabled" value={shown ? "false" : "true"} />
        <button
          type="submit"
          role="switch"
          aria-checked={shown}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          disabled={def.hardWiredOff}
          className={cn(
            "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-50",
            shown ? "border-transparent bg-accent-gradient" : "border-border bg-surface-2",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none",
              shown ? "translate-x-6" : "translate-x-1",
            )}
          />
        </button>
      </fetcher.Form>
    </div>
  );
}
