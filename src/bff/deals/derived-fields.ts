import "server-only";
import { preReturnAppraisalDates } from "@/features/returns/rules/pre-return-appraisal";
import { daysLeftToScheduleReturn as daysLeftOf, isReturnWindowOpen as isWindowOpen } from "@/features/returns/rules/return-planning";
import { isRetentionWindowOpen } from "@/features/end-of-subscription/rules/retention-window";
import type { Deal } from "@/features/deals/types";
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

/**
 * deals.md §3 `retention.is_retention_window_open`, by §4's rule (`isRetentionWindowOpen`, the one the
 * prolongation's legacy discount asks): the deal's field and the portal's decisions cannot disagree.
 */
export function retentionOf(
  row: Pick<DealRow, "variant" | "termType" | "state" | "followupSubscriptionId" | "returnType">,
  daysLeft: number | null,
): NonNullable<Deal["retention"]> {
  return {
    is_retention_window_open: isRetentionWindowOpen({
      variant: row.variant,
      term_type: row.termType,
      state: row.state,
      followup_subscription_id: row.followupSubscriptionId,
      return_type: row.returnType,
      days_left_to_schedule_return: daysLeft,
    }),
  };
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
