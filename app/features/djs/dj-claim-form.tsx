import { Form, Link, useActionData } from "react-router";
import { CLAIM_MESSAGE_MAX, claimFormSchema, claimPageHref } from "~/core/djs/dj-claims";
import type { FormResult } from "~/core/forms/form-result";
import { ButtonLink } from "~/ui/button";
import { djImageUrl, objectPosition } from "~/ui/dj-card";
import { TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { useFormErrors } from "~/ui/use-form-errors";
import type { ClaimableDjData } from "./claimable-dj-finder";

/** The claim on a chosen profile: why it is yours and a link you control, reviewed by an admin. */
export function DjClaimForm({
  dj,
  query,
}: {
  dj: Pick<ClaimableDjData, "id" | "slug" | "displayName" | "profileImage" | "imagePosition">;
  query: string;
}) {
  const actionData = useActionData<FormResult>();
  const form = useFormErrors(claimFormSchema, actionData);
  const back = claimPageHref(query);
  return (
    <section aria-labelledby="claim-title" className="rounded-2xl border border-border bg-surface/90 p-5 md:p-7">
      <div className="flex items-center gap-4">
        <img
          src={djImageUrl(dj)}
          alt=""
          width={80}
          height={80}
          style={{ objectPosition: objectPosition(dj.imagePosition) }}
          className="size-20 shrink-0 rounded-2xl object-cover"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.16em] text-muted uppercase">Claiming</p>
          <h2 id="claim-title" className="truncate font-display text-2xl font-bold tracking-tight">
            {dj.displayName}
          </h2>
          <Link to={`/dj/${dj.slug}`} className="text-sm text-accent-fg underline-offset-4 hover:underline">
            View public profile
          </Link>
        </div>
      </div>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="mt-6 flex flex-col gap-5">
        {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
        <input type="hidden" name="djProfileId" value={dj.id} />
        <TextAreaField
          label="Why is this profile yours?"
          name="message"
          required
          maxLength={CLAIM_MESSAGE_MAX}
          rows={5}
          defaultValue={actionData?.values?.message ?? ""}
          error={form.errors.message ?? form.errors.djProfileId}
          hint="For example: you are the artist or their manager, and where you play. Admins read this."
        />
        <Field
          label="A link you control"
          name="evidenceUrl"
          type="url"
          inputMode="url"
          required
          placeholder="https://www.instagram.com/yourname"
          defaultValue={actionData?.values?.evidenceUrl ?? ""}
          error={form.errors.evidenceUrl}
          hint="Your artist Instagram, SoundCloud or website. Mentioning Booth there speeds up the review."
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={back} variant="ghost">
            Cancel
          </ButtonLink>
          <SubmitButton busyLabel="Sending…" className="sm:w-auto">
            Send claim
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
