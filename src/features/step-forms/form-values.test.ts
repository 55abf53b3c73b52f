import { describe, expect, it } from "vitest";
import type { FormField, FormStep } from "@/cms/types";
import { askedSteps, followUpPosts, stepCaption, isFieldDisabled, mapFormValues, sendsDealId, visibleSteps } from "./form-values";

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
  disabledWhen: null,
  visibility: [],
  mapTo: null,
  lookup: null,
  sendTo: null,
  upload: null,
  ...extra,
});
const steps: FormStep[] = [
  {
    id: "s1",
    title: "Adresse",
    fields: [field("sameAddress", { kind: "checkbox" }), field("street", { condition: { field: "sameAddress", equals: false } })],
    condition: null,
    visibility: [],
  },
  { id: "s2", title: "Stand", fields: [field("mileage", { kind: "number", mapTo: "current_mileage" })], condition: null, visibility: [] },
  { id: "s3", title: "Firma", fields: [field("company")], condition: { field: "customerType", equals: "b2b" }, visibility: [] },
];

describe("step form values (account.md §4 and §7)", () => {
  it("counts only the steps whose condition holds", () => {
    expect(visibleSteps(steps, {}).map((step) => step.id)).toEqual(["s1", "s2"]);
    expect(visibleSteps(steps, { customerType: "b2b" }).map((step) => step.id)).toEqual(["s1", "s2", "s3"]);
  });

  it("counts the steps the flow can still have: the count only shrinks, when an answer drops steps (account.md §4, issue 36 item 3)", () => {
    // A return: reason, type, then the pickup address and contact only for a pickup.
    const ret = (id: string, condition: FormStep["condition"] = null, skipped = false): FormStep => ({
      id,
      title: id,
      fields: [field(id)],
      condition,
      visibility: [],
      skipped,
    });
    const pickup = { field: "returnType", equals: "PICKUP" } as const;
    const flow = [ret("reason"), ret("type"), ret("address", pickup), ret("date"), ret("contact", pickup), ret("overview")];
    expect(stepCaption(flow, {}, 0)).toEqual({ n: 1, total: 6 });
    expect(stepCaption(flow, { returnType: "" }, 1)).toEqual({ n: 2, total: 6 });
    expect(stepCaption(flow, { returnType: "PICKUP" }, 1)).toEqual({ n: 2, total: 6 });
    expect(stepCaption(flow, { returnType: "SELF_RETURN" }, 1)).toEqual({ n: 2, total: 4 });
    // Booked already (the type is prefilled): known from the first step.
    expect(stepCaption(flow, { returnType: "PICKUP" }, 0)).toEqual({ n: 1, total: 6 });
    // A business return skips the pickup steps by rule: their conditions settle nothing, 3 from the start.
    const business = [ret("type"), ret("address", pickup, true), ret("date"), ret("contact", pickup, true), ret("overview")];
    expect(stepCaption(business, {}, 0)).toEqual({ n: 1, total: 3 });
    // A form without conditional steps counts from the start.
    expect(stepCaption(steps.slice(0, 2), {}, 0)).toEqual({ n: 1, total: 2 });
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

  it("sends a chosen mileage package as the number of kilometres (deals.md §3, §7 PUT mileage_packages)", () => {
    const upgrade: FormStep[] = [
      { id: "package", title: "Paket", fields: [field("mileage_package", { kind: "mileage-package" })], condition: null, visibility: [] },
    ];
    expect(mapFormValues(upgrade, { mileage_package: "2000" }, null)).toEqual({ mileage_package: 2000 });
  });

  it("sends what a locked field shows: the address behind same address, no locked date (deals.md §5, §7)", () => {
    const location: FormStep[] = [
      {
        id: "where",
        title: "Ort",
        fields: [
          field("sameAddress", { kind: "checkbox", mapTo: "same_address" }),
          field("street", { disabledWhen: { field: "sameAddress", equals: true } }),
          field("occurredOn", { kind: "date", mapTo: "occurred_on", disabledWhen: { field: "unknownDate", equals: true } }),
        ],
        condition: null,
        visibility: [],
      },
    ];
    const street = location[0]!.fields[1]!;
    expect(isFieldDisabled(street, { sameAddress: true })).toBe(true);
    expect(isFieldDisabled(street, { sameAddress: false })).toBe(false);
    expect(mapFormValues(location, { sameAddress: true, street: "Eppendorfer Weg", occurredOn: "08.03.2026", unknownDate: true }, null)).toEqual({
      same_address: true,
      street: "Eppendorfer Weg",
    });
    expect(mapFormValues(location, { sameAddress: false, street: "Lagerweg", occurredOn: "08.03.2026" }, null)).toEqual({
      same_address: false,
      street: "Lagerweg",
      occurred_on: "2026-03-08",
    });
    // The entry's fixed values always go along (deals.md §7: a damage report's country is Germany).
    expect(
      mapFormValues(location, { sameAddress: true, street: "Eppendorfer Weg" }, "deal-1", {
        dealIdKey: "subscription_id",
        fixedValues: { country: "Germany" },
      }),
    ).toEqual({ country: "Germany", same_address: true, street: "Eppendorfer Weg", subscription_id: "deal-1" });
  });

  it.each([
    ["a day typed DD.MM.YYYY", "27.11.2026", "2026-11-27"],
    ["the first of a month", "01.03.2026", "2026-03-01"],
    ["29 February of a leap year", "29.02.2024", "2024-02-29"],
    ["a day with spaces around", " 08.03.2026 ", "2026-03-08"],
    ["no real day (the date rule stops it first)", "30.02.2026", "30.02.2026"],
    ["half typed", "08.03.", "08.03."],
  ])("sends a date field's %s (%j) as %j, the day YYYY-MM-DD (deals.md §5, §7)", (_case, typed, sent) => {
    const details: FormStep[] = [
      { id: "details", title: "Details", fields: [field("occurredOn", { kind: "date", mapTo: "occurred_on" })], condition: null, visibility: [] },
    ];
    expect(mapFormValues(details, { occurredOn: typed }, "deal-1", { dealIdKey: "subscription_id" })).toEqual({
      occurred_on: sent,
      subscription_id: "deal-1",
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

describe("skipped steps, display fields and follow-up posts (deals.md §2 return module, §4, §7)", () => {
  const comment = field("reasonComment", { kind: "textarea", sendTo: { url: "/portal/api/bff/deals/d1/non-retention-comment", key: "comment" } });
  const flow: FormStep[] = [
    { id: "reason", title: "Grund", fields: [comment], condition: null, visibility: ["return-reason-asked"], skipped: true },
    { id: "type", title: "Art", fields: [field("returnType", { mapTo: "return_type" })], condition: null, visibility: [] },
    {
      id: "address",
      title: "Adresse",
      fields: [field("returnStreet", { mapTo: "return_street" })],
      condition: { field: "returnType", equals: "PICKUP" },
      visibility: ["deal-is-b2c"],
      skipped: true,
    },
    {
      id: "overview",
      title: "Übersicht",
      fields: [field("summary", { kind: "summary" }), field("changeFee", { kind: "amount" }), field("compound", { kind: "address-info" })],
      condition: null,
      visibility: [],
    },
  ];

  it("asks only the steps no rule skipped", () => {
    expect(askedSteps(flow, { returnType: "PICKUP" }).map((s) => s.id)).toEqual(["type", "overview"]);
  });

  it("sends a skipped step's values while its condition holds, never what display fields hold nor a follow-up's value", () => {
    const values = {
      returnType: "PICKUP",
      returnStreet: "Hauptstr.",
      summary: "shown",
      changeFee: "0",
      compound: "available",
      reasonComment: "Umzug",
    };
    expect(mapFormValues(flow, values, null)).toEqual({ return_type: "PICKUP", return_street: "Hauptstr." });
    expect(mapFormValues(flow, { ...values, returnType: "SELF_RETURN" }, null)).toEqual({ return_type: "SELF_RETURN" });
  });

  it.each([
    ["Umzug ins Ausland ", [{ url: "/portal/api/bff/deals/d1/non-retention-comment", body: { comment: "Umzug ins Ausland" } }]],
    ["   ", []],
    [undefined, []],
  ])("posts the comment %j on its own: %j", (value, posts) => {
    expect(followUpPosts(flow, { returnType: "PICKUP", reasonComment: value })).toEqual(posts);
  });
});
