import { describe, expect, it } from "vitest";
import { subscriptionEndsInDays } from "@/features/deals/rules/subscription-ends-soon";
import { APPRAISAL_MIN_WORKING_DAYS, workingDaysUntil } from "@/features/returns/rules/pre-return-appraisal";
import { dayjs } from "@/lib/clock";
import { buildSeedData } from "../../seed-data";

/**
 * Toni's deals sit on their boundaries whatever the day the demo is seeded (deals.md §4, §9): the
 * banner's 14 to 121 days and the appraisal's 8 working days, on every weekday and across Berlin's
 * midnight (a seeding on Friday counts the weekend out).
 */
describe("Toni Tage's boundary deals (fixtures/personas.json)", () => {
  it.each([
    "2026-11-30T09:00:00Z", // Monday
    "2026-12-02T09:00:00Z",
    "2026-12-04T09:00:00Z", // Friday
    "2026-12-05T09:00:00Z", // Saturday
    "2026-12-06T22:59:00Z", // Sunday, 23:59 in Berlin
    "2026-12-06T23:00:00Z", // Monday, 00:00 in Berlin
    "2027-03-28T12:00:00Z", // the change to summer time
  ])("seeded at %s", (instant) => {
    const now = dayjs(instant);
    const deals = new Map(buildSeedData(now).deals.map((row) => [row.id, row]));
    const banner = (id: string) => {
      const row = deals.get(id)!;
      const fields = {
        return_date: row.returnDate ?? null,
        end_date: row.endDate ?? null,
        subscribed_as: null,
        subscribed_to: null,
        followup_subscription_id: null,
      };
      return subscriptionEndsInDays(fields, { now });
    };
    expect([13, 14, 121, 122].map((days) => banner(`deal-toni-ends${days}`))).toEqual([null, 14, 121, null]);
    const workingDays = (id: string) => workingDaysUntil(deals.get(id)!.returnDate!, { now });
    expect(workingDays("deal-toni-appraisal8")).toBe(APPRAISAL_MIN_WORKING_DAYS);
    expect(workingDays("deal-toni-appraisal7")).toBe(APPRAISAL_MIN_WORKING_DAYS - 1);
    // Both returns stay under 14 days away: no "ends in N days" banner beside the appraisal.
    expect(banner("deal-toni-appraisal8")).toBeNull();
  });
});
