import { describe, expect, it } from "vitest";
import type { FormField, FormStep } from "@/cms/types";
import { serverFieldIssues } from "./field-message";

const field = (name: string, mapTo: string | null = null): FormField => ({
  id: name,
  name,
  label: name,
  kind: "text",
  placeholder: null,
  helpText: null,
  options: [],
  validations: [],
  condition: null,
  disabledWhen: null,
  visibility: [],
  mapTo,
  lookup: null,
  sendTo: null,
  upload: null,
});
const mileage = field("currentMileage", "current_mileage");
const comment = field("comment");
const steps: FormStep[] = [
  { id: "one", title: "1", fields: [mileage], condition: null, visibility: [] },
  { id: "two", title: "2", fields: [comment], condition: null, visibility: [] },
];

describe("serverFieldIssues: a 422's reasons on the fields they name", () => {
  it.each([
    [
      "a payload key (mapTo), worded from its code",
      { issues: [{ path: "current_mileage", code: "mileage_above_limit", values: { maximum: 60_000 } }] },
      [{ field: mileage, message: { source: "server", message: { key: "validation.mileageLimit", values: { maximum: 60_000 } } } }],
    ],
    [
      "a field name",
      { issues: [{ path: "comment", code: "required" }] },
      [{ field: comment, message: { source: "server", message: { key: "validation.required", values: {} } } }],
    ],
    [
      "an unknown code: check this entry",
      { issues: [{ path: "comment", code: "??" }] },
      [{ field: comment, message: { source: "server", message: { key: "problems.invalid", values: {} } } }],
    ],
    ["a field's name when it has a payload key", { issues: [{ path: "currentMileage", code: "required" }] }, []],
    ["a path no field has", { issues: [{ path: "dealId", code: "required" }] }, []],
    ["no issues", { error: "invalid_request" }, []],
    ["no JSON object", null, []],
  ])("%s", (_case, answer, expected) => {
    expect(serverFieldIssues(answer, steps)).toEqual(expected);
  });
});
