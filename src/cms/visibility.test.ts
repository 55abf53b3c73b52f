import { describe, expect, it } from "vitest";
import { makeDeal } from "../../tests/helpers/make-deal";
import { NOW } from "../../tests/helpers/module-context";
import { isModuleVisible, type VisibilityRuleName } from "./visibility";
import dealDetails from "../../fixtures/content/deal-details.json";
import reportDamage from "../../fixtures/content/report-damage.json";
import scheduleService from "../../fixtures/content/schedule-service.json";
import returnPage from "../../fixtures/content/return.json";
import businessPortal from "../../fixtures/content/business-portal.json";

// A fixed day: the deals of the table end on fixed dates (make-deal.ts), and with the real clock
// "ends soon" turned true once today came within its window of them (CI, 2026-11-30).
const context = { now: NOW, audience: "b2c", role: null } as const;

describe("isModuleVisible", () => {
  const active = makeDeal({ state: "ACTIVE" });
  const returning = makeDeal({ state: "ACTIVE", return_type: "PICKUP", days_left_to_schedule_return: 30 });
  const created = makeDeal({ state: "CREATED" });
  const lead = makeDeal({ state: "CREATED", variant: "LEAD" });

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
    // A lead's order is not finished: no "your car is being prepared" (deals.md §2 "Bestellung fortsetzen").
    [["car-awaits-delivery"], created, true],
    [["car-awaits-delivery"], lead, false],
    [["car-awaits-delivery"], makeDeal({ state: "SIGNED" }), true],
    [["car-in-preparation"], makeDeal({ state: "SIGNED" }), false],
    [["car-in-preparation"], makeDeal({ state: "EXTERNALLY_VERIFIED" }), true],
    [["car-in-preparation"], created, true],
    [["car-in-preparation"], lead, false],
    [["order-not-completed"], lead, true],
    [["order-not-completed"], created, false],
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

describe("the return's actions and notices by the deal's return (deals.md §4 Return)", () => {
  const entries = [...dealDetails.entries, ...returnPage.entries] as {
    sys: { id: string };
    fields: { visibility?: { "de-DE": VisibilityRuleName[] } };
  }[];
  const rulesOf = (id: string) => {
    const entry = entries.find((candidate) => candidate.sys.id === id);
    expect(entry, id).toBeDefined();
    return entry?.fields.visibility?.["de-DE"] ?? [];
  };
  const b2b = { ...context, audience: "b2b" as const };
  const window = { state: "ACTIVE", type: "MINIB2B", is_return_window_open: true, days_left_to_schedule_return: 30 } as const;
  // bernd.business: deal-bernd-minib2b before and after booking a self return.
  const open = makeDeal({ ...window, return_type: null });
  const booked = makeDeal({ ...window, return_type: "SELF_RETURN", return_date: "2026-07-10" });
  const closed = makeDeal({ ...window, is_return_window_open: false, return_type: null });

  it.each([
    ["deal-b2b-return-cta", open, true],
    ["deal-b2b-return-cta", booked, false],
    ["deal-b2b-return-cta", closed, false],
    ["deal-b2b-change-return-cta", open, false],
    ["deal-b2b-change-return-cta", booked, true],
    ["deal-b2b-change-return-cta", closed, false],
  ] as const)("B2B aside: %s on %# shows %s (a return type set reads Rückgabe ändern)", (id, deal, expected) => {
    expect(isModuleVisible(rulesOf(id), deal, b2b)).toBe(expected);
  });

  // pia.prolong: deal-pia-prolong prolonged 12 months (its follow-up a PROLONGATION), the window closed.
  const prolonged = makeDeal({
    state: "ACTIVE",
    actual_handover_date: "2025-02-12",
    is_return_window_open: false,
    subscribed_to: "PROLONGATION",
    followup_subscription_id: "deal-pia-prolong-2",
  });
  const notYet = makeDeal({ state: "ACTIVE", actual_handover_date: "2025-02-12", is_return_window_open: false });

  it.each([
    ["return-not-needed-prolonged", prolonged, true],
    ["return-not-needed-prolonged-b2b", prolonged, true],
    ["return-not-plannable", prolonged, false],
    ["return-form", prolonged, false],
    ["deal-banner-prolonged", prolonged, true],
    ["return-not-needed-prolonged", notYet, false],
    ["return-not-plannable", notYet, true],
  ] as const)("return page of a prolonged deal: %s on %# shows %s, as the deal page's banner says", (id, deal, expected) => {
    expect(isModuleVisible(rulesOf(id), deal, context)).toBe(expected);
  });
});

describe("the sub-pages' notice for every deal state (deals.md §2 sub-pages, §4 Deal state)", () => {
  type Entry = {
    sys: { id: string };
    fields: {
      visibility?: { "de-DE": VisibilityRuleName[] };
      modules?: { "de-DE": { sys: { id: string } }[] };
      businessVariant?: { "de-DE": { sys: { id: string } } };
    };
  };
  const entries = [...returnPage.entries, ...reportDamage.entries, ...scheduleService.entries, ...businessPortal.entries] as Entry[];
  const entryOf = (id: string) => {
    const entry = entries.find((candidate) => candidate.sys.id === id);
    expect(entry, id).toBeDefined();
    return entry as Entry;
  };
  const settings = {
    sharedReturnMaxSubscriptions: 1,
    handover: true,
    mileageUpgrade: true,
    reportDamage: true,
    scheduleService: true,
    showForFinnUsers: true,
  };
  const b2b = { ...context, audience: "b2b" as const, businessSettings: settings };
  /** The page's modules a customer sees, each as the entry shown (the business variant for B2B). */
  const shownOn = (pageId: string, deal: ReturnType<typeof makeDeal>, business: boolean, businessContext = b2b) =>
    (entryOf(pageId).fields.modules?.["de-DE"] ?? [])
      .map(({ sys }) => {
        const variant = business ? entryOf(sys.id).fields.businessVariant?.["de-DE"].sys.id : undefined;
        return entryOf(variant ?? sys.id);
      })
      .filter((entry) => isModuleVisible(entry.fields.visibility?.["de-DE"] ?? [], deal, business ? businessContext : context))
      .map((entry) => entry.sys.id);

  // emil.ende: deal-emil-stopped and deal-emil-canceled never started; pia.prolong: the CREATED
  // follow-up of deal-pia-prolong after prolonging, and deal-pia-renewed, an ACTIVE prolongation.
  const deals = {
    stopped: makeDeal({ state: "STOPPED", actual_handover_date: null }),
    canceled: makeDeal({ state: "CANCELED", actual_handover_date: null }),
    ended: makeDeal({ state: "ENDED", actual_handover_date: "2025-01-10", actual_return_date: "2026-01-10" }),
    created: makeDeal({ state: "CREATED", actual_handover_date: null }),
    prolongationFollowUp: makeDeal({
      state: "CREATED",
      actual_handover_date: null,
      subscribed_as: "PROLONGATION",
      previous_subscription_id: "deal-pia-prolong",
    }),
    renewed: makeDeal({ state: "ACTIVE", subscribed_as: "PROLONGATION", previous_subscription_id: "deal-pia-prolong" }),
    active: makeDeal({ state: "ACTIVE" }),
  };

  it.each([
    ["page-return", "stopped", "return-called-off"],
    ["page-return", "canceled", "return-called-off"],
    ["page-return", "ended", "return-subscription-ended"],
    ["page-return", "created", "return-car-not-delivered"],
    ["page-return", "prolongationFollowUp", "return-not-plannable"],
    ["page-return", "renewed", "return-not-plannable"],
    ["page-return", "active", "return-not-plannable"],
    ["page-report-damage", "stopped", "report-damage-called-off"],
    ["page-report-damage", "canceled", "report-damage-called-off"],
    ["page-report-damage", "ended", "report-damage-ended"],
    ["page-report-damage", "created", "report-damage-not-delivered"],
    ["page-report-damage", "prolongationFollowUp", "report-damage-prolongation-follows-on"],
    ["page-report-damage", "renewed", "report-damage-form"],
    ["page-report-damage", "active", "report-damage-form"],
    ["page-schedule-service", "stopped", "schedule-service-called-off"],
    ["page-schedule-service", "canceled", "schedule-service-called-off"],
    ["page-schedule-service", "ended", "schedule-service-ended"],
    ["page-schedule-service", "created", "schedule-service-not-delivered"],
    ["page-schedule-service", "prolongationFollowUp", "schedule-service-prolongation-follows-on"],
    ["page-schedule-service", "renewed", "schedule-service-form"],
    ["page-schedule-service", "active", "schedule-service-form"],
  ] as const)("%s of a %s deal shows exactly %s, never a blank page or another state's story", (pageId, dealName, shown) => {
    const backCta = pageId.replace(/^page-/, "") + "-back-cta";
    expect(shownOn(pageId, deals[dealName], false)).toEqual([shown, backCta]);
    expect(shownOn(pageId, deals[dealName], true)).toEqual([`${shown}-b2b`, backCta]);
  });

  // deals.md §4: "If a return type is already set, a note says a return is in progress", above the
  // form that changes it; a first booking has no note.
  it("the return page of a booked return says it is in progress, above the change form", () => {
    const booked = makeDeal({ state: "ACTIVE", is_return_window_open: true, return_type: "PICKUP" });
    const open = makeDeal({ state: "ACTIVE", is_return_window_open: true, return_type: null });
    expect(shownOn("page-return", booked, false)).toEqual(["return-in-progress", "return-form-change", "return-back-cta"]);
    expect(shownOn("page-return", booked, true)[0]).toBe("return-in-progress-b2b");
    expect(shownOn("page-return", open, false)).toEqual(["return-form", "return-back-cta"]);
  });

  // A company that switched the flow off (account.md §2 Business portal settings): its running car's
  // page, reached from the header's technical support, says why instead of showing nothing.
  it.each([
    ["page-report-damage", "reportDamage", "b2b-report-damage-disabled"],
    ["page-schedule-service", "scheduleService", "b2b-schedule-service-disabled"],
  ] as const)("%s of a company with %s switched off says so", (pageId, flow, notice) => {
    const backCta = pageId.replace(/^page-/, "") + "-back-cta";
    const switchedOff = { ...b2b, businessSettings: { ...settings, [flow]: false } };
    expect(shownOn(pageId, deals.active, true, switchedOff)).toEqual([notice, backCta]);
    expect(shownOn(pageId, deals.ended, true, switchedOff)).toEqual([`${pageId.replace(/^page-/, "")}-ended-b2b`, backCta]);
    expect(shownOn(pageId, deals.active, false)).toEqual([pageId.replace(/^page-/, "") + "-form", backCta]);
  });
});
