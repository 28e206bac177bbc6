import { Mail, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { fieldErrorsOf } from "~/core/forms/form-result";
import {
  SUPPORT_HONEYPOT_FIELD,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  type SupportField,
  type SupportFormResult,
  supportMessageSchema,
} from "~/core/support/support";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";

const TOPIC_OPTIONS = [{ value: "", label: "Choose a topic" }, ...SUPPORT_TOPICS];

/**
 * "Write to us": the contact form for visitors who cannot use WhatsApp. The browser checks the fields with the same
 * schema as the action before sending; the action's answer (field errors, the rate limit, or the confirmation)
 * comes back as `result`. Works without JavaScript as a plain form post.
 */
export function SupportContactForm({
  result,
  signedInEmail,
}: {
  result: SupportFormResult | undefined;
  signedInEmail: string | null;
}) {
  const [clientErrors, setClientErrors] = useState<Partial<Record<SupportField, string>> | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const sent = result?.ok ? result : null;
  const failed = result && !result.ok ? result : null;
  const errors = clientErrors ?? failed?.errors ?? {};
  const values = failed?.values ?? {};

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const checkBeforeSending = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = supportMessageSchema.safeParse(Object.fromEntries(form));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrorsOf(parsed.error));
  };

  return (
    <section id="write" aria-labelledby="write-title" className="scroll-mt-24">
      <div className="rounded-2xl border border-border bg-surface p-6 md:p-8">
        <h2
          id="write-title"
          className="flex items-center gap-2 font-display text-2xl font-bold tracking-tight text-fg md:text-[28px]"
        >
          <Mail aria-hidden className="size-6 text-accent-fg" />
          Write to us
        </h2>
        <p className="mt-2 max-w-[560px] text-base leading-relaxed text-muted">
          No WhatsApp, or a network that blocks it? Send the team a message here and we'll answer by email.
        </p>
        {sent ? (
          <div ref={confirmation} tabIndex={-1} className="mt-5 focus:outline-none" data-testid="support-sent">
            <Notice tone="success" title="Message sent — thank you!">
              We've sent a copy to <strong className="break-all">{sent.email}</strong> and will answer at that address,
              usually within a day.
            </Notice>
            <p className="mt-4 text-sm">
              <Link to="/support#write" reloadDocument className="font-medium text-accent-fg underline">
                Write another message
              </Link>
            </p>
          </div>
        ) : (
          <Form
            method="post"
            action="/support"
            preventScrollReset
            noValidate
            onSubmit={checkBeforeSending}
            className="mt-5 flex flex-col gap-5"
          >
            {failed?.formError ? <Notice tone="error">{failed.formError}</Notice> : null}
            {failed?.errors || clientErrors ? (
              <Notice tone="error">Nothing was sent. Check the highlighted fields.</Notice>
            ) : null}
            <SelectField
              label="Topic"
              name="topic"
              options={TOPIC_OPTIONS}
              defaultValue={values.topic ?? ""}
              error={errors.topic}
              required
            />
            <TextAreaField
              label="Message"
              name="message"
              defaultValue={values.message}
              error={errors.message}
              hint={`What happened, and what you expected. Up to ${SUPPORT_MESSAGE_MAX.toLocaleString("en")} characters.`}
              maxLength={SUPPORT_MESSAGE_MAX}
              rows={6}
              required
            />
            <Field
              label="Your email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email ?? signedInEmail ?? ""}
              error={errors.email}
              hint="We reply here, and send you a copy of your message."
              required
            />
            <Field
              label="Page the problem was on (optional)"
              name="page"
              type="text"
              inputMode="url"
              placeholder="/events or https://…"
              defaultValue={values.page}
              error={errors.page}
            />
            {/* A field people never see: a form-filling bot that fills it in is answered as if sent. */}
            <div aria-hidden className="absolute -left-[10000px] size-px overflow-hidden">
              <label>
                Website
                <input type="text" name={SUPPORT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <p className="text-xs leading-relaxed text-muted">
              We keep your message and our replies for 12 months, then delete them. See the{" "}
              <Link to="/privacy#contact-form" className="underline">
                Privacy Policy
              </Link>
              .
            </p>
            <SubmitButton busyLabel="Sending…" className="sm:w-auto sm:self-start">
              <Send aria-hidden className="size-4" />
              Send message
            </SubmitButton>
          </Form>
        )}
      </div>
    </section>
  );
}
