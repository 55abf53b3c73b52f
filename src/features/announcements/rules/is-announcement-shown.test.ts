import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { isAnnouncementShown, type AnnouncementConfig, type Viewer } from "./is-announcement-shown";

const at = (berlinTime: string) => dayjs.tz(berlinTime, TIME_ZONE);
const b2c = (now: string): Viewer => ({ now: at(now), audience: "b2c", role: null });

describe("isAnnouncementShown: date window in Berlin time", () => {
  const config: AnnouncementConfig = { startDate: "2026-12-01", endDate: "2026-12-24", allowedRoles: ["b2c_customer"] };

  it.each([
    ["2026-11-30 23:59:59", false],
    ["2026-12-01 00:00:00", true],
    ["2026-12-24 23:59:59", true],
    ["2026-12-25 00:00:00", false],
  ])("at %s: %s", (now, shown) => {
    expect(isAnnouncementShown(config, b2c(now))).toBe(shown);
  });

  it("ends exactly at a date-time end", () => {
    const timed: AnnouncementConfig = {
      startDate: "2026-12-01T08:00:00+01:00",
      endDate: "2026-12-01T18:00:00+01:00",
      allowedRoles: ["b2c_customer"],
    };
    expect(isAnnouncementShown(timed, b2c("2026-12-01 07:59:59"))).toBe(false);
    expect(isAnnouncementShown(timed, b2c("2026-12-01 08:00:00"))).toBe(true);
    expect(isAnnouncementShown(timed, b2c("2026-12-01 17:59:59"))).toBe(true);
    expect(isAnnouncementShown(timed, b2c("2026-12-01 18:00:00"))).toBe(false);
  });

  it("is open-ended without dates", () => {
    expect(isAnnouncementShown({ startDate: null, endDate: null, allowedRoles: ["b2c_customer"] }, b2c("2030-01-01 12:00:00"))).toBe(true);
  });
});

describe("isAnnouncementShown: roles", () => {
  const now = at("2026-12-10 12:00:00");
  const config: AnnouncementConfig = { startDate: null, endDate: null, allowedRoles: ["admin", "driver"] };

  it.each([
    ["b2b", "admin", true],
    ["b2b", "driver", true],
    ["b2b", "fleet_manager", false],
    ["b2c", null, false],
    [null, null, false],
  ] as const)("%s %s: %s", (audience, role, shown) => {
    expect(isAnnouncementShown(config, { now, audience, role })).toBe(shown);
  });
});
