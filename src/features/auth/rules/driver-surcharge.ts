import type { Dayjs } from "@/lib/clock";
import { ageOn, parseGermanDate } from "@/features/step-forms/validators/dates";
import { SENIOR_DRIVER_AGE, YOUNG_DRIVER_AGE } from "@/features/drivers/rules/driver-rules";

/** account.md §5: "the old surcharge is waived with a referral code starting with dbb_". */
export const OLD_SURCHARGE_WAIVER_PREFIX = "dbb_";

export type DriverSurcharge = "young" | "old";

/**
 * The surcharge a registration's birthday brings (account.md §5 "Young driver surcharge below a
 * young threshold, old driver surcharge above an old threshold"). The thresholds are "not shown";
 * the portal reads them as §9's age bounds of the driver fee, under 23 and over 65. Nothing is
 * shown for an age under the minimum (the birthday's own error says why) or a date not yet valid,
 * and the old surcharge is waived with a dbb_ referral code.
 */
export function driverSurcharge(
  birthday: string,
  now: Dayjs,
  { minAge, referralCode }: { minAge: number; referralCode?: string | null },
): DriverSurcharge | null {
  const date = parseGermanDate(birthday.trim());
  if (!date || date.isAfter(now)) return null;
  const age = ageOn(date, now);
  if (age < minAge) return null;
  if (age < YOUNG_DRIVER_AGE) return "young";
  if (age > SENIOR_DRIVER_AGE && !(referralCode ?? "").startsWith(OLD_SURCHARGE_WAIVER_PREFIX)) return "old";
  return null;
}
