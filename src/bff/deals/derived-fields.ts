import "server-only";
import { preReturnAppraisalDates } from "@/features/returns/rules/pre-return-appraisal";
import { daysLeftToScheduleReturn as daysLeftOf, isReturnWindowOpen as isWindowOpen } from "@/features/returns/rules/return-planning";
import type { Dayjs } from "@/lib/clock";
import type { DealRow } from "../db/schema";

/**
 * Deal fields the production BFF computes; the embedded BFF derives them at read time from the
 * stored row and the portal clock. The rules themselves live in `features/deals/rules` (one home,
 * shared with the portal); this file only maps the row onto them.
 */

type ReturnDates = Pick<DealRow, "state" | "returnDate" | "endDate" | "subscribedTo" | "followupSubscriptionId">;

export function daysLeftToScheduleReturn(row: ReturnDates, now: Dayjs): number | null {
  return daysLeftOf({ return_date: row.returnDate, end_date: row.endDate }, { now });
}

export function isReturnWindowOpen(row: ReturnDates, now: Dayjs): boolean {
  return isWindowOpen(
    {
      state: row.state,
      return_date: row.returnDate,
      end_date: row.endDate,
      subscribed_to: row.subscribedTo,
      followup_subscription_id: row.followupSubscriptionId,
    },
    { now },
  );
}

/** The pre-return appraisal options of the return data: dates, or null when booking is impossible. */
export function preReturnAppraisalOptions(
  row: Pick<DealRow, "returnType" | "returnDate" | "preReturnAppraisalDate" | "type">,
  now: Dayjs,
): string[] | null {
  return preReturnAppraisalDates(
    {
      type: row.type,
      return_type: row.returnType,
      return_date: row.returnDate,
      pre_return_appraisal_date: row.preReturnAppraisalDate?.toISOString() ?? null,
    },
    { now },
  );
}
