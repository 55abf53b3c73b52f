import { describe, expect, it } from "vitest";
import { makeDeal } from "../../tests/helpers/make-deal";
import { NOW } from "../../tests/helpers/module-context";
import { isModuleVisible, type VisibilityRuleName } from "./visibility";
import dealDetails from "../../fixtures/content/deal-details.json";
import reportDamage from "../../fixtures/content/report-damage.json";
import scheduleService from "../../fixtures/content/schedule-service.json";

// A fixed day: the deals of the table end on fixed dates (make-deal.ts), and with the real clock
// "ends soon" turned true once today came within its window of them (CI, 2026-11-30).
const context = { now: NOW, audience: "b2c", role: null } as const;

describe("isModuleVisible", () => {
  const active = makeDeal({ state: "ACTIVE" });
  const returning = makeDeal({ state: "ACTIVE", return_type: "PICKUP", days_left_to_schedule_return: 30 });
  const created = makeDeal({ state: "CREATED" });

  it.each([
    [[], null, true],
    [[], active, true],
    [["deal-is-active"], null, false],
    [["deal-is-active"], active, true],
    [["deal-is-active"], created, false],
    [["deal-is-in-preparation"], created, true],
    [["return-is-scheduled"], active, false],
    [["return-is-scheduled"], returning, true],
    [["deal-is-active", "return-is-scheduled"], returning, true],
    [["deal-is-active", "subscription-ends-soon"], active, false],
  ] as const)("rules %j on %s → %s", (rules, deal, expected) => {
    expect(isModuleVisible(rules, deal, context)).toBe(expected);
  });
});

describe("the modules that offer a flow behind a company switch (issue 35 item 7)", () => {
  const entries = [...dealDetails.entries, ...reportDamage.entries, ...scheduleService.entries] as {
    sys: { id: string };
    fields: { visibility?: { "de-DE": VisibilityRuleName[] } };
  }[];
  const rulesOf = (id: string) => entries.find((entry) => entry.sys.id === id)?.fields.visibility?.["de-DE"] ?? [];
  const settings = {
    sharedReturnMaxSubscriptions: 1,
    handover: true,
    mileageUpgrade: true,
    reportDamage: true,
    scheduleService: true,
    showForFinnUsers: true,
  };
  const nordKurier = { ...settings, handover: false, mileageUpgrade: false, reportDamage: false, scheduleService: false };
  const active = makeDeal({ state: "ACTIVE" });

  it.each([
    ["deal-report-damage-cta", "reportDamage"],
    ["report-damage-form", "reportDamage"],
    ["report-damage-form-b2b", "reportDamage"],
    ["deal-schedule-service-cta", "scheduleService"],
    ["schedule-service-form", "scheduleService"],
    ["schedule-service-form-b2b", "scheduleService"],
  ] as const)("%s hides with the %s switch off, as the BFF refuses the flow then", (id, flow) => {
    const rules = rulesOf(id);
    expect(rules.length).toBeGreaterThan(0);
    const b2b = (businessSettings: typeof settings) => ({ ...context, audience: "b2b" as const, businessSettings });
    expect(isModuleVisible(rules, active, b2b(settings))).toBe(true);
    expect(isModuleVisible(rules, active, b2b({ ...settings, [flow]: false }))).toBe(false);
    expect(isModuleVisible(rules, active, b2b(nordKurier))).toBe(false);
    expect(isModuleVisible(rules, active, context)).toBe(true);
  });
});
