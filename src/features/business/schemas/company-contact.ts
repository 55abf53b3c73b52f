import * as yup from "yup";
import { FORM_PHONE_MAX_LENGTH, isFormPhoneNumber } from "@/lib/phone-number";
import { NAME_PATTERN } from "@/lib/text";
import { BUSINESS_ROLES } from "../types";

/**
 * The create-contact dialog's entries (account.md §3 Business contact, §5 Business: all required;
 * §5 shared rules: names 1 to 100 characters; deals.md §5 phone). Shared by the dialog and the BFF.
 * `.strict()` keeps a non-string a 422, never a thrown `.trim()`.
 */
export const newCompanyContactSchema = yup.object({
  email: yup.string().strict().required().max(254).email(),
  phoneNumber: yup
    .string()
    .strict()
    .required()
    .max(FORM_PHONE_MAX_LENGTH)
    // The phone rule of every form (deals.md §5: no spaces or hyphens, a valid number for the region, default DE).
    .test("phone_valid", "phone_invalid", (value) => value === undefined || value === "" || isFormPhoneNumber(value)),
  // The one name pattern of every other name field (account.md §5): "Jo3" was taken here alone.
  firstName: yup.string().strict().required().max(100).matches(NAME_PATTERN, { message: "name_invalid", excludeEmptyString: true }),
  lastName: yup.string().strict().required().max(100).matches(NAME_PATTERN, { message: "name_invalid", excludeEmptyString: true }),
  role: yup.string().strict().oneOf(BUSINESS_ROLES),
});

export type NewCompanyContactInput = yup.InferType<typeof newCompanyContactSchema>;

export const CONTACT_FIELDS = ["email", "phoneNumber", "firstName", "lastName"] as const;

/** account.md §5 Business: an entry is incomplete while any required field is empty. */
export function contactIncomplete(entry: Partial<Record<(typeof CONTACT_FIELDS)[number], string>>): boolean {
  return CONTACT_FIELDS.some((field) => (entry[field] ?? "").trim() === "");
}

export type ContactEntryProblem = "invalidEmail" | "invalidPhone" | "nameTooLong" | "invalidName" | "incomplete";

/**
 * The message for an entry the schema refuses: "incomplete" only where something is missing; a
 * name too long or not a name says so (account.md §5 shared rules), as an email or phone does.
 */
export function contactEntryProblem({ path, type }: { path?: string; type?: string }): ContactEntryProblem {
  if (path === "email") return "invalidEmail";
  if (path === "phoneNumber") return "invalidPhone";
  if (path === "firstName" || path === "lastName") return type === "max" ? "nameTooLong" : type === "required" ? "incomplete" : "invalidName";
  return "incomplete";
}
