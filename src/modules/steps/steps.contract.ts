import { defineContract, withEntry, type CheckedEntry } from "@/cms/module-contract";
import {
  FORM_FIELD_KINDS,
  STEP_FORM_ERROR_ACTIONS,
  STEP_FORM_METHODS,
  STEP_FORM_RESULTS,
  type FormField,
  type FormStep,
  type StepFormFields,
} from "@/cms/types";
import { isAllowedFormEndpoint } from "@/features/step-forms/rules/endpoint-allow-list";
import { parseFieldCondition } from "@/features/step-forms/rules/field-condition";
import { parseFieldValidation } from "@/features/step-forms/validators/field-validations";
import { formHosts } from "@/lib/env";

/**
 * A `steps` entry links `step` entries, which link `fields`. A form whose endpoint is not on the
 * allow-list fails validation, so it is never rendered or posted to.
 */
export const stepsContract = defineContract({
  contentType: "steps",
  validate: (entry) => {
    const url = entry.requiredText("submitUrl");
    const method = submitMethod(entry);
    return isAllowedFormEndpoint(url, method, formHosts()) ? [] : [`${method} ${url} is not an allowed form endpoint`];
  },
  fields: (entry): StepFormFields => ({
    title: entry.text("title"),
    steps: entry.links("steps").map(formStep),
    submit: {
      url: entry.requiredText("submitUrl"),
      method: submitMethod(entry),
      includeDealId: entry.flag("includeDealId"),
      text: entry.requiredText("submitText"),
    },
    errorAction: entry.oneOf("errorAction", STEP_FORM_ERROR_ACTIONS) ?? "request-error-modal",
    errorMessage: entry.text("errorMessage"),
    result: entry.oneOf("result", STEP_FORM_RESULTS) ?? "message",
    successTitle: entry.text("successTitle"),
    successText: entry.text("successText"),
  }),
});

function submitMethod(entry: CheckedEntry): StepFormFields["submit"]["method"] {
  return entry.oneOf("submitMethod", STEP_FORM_METHODS) ?? "POST";
}

function formStep(entry: CheckedEntry): FormStep {
  return {
    id: entry.id,
    title: entry.requiredText("title"),
    fields: entry.links("fields").map(formField),
    condition: withEntry(entry, () => parseFieldCondition(entry.object("condition"))),
  };
}

function formField(entry: CheckedEntry): FormField {
  const options = entry.object("options");
  const validations = entry.object("validations");
  return {
    id: entry.id,
    name: entry.requiredText("name"),
    label: entry.requiredText("label"),
    kind: entry.requiredOneOf("kind", FORM_FIELD_KINDS),
    placeholder: entry.text("placeholder"),
    helpText: entry.text("helpText"),
    options: withEntry(entry, () => parseOptions(options)),
    validations: withEntry(entry, () => (Array.isArray(validations) ? validations.map(parseFieldValidation) : [])),
    condition: withEntry(entry, () => parseFieldCondition(entry.object("condition"))),
    mapTo: entry.text("mapTo"),
  };
}

function parseOptions(raw: unknown): FormField["options"] {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Error("options must be a list of { value, label }");
  return raw.map((option) => {
    const { value, label } = (option ?? {}) as Record<string, unknown>;
    if (typeof value !== "string" || typeof label !== "string") throw new Error("each option needs a value and a label");
    return { value, label };
  });
}
