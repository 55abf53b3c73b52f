import { defineContract, withEntry, type CheckedEntry } from "@/cms/module-contract";
import { FORM_FIELD_KINDS, isAllowedFormEndpoint, parseFieldCondition, parseFieldValidation } from "@/features/step-forms/public";
import {
  STEP_FORM_ERROR_ACTIONS,
  STEP_FORM_METHODS,
  STEP_FORM_PREFILLS,
  STEP_FORM_PREFLIGHTS,
  STEP_FORM_RESULTS,
  type FieldLookup,
  type FormField,
  type FormStep,
  type StepFormFields,
  type VisibilityRuleName,
} from "@/cms/types";
import { VISIBILITY_RULE_NAMES } from "@/cms/visibility";
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
    const problems = isAllowedFormEndpoint(url, method, formHosts()) ? [] : [`${method} ${url} is not an allowed form endpoint`];
    const fieldEntries = entry.links("steps").flatMap((step) => step.links("fields"));
    const fieldNames = new Set(fieldEntries.map((field) => field.text("name")));
    // A field's lookup is read while the customer types: the same allow-list guards it.
    for (const field of fieldEntries) {
      const lookup = withEntry(field, () => parseLookup(field.object("lookup")));
      if (lookup && !isAllowedFormEndpoint(lookup.url, lookup.method, formHosts())) {
        problems.push(`${lookup.method} ${lookup.url} of field "${field.id}" is not an allowed form endpoint`);
      }
      for (const target of Object.values(lookup?.fills ?? {})) {
        if (!fieldNames.has(target)) problems.push(`field "${field.id}" fills "${target}", which is no field of this form`);
      }
      const upload = withEntry(field, () => parseUpload(field.object("upload")));
      if (field.text("kind") === "photos" && !upload) problems.push(`photos field "${field.id}" needs an upload URL`);
      if (upload && !isAllowedFormEndpoint(upload.url, "POST", formHosts())) {
        problems.push(`POST ${upload.url} of field "${field.id}" is not an allowed form endpoint`);
      }
      const sendTo = withEntry(field, () => parseSendTo(field.object("sendTo")));
      if (sendTo && !isAllowedFormEndpoint(sendTo.url, "POST", formHosts())) {
        problems.push(`POST ${sendTo.url} of field "${field.id}" is not an allowed form endpoint`);
      }
    }
    return problems;
  },
  fields: (entry): StepFormFields => ({
    title: entry.text("title"),
    steps: entry.links("steps").map(formStep),
    submit: {
      url: entry.requiredText("submitUrl"),
      method: submitMethod(entry),
      includeDealId: entry.flag("includeDealId"),
      dealIdKey: dealIdKey(entry),
      fixedValues: withEntry(entry, () => parseFixedValues(entry.object("fixedValues"))),
      text: entry.requiredText("submitText"),
    },
    errorAction: entry.oneOf("errorAction", STEP_FORM_ERROR_ACTIONS) ?? "request-error-modal",
    errorMessage: entry.text("errorMessage"),
    errorTitle: entry.text("errorTitle"),
    result: entry.oneOf("result", STEP_FORM_RESULTS) ?? "message",
    successTitle: entry.text("successTitle"),
    successText: entry.text("successText"),
    successToast: entry.text("successToast"),
    prefill: entry.oneOf("prefill", STEP_FORM_PREFILLS),
    preflight: entry.oneOf("preflight", STEP_FORM_PREFLIGHTS),
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
    continueWhenFilled: entry.flag("continueWhenFilled"),
    visibility: entry.listOf("visibility", VISIBILITY_RULE_NAMES),
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
    disabledWhen: withEntry(entry, () => parseFieldCondition(entry.object("disabledWhen"))),
    visibility: entry.listOf("visibility", VISIBILITY_RULE_NAMES),
    mapTo: entry.text("mapTo"),
    lookup: withEntry(entry, () => parseLookup(entry.object("lookup"))),
    upload: withEntry(entry, () => parseUpload(entry.object("upload"))),
    sendTo: withEntry(entry, () => parseSendTo(entry.object("sendTo"))),
  };
}

/** `{ "url": "/portal/api/bff/active-fleet/damage-reports/images" }`. */
export function parseUpload(raw: unknown): FormField["upload"] {
  if (raw === null || raw === undefined) return null;
  const { url, ...rest } = (typeof raw === "object" && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  if (typeof url !== "string" || url === "" || Object.keys(rest).length > 0) throw new Error('upload is { "url": … }');
  return { url };
}

function dealIdKey(entry: CheckedEntry): string {
  const key = entry.text("dealIdKey") ?? "dealId";
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key)) throw new Error(`dealIdKey "${key}" is not a body key`);
  return key;
}

/** `{ "country": "Germany" }`: string values under body keys. */
export function parseFixedValues(raw: unknown): StepFormFields["submit"]["fixedValues"] {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error("fixedValues is an object of strings");
  for (const [key, value] of Object.entries(raw)) {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key) || typeof value !== "string") throw new Error(`fixedValues.${key} is not a body key with a string`);
  }
  return raw as Record<string, string>;
}

/** `{ "url": "/portal/api/bff/deals/{subscription_id}/non-retention-comment", "key": "comment" }`. */
export function parseSendTo(raw: unknown): FormField["sendTo"] {
  if (raw === null || raw === undefined) return null;
  const { url, key, ...rest } = (typeof raw === "object" && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  if (typeof url !== "string" || typeof key !== "string" || !/^[A-Za-z][A-Za-z0-9_]*$/.test(key) || Object.keys(rest).length > 0) {
    throw new Error('sendTo is { "url": …, "key": … }');
  }
  return { url, key };
}

/** `{ "url": "…/return-metadata", "method": "GET", "query": { "return_type": "returnType" }, "path": "availabilities", "requires": "…" }`. */
export function parseLookup(raw: unknown): FieldLookup | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== "object" || Array.isArray(raw)) throw new Error("a lookup must be an object");
  const { url, method = "GET", query = {}, path = null, requires = null, fills = {}, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw new Error(`a lookup has no ${Object.keys(rest).join(", ")}`);
  if (typeof url !== "string" || url === "") throw new Error("a lookup needs a url");
  if (method !== "GET" && method !== "POST") throw new Error("a lookup's method is GET or POST");
  if (!isNameMap(query)) throw new Error("a lookup's query maps parameters to field names");
  const dotted = (value: unknown): value is string | null =>
    value === null || (typeof value === "string" && /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/.test(value));
  if (!dotted(path) || !dotted(requires)) throw new Error("a lookup's path and requires are dotted keys");
  if (!isNameMap(fills)) throw new Error("a lookup's fills map keys of the answer to field names");
  return { url, method, query, path, requires, fills };
}

function isNameMap(value: unknown): value is Record<string, string> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((name) => typeof name === "string");
}

function parseOptions(raw: unknown): FormField["options"] {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Error("options must be a list of { value, label }");
  return raw.map((option) => {
    const { value, label, visibility, ...rest } = (option ?? {}) as Record<string, unknown>;
    if (typeof value !== "string" || typeof label !== "string") throw new Error("each option needs a value and a label");
    if (Object.keys(rest).length > 0) throw new Error(`an option has no ${Object.keys(rest).join(", ")}`);
    if (visibility === undefined) return { value, label };
    const known = (name: unknown): name is VisibilityRuleName => (VISIBILITY_RULE_NAMES as readonly unknown[]).includes(name);
    if (!Array.isArray(visibility) || !visibility.every(known)) throw new Error(`option "${value}": visibility names rules of cms/visibility.ts`);
    return { value, label, visibility };
  });
}
