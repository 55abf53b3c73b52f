import { afterEach, describe, expect, it, vi } from "vitest";
import { entry, link, resolveWith } from "../../../tests/helpers/resolve-entries";
import { stepsContract } from "./steps.contract";

function resolveForm(formFields: Record<string, unknown>, fieldFields: Record<string, unknown> = {}, stepFields: Record<string, unknown> = {}) {
  const entries = [
    entry("page", "page", { slug: "mycars/[dealId]/mileage", title: "Kilometerstand", modules: [link("form")] }),
    entry("form", "steps", {
      internalName: "Form",
      steps: [link("step")],
      submitUrl: "/portal/api/bff/deals/{subscription_id}/mileage-report",
      submitText: "Senden",
      ...formFields,
    }),
    entry("step", "step", { internalName: "Step", title: "Stand", fields: [link("field")], ...stepFields }),
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
    [{}, false],
    [{ continueWhenFilled: false }, false],
    [{ continueWhenFilled: true }, true],
  ])("reads the step's value gate %j as continueWhenFilled %s (deals.md §5 'submit enabled only when a value is entered')", (stepFields, gated) => {
    expect(resolveForm({}, {}, stepFields)).toMatchObject({ type: "steps", fields: { steps: [{ continueWhenFilled: gated }] } });
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
    [{ kind: "photos" }, "needs an upload URL"],
    [{ kind: "photos", upload: { url: "https://evil.example/upload" } }, "is not an allowed form endpoint"],
  ])("is unsupported with a field %j the code does not know", (fieldFields, problem) => {
    expect(resolveForm({}, fieldFields)).toMatchObject({ type: "unsupported", problem: expect.stringContaining(problem) });
  });
});

describe("lookups and follow-up posts in content (deals.md §7 generic lookup, non-retention-comment)", () => {
  const lookup = { url: "/portal/api/bff/deals/{subscription_id}/return-metadata", query: { return_type: "returnType" }, path: "availabilities" };

  it("reads a field's lookup and follow-up post", () => {
    const sendTo = { url: "/portal/api/bff/deals/{subscription_id}/non-retention-comment", key: "comment" };
    expect(resolveForm({}, { kind: "appointment", lookup, sendTo })).toMatchObject({
      type: "steps",
      fields: { steps: [{ fields: [{ lookup: { ...lookup, method: "GET", requires: null, fills: {} }, sendTo }] }] },
    });
  });

  it.each([
    [{ ...lookup, url: "https://evil.example/steal" }, "is not an allowed form endpoint"],
    [{ ...lookup, url: "/portal/api/bff/deals/{subscription_id}/return-metadata", method: "DELETE" }, "GET or POST"],
    [{ ...lookup, path: "a..b" }, "dotted keys"],
    [{ ...lookup, query: { return_type: 3 } }, "maps parameters to field names"],
    [{ ...lookup, extra: true }, "has no extra"],
    [{ ...lookup, fills: { street: 3 } }, "fills map keys of the answer to field names"],
    [{ ...lookup, fills: { street: "street" } }, 'fills "street", which is no field of this form'],
    [{ ...lookup, fills: { mileage: "currentMileage" } }, ""],
    [{ url: "/portal/api/bff/deals/{subscription_id}/return-change-fee", method: "POST" }, ""],
  ])("refuses the lookup %j (%s)", (bad, problem) => {
    const module = resolveForm({}, { kind: "amount", lookup: bad });
    if (problem === "") expect(module).toMatchObject({ type: "steps" });
    else expect(module).toMatchObject({ type: "unsupported", problem: expect.stringContaining(problem) });
  });

  it.each([
    [{ url: "/portal/api/bff/deals/{subscription_id}/nowhere", key: "comment" }, "is not an allowed form endpoint"],
    [{ url: "/portal/api/bff/deals/{subscription_id}/non-retention-comment" }, "sendTo is"],
    [{ url: "/portal/api/bff/deals/{subscription_id}/non-retention-comment", key: "bad key" }, "sendTo is"],
  ])("refuses the follow-up post %j", (bad, problem) => {
    expect(resolveForm({}, { kind: "textarea", sendTo: bad })).toMatchObject({ type: "unsupported", problem: expect.stringContaining(problem) });
  });
});
