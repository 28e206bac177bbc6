import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2, Loader2, X } from "lucide-react";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useState } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { Viewer } from "~/core/access/viewer";
import {
  BOOKING_MESSAGE_MAX,
  type BookingActionResult,
  type BookingField,
  BUDGET_RANGES,
  bookingInquirySchema,
  EVENT_TYPES,
  localIsoDate,
} from "~/core/booking/booking";
import { formatDeposit } from "~/core/booking/booking-deposit";
import type { PublicAvailability } from "~/core/calendar/availability";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { EMAIL_INPUT } from "~/ui/form-fields";
import { TextField } from "~/ui/input";
import { AvailabilityGrid } from "./availability-grid";
import { DepositPayment } from "./deposit-payment";

type Errors = Partial<Record<BookingField | "form", string>>;

/** Who is booked: a DJ (the default) or a venue, sharing one form. */
export interface BookingTarget {
  slug: string;
  displayName: string;
  /** Where the form posts (default: the DJ's /dj/{slug}/booking). */
  action?: string;
  /** Who reads the message, in the form's error messages (default "the DJ"). */
  recipient?: string;
  /** A venue is the place itself: the form does not ask for a venue, and prefills its city. */
  isVenue?: boolean;
  city?: string | null;
  /** The deposit the DJ asks (US cents) while payments are on; paid after sending. */
  depositCents?: number | null;
  /** The DJ's grid of available days (null: turned off by their managers, or a venue). */
  availability?: PublicAvailability | null;
  /** The event date the form starts with (a "Book for this date" link, /find-djs). */
  initialDate?: string | null;
}

