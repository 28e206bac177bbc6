import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import {
  CONSENT_MESSAGES,
  type ConsentPreferences,
  type ConsentRecord,
  consentSavedMessage,
  DEFAULT_CONSENT_PREFERENCES,
} from "~/core/consent/consent";
import { Button } from "~/ui/button";
import { useConfirm } from "~/ui/confirm-dialog";
import { toast } from "~/ui/toast";
import { announceConsentCleared, readConsent, saveConsent } from "./consent-store";
import { ConsentSwitches } from "./consent-switches";

/**
 * The working part of /privacy#cookie-settings: the same settings as the banner's customise view (spec §2:
 * Essential locked on, Functional, Analytics, Marketing, Cancel and Save Preferences) with the saved
 * choice, and a control that clears everything Booth keeps in this browser.
 */

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

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" });

function formatDate(value: string | number | undefined): string | null {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export function CookieSettingsPanel({ productSlug, brandName }: { productSlug: string; brandName: string }) {
  const confirm = useConfirm();
  // Storage is only readable in the browser; until hydration we show the defaults.
  const [saved, setSaved] = useState<ConsentRecord | null>(null);
  const [draft, setDraft] = useState<ConsentPreferences>({ ...DEFAULT_CONSENT_PREFERENCES });
  const [busy, setBusy] = useState(false);
  const [storedCount, setStoredCount] = useState<number | null>(null);

  const refresh = () => {
    const current = readConsent();
    setSaved(current);
    setDraft(current?.preferences ?? { ...DEFAULT_CONSENT_PREFERENCES });
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
      const hadConsent = readConsent() !== null;
      clearDeviceData(productSlug);
      // Consent cleared (spec §4): consent_revoked; the banner asks again.
      if (hadConsent) announceConsentCleared();
      refresh();
      toast.success("Data on this device was cleared");
    } catch {
      toast.error("Couldn't clear data — this browser blocked access to its storage.");
    }
  };

  const onSave = async () => {
    setBusy(true);
    const record = await saveConsent({ method: "api", preferences: draft });
    setBusy(false);
    if (!record) {
      toast.error(CONSENT_MESSAGES.saveFailedToast);
      return;
    }
    toast.success(consentSavedMessage("api"));
    refresh();
  };

  const savedOn = formatDate(saved?.timestamp);
  const expiresOn = formatDate(saved?.expiresAt);

  return (
    <div className="flex flex-col gap-5">
      <ConsentSwitches value={draft} onChange={setDraft} idPrefix="privacy-consent" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={refresh} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={busy}>
          Save Preferences
        </Button>
      </div>

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
