import type { CountryCode } from "@/lib/phone-number";
import { DATE_CHECKS } from "./dates";
import { BUILT_IN_CHECKS, checkField, type Check, type FieldChecks } from "./field-checks";
import { IBAN_CHECKS } from "./iban";
import { PHONE_CHECKS } from "./phone";
import { POSTCODE_CHECKS } from "./postcode";
import type { FieldValue, ValidationError } from "./validators";

/**
 * The validations a `fields` entry may name (account.md §5 "Shared form rules"), with the
 * parameter each takes. Content says `{ "rule": "maxLength", "value": 100 }`; a value may come
 * from the page instead (`"from": "maximum_mileage"`, deals.md §5: the limit is the latest
 * mileage's maximum_mileage), and a rule may name a more specific message.
 */
export const FIELD_VALIDATION_RULES = [
  "required",
  "minLength",
  "maxLength",
  "postcode",
  "date",
  "notInFuture",
  "minAge",
  "maxAge",
  "maxFileSize",
  "allowedExtensions",
  "phone",
  "iban",
  "integer",
  "min",
  "max",
  "name",
] as const;
export type FieldValidationRule = (typeof FIELD_VALIDATION_RULES)[number];

/** Values a page supplies to its forms (named in content by `from`). */
export const FORM_CONTEXT_VALUES = ["maximum_mileage"] as const;
export type FormContextValue = (typeof FORM_CONTEXT_VALUES)[number];

/**
 * Specific messages a rule may use instead of its own (named in content by `message`): deals.md §5
 * words the mileage limit, and the required address and name fields of the return and handover
 * forms ("{field} wird benötigt"), apart from the shared "Dies ist ein Pflichtfeld.".
 */
export const FIELD_VALIDATION_MESSAGES = ["mileageLimit", "fieldRequired"] as const;

export interface FieldValidation {
  rule: FieldValidationRule;
  value?: number | string[];
  from?: FormContextValue;
  message?: (typeof FIELD_VALIDATION_MESSAGES)[number];
}

/** What a form's checks read besides the value: the page's values, and the region of phone numbers. Ages go by the portal's clock. */
export interface FormValidationContext {
  values: Partial<Record<FormContextValue, number>>;
  region?: CountryCode;
}

/** The checks of every rule, every group's included (`field-checks.ts` has the built-in ones). */
export const ALL_CHECKS = {
  ...BUILT_IN_CHECKS,
  ...DATE_CHECKS,
  ...POSTCODE_CHECKS,
  ...PHONE_CHECKS,
  ...IBAN_CHECKS,
} satisfies Record<FieldValidationRule, Check> & FieldChecks;

/** The first failing validation of a field, in the order content lists them; null when all pass. */
export function validateField(value: FieldValue, validations: readonly FieldValidation[], context: FormValidationContext): ValidationError | null {
  return checkField(value, validations, context, ALL_CHECKS);
}

/** Reads one content validation; throws with the reason when it is not one the code knows. */
export function parseFieldValidation(raw: unknown): FieldValidation {
  if (typeof raw !== "object" || raw === null) throw new Error("a validation must be an object");
  const { rule, value, from, message } = raw as Record<string, unknown>;
  const known = FIELD_VALIDATION_RULES.find((candidate) => candidate === rule);
  if (!known) throw new Error(`unknown validation rule ${JSON.stringify(rule)}`);
  const parsed: FieldValidation = { rule: known };
  if (value !== undefined) {
    const isList = Array.isArray(value) && value.every((item) => typeof item === "string");
    if (typeof value !== "number" && !isList) throw new Error(`validation "${known}" has an invalid value`);
    parsed.value = value as number | string[];
  }
  if (from !== undefined) {
    const source = FORM_CONTEXT_VALUES.find((candidate) => candidate === from);
    if (!source) throw new Error(`validation "${known}" reads an unknown page value ${JSON.stringify(from)}`);
    parsed.from = source;
  }
  if (message !== undefined) {
    const key = FIELD_VALIDATION_MESSAGES.find((candidate) => candidate === message);
    if (!key) throw new Error(`validation "${known}" names an unknown message ${JSON.stringify(message)}`);
    parsed.message = key;
  }
  const needsNumber: FieldValidationRule[] = ["minLength", "maxLength", "minAge", "maxAge", "maxFileSize", "min", "max"];
  if (needsNumber.includes(known) && typeof parsed.value !== "number" && parsed.from === undefined) {
    throw new Error(`validation "${known}" needs a number value`);
  }
  if (known === "allowedExtensions" && !Array.isArray(parsed.value)) throw new Error(`validation "allowedExtensions" needs a list of extensions`);
  return parsed;
}
