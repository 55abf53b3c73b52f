import { describe, expect, it } from "vitest";
import type { FormField, FormStep } from "@/cms/types";
import { mapFormValues, sendsDealId, visibleSteps } from "./form-values";

const field = (name: string, extra: Partial<FormField> = {}): FormField => ({
  id: name,
  name,
  label: name,
  kind: "text",
  placeholder: null,
  helpText: null,
  options: [],
  validations: [],
  condition: null,
  mapTo: null,
  ...extra,
});
const steps: FormStep[] = [
  {
    id: "s1",
    title: "Adresse",
    fields: [field("sameAddress", { kind: "checkbox" }), field("street", { condition: { field: "sameAddress", equals: false } })],
    condition: null,
  },
  { id: "s2", title: "Stand", fields: [field("mileage", { kind: "number", mapTo: "current_mileage" })], condition: null },
  { id: "s3", title: "Firma", fields: [field("company")], condition: { field: "customerType", equals: "b2b" } },
];

describe("step form values (account.md §4 and §7)", () => {
  it("counts only the steps whose condition holds", () => {
    expect(visibleSteps(steps, {}).map((step) => step.id)).toEqual(["s1", "s2"]);
    expect(visibleSteps(steps, { customerType: "b2b" }).map((step) => step.id)).toEqual(["s1", "s2", "s3"]);
  });

  it("maps visible fields to their payload keys, numbers as numbers, hidden and empty ones left out", () => {
    expect(mapFormValues(steps, { sameAddress: true, street: "Hauptstr.", mileage: "7015", company: "ACME" }, null)).toEqual({
      sameAddress: true,
      current_mileage: 7015,
    });
    expect(mapFormValues(steps, { sameAddress: false, street: "Hauptstr.", mileage: "" }, "deal-1")).toEqual({
      sameAddress: false,
      street: "Hauptstr.",
      dealId: "deal-1",
    });
  });

  it.each([
    ["/portal/api/bff/deals/d/mileage-report", false, true],
    ["/portal/api/bff/deals/d/deposit-refund-details", false, false],
    ["/portal/api/bff/deals/d/deposit-refund-details", true, true],
  ])("%s with includeDealId %s sends the deal id: %s", (url, include, expected) => {
    expect(sendsDealId(url, include)).toBe(expected);
  });
});
