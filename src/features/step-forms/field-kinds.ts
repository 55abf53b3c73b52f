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
