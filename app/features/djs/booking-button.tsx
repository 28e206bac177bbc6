import { CalendarCheck } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { isIsoDate } from "~/core/text/iso-date";
import { Button } from "~/ui/button";
import type { BookingTarget } from "./booking-dialog";

// The dialog (Radix + the form + zod) is only fetched when someone wants to book, keeping the DJ
// page's first-load JS small; hovering or focusing the button starts the download early.
const loadDialog = () => import("./booking-dialog");
const BookingDialog = lazy(loadDialog);

/** "Book this DJ" on DJ pages; venue pages pass their own label, action and recipient. */
export function BookingButton({ label = "Book this DJ", ...target }: BookingTarget & { label?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [initialDate, setInitialDate] = useState<string | null>(null);
  // "?book=2026-12-12" (a link from /find-djs) opens the form on that date. Read in the browser only, so the page
  // drawn on the server (and the page cache) is the same for every address.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get("book");
    if (!asked || !isIsoDate(asked)) return;
    setInitialDate(asked);
    setRequested(true);
    setOpen(true);
  }, []);
  const prefetch = () => {
    void loadDialog().catch(() => undefined);
  };
  return (
    <>
      <Button
        ref={buttonRef}
        size="lg"
        icon={<CalendarCheck aria-hidden className="size-5" />}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <BookingDialog
            {...target}
            initialDate={target.initialDate ?? initialDate}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
