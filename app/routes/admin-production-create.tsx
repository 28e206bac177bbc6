import {
  adminProductionCreateSchema,
  PRODUCTION_DESCRIPTION_MAX,
  PRODUCTION_NAME_MAX,
} from "~/core/admin/admin-venues";
import { AdminCreatePage } from "~/features/admin/admin-create-form";
import { AdminFormSection } from "~/ui/admin-form-section";
import { TextAreaField } from "~/ui/form-controls";
import { Field } from "~/ui/form-fields";
import { submitAdminCreateForm } from "~server/adapters/admin-create-form.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import { createProductionLine } from "~server/domain/admin/create-production-line.server";
import type { Route } from "./+types/admin-production-create";

export async function loader({ context }: Route.LoaderArgs) {
  signedInContext(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { database, userId } = signedInContext(context);
  return submitAdminCreateForm(request, {
    db: database.db,
    actorId: userId,
    schema: adminProductionCreateSchema,
    create: (input) => createProductionLine(database.db, { id: userId }, input),
    audit: { action: "production.create", targetType: "production_line" },
    donePath: "/admin/productions",
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Create production line · Admin · Booth" },
  { name: "robots", content: "noindex" },
];

export default function AdminProductionCreate({ actionData }: Route.ComponentProps) {
  return (
    <AdminCreatePage
      eyebrow="Admin · Productions"
      title="Create production line"
      listPath="/admin/productions"
      listLabel="All production lines"
      schema={adminProductionCreateSchema}
      actionData={actionData}
      ownerHint="An existing account. They manage the line and its events from the producer dashboard."
    >
      {(errors, values) => (
        <AdminFormSection
          title="The production line"
          hint="Until its owners upload a logo, its pages show generated artwork."
        >
          <Field
            label="Name"
            name="name"
            defaultValue={values.name}
            error={errors.name}
            maxLength={PRODUCTION_NAME_MAX}
            required
          />
          <Field
            label="Address (optional)"
            name="slug"
            defaultValue={values.slug}
            error={errors.slug}
            maxLength={60}
            autoComplete="off"
            hint="/production/… — lower-case letters, digits and hyphens. Empty: made from the name."
          />
          <TextAreaField
            label="Description"
            name="description"
            defaultValue={values.description}
            error={errors.description}
            maxLength={PRODUCTION_DESCRIPTION_MAX}
            rows={5}
            hint="Plain text or simple formatting; anything else is removed."
          />
        </AdminFormSection>
      )}
    </AdminCreatePage>
  );
}
