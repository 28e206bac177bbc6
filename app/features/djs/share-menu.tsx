import { Check, Link2, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { shareTargets } from "~/core/djs/share-links";
import { trackDjActivity } from "~/ui/activity-beacons";
import { Button } from "~/ui/button";
import { showToast } from "~/ui/toast";
import { useDismissablePanel } from "~/ui/use-dismissable-panel";
import { ShareMark } from "./social-icons";

/**
 * Share a DJ profile: the system share sheet where the browser has one (phones), otherwise a small menu with copy
 * link, WhatsApp, X, Facebook and Telegram. The menu is a disclosure of real links (keyboard: Tab through, Escape
 * closes and returns focus to the button). Every share of a DJ profile is recorded (dj_share_events) through the
 * activity beacon; event pages pass `onShared` and record theirs as event shares.
 */
export function ShareMenu({
  slug,
  url,
  title,
  heading = "Share profile",
  onShared,
}: {
  /** The DJ whose profile is shared: shares are recorded for DJ profiles only. */
  slug?: string;
  url: string;
  title: string;
  heading?: string;
  /** Called with the platform after a share (event pages record it with their own beacon kind). */
  onShared?: (platform: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const text = `${title} on Booth`;
  const track = (platform: string) => {
    if (slug) trackDjActivity({ kind: "share", slug, platform });
    onShared?.(platform);
  };

  useEffect(() => {
    if (!open) return;
    // On a phone the options are a sheet above the tab bar (fixed); on wider screens they open under the button,
    // which may be near the bottom of the window: bring them into view either way.
    panelRef.current?.scrollIntoView({ block: "nearest" });
    panelRef.current?.querySelector<HTMLElement>("a,button")?.focus({ preventScroll: true });
  }, [open]);
  useDismissablePanel(open, () => setOpen(false), buttonRef, panelRef);

  async function onShareClick() {
    if (typeof navigator !== "undefined" && typeof navigator.share === "function") {
      try {
        await navigator.share({ title: text, text, url });
        track("native");
      } catch (error) {
        // The user closed the sheet (AbortError): nothing was shared. Anything else: fall back to the menu.
        if ((error as Error)?.name !== "AbortError") setOpen(true);
      }
      return;
    }
    setOpen((value) => !value);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      showToast("Link copied", { type: "success" });
      track("copy_link");
    } catch {
      showToast("Could not copy the link", { type: "error", description: url });
    }
    setOpen(false);
    buttonRef.current?.focus();
  }

  const itemClass =
    "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-fg hover:bg-surface focus-visible:bg-surface";

  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="secondary"
        onClick={onShareClick}
        aria-expanded={open}
        aria-controls={menuId}
        icon={<Share2 aria-hidden className="size-4" />}
      >
        Share
      </Button>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!open}
        className="fixed inset-x-3 bottom-[calc(var(--mobile-nav-height)+0.75rem)] z-50 rounded-xl border border-border bg-surface-2 p-1.5 shadow-2xl shadow-black/60 md:absolute md:inset-x-auto md:bottom-auto md:left-0 md:z-30 md:mt-2 md:w-60"
      >
        <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-[0.16em] text-muted uppercase">{heading}</p>
        <ul aria-label="Share options">
          <li>
            <button type="button" className={itemClass} onClick={copyLink}>
              {copied ? (
                <Check aria-hidden className="size-4 text-success" />
              ) : (
                <Link2 aria-hidden className="size-4" />
              )}
              Copy link
            </button>
          </li>
          {shareTargets(url, text).map((target) => (
            <li key={target.platform}>
              <a
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClass}
                onClick={() => {
                  track(target.platform);
                  setOpen(false);
                }}
              >
                <ShareMark platform={target.platform} />
                Share on {target.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
