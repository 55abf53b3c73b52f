import { addDays, berlinDay } from "@/lib/calendar-day";
import type { Dayjs } from "@/lib/clock";
import type { Deal } from "@/features/deals/types";
import { SWAP_WINDOW_DAYS } from "@/features/delivery/rules/swap";

type SwapSourceDeal = Pick<Deal, "id" | "return_date" | "end_date" | "minimum_commitment_end_date">;

/**
 * The day the current car goes back: the booked return date, else the contract end, else the
 * minimum commitment end (deals.md §3); null when the deal names none.
 */
export function swapReturnDay(deal: SwapSourceDeal): string | null {
  const day = deal.return_date ?? deal.end_date ?? deal.minimum_commitment_end_date;
  return day ? berlinDay(day) : null;
}

/**
 * The window in which the follow-up car must be handed over: deals.md §4 and §9 hold a swap's
 * handover and return dates "within 30 days" of each other ("Swap window 30 days"), so from 30
 * days before the return day (never before today) to 30 days after it. Null when that window
 * has passed or the deal names no return day.
 */
export function swapWindow(deal: SwapSourceDeal, now: Dayjs): { from: string; to: string } | null {
  const returnDay = swapReturnDay(deal);
  if (returnDay === null) return null;
  const today = berlinDay(now);
  const opens = addDays(returnDay, -SWAP_WINDOW_DAYS);
  const from = opens > today ? opens : today;
  const to = addDays(returnDay, SWAP_WINDOW_DAYS);
  return from <= to ? { from, to } : null;
}

/**
 * Where swap_modal sends the customer (deals.md §2 "swap_modal, redirects to the subscribe page"):
 * the car search with what the follow-up deal needs. `previous_subscription_id` links the new
 * deal to this one (§3); `available_from` and `available_to` (YYYY-MM-DD, the names the
 * alternative-car search uses, §2) bound the delivery to the swap window; a business customer's
 * `company_id` books the new car for the same company.
 */
export function swapSearchHref(locale: string, deal: SwapSourceDeal, now: Dayjs, companyId: string | null = null): string {
  const query = new URLSearchParams({ previous_subscription_id: deal.id });
  const window = swapWindow(deal, now);
  if (window) {
    query.set("available_from", window.from);
    query.set("available_to", window.to);
  }
  if (companyId) query.set("company_id", companyId);
  return `/${locale}/subscribe?${query.toString()}`;
}
