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
  mapTo,
});
const mileage = field("currentMileage", "current_mileage");
const comment = field("comment");
const steps: FormStep[] = [
  { id: "one", title: "1", fields: [mileage], condition: null },
  { id: "two", title: "2", fields: [comment], condition: null },
];

describe("serverFieldIssues: a 422's reasons on the fields they name", () => {
  it.each([
    ["a payload key (mapTo)", { issues: [{ path: "current_mileage", message: "Zu niedrig" }] }, [{ field: mileage, message: { source: "server", text: "Zu niedrig" } }]],
    ["a field name", { issues: [{ path: "comment", message: "Zu kurz" }] }, [{ field: comment, message: { source: "server", text: "Zu kurz" } }]],
    ["a field's name when it has a payload key", { issues: [{ path: "currentMileage", message: "x" }] }, []],
    ["a path no field has", { issues: [{ path: "dealId", message: "x" }] }, []],
    ["an issue without a message", { issues: [{ path: "comment" }] }, []],
    ["no issues", { error: "invalid_request" }, []],
    ["no JSON object", null, []],
  ])("%s", (_case, answer, expected) => {
    expect(serverFieldIssues(answer, steps)).toEqual(expected);
  });
});