interface BookingDialogProps extends BookingTarget {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog gets focus back on close (it is not a Radix Trigger: the dialog loads lazily). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The booking inquiry dialog, loaded lazily by BookingButton. */
export default function BookingDialog({
  slug,
  displayName,
  action,
  recipient = "the DJ",
  isVenue = false,
  city,
  depositCents = null,
  availability = null,
  initialDate = null,
  open,
  onOpenChange,
  returnFocusTo,
}: BookingDialogProps) {
  // A fresh fetcher after a sent inquiry, so reopening the dialog offers an empty form again.
  const [round, setRound] = useState(0);
  const fetcher = useFetcher<BookingActionResult>({ key: `booking-${slug}-${round}` });
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const result = fetcher.data;
  const sent = result?.ok === true;

  const [date, setDate] = useState(initialDate ?? "");
  useEffect(() => {
    // The server's answer supersedes what the browser found.
    if (result) setClientErrors(null);
    if (result && !result.ok && result.values?.eventDate !== undefined) setDate(result.values.eventDate);
  }, [result]);

  const serverErrors: Errors = result && !result.ok ? (result.errors ?? {}) : {};
  const errors: Errors = clientErrors ?? serverErrors;
  const formError = result && !result.ok ? result.formError : undefined;
  const values = result && !result.ok ? (result.values ?? {}) : {};
  // A signed-in visitor's own name and email start the form (the dialog is drawn in the browser only, so the
  // cached anonymous page never carries them).
  const viewer = (useRouteLoaderData("root") as { viewer?: Viewer } | undefined)?.viewer;
  const submitting = fetcher.state !== "idle";
  const today = localIsoDate(new Date());

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const raw = Object.fromEntries(
      [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const parsed = bookingInquirySchema(today, recipient).safeParse(raw);
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form") as BookingField;
      found[key] ??= issue.message;
    }
    setClientErrors(found);
    const first = form.elements.namedItem(Object.keys(found)[0]);
    if (first instanceof HTMLElement) first.focus();
  }

  function changeOpen(next: boolean) {
    if (!next && sent) {
      setRound((r) => r + 1);
      setClientErrors(null);
    }
    onOpenChange(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/75 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={cn(
            "fixed z-[81] flex flex-col border border-border bg-surface shadow-2xl shadow-black/60",
            // Phone: a full-height sheet from the bottom; larger screens: a centred panel.
            "inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl",
            "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88vh] sm:w-[min(92vw,620px)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-[0.16em] text-accent-fg uppercase">Booking inquiry</p>
              <Dialog.Title className="mt-1 font-display text-2xl font-bold">Book {displayName}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                {sent
                  ? "Your inquiry is on its way."
                  : `Tell ${displayName}'s team about your event. They reply by email, usually within a few days.`}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
              aria-label="Close"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>

          {sent ? (
            <div className="flex flex-col items-center gap-4 overflow-y-auto px-6 py-10 text-center">
              <CheckCircle2 aria-hidden className="size-14 text-success" />
              <div role="status" className="flex flex-col items-center gap-4">
                <h3 className="font-display text-xl font-semibold">Inquiry sent</h3>
                <p className="max-w-sm text-sm leading-relaxed text-muted">
                  {displayName}'s team has been notified and will reply to{" "}
                  <strong className="text-fg">{result.email}</strong>.
                </p>
              </div>
              {result.deposit ? <DepositPayment offer={result.deposit} displayName={displayName} /> : null}
              <Dialog.Close asChild>
                <Button variant="secondary">Done</Button>
              </Dialog.Close>
            </div>
          ) : (
            <fetcher.Form
              method="post"
              action={action ?? `/dj/${slug}/booking`}
              noValidate
              onSubmit={onSubmit}
              className="flex min-h-0 flex-1 flex-col"
            >
              <div className="grid flex-1 gap-4 overflow-y-auto px-5 py-5 sm:grid-cols-2 sm:px-6">
                {formError ? (
                  <p
                    role="alert"
                    className="rounded-lg border border-danger/60 bg-[#3b0f0f] px-3 py-2 text-sm text-[#fecaca] sm:col-span-2"
                  >
                    {formError}
                  </p>
                ) : null}
                <TextField
                  label="Your name"
                  name="name"
                  autoComplete="name"
                  required
                  maxLength={100}
                  defaultValue={values.name ?? viewer?.name}
                  error={errors.name}
                />
                <TextField {...EMAIL_INPUT} defaultValue={values.email ?? viewer?.email} error={errors.email} />
                <TextField
                  label="Phone (optional)"
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={30}
                  defaultValue={values.phone}
                  error={errors.phone}
                />
                {availability ? <AvailabilityGrid availability={availability} picked={date} onPick={setDate} /> : null}
                <TextField
                  label="Event date"
                  name="eventDate"
                  type="date"
                  min={today}
                  required
                  value={date}
                  onChange={(event) => setDate(event.target.value)}
                  error={errors.eventDate}
                  hint={
                    availability?.busy.includes(date)
                      ? `${displayName} is not available that day. You can still send your inquiry.`
                      : undefined
                  }
                />
                <TextField
                  label="City"
                  name="city"
                  autoComplete="address-level2"
                  required
                  maxLength={100}
                  defaultValue={values.city ?? city ?? undefined}
                  error={errors.city}
                />
                {isVenue ? null : (
                  <TextField
                    label="Venue (optional)"
                    name="venue"
                    maxLength={120}
                    defaultValue={values.venue}
                    error={errors.venue}
                  />
                )}
                <SelectField
                  label="Event type"
                  name="eventType"
                  options={EVENT_TYPES}
                  defaultValue={values.eventType}
                  error={errors.eventType}
                />
                <SelectField
                  label="Budget range"
                  name="budgetRange"
                  options={BUDGET_RANGES}
                  defaultValue={values.budgetRange}
                  error={errors.budgetRange}
                />
                <TextAreaField
                  label="Message"
                  name="message"
                  maxLength={BOOKING_MESSAGE_MAX}
                  defaultValue={values.message}
                  error={errors.message}
                  hint={
                    isVenue
                      ? "Date flexibility, expected crowd, line-up, production needs — whatever helps them say yes."
                      : "Set length, expected crowd, line-up, travel — whatever helps them say yes."
                  }
                />
              </div>
              <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
                <p className="text-xs text-muted">
                  {depositCents ? (
                    <span className="mb-1 block font-medium text-fg">
                      {formatDeposit(depositCents)} deposit, paid with PayPal after you send.
                    </span>
                  ) : null}
                  {isVenue
                    ? `Your details go only to ${displayName}'s booking team.`
                    : `Your details go only to ${displayName}'s team and Booth's admins.`}
                </p>
                <Button
                  type="submit"
                  size="lg"
                  disabled={submitting}
                  icon={submitting ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
                >
                  {submitting ? "Sending…" : "Send inquiry"}
                </Button>
              </div>
            </fetcher.Form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FieldShell(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-1.5", props.className)}>
      <label htmlFor={props.id} className="text-sm font-medium text-fg">
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.error ? (
        <p id={`${props.id}-hint`} className="text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm text-[#fca5a5]">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function SelectField(props: {
  label: string;
  name: string;
  options: readonly string[];
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={props.label} error={props.error}>
      <select
        id={id}
        name={props.name}
        required
        defaultValue={props.defaultValue ?? ""}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error)}
        className={cn(
          "h-11 rounded-lg border bg-surface-2 px-3 text-fg",
          props.error ? "border-danger" : "border-border focus:border-accent-fg",
        )}
      >
        <option value="" disabled>
          Choose…
        </option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

function TextAreaField(props: {
  label: string;
  name: string;
  maxLength: number;
  defaultValue?: string;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={props.label} error={props.error} hint={props.hint} className="sm:col-span-2">
      <textarea
        id={id}
        name={props.name}
        rows={5}
        required
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        className={cn(
          "min-h-32 rounded-lg border bg-surface-2 px-3 py-2.5 text-fg placeholder:text-muted",
          props.error ? "border-danger" : "border-border focus:border-accent-fg",
        )}
      />
    </FieldShell>
  );
}
