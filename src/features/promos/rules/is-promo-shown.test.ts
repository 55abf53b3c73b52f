import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { isPromoShown } from "./is-promo-shown";

const at = (berlin: string) => dayjs.tz(berlin, TIME_ZONE);
const window = { startDate: "2026-12-01", endDate: "2026-12-24" };
const visitor = { audience: null, role: null } as const;
const b2c = { audience: "b2c", role: null } as const;
const fleetManager = { audience: "b2b", role: "fleet_manager" } as const;

describe("isPromoShown (account.md §2 dynamic promos)", () => {
  it.each([
    { case: "the day before the window", now: "2026-11-30 23:59", expected: false },
    { case: "the first moment of the window", now: "2026-12-01 00:00", expected: true },
    { case: "the whole last day", now: "2026-12-24 23:59", expected: true },
    { case: "the day after", now: "2026-12-25 00:00", expected: false },
  ])("$case: $expected", ({ now, expected }) => {
    expect(isPromoShown({ ...window, audiences: [] }, { now: at(now), ...b2c })).toBe(expected);
  });

  it.each([
    { case: "no audience named: everyone, visitors too", audiences: [], viewer: visitor, expected: true },
    { case: "visitors only, a visitor", audiences: ["visitor"], viewer: visitor, expected: true },
    { case: "visitors only, a private customer", audiences: ["visitor"], viewer: b2c, expected: false },
    { case: "private customers, a private customer", audiences: ["b2c_customer"], viewer: b2c, expected: true },
    { case: "private customers, a fleet manager", audiences: ["b2c_customer"], viewer: fleetManager, expected: false },
    { case: "fleet managers, a fleet manager", audiences: ["fleet_manager", "admin"], viewer: fleetManager, expected: true },
  ] as const)("$case: $expected", ({ audiences, viewer, expected }) => {
    expect(isPromoShown({ startDate: null, endDate: null, audiences }, { now: at("2026-12-10 12:00"), ...viewer })).toBe(expected);
  });
});
