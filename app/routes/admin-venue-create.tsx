import { adminVenueCreateSchema, VENUE_DESCRIPTION_MAX, VENUE_NAME_MAX } from "~/core/admin/admin-venues";
import { venueTypeLabel } from "~/core/venues/venues";
import { AdminCreatePage } from "~/features/admin/admin-create-form";
import { AdminFormSection } from "~/ui/admin-form-section";
import { SelectField, TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { submitAdminCreateForm } from "~server/adapters/admin-create-form.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { createVenue } from "~server/domain/admin/create-venue.server";
import { listVenueFilterOptions } from "~server/domain/venues/list-venue-filter-options.server";
import type { Route } from "./+types/admin-venue-create";

/** The types offered: the usual ones and every type a venue already has (stored lower case, as /venues filters them). */
const COMMON_TYPES = ["club", "bar", "lounge", "warehouse", "open air", "rooftop", "beach club", "festival site"];

export async function loader({ context }: Route.LoaderArgs) {
  const { database } = signedInContext(context);
  const options = await listVenueFilterOptions(database.db);
  return { types: [...new Set([...COMMON_TYPES, ...options.types])].sort() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  return submitAdminCreateForm(request, {
    db: database.db,
    actorId: userId,
    schema: adminVenueCreateSchema,
    create: (input) => createVenue(database.db, { id: userId }, input),
    audit: { action: "venue.create", targetType: "venue" },
    donePath: "/admin/venues",
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Create venue · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminVenueCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminCreatePage
      eyebrow="Admin · Venues"
      title="Create venue"
      listPath="/admin/venues"
      listLabel="All venues"
      schema={adminVenueCreateSchema}
      actionData={actionData}
      ownerHint="An existing account. They get every permission on the venue, and can invite their staff."
    >
      {(errors, values) => (
        <AdminFormSection title="The venue" hint="Its address on Booth comes from the name.">
          <Field
            label="Name"
            name="name"
            defaultValue={values.name}
            error={errors.name}
            maxLength={VENUE_NAME_MAX}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="City" name="city" defaultValue={values.city} error={errors.city} maxLength={80} />
            <Field label="Country" name="country" defaultValue={values.country} error={errors.country} maxLength={80} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Venue type"
              name="venueType"
              defaultValue={values.venueType ?? "club"}
              error={errors.venueType}
              options={[
                { value: "", label: "Not set" },
                ...loaderData.types.map((t) => ({ value: t, label: venueTypeLabel(t) ?? t })),
              ]}
            />
            <Field
              label="Standing capacity"
              name="capacityStanding"
              inputMode="numeric"
              defaultValue={values.capacityStanding}
              error={errors.capacityStanding}
              placeholder="e.g. 900"
            />
          </div>
          <TextAreaField
            label="Description"
            name="description"
            defaultValue={values.description}
            error={errors.description}
            maxLength={VENUE_DESCRIPTION_MAX}
            rows={5}
            hint="Plain text or simple formatting; anything else is removed."
          />
        </AdminFormSection>
      )}
    </AdminCreatePage>
  );
}
