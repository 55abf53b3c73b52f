import type { Dayjs, PluginFunc } from "dayjs";

/**
 * dayjs's `tz()` (its timezone plugin) with the same result at a fraction of the cost. The plugin
 * reads the zone's wall clock with `Date.prototype.toLocaleString(…, { timeZone })`, which builds
 * a new ICU formatter on every call, and parses that text back; `now()`, every Berlin date
 * and every `startOf`/`endOf` of a zoned date go through it (a rendered deal page made hundreds of
 * these calls, a tenth of its CPU). Here the wall clock comes from one cached formatter's parts,
 * and the rest is the plugin's own steps. Registered after the timezone plugin (`clock.ts`);
 * without a zone (the plugin's default zone) or on an invalid date the plugin answers as before.
 */
export const zoneWallClock: PluginFunc = (_options, dayjsClass, dayjsFactory) => {
  const proto = dayjsClass.prototype;
  const pluginTz = proto.tz;
  proto.tz = function tz(this: Dayjs, timezone?: string, keepLocalTime?: boolean): Dayjs {
    if (timezone === undefined || !this.isValid()) return pluginTz.call(this, timezone, keepLocalTime);
    const oldOffset = this.utcOffset();
    const timestamp = this.valueOf();
    const [year, month, day, hour, minute, second] = wallClockOf(timestamp, timezone);
    // The plugin's offset: the wall clock read as UTC against the instant, both to the second.
    const offset = (Date.UTC(year, month - 1, day, hour, minute, second) - (timestamp - (timestamp % 1000))) / 60_000;
    let zoned: Dayjs;
    if (!Number(offset)) {
      zoned = this.utcOffset(0, keepLocalTime);
    } else {
      // What the plugin parses from the locale string: the wall clock as a local date, to the second.
      const local = new Date(year, month - 1, day, hour, minute, second);
      zoned = dayjsFactory(local).locale(this.locale()).millisecond(this.millisecond()).utcOffset(offset, true);
      if (keepLocalTime) zoned = zoned.add(oldOffset - zoned.utcOffset(), "minute");
    }
    (zoned as Dayjs & { $x: { $timezone?: string } }).$x.$timezone = timezone;
    return zoned;
  };
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Year, month (1–12), day, hour (0–23), minute and second of an instant's wall clock in a zone. */
export function wallClockOf(timestamp: number, timezone: string): [number, number, number, number, number, number] {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      hourCycle: "h23",
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timezone, formatter);
  }
  const fields = [0, 0, 0, 0, 0, 0] as [number, number, number, number, number, number];
  for (const part of formatter.formatToParts(timestamp)) {
    const at = FIELD_AT[part.type];
    if (at !== undefined) fields[at] = Number.parseInt(part.value, 10);
  }
  // Some ICU versions write midnight as 24 despite h23, as the plugin notes.
  if (fields[3] === 24) fields[3] = 0;
  return fields;
}

const FIELD_AT: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = { year: 0, month: 1, day: 2, hour: 3, minute: 4, second: 5 };
