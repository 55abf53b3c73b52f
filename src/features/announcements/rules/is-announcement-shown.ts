import type { Audience, BusinessRole } from "@/lib/audience";
import type { Dayjs } from "@/lib/clock";
import { toBerlin } from "@/lib/date";

/** Who an announcement may be for (`announcement.allowedRoles`). */
export const ANNOUNCEMENT_ROLES = ["admin", "driver", "fleet_manager", "b2c_customer"] as const;
export type AnnouncementRole = (typeof ANNOUNCEMENT_ROLES)[number];

export interface AnnouncementConfig {
  startDate: string | null;
  endDate: string | null;
  allowedRoles: readonly AnnouncementRole[];
}

export interface Viewer {
  now: Dayjs;
  /** `null` for a visitor without a session. */
  audience: Audience | null;
  role: BusinessRole | null;
}

/** Private customers count as a role of their own (`b2c_customer`) next to the business roles. */
export function viewerRole(viewer: Pick<Viewer, "audience" | "role">): AnnouncementRole | null {
  if (viewer.audience === "b2c") return "b2c_customer";
  return viewer.role;
}

/**
 * deals.md section 6 and account.md section 3: an announcement shows inside its date window
 * (Europe/Berlin) and only to its allowed roles. A calendar date as the end includes that whole
 * day; a date-time end is the first moment it is no longer shown. Visitors have no role.
 */
export function isAnnouncementShown(config: AnnouncementConfig, viewer: Viewer): boolean {
  const role = viewerRole(viewer);
  if (role === null || !config.allowedRoles.includes(role)) return false;
  return isInDateWindow(config, viewer.now);
}

/** Inside the window from `startDate` to `endDate` (both optional), read in Europe/Berlin. */
export function isInDateWindow(config: { startDate: string | null; endDate: string | null }, now: Dayjs): boolean {
  if (config.startDate && now.isBefore(windowStart(config.startDate))) return false;
  if (config.endDate && !now.isBefore(windowEnd(config.endDate))) return false;
  return true;
}

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function windowStart(value: string): Dayjs {
  return toBerlin(value);
}

function windowEnd(value: string): Dayjs {
  const end = toBerlin(value);
  return isCalendarDate(value) ? end.add(1, "day") : end;
}
