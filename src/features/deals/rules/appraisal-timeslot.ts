/** deals.md §5: the bookable slots "10:00 (shown 08:00-12:00) and 13:00 (shown 12:00-15:30)". */
const BOOKABLE_SLOT_LABELS: Readonly<Record<string, string>> = {
  "10:00": "08:00-12:00",
  "13:00": "12:00-15:30",
};
/** The timeslot values a booking may carry, in display order. */
export const APPRAISAL_TIMESLOTS = Object.keys(BOOKABLE_SLOT_LABELS);

const MORNING = "08:00-12:00";
const MIDDAY = "12:00-15:30";
const AFTERNOON = "13:00-17:00";

/**
 * The time range shown for an appraisal timeslot (deals.md §5). The spec shows 13:00 both as
 * 12:00-15:30 (the bookable slot) and as 13:00-17:00 ("when the time contains 13:00 or 14:00"); the
 * exact slot values win, and the "contains" displays apply to every other form of a time, such as
 * a stored "13:00:00" or an ISO date-time.
 */
export function appraisalTimeslotLabel(timeslot: string): string {
  const bookable = BOOKABLE_SLOT_LABELS[timeslot];
  if (bookable !== undefined) return bookable;
  if (timeslot.includes("13:00") || timeslot.includes("14:00")) return AFTERNOON;
  if (timeslot.includes("12:00")) return MIDDAY;
  return MORNING;
}
