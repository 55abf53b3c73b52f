/** The kinds of field a step form in content may have (`fields.kind`); each has its renderer in `components/fields`. */
export const FORM_FIELD_KINDS = [
  "text",
  "textarea",
  "number",
  "date",
  "select",
  "checkbox",
  "file",
  "phone",
  "postcode",
  "iban",
  "appointment",
  "address-info",
  "amount",
  "summary",
  "autocomplete",
  "photos",
  "info",
  "checkboxes",
  "mileage-package",
  "mileage-package-summary",
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];
/**
 * Kinds that show what the form looked up or collected (a depot address, a fee, the overview) and
 * are never sent; a required one blocks its step until its lookup answered with something.
 */
export const DISPLAY_FIELD_KINDS: ReadonlySet<FormFieldKind> = new Set([
  "address-info",
  "amount",
  "summary",
  "autocomplete",
  "info",
  "mileage-package-summary",
]);
/**
 * Kinds whose value the form fills in itself, not the customer: the display kinds and an
 * appointment (the first offered date, deals.md §5). A required one left empty blocks its step's
 * primary action, as nothing the customer could enter would change it (account.md §4 "a failed
 * form-state check blocks moving on"; deals.md §4 "blocked when there are no availabilities",
 * "not drivable … next is disabled").
 */
export const FORM_FILLED_FIELD_KINDS: ReadonlySet<FormFieldKind> = new Set([...DISPLAY_FIELD_KINDS, "appointment"]);
