import * as Dropdown from "@radix-ui/react-dropdown-menu";
import { Building2, Check, ChevronDown, Disc3, Layers, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import {
  activeDjProfileStorageKey,
  activeRoleStorageKey,
  type RoleSection,
  showRoleSwitcher,
} from "~/core/access/role-labels";
import { ACTIVE_DJ_PROFILE_CHANGED, pickActiveRole, roleHref, type ShellRole } from "~/core/access/shell-roles";
import { cn } from "~/ui/cn";

const SECTIONS: { name: RoleSection; icon: typeof Disc3 }[] = [
  { name: "DJ Profiles", icon: Disc3 },
  { name: "Venues", icon: Building2 },
  { name: "Production Lines", icon: Layers },
];

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this page only.
  }
}

/**
 * Spec §2/§5/§6: a dropdown shown only when the user has more than one role, listing their DJ profiles, venues
 * and production lines. The active role and active DJ profile are remembered in local storage.
 */
export function RoleSwitcher({ roles, productSlug }: { roles: readonly ShellRole[]; productSlug: string }) {
  const roleKey = activeRoleStorageKey(productSlug);
  const djKey = activeDjProfileStorageKey(productSlug);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [djId, setDjId] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const read = () => {
      setActiveId(readStorage(roleKey));
      setDjId(readStorage(djKey));
    };
    read();
    window.addEventListener(ACTIVE_DJ_PROFILE_CHANGED, read);
    return () => window.removeEventListener(ACTIVE_DJ_PROFILE_CHANGED, read);
  }, [roleKey, djKey]);
  if (!showRoleSwitcher(roles.length)) return null;

  const active = pickActiveRole(roles, activeId, djId);
  const choose = (id: string) => {
    const role = roles.find((r) => r.id === id);
    if (!role) return;
    setActiveId(role.id);
    writeStorage(roleKey, role.id);
    if (role.roleType === "dj_manager" && role.resourceId) {
      writeStorage(djKey, role.resourceId);
      setDjId(role.resourceId);
    }
    const href = roleHref(role);
    if (href) navigate(href);
  };
  const other = roles.filter((r) => r.section === null);
  const ActiveIcon = SECTIONS.find((s) => s.name === active?.section)?.icon ?? ShieldCheck;

  return (
    <Dropdown.Root modal={false}>
      <Dropdown.Trigger
        data-testid="role-switcher"
        className="group flex h-10 max-w-[12rem] shrink-0 items-center gap-2 rounded-full border border-border bg-surface px-2.5 text-left text-sm hover:bg-surface-2 data-[state=open]:bg-surface-2 sm:px-3"
      >
        <ActiveIcon aria-hidden className="size-4 shrink-0 text-accent-fg sm:hidden" />
        {/* The name comes from the content (no aria-label), so it always contains the visible text (WCAG 2.5.3). */}
        <span className="sr-only">Switch role, active: </span>
        <span className="min-w-0 truncate max-sm:sr-only">
          <span className="block truncate text-[11px] leading-tight text-muted">{active?.label ?? "none"}</span>
          <span className="block truncate leading-tight font-semibold">
            {active?.resourceName ? <span className="sr-only">, </span> : null}
            {active?.resourceName ?? active?.label}
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180"
        />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-2xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/60"
        >
          <Dropdown.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-[0.16em] text-muted uppercase">
            Switch role
          </Dropdown.Label>
          <Dropdown.RadioGroup value={active?.id} onValueChange={choose}>
            {SECTIONS.map(({ name, icon: Icon }) => {
              const items = roles.filter((r) => r.section === name);
              if (items.length === 0) return null;
              return (
                <Dropdown.Group key={name} aria-label={name}>
                  <Dropdown.Separator className="mx-2 my-1 h-px bg-border first:hidden" />
                  <Dropdown.Label className="flex items-center gap-2 px-3 pt-2 pb-1 text-xs font-semibold text-fg">
                    <Icon aria-hidden className="size-3.5 text-accent-fg" />
                    {name}
                  </Dropdown.Label>
                  {items.map((role) => (
                    <RoleItem key={role.id} role={role} />
                  ))}
                </Dropdown.Group>
              );
            })}
            {other.length > 0 ? (
              <Dropdown.Group aria-label="Site roles">
                <Dropdown.Separator className="mx-2 my-1 h-px bg-border" />
                <Dropdown.Label className="flex items-center gap-2 px-3 pt-2 pb-1 text-xs font-semibold text-fg">
                  <ShieldCheck aria-hidden className="size-3.5 text-accent-fg" />
                  Site roles
                </Dropdown.Label>
                {other.map((role) => (
                  <RoleItem key={role.id} role={role} />
                ))}
              </Dropdown.Group>
            ) : null}
          </Dropdown.RadioGroup>
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}

function RoleItem({ role }: { role: ShellRole }) {
  return (
    <Dropdown.RadioItem
      value={role.id}
      className={cn(
        "flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm outline-none select-none",
        "data-[highlighted]:bg-surface-2 data-[state=checked]:text-fg",
      )}
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{role.resourceName ?? role.label}</span>
        <span className="block truncate text-xs text-muted">
          {role.label}
          {role.isPrimary ? " · Primary" : ""}
        </span>
      </span>
      <Dropdown.ItemIndicator>
        <Check aria-hidden className="size-4 text-accent-fg" />
      </Dropdown.ItemIndicator>
    </Dropdown.RadioItem>
  );
}
