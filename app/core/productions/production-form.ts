import { z } from "zod";
import { groupedInteger } from "~/core/text/english-format";
import { isPlainText, plainTextMessage } from "~/core/text/plain-text";
import { PRODUCTION_DESCRIPTION_MAX, PRODUCTION_NAME_MAX } from "./productions";

/**
 * The producer dashboard's "Edit details" form (spec §3 production_lines: name, description; plus the logo upload,
 * checked by the image pipeline). One schema for the browser and the action.
 */
export const productionFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Enter the production line's name (at least 2 characters)")
    .max(PRODUCTION_NAME_MAX, `Keep the name under ${PRODUCTION_NAME_MAX} characters`)
    .refine(isPlainText, plainTextMessage("The name")),
  description: z
    .string()
    .trim()
    .max(
      PRODUCTION_DESCRIPTION_MAX,
      `Keep the description under ${groupedInteger(PRODUCTION_DESCRIPTION_MAX)} characters`,
    )
    .optional()
    .default(""),
});
export type ProductionForm = z.output<typeof productionFormSchema>;
