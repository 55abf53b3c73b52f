import type { DriverField } from "./driver-rules";

/** A field of the add-driver form: the draft's fields and the two licence scans. */
export type DriverFormField = DriverField | "dl_front_key" | "dl_back_key";

/** The codes a licence slot or the BFF may name; each has its message (`driver-form-messages.test.ts`). */
export const KNOWN_CODES = new Set([
  "required",
  // A name (account.md §5 Shared form rules): its characters, and at most 100 of them.
  "invalid",
  "max",
  "date_invalid",
  "date_in_future",
  "postcode_invalid",
  "postcode_not_deliverable",
  "licence_before_birth",
  "dob_min_age",
  "dob_age_limits_exceeded",
  "dob_young_driver_criteria_unmet",
  "agree_to_terms_invalid",
  "truthful_data_invalid",
  "file_too_large",
  "file_type_not_accepted",
  "file_invalid",
  "file_active_content",
]);

/** Shared form rules' messages (account.md §5), as every form words them. */
const SHARED_MESSAGES: Readonly<Record<string, string>> = {
  required: "validation.required",
  postcode_not_deliverable: "validation.postcodeMainland",
};

/** Field messages: the §8 codes and the form's own under `drivers.problems`, the shared rules' their own. */
export function messageKey(code: string): string {
  return SHARED_MESSAGES[code] ?? `drivers.problems.${code}`;
}

/** The fields the form shows a message at. */
const FORM_FIELDS = new Set<string>([
  "relationship_type",
  "firstname",
  "lastname",
  "date_of_birth",
  "driver_license_issue_date",
  "postcode",
  "agreed_to_terms",
  "confirmed_truthful_data",
  "dl_front_key",
  "dl_back_key",
] satisfies DriverFormField[]);

/**
 * The field issues of the BFF's 422 answer, by field; a code the form has no text for reads as
 * "required". Null when the answer names no field of the form: such a refusal has nowhere to show,
 * so it gets §8's default modal.
 */
export function answerIssues(answer: unknown): Partial<Record<DriverFormField, string>> | null {
  const issues = (answer as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return null;
  const byField: Partial<Record<DriverFormField, string>> = {};
  for (const issue of issues as { path?: unknown; code?: unknown }[]) {
    if (typeof issue.path === "string" && FORM_FIELDS.has(issue.path) && typeof issue.code === "string") {
      byField[issue.path as DriverFormField] = KNOWN_CODES.has(issue.code) ? issue.code : "required";
    }
  }
  return Object.keys(byField).length > 0 ? byField : null;
}

/** §8: the codes that are about the driver as a whole also open the driver-error modal. */
export function driverModalCode(byField: Partial<Record<DriverFormField, string>>): string | undefined {
  return Object.values(byField).find((code) => code === "dob_age_limits_exceeded" || code === "dob_young_driver_criteria_unmet");
}
