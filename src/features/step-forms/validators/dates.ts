import { dayjs, now, TIME_ZONE, type Dayjs } from "@/lib/clock";
import { parseGermanDay } from "@/lib/german-day";
import type { GroupChecks } from "./field-checks";
import { numberParameter, type FieldValue, type ValidationContext, type ValidationError } from "./validators";

/** The date rules of the shared form rules (`validators.ts`), apart because they need dayjs. */

/** DD.MM.YYYY read strictly (`parseGermanDay`), as a UTC midnight for the age rules; null otherwise. */
export function parseGermanDate(value: string): Dayjs | null {
  const day = parseGermanDay(value);
  return day === null ? null : dayjs.utc(day);
}

export function germanDate(value: FieldValue): ValidationError | null {
  if (typeof value !== "string" || value === "") return null;
  return parseGermanDate(value) ? null : { key: "date" };
}

/** Age in whole years on today's Berlin calendar day. */
export function ageOn(birthDate: Dayjs, now: Dayjs): number {
  const today = dayjs.utc(now.format("YYYY-MM-DD"));
  return today.diff(birthDate, "year");
}

export function minAge(value: FieldValue, min: number, { now }: ValidationContext): ValidationError | null {
  const birthDate = typeof value === "string" ? parseGermanDate(value) : null;
  return birthDate && ageOn(birthDate, now) < min ? { key: "minAge", values: { age: min } } : null;
}

export function maxAge(value: FieldValue, max: number, { now }: ValidationContext): ValidationError | null {
  const birthDate = typeof value === "string" ? parseGermanDate(value) : null;
  return birthDate && ageOn(birthDate, now) > max ? { key: "maxAge", values: { age: max } } : null;
}

/**
 * A day that has happened (deals.md §5 "a latest-date limit is inclusive plus one day": today is
 * the latest), on the Berlin calendar: a damage that occurred tomorrow was taken on step 1 and only
 * refused by the BFF at the end, sending the customer back with the photos gone.
 */
export function notInFuture(value: FieldValue, { now }: ValidationContext): ValidationError | null {
  const day = typeof value === "string" ? parseGermanDay(value) : null;
  return day !== null && day > now.tz(TIME_ZONE).format("YYYY-MM-DD") ? { key: "dateInFuture" } : null;
}

/** The group's checks for a form (`field-checks.ts`): ages on the portal's clock. */
export const DATE_CHECKS: GroupChecks<"dates"> = {
  date: (value) => germanDate(value),
  notInFuture: (value) => notInFuture(value, { now: now() }),
  minAge: (value, parameter) => minAge(value, numberParameter(parameter, "minAge"), { now: now() }),
  maxAge: (value, parameter) => maxAge(value, numberParameter(parameter, "maxAge"), { now: now() }),
};
