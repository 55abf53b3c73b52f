import * as yup from "yup";
import { BUSINESS_ROLES } from "../types";

/**
 * The create-contact dialog's entries (account.md §3 Business contact, §5 Business: all required;
 * §5 shared rules: names 1 to 100 characters, phone at most 30). Shared by the dialog and the BFF.
 * `.strict()` keeps a non-string a 422, never a thrown `.trim()`.
 */
export const newCompanyContactSchema = yup.object({
  email: yup.string().strict().required().max(254).email(),
  phoneNumber: yup
    .string()
    .strict()
    .required()
    .max(30)
    .matches(/^\+?[0-9 ()/-]{5,30}$/, { message: "phone_invalid", excludeEmptyString: true }),
  firstName: yup.string().strict().required().max(100),
  lastName: yup.string().strict().required().max(100),
  role: yup.string().strict().oneOf(BUSINESS_ROLES),
});

export type NewCompanyContactInput = yup.InferType<typeof newCompanyContactSchema>;

export const CONTACT_FIELDS = ["email", "phoneNumber", "firstName", "lastName"] as const;

/** account.md §5 Business: an entry is incomplete while any required field is empty. */
export function contactIncomplete(entry: Partial<Record<(typeof CONTACT_FIELDS)[number], string>>): boolean {
  return CONTACT_FIELDS.some((field) => (entry[field] ?? "").trim() === "");
}
