import { describe, expect, it } from "vitest";
import type { BusinessSettings } from "../types";
import {
  businessFlowEnabled,
  businessFlowOffered,
  businessPortalNotice,
  mayActOnVehicle,
  mayDo,
  sharedReturnAllowed,
  sharedReturnLimitShown,
  sharedReturnOffered,
  SHARED_RETURN_MAX_SUBSCRIPTIONS,
} from "./business-roles";

const settings: BusinessSettings = {
  sharedReturnMaxSubscriptions: SHARED_RETURN_MAX_SUBSCRIPTIONS,
  handover: true,
  mileageUpgrade: true,
  reportDamage: true,
  scheduleService: true,
  showForFinnUsers: true,
};

describe("business roles (account.md §1, §6; deals.md §6)", () => {
  it.each([
    ["admin", "seesAllVehicles", true],
    ["admin", "assignsDrivers", true],
    ["admin", "booksSharedReturn", true],
    ["admin", "seesContacts", true],
    ["admin", "managesContacts", true],
    ["fleet_manager", "seesAllVehicles", true],
    ["fleet_manager", "assignsDrivers", true],
    ["fleet_manager", "booksSharedReturn", true],
    ["fleet_manager", "seesContacts", true],
    ["fleet_manager", "managesContacts", false],
    ["driver", "seesAllVehicles", false],
    ["driver", "assignsDrivers", false],
    ["driver", "booksSharedReturn", false],
    ["driver", "seesContacts", false],
    ["driver", "managesContacts", false],
    [null, "seesAllVehicles", false],
  ] as const)("%s may %s: %s", (role, permission, allowed) => {
    expect(mayDo(role, permission)).toBe(allowed);
  });

  it.each([
    ["admin", "c-1", null, true],
    ["fleet_manager", "c-1", "c-2", true],
    ["driver", "c-1", "c-1", true],
    ["driver", "c-1", "c-2", false],
    ["driver", "c-1", null, false],
    [null, "c-1", "c-1", false],
  ] as const)("%s (%s) on a car driven by %s: %s", (role, contactId, driverContactId, allowed) => {
    expect(mayActOnVehicle({ role, contactId }, { driverContactId })).toBe(allowed);
  });
});

describe("business settings (account.md §2 Business portal, §9)", () => {
  // "bis zu 999 Fahrzeuge" is the setting's technical maximum, not a sentence.
  it.each([
    [999, 3, false],
    [3, 3, false],
    [2, 3, true],
    [5, 12, true],
  ])("a limit of %i with %i cars offered is named: %s", (max, cars, named) => {
    expect(sharedReturnLimitShown(max, cars)).toBe(named);
  });

  it("a shared return covers up to 999 subscriptions", () => {
    expect(SHARED_RETURN_MAX_SUBSCRIPTIONS).toBe(999);
    expect(sharedReturnAllowed(settings, 999)).toBe(true);
    expect(sharedReturnAllowed(settings, 1000)).toBe(false);
    expect(sharedReturnAllowed(settings, 0)).toBe(false);
    expect(sharedReturnAllowed({ ...settings, sharedReturnMaxSubscriptions: 3 }, 3)).toBe(true);
    expect(sharedReturnAllowed({ ...settings, sharedReturnMaxSubscriptions: 3 }, 4)).toBe(false);
  });

  it.each([
    [{}, true],
    [{ sharedReturnMaxSubscriptions: 2 }, true],
    [{ sharedReturnMaxSubscriptions: 1 }, false],
    [{ sharedReturnMaxSubscriptions: 0 }, false],
    [{ showForFinnUsers: false }, false],
  ] as const)("%o: the shared return offered %s", (change, offered) => {
    expect(sharedReturnOffered({ ...settings, ...change })).toBe(offered);
  });

  it.each([
    [{}, "reportDamage", true],
    [{ reportDamage: false }, "reportDamage", false],
    [{ scheduleService: false }, "reportDamage", true],
    [{ scheduleService: false }, "scheduleService", false],
    [{ handover: false }, "handover", false],
    [{ mileageUpgrade: false }, "mileageUpgrade", false],
    [{ showForFinnUsers: false }, "reportDamage", false],
  ] as const)("%o: %s enabled %s", (change, flow, enabled) => {
    expect(businessFlowEnabled({ ...settings, ...change }, flow)).toBe(enabled);
  });

  it("private customers and companies without settings are always offered the flow", () => {
    expect(businessFlowOffered({ audience: "b2c", businessSettings: { ...settings, reportDamage: false } }, "reportDamage")).toBe(true);
    expect(businessFlowOffered({ audience: "b2b", businessSettings: null }, "reportDamage")).toBe(true);
    expect(businessFlowOffered({ audience: "b2b", businessSettings: { ...settings, reportDamage: false } }, "reportDamage")).toBe(false);
  });
});

describe("the business portal's notice (account.md §2 Business portal, §6)", () => {
  it.each([
    { who: "a visitor", viewer: null, companySettings: settings, notice: "notBusiness" },
    { who: "a private customer", viewer: { audience: "b2c" }, companySettings: null, notice: "notBusiness" },
    { who: "a private customer, even beside company settings", viewer: { audience: "b2c" }, companySettings: settings, notice: "notBusiness" },
    { who: "a business customer without a company", viewer: { audience: "b2b" }, companySettings: null, notice: "notAvailable" },
    {
      who: "a business customer whose company hides the portal",
      viewer: { audience: "b2b" },
      companySettings: { showForFinnUsers: false },
      notice: "notAvailable",
    },
    { who: "a business customer whose company shows the portal", viewer: { audience: "b2b" }, companySettings: settings, notice: null },
  ] as const)("$who is told $notice", ({ viewer, companySettings, notice }) => {
    expect(businessPortalNotice(viewer, companySettings)).toBe(notice);
  });
});
