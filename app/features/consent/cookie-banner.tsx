import { Cookie } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  CONSENT_MESSAGES,
  type ConsentPreferences,
  consentSavedMessage,
  DEFAULT_CONSENT_PREFERENCES,
} from "~/core/consent/consent";
import { Button } from "~/ui/button";
import { toast } from "~/ui/toast";
import { type ConsentChoice, readConsent, saveConsent } from "./consent-store";
import { ConsentSwitches } from "./consent-switches";

/**
 * The cookie banner (spec §2): Customize, Reject All, Accept All, and the customise view with the four
 * switches, Cancel and Save Preferences. A region near the bottom, above the phone tab bar and the mini
 * player (both take --mobile-nav-height), not a modal: the page stays usable. Mounted only in the browser
 * and only when no valid choice is stored (ConsentHost), so it never flashes for visitors who chose.
 */
export function CookieBanner({ onDone }: { onDone: () => void }) {
  const [customising, setCustomising] = useState(false);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<ConsentPreferences>(
    () => readConsent()?.preferences ?? { ...DEFAULT_CONSENT_PREFERENCES },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keyboard users land on the customise view's heading when they open it.
  useEffect(() => {
    if (customising) headingRef.current?.focus();
  }, [customising]);

  const choose = async (choice: ConsentChoice) => {
    setBusy(true);
    const saved = await saveConsent(choice);
    setBusy(false);
    if (!saved) {
      toast.error(CONSENT_MESSAGES.saveFailedToast);
      return;
    }
    toast.success(consentSavedMessage(choice.method));
    onDone();
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      aria-live="polite"
      data-testid="cookie-banner"
      className="cookie-banner fixed inset-x-0 z-40 px-3 pb-3 md:inset-x-auto md:right-5 md:left-auto md:w-[26rem] md:px-0 md:pb-0"
    >
      <div className="flex max-h-[calc(100dvh-var(--mobile-nav-height)-5rem)] flex-col rounded-2xl border border-border bg-[#111118]/95 p-4 shadow-[0_20px_60px_rgba(0,0,0,0.6)] backdrop-blur md:p-5">
        {customising ? (
          <>
            <h2
              id="cookie-banner-title"
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-lg font-semibold text-fg focus:outline-none"
            >
              Cookie preferences
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted">
              Choose what we may use. You can change this any time in Cookie settings.
            </p>
            {/* The switches scroll on short screens; Cancel and Save Preferences stay in view. */}
            <div className="min-h-0 overflow-y-auto">
              <ConsentSwitches value={draft} onChange={setDraft} idPrefix="banner-consent" compact />
            </div>
            <div className="mt-4 flex shrink-0 flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={() => setCustomising(false)} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => choose({ method: "api", preferences: draft })} disabled={busy}>
                Save Preferences
              </Button>
            </div>
          </>
        ) : (
          <>
            <div className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-accent-fg">
                <Cookie aria-hidden className="size-5" />
              </span>
              <div className="min-w-0">
                <h2 id="cookie-banner-title" className="font-display text-base font-semibold text-fg">
                  Cookies on Booth
                </h2>
                <p className="mt-1 text-sm leading-relaxed text-muted">
                  We use essential cookies to run the site. With your consent we also use analytics to see what to
                  improve.{" "}
                  <a href="/privacy#cookie-settings" className="text-fg underline underline-offset-2">
                    Privacy policy
                  </a>
                </p>
              </div>
            </div>
            <div className="mt-4 grid grid-cols-3 gap-2">
              <Button variant="ghost" size="sm" onClick={() => setCustomising(true)} disabled={busy}>
                Customize
              </Button>
              <Button variant="secondary" size="sm" onClick={() => choose({ method: "reject_all" })} disabled={busy}>
                Reject All
              </Button>
              <Button size="sm" onClick={() => choose({ method: "accept_all" })} disabled={busy}>
                Accept All
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
