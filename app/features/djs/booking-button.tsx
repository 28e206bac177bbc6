import { CalendarCheck } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/ui/button";

// The dialog (Radix + the form + zod) is only fetched when someone wants to book, keeping the DJ
// page's first-load JS small; hovering or focusing the button starts the download early.
const loadDialog = () => import("./booking-dialog");
const BookingDialog = lazy(loadDialog);

export function BookingButton(props: { slug: string; displayName: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
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
        Book this DJ
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <BookingDialog
            slug={props.slug}
            displayName={props.displayName}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
