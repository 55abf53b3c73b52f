import { afterEach, describe, expect, it, vi } from "vitest";
import { entry, link, resolveWith } from "../../../tests/helpers/resolve-entries";
import { stepsContract } from "./steps.contract";

function resolveForm(formFields: Record<string, unknown>, fieldFields: Record<string, unknown> = {}) {
  const entries = [
    entry("page", "page", { slug: "mycars/[dealId]/mileage", title: "Kilometerstand", modules: [link("form")] }),
    entry("form", "steps", {
      internalName: "Form",
      steps: [link("step")],
      submitUrl: "/portal/api/bff/deals/{subscription_id}/mileage-report",
      submitText: "Senden",
      ...formFields,
    }),
    entry("step", "step", { internalName: "Step", title: "Stand", fields: [link("field")] }),
    entry("field", "fields", {
      internalName: "Field",
      name: "currentMileage",
      label: "Kilometerstand",
      kind: "number",
      validations: [{ rule: "required" }],
      ...fieldFields,
    }),
  ];
  return resolveWith([stepsContract], entries[0]!, ...entries.slice(1)).page.modules[0];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a step form entry (issue 3: endpoints on an allow-list, validations named in content)", () => {
  it("resolves with its defaults", () => {
    expect(resolveForm({})).toMatchObject({
      type: "steps",
      fields: {
        submit: { url: "/portal/api/bff/deals/{subscription_id}/mileage-report", method: "POST", includeDealId: false, text: "Senden" },
        errorAction: "request-error-modal",
        result: "message",
        steps: [{ id: "step", fields: [{ name: "currentMileage", kind: "number", validations: [{ rule: "required" }], condition: null }] }],
      },
    });
  });

  it.each([
    ["https://evil.example.net/collect", "POST"],
    ["/portal/api/bff/deals/{subscription_id}/mileage-report", "PUT"],
    ["/portal/api/bff/deals/{deal_id}/mileage-report", "POST"],
  ])("is never rendered with %s %s: the endpoint is not allowed", (submitUrl, submitMethod) => {
    expect(resolveForm({ submitUrl, submitMethod })).toMatchObject({
      type: "unsupported",
      problem: expect.stringContaining("not an allowed form endpoint"),
    });
  });

  it("accepts an https host named in PORTAL_FORM_HOSTS", () => {
    vi.stubEnv("PORTAL_FORM_HOSTS", "forms.example.com");
    expect(resolveForm({ submitUrl: "https://forms.example.com/leads/{lead_id}" })).toMatchObject({ type: "steps" });
  });

  it.each([
    [{ validations: [{ rule: "shout" }] }, 'unknown validation rule "shout"'],
    [{ condition: { field: "x" } }, "needs exactly one of equals, notEquals or filled"],
    [{ kind: "select", options: [{ value: "a" }] }, "each option needs a value and a label"],
  ])("is unsupported with a field %j the code does not know", (fieldFields, problem) => {
    expect(resolveForm({}, fieldFields)).toMatchObject({ type: "unsupported", problem: expect.stringContaining(problem) });
  });
});
