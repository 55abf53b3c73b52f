import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type dayjsType from "dayjs";
import { zoneWallClock } from "./zone-wall-clock";

const require = createRequire(import.meta.url);

/** A dayjs of its own (a fresh module instance), with utc and the timezone plugin, and ours when asked. */
function freshDayjs(withWallClock: boolean): typeof dayjsType {
  for (const id of ["dayjs", "dayjs/plugin/utc", "dayjs/plugin/timezone"]) delete require.cache[require.resolve(id)];
  const dayjs = require("dayjs") as typeof dayjsType;
  dayjs.extend(require("dayjs/plugin/utc") as never);
  dayjs.extend(require("dayjs/plugin/timezone") as never);
  if (withWallClock) dayjs.extend(zoneWallClock);
  return dayjs;
}

const plugin = freshDayjs(false);
const fast = freshDayjs(true);

const ZONES = ["Europe/Berlin", "UTC", "America/New_York", "Asia/Kolkata"];
/** Around both of Berlin's switches in 2026 and 2027, midnight, the turn of a year and odd milliseconds. */
const INSTANTS = [
  "2026-03-29T00:59:59.999Z",
  "2026-03-29T01:00:00.000Z",
  "2026-03-29T01:30:00.123Z",
  "2026-10-25T00:30:00.000Z",
  "2026-10-25T01:00:00.000Z",
  "2026-10-25T01:59:59.500Z",
  "2026-12-31T22:59:59.999Z",
  "2026-12-31T23:00:00.000Z",
  "2027-03-28T01:00:00.001Z",
  "2027-07-15T10:11:12.345Z",
  "2026-11-29T08:47:13.042Z",
];

function observed(value: dayjsType.Dayjs) {
  return {
    valueOf: value.valueOf(),
    format: value.format("YYYY-MM-DDTHH:mm:ss.SSSZ"),
    offset: value.utcOffset(),
    zone: (value as unknown as { $x: { $timezone?: string } }).$x.$timezone,
    startOfDay: value.startOf("day").format(),
    endOfMonth: value.endOf("month").format("YYYY-MM-DDTHH:mm:ss.SSSZ"),
    plusDay: value.add(1, "day").format(),
    weekday: value.day(),
  };
}

describe("zoneWallClock", () => {
  it("is compared with the plugin's own tz, not with itself", () => {
    expect(fast().tz).not.toBe(plugin().tz);
  });

  it.each(ZONES.flatMap((zone) => INSTANTS.map((instant) => [zone, instant])))("tz(%s) of %s is the plugin's", (zone, instant) => {
    expect(observed(fast(instant).tz(zone))).toEqual(observed(plugin(instant).tz(zone)));
  });

  it.each(ZONES.flatMap((zone) => INSTANTS.map((instant) => [zone, instant])))("tz(%s, keepLocalTime) of %s is the plugin's", (zone, instant) => {
    expect(observed(fast(instant).tz(zone, true))).toEqual(observed(plugin(instant).tz(zone, true)));
  });

  it("agrees with the plugin on every hour of two years in Berlin", () => {
    const start = Date.parse("2026-01-01T00:00:00.250Z");
    // One assertion over the differences: an expect per hour cost more than the check (past 30 s on a busy machine).
    const differences: string[] = [];
    for (let hour = 0; hour < 2 * 366 * 24; hour += 1) {
      const at = start + hour * 3_600_000;
      const [ours, theirs] = [fast(at), plugin(at)].map((date) => date.tz("Europe/Berlin").format("YYYY-MM-DDTHH:mm:ss.SSSZ"));
      if (ours !== theirs) differences.push(`${new Date(at).toISOString()}: ${ours} ≠ ${theirs}`);
    }
    expect(differences).toEqual([]);
  });

  it("zones a zoned date again and a date parsed in the zone like the plugin", () => {
    const fastZoned = fast.tz("2026-03-29 02:30", "Europe/Berlin");
    const pluginZoned = plugin.tz("2026-03-29 02:30", "Europe/Berlin");
    expect(observed(fastZoned)).toEqual(observed(pluginZoned));
    expect(observed(fastZoned.tz("America/New_York"))).toEqual(observed(pluginZoned.tz("America/New_York")));
  });

  it("leaves an invalid date to the plugin", () => {
    expect(fast("not a date").tz("Europe/Berlin").isValid()).toBe(false);
  });
});
