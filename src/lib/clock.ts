import dayjs, { type Dayjs } from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";
import { pinnedNow } from "./env";
import { zoneWallClock } from "./zone-wall-clock";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(zoneWallClock);

/** Every date rule of the spec is read in Berlin time (deals.md section 9). */
export const TIME_ZONE = "Europe/Berlin";

/**
 * The portal's "now". `PORTAL_NOW` (an ISO date-time) pins the demo clock so that date windows
 * can be shown and tested deterministically; production leaves it unset and uses the real clock.
 */
export function now(): Dayjs {
  const pinned = pinnedNow();
  const base = pinned ? dayjs(pinned) : dayjs();
  return base.tz(TIME_ZONE);
}

export function inBerlin(iso: string): Dayjs {
  return dayjs(iso).tz(TIME_ZONE);
}

export { dayjs };
export type { Dayjs };
