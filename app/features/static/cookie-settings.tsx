import { Check, Lock, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { useConfirm } from "~/ui/confirm-dialog";
import { toast } from "~/ui/toast";

/**
 * The working part of /privacy#cookie-settings: the four consent categories with their defaults and
 * the visitor's saved choice (spec §3 Cookie consent preferences, §9 constants), and a control that
 * clears everything Booth keeps in this browser.
 */

export type ConsentCategory = "essential" | "functional" | "analytics" | "marketing";

export const CONSENT_CATEGORIES: {
  key: ConsentCategory;
  label: string;
  defaultOn: boolean;
  required?: boolean;
  description: string;
}[] = [
  {
    key: "essential",
    label: "Essential",
    defaultOn: true,
    required: true,
    description:
      "Keeps you signed in, remembers your cookie choice and protects forms. The site can't work without these, so they are always on.",
  },
  {
    key: "functional",
    label: "Functional",
    defaultOn: true,
    description:
      "Remembers your recent searches, your active role and profile, and caches data for a few minutes so pages load faster.",
  },
  {
    key: "analytics",
    label: "Analytics",
    defaultOn: false,
    description:
      "Anonymised page views, searches and performance measurements that show us what to improve. IP anonymisation is always on.",
  },
  {
    key: "marketing",
    label: "Marketing",
    defaultOn: false,
    description: "Lets us measure campaigns that bring people to Booth. We never sell your data.",
  },
];

/** Keys outside the `{productSlug}_` namespace that Booth writes (spec §7 Client storage). */
export const SHARED_STORAGE_KEYS = ["search_history", "cookie_consent", "visitor_id"] as const;

export function deviceStorageKeys(storage: Storage, productSlug: string): string[] {
  const prefix = `${productSlug}_`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && (key.startsWith(prefix) || (SHARED_STORAGE_KEYS as readonly string[]).includes(key)))
      keys.push(key);
  }
  return keys;
}

/** Removes Booth's local storage keys and all of session storage; returns how many local keys went. */
export function clearDeviceData(
  productSlug: string,
  local: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
): number {
  const keys = deviceStorageKeys(local, productSlug);
  for (const key of keys) local.removeItem(key);
  session.clear();
  return keys.length;
}

interface SavedChoice {
  preferences: Partial<Record<ConsentCategory, boolean>>;
  timestamp?: string | number;
  expiresAt?: string | number;
}

function readSavedChoice(): SavedChoice | null {
  try {
    const raw = window.localStorage.getItem("cookie_consent");
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SavedChoice;
    if (!parsed || typeof parsed !== "object" || typeof parsed.preferences !== "object" || parsed.preferences === null)
      return null;
    if (parsed.expiresAt !== undefined && new Date(parsed.expiresAt).getTime() < Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

function formatDate(value: string | number | undefined): string | null {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export function CookieSettingsPanel({ productSlug, brandName }: { productSlug: string; brandName: string }) {
  const confirm = useConfirm();
  // Storage is only readable in the browser; until hydration we show the defaults.
  const [saved, setSaved] = useState<SavedChoice | null>(null);
  const [storedCount, setStoredCount] = useState<number | null>(null);

  const refresh = () => {
    setSaved(readSavedChoice());
    try {
      setStoredCount(deviceStorageKeys(window.localStorage, productSlug).length + window.sessionStorage.length);
    } catch {
      setStoredCount(null);
    }
  };

  useEffect(refresh, [productSlug]);

  const onClear = async () => {
    const ok = await confirm({
      type: "danger",
      title: "Clear data on this device?",
      message: `This removes your cookie choice, visitor id, recent searches, cached data and remembered role that ${brandName} keeps in this browser. Your account and follows are not affected. The cookie banner will ask for your choice again.`,
      confirmLabel: "Clear data",
    });
    if (!ok) return;
    try {
      clearDeviceData(productSlug);
      refresh();
      toast.success("Data on this device was cleared");
    } catch {
      toast.error("Couldn't clear data — this browser blocked access to its storage.");
    }
  };

  const savedOn = formatDate(saved?.timestamp);
  const expiresOn = formatDate(saved?.expiresAt);

  return (
    <div className="flex flex-col gap-5">
      <ul
        className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface"
        aria-label="Cookie categories"
      >
        {CONSENT_CATEGORIES.map((category) => {
          const on = category.required ? true : (saved?.preferences[category.key] ?? category.defaultOn);
          return (
            <li key={category.key} className="flex gap-4 border-b border-border p-4 last:border-b-0 md:p-5">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-sans text-base font-semibold text-fg">{category.label}</h3>
                  <span className="rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs text-muted">
                    {category.required ? "Required · always on" : `Default ${category.defaultOn ? "on" : "off"}`}
                  </span>
                </div>
                <p className="mt-1.5 text-[15px] leading-relaxed text-muted">{category.description}</p>
              </div>
              <span
                className={cn(
                  "mt-0.5 inline-flex h-7 shrink-0 items-center gap-1.5 self-start rounded-full px-2.5 text-xs font-semibold",
                  on ? "bg-[#0f2e1c] text-[#86efac]" : "bg-surface-2 text-muted",
                )}
              >
                {category.required ? (
                  <Lock aria-hidden className="size-3.5" />
                ) : on ? (
                  <Check aria-hidden className="size-3.5" />
                ) : null}
                <span className="sr-only">{saved || category.required ? "Currently" : "By default"}: </span>
                {on ? "On" : "Off"}
              </span>
            </li>
          );
        })}
      </ul>

      <p className="text-sm leading-relaxed text-muted" aria-live="polite">
        {saved
          ? `Showing the choice saved in this browser${savedOn ? ` on ${savedOn}` : ""}${expiresOn ? `; it expires on ${expiresOn}` : ""}.`
          : "No cookie choice is saved in this browser, so the defaults above apply until you choose in the cookie banner."}
      </p>

      <div className="rounded-[var(--radius-card)] border border-[#5b1a1a] bg-[#170b0d] p-5">
        <h3 className="font-sans text-base font-semibold text-fg">Clear data stored on this device</h3>
        <p className="mt-1.5 text-[15px] leading-relaxed text-muted">
          Removes everything {brandName} keeps in this browser's storage: your cookie choice and visitor id, search
          history, cached data, remembered role and the search session. You stay signed in, and nothing on your account
          changes.
          {storedCount !== null ? (
            <>
              {" "}
              <span className="text-fg tabular">
                {storedCount === 0
                  ? "Nothing is stored right now."
                  : `${storedCount} ${storedCount === 1 ? "item is" : "items are"} stored right now.`}
              </span>
            </>
          ) : null}
        </p>
        <Button variant="danger" className="mt-4" onClick={onClear} icon={<Trash2 aria-hidden className="size-4" />}>
          Clear data stored on this device
        </Button>
      </div>
    </div>
  );
}
