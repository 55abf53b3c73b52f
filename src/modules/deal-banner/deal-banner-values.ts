import "server-only";
import type { PageContext } from "@/kernel/page-context";
import { getDealOrderStatus } from "@/features/deals/public.server";
import { carName, subscriptionEndsInDays } from "@/features/deals/public";
import { returnOrEndDate } from "@/features/returns/public";
import {
  alternativeCarHref,
  alternativeCarOpensOn,
  alternativeCarWindow,
  type DelayChoice,
  delayCreditAmount,
  delayVoucherCode,
  HANDOVER_MODAL_NAME,
  isDeliveryDelayBannerShown,
  isVerificationBannerShown,
  wishedDeliveryDate,
} from "@/features/delivery/public";
import { autoRenewalNotice, prolongationStartDate } from "@/features/end-of-subscription/public";
import { formatDate } from "@/lib/date";
import { formatMoney, priceFor } from "@/lib/money";
import type { DealBannerKind } from "./deal-banner.contract";

export interface BannerValues {
  /** The values of the kind's placeholders. */
  values: Record<string, string>;
  /** delivery-delay: the credit for keeping the late car, formatted; null when none is due. */
  credit: string | null;
  /** delivery-delay: where the modal's options lead (deals.md §4 "Delay options"). */
  delay?: {
    alternativeCarHref: string | null;
    /** While the alternative car is not offered yet: the day it will be, formatted. */
    alternativeCarFrom: string | null;
    changeDateHref: string | null;
    /** The stored choice (deals.md §4 "The choice is stored"): the options are no longer offered. */
    chosen: { choice: DelayChoice; credit: string | null } | null;
  };
}

/**
 * What a banner of this kind says about the page's deal; null when there is nothing to say. The
 * entry's visibility rules have already decided that it shows; the verification and delay
 * banners also depend on the order status, which only the BFF knows.
 */
export async function dealBannerValues(kind: DealBannerKind, context: PageContext): Promise<BannerValues | null> {
  const { customer, deal, locale } = context;
  if (!customer || !deal) return null;
  const endDate = returnOrEndDate(deal);
  switch (kind) {
    case "verification": {
      const orderStatus = await getDealOrderStatus(customer.customerId, deal.id);
      return orderStatus && isVerificationBannerShown(orderStatus.status) ? { values: {}, credit: null } : null;
    }
    case "delivery-delay": {
      const orderStatus = await getDealOrderStatus(customer.customerId, deal.id);
      // "{planned} statt {preferred}": the booked day beside the wish the delay counts from, which a
      // change of the delivery day leaves alone.
      const planned = deal.planned_delivery_date;
      const preferred = wishedDeliveryDate(deal);
      if (!orderStatus || !planned || !preferred || !isDeliveryDelayBannerShown(deal, context, orderStatus.delivery)) return null;
      // A business customer reads the credit net of VAT, as the monthly rate it is a share of (deals.md
      // §6); the business texts of the banner and its modal say so ("zzgl. MwSt.").
      const creditText = (gross: number) => (gross > 0 ? formatMoney(priceFor(customer.audience === "b2b", gross)) : null);
      const window = alternativeCarWindow(deal, context);
      return {
        values: { planned: formatDate(planned), preferred: formatDate(preferred) },
        credit: creditText(delayCreditAmount(deal)),
        delay: {
          alternativeCarHref: window ? alternativeCarHref(locale, window, delayVoucherCode(deal.id)) : null,
          alternativeCarFrom: window ? null : formatDateOrNull(alternativeCarOpensOn(deal, context)),
          // deals.md §4 "change the delivery date (only when address_changeable)": the handover modal's appointment.
          // Opened by a document load, not a `ModalLink`: that leaves the delay dialog, which a client navigation keeps open.
          changeDateHref: orderStatus.delivery.address_changeable ? `?modalName=${HANDOVER_MODAL_NAME}` : null,
          chosen: deal.delivery_delay_choice && {
            choice: deal.delivery_delay_choice.choice,
            credit: creditText(deal.delivery_delay_choice.credit),
          },
        },
      };
    }
    case "return-reminder":
      return endDate ? { values: { date: formatDate(endDate) }, credit: null } : null;
    case "subscription-ends-soon":
    case "return-booked-soon": {
      const days = subscriptionEndsInDays(deal, context);
      return days !== null && endDate ? { values: { days: String(days), date: formatDate(endDate), car: carName(deal.car) }, credit: null } : null;
    }
    case "prolonged": {
      // The follow-up starts the day after the minimum commitment end (deals.md §9), as ordered.
      const commitmentEnd = deal.minimum_commitment_end_date;
      return commitmentEnd ? { values: { start: formatDate(prolongationStartDate(commitmentEnd)), car: carName(deal.car) }, credit: null } : null;
    }
    case "auto-renewal-pending":
    case "auto-renewal-done": {
      const notice = autoRenewalNotice(deal);
      return notice ? { values: { date: formatDate(notice.drivableUntil) }, credit: null } : null;
    }
    case "deposit-refund":
      return { values: {}, credit: null };
    case "deposit-refund-received":
      // Only ever the masked IBAN ("the IBAN never shown back in full").
      return deal.deposit_refund?.iban ? { values: { iban: deal.deposit_refund.iban }, credit: null } : null;
  }
}

function formatDateOrNull(day: string | null): string | null {
  return day ? formatDate(day) : null;
}
